// Issue 27 item 4: a field says the same thing in every form and at the backend. The forms' rules
// (the message dialog's antd rules, the sign-in forms' LightForm rules) are run on the same bad
// values the backend is sent, and their words compared.
import { leaveMessageRules } from '../../src/components/LeaveMessageModal/rules';
import { smsRules } from '../../src/components/LightForm/rules';
import { creditCodeCheckChar } from '../../src/contract/validators';
import { resetDb } from '../../mock/_lib/data';
import { leaveMessage } from '../../mock/_lib/handlers/message-leave';
import { updateProfile } from '../../mock/_lib/handlers/profile';
import { submitVerification } from '../../mock/_lib/handlers/verification';
import { resetUsers } from '../../mock/_lib/users';
import { authHeader, call } from './helpers';

/** The first refusal of a field's antd rules, as the form shows it. */
async function antdRefusal(rules: ReturnType<typeof leaveMessageRules>['mobile'], value: string) {
  for (const rule of rules) {
    if (typeof rule === 'object' && rule.validator) {
      try {
        await rule.validator({} as never, value, () => {});
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return undefined;
}

beforeEach(() => {
  resetDb();
  resetUsers();
});

const MESSAGE = {
  name: '王先生',
  mobile: '13912345678',
  email: 'wang@example.com',
  content: '想了解专利质押融资的办理流程和所需材料。',
};

describe('the message form and the backend say the same of', () => {
  const sent = (body: Record<string, unknown>) =>
    call(leaveMessage, { headers: authHeader('demo'), body: { ...MESSAGE, ...body } }).body;

  it.each([
    ['mobile', ''],
    ['mobile', '1391234567'],
    ['mobile', '12912345678'],
    ['email', 'wang@'],
    ['name', '王'],
    ['name', '王\u200b先生'],
    ['content', '太短了'],
    ['content', '   '],
  ] as const)('%s “%s”', async (field, value) => {
    const answer = sent({ [field]: value });
    expect(answer.success).toBe(false);
    expect(answer.data).toEqual({ field });
    expect(answer.errorMessage).toBe(await antdRefusal(leaveMessageRules('message')[field], value));
  });

  it('an application’s contact person, by the name the form gives it', async () => {
    const rules = leaveMessageRules('financing');
    expect(await antdRefusal(rules.name, '')).toBe('请填写联系人');
    expect(await antdRefusal(rules.content, '')).toBeUndefined();
  });
});

describe('every form words the mobile number alike', () => {
  const bad = '1391234567';

  it('the sign-in forms, the message dialog, 个人设置 and 企业认证', async () => {
    const [lightRule] = smsRules<{ mobile: string; smsCode: string }>().mobile;
    const words = lightRule(bad, { mobile: bad, smsCode: '' });
    expect(words).toBe('请输入正确的11位手机号码');
    expect(await antdRefusal(leaveMessageRules('consult').mobile, bad)).toBe(words);
    // 企业认证's contact phone: every other field valid, so the phone is what is refused.
    const first17 = '91610131MA6TG4R1X';
    const verification = call(submitVerification, {
      headers: authHeader('demo'),
      body: {
        companyName: '西安高新示范科技有限公司',
        creditCode: `${first17}${creditCodeCheckChar(first17)}`,
        contactName: '王经理',
        contactPhone: bad,
      },
    }).body;
    expect(verification.data).toEqual({ field: 'contactPhone' });
    expect(verification.errorMessage).toBe(words);
  });

  it('and the e-mail address in 个人设置 as in the message dialog', async () => {
    const answer = call(updateProfile, {
      headers: authHeader('demo'),
      body: { name: '演示用户', email: 'wang@', version: 1 },
    }).body;
    expect(answer.data).toEqual({ field: 'email' });
    expect(answer.errorMessage).toBe(
      await antdRefusal(leaveMessageRules('message').email, 'wang@'),
    );
  });
});
