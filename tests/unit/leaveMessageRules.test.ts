import { leaveMessageRules } from '@/components/LeaveMessageModal/rules';

/** Runs a field's antd rules as the form does: the first refusal's message, or undefined. */
async function refusal(rules: (typeof leaveMessageRules)['content'], value: string) {
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

describe('the message form refuses hidden characters before sending', () => {
  it('in the words and in the name, with the field named', async () => {
    expect(await refusal(leaveMessageRules.content, '请问是否支持\u202e分期付款？')).toBe(
      '留言内容不能包含不可见字符或控制字符',
    );
    expect(await refusal(leaveMessageRules.name, '王\u200b经理')).toBe(
      '姓名不能包含不可见字符或控制字符',
    );
    expect(
      await refusal(leaveMessageRules.content, '请问是否支持分期付款？👍\n谢谢'),
    ).toBeUndefined();
  });
});
