import { leaveMessageRules } from '@/components/LeaveMessageModal/rules';

type Rules = ReturnType<typeof leaveMessageRules>['content'];

/** Runs a field's antd rules as the form does: the first refusal's message, or undefined. */
async function refusal(rules: Rules, value: string) {
  for (const rule of rules) {
    if (typeof rule === 'object' && 'validator' in rule && rule.validator) {
      try {
        await rule.validator({} as never, value, () => {});
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return undefined;
}

describe('the message form', () => {
  const message = leaveMessageRules('message');

  it('refuses hidden characters in the words and in the name, with the field named', async () => {
    expect(await refusal(message.content, '请问是否支持\u202e分期付款？')).toBe(
      '留言内容不能包含不可见字符或控制字符',
    );
    expect(await refusal(message.name, '王\u200b经理')).toBe('姓名不能包含不可见字符或控制字符');
    expect(await refusal(message.content, '请问是否支持分期付款？👍\n谢谢')).toBeUndefined();
  });

  it('says of the mobile number and the e-mail what every other form says', async () => {
    expect(await refusal(message.mobile, '')).toBe('请输入手机号码');
    expect(await refusal(message.mobile, '1381234567')).toBe('请输入正确的11位手机号码');
    expect(await refusal(message.email, '')).toBeUndefined();
    expect(await refusal(message.email, 'ip@')).toBe('请输入正确的邮箱地址');
  });

  it('names the fields as each purpose asks for them', async () => {
    expect(await refusal(leaveMessageRules('consult').content, '太短')).toBe(
      '咨询内容长度应为10-500个字符',
    );
    const financing = leaveMessageRules('financing');
    expect(await refusal(financing.name, '')).toBe('请填写联系人');
    expect(await refusal(financing.content, '')).toBeUndefined();
  });
});
