/** @jest-environment node */
// Attempt limits (issue 24, finding 3): what the attacks of the report did — 300 wrong SMS codes,
// 200 wrong passwords, codes sent to 30 numbers from one client — is now refused, with HTTP 429,
// Retry-After and a message that names the seconds.
import { getSmsCode, login, registerOrLogin } from '../../mock/_lib/handlers/auth';
import { findMyMessages } from '../../mock/_lib/handlers/messages';
import { leaveMessage } from '../../mock/_lib/handlers/message-leave';
import { resetDb } from '../../mock/_lib/data';
import { issueToken } from '../../mock/_lib/token';
import { clientOf, resetLimits } from '../../mock/_lib/limits';
import { resetCodes } from '../../mock/_lib/sms';
import { resetUsers } from '../../mock/_lib/users';
import { call } from './helpers';
import type { Sent } from './helpers';

let now = Date.parse('2026-11-25T08:00:00Z');
const later = (seconds: number) => {
  now += seconds * 1000;
};

beforeEach(() => {
  resetDb();
  resetUsers();
  resetCodes();
  resetLimits();
  process.env.IPR_DEMO_MODE = '1';
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  delete process.env.IPR_DEMO_MODE;
  jest.restoreAllMocks();
});

const fromClient = (ip: string) => ({ 'x-real-ip': ip });

function passwordLogin(account: string, password: string, client = '203.0.113.7'): Sent {
  return call(login, {
    method: 'POST',
    headers: fromClient(client),
    body: { type: 'account', account, password },
  });
}

function askCode(mobile: string, scene = 'login', client = '203.0.113.7'): Sent {
  return call(getSmsCode, { headers: fromClient(client), query: { mobile, scene } });
}

function smsLogin(mobile: string, smsCode: string): Sent {
  return call(login, { method: 'POST', body: { type: 'mobile', mobile, smsCode } });
}

/** What a 429 must carry: the status, the code, the seconds in the header, the body and the text. */
function expectWait(sent: Sent, seconds: number) {
  expect(sent.status).toBe(429);
  expect(sent.body).toMatchObject({
    success: false,
    errorCode: 'TOO_MANY_ATTEMPTS',
    showType: 2,
    data: { retryAfter: seconds },
  });
  expect(sent.headers['retry-after']).toBe(String(seconds));
  expect(sent.body.errorMessage).toContain(`${seconds}秒`);
}

describe('password logins back off', () => {
  it('lock an account after 5 wrong passwords, so 200 guesses do not end in a login', () => {
    for (let i = 0; i < 4; i += 1)
      expect(passwordLogin('admin', `guess-${i}`).body.errorMessage).toBe('账号或密码错误');
    // The 5th failure still answers as a wrong password, and locks the account for a minute.
    expect(passwordLogin('admin', 'guess-4').status).toBe(200);
    expectWait(passwordLogin('admin', 'guess-5'), 60);
    // The right password does not get in while it is locked: guessing on cannot find it.
    expectWait(passwordLogin('admin', 'Admin@2026'), 60);
    for (let i = 0; i < 195; i += 1) expect(passwordLogin('admin', `g${i}`).status).toBe(429);
    later(30);
    expectWait(passwordLogin('admin', 'Admin@2026'), 30);
  });

  it('lets the owner in once the lock ends, and doubles it for every further failure', () => {
    for (let i = 0; i < 5; i += 1) passwordLogin('demo', 'wrong');
    later(61);
    expect(passwordLogin('demo', 'wrong').status).toBe(200); // the 6th failure: 2 minutes
    expectWait(passwordLogin('demo', 'Demo@2026'), 120);
    later(121);
    passwordLogin('demo', 'wrong'); // the 7th: 4 minutes
    expectWait(passwordLogin('demo', 'Demo@2026'), 240);
    for (let i = 0; i < 6; i += 1) {
      later(15 * 60 + 1);
      passwordLogin('demo', 'wrong');
    }
    // Never more than 15 minutes.
    expectWait(passwordLogin('demo', 'Demo@2026'), 900);
    later(901);
    expect(passwordLogin('demo', 'Demo@2026').body.success).toBe(true);
    // A success starts the count again: the next wrong password does not lock.
    expect(passwordLogin('demo', 'wrong').body.errorMessage).toBe('账号或密码错误');
    expect(passwordLogin('demo', 'Demo@2026').body.success).toBe(true);
  });

  it('forgets an account’s failures 15 quiet minutes after the last one', () => {
    for (let i = 0; i < 4; i += 1) passwordLogin('demo', 'wrong');
    later(15 * 60 + 1);
    expect(passwordLogin('demo', 'wrong').body.errorMessage).toBe('账号或密码错误');
    expect(passwordLogin('demo', 'Demo@2026').body.success).toBe(true);
  });

  it('counts an account whether its name or its mobile was typed', () => {
    for (let i = 0; i < 3; i += 1) passwordLogin('demo', 'wrong');
    for (let i = 0; i < 2; i += 1) passwordLogin('13800000001', 'wrong');
    expectWait(passwordLogin('demo', 'Demo@2026'), 60);
  });

  it('locks the account for the guessing client only: its owner elsewhere still signs in (finding 16)', () => {
    for (let i = 0; i < 5; i += 1) passwordLogin('admin', `guess-${i}`, '198.51.100.66');
    expectWait(passwordLogin('admin', 'Admin@2026', '198.51.100.66'), 60);
    expect(passwordLogin('admin', 'Admin@2026', '203.0.113.20').body.success).toBe(true);
  });

  it('locks an account for everyone after 50 wrong passwords from many clients within 15 min', () => {
    for (let i = 0; i < 50; i += 1) passwordLogin('admin', 'wrong', `198.51.100.${i}`);
    expectWait(passwordLogin('admin', 'Admin@2026', '203.0.113.20'), 900);
    later(15 * 60 + 1);
    expect(passwordLogin('admin', 'Admin@2026', '203.0.113.20').body.success).toBe(true);
  });

  it('locks a client that tries 20 wrong passwords across accounts, and no one else', () => {
    for (let i = 0; i < 20; i += 1) passwordLogin(`someone-${i}`, 'wrong');
    expectWait(passwordLogin('buyer', 'Buyer@2026'), 900);
    expect(passwordLogin('buyer', 'Buyer@2026', '198.51.100.1').body.success).toBe(true);
  });
});

describe('SMS codes', () => {
  it('die after 5 wrong tries, so 300 guesses and then the right code do not log in', () => {
    const code = askCode('13800000002').body.data.debugCode as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1)
      expect(smsLogin('13800000002', wrong).body.errorMessage).toBe('验证码错误或已失效');
    expect(smsLogin('13800000002', wrong).body.errorMessage).toBe('验证码错误次数过多，请重新获取');
    for (let i = 0; i < 295; i += 1)
      expect(smsLogin('13800000002', wrong).body.success).toBe(false);
    expect(smsLogin('13800000002', code).body).toMatchObject({
      success: false,
      errorMessage: '验证码错误或已失效',
    });
    // A new code, asked for after the resend gap, works.
    later(61);
    const fresh = askCode('13800000002').body.data.debugCode as string;
    expect(smsLogin('13800000002', fresh).body.success).toBe(true);
  });

  it('die for every scene that takes them (registration here)', () => {
    const code = askCode('13900000077', 'register').body.data.debugCode as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const register = (smsCode: string) =>
      call(registerOrLogin, { method: 'POST', body: { mobile: '13900000077', smsCode } });
    for (let i = 0; i < 5; i += 1) register(wrong);
    expect(register(code).body.success).toBe(false);
  });

  it('answer a resend within 60 s with the seconds left', () => {
    askCode('13800000001');
    later(15);
    expectWait(askCode('13800000001'), 45);
    later(45);
    expect(askCode('13800000001').body.success).toBe(true);
  });

  it('go to one number at most 5 times an hour', () => {
    for (let i = 0; i < 5; i += 1) {
      expect(askCode('13800000001', 'login', `192.0.2.${i}`).body.success).toBe(true);
      later(61);
    }
    // The first was sent 305 s ago: the hour ends for it in 3295 s.
    expectWait(askCode('13800000001', 'login', '192.0.2.99'), 3600 - 305);
    later(3600 - 305);
    expect(askCode('13800000001', 'login', '192.0.2.99').body.success).toBe(true);
  });

  it('go from one client to at most 10 numbers an hour, not to 30', () => {
    const mobiles = Array.from({ length: 30 }, (_, i) => `1390000${String(i).padStart(4, '0')}`);
    const answers = mobiles.map((mobile) => askCode(mobile, 'register'));
    expect(answers.filter((sent) => sent.body.success)).toHaveLength(10);
    expectWait(answers[10], 3600);
    expect(askCode(mobiles[29], 'register', '198.51.100.1').body.success).toBe(true);
  });
});

describe('messages', () => {
  // A token made at the mocked now, so it is fresh whenever the test moves the clock.
  const as = (account: string) => ({ authorization: issueToken(account, { now }) });
  const leave = (account: string, n: number) =>
    call(leaveMessage, {
      method: 'POST',
      headers: as(account),
      body: {
        name: '演示用户',
        mobile: '13800000001',
        content: `第${n}条留言：请问交易服务费如何收取？`,
      },
    });
  const mine = (account: string) =>
    call(findMyMessages, { headers: as(account) }).body.data.totalElements as number;

  it('go from one account at most 5 a minute: the 6th is HTTP 429 with the wait, and not stored', () => {
    const before = mine('demo');
    for (let i = 0; i < 5; i += 1) {
      expect(leave('demo', i).body.success).toBe(true);
      later(5);
    }
    // The first was sent 25 s ago: the minute ends for it in 35 s.
    expectWait(leave('demo', 5), 35);
    for (let i = 0; i < 100; i += 1) expect(leave('demo', 6 + i).status).toBe(429);
    expect(mine('demo')).toBe(before + 5);
    // Another account is not held up.
    expect(leave('buyer', 0).body.success).toBe(true);
    later(35);
    expect(leave('demo', 200).body.success).toBe(true);
  });

  it('go from one account at most 30 a day, however slowly', () => {
    for (let i = 0; i < 30; i += 1) {
      expect(leave('demo', i).body.success).toBe(true);
      later(60);
    }
    // The first went 30 minutes ago: a day from it.
    expectWait(leave('demo', 30), 24 * 3600 - 30 * 60);
    later(24 * 3600 - 30 * 60);
    expect(leave('demo', 31).body.success).toBe(true);
  });

  it('count only what was stored: refused forms do not use the allowance', () => {
    for (let i = 0; i < 10; i += 1)
      expect(
        call(leaveMessage, {
          method: 'POST',
          headers: as('demo'),
          body: { name: '演', mobile: '1' },
        }).body.errorCode,
      ).toBe('BAD_REQUEST');
    expect(leave('demo', 0).body.success).toBe(true);
  });
});

describe('the client a request comes from', () => {
  it('is what the gateway names on loopback, and the connection anywhere else', () => {
    const named = { 'x-real-ip': '203.0.113.9' };
    expect(clientOf({ ip: '127.0.0.1', headers: named })).toBe('203.0.113.9');
    expect(clientOf({ ip: '::ffff:127.0.0.1', headers: named })).toBe('203.0.113.9');
    // Reaching the service directly, a client cannot name itself someone new each time.
    expect(clientOf({ ip: '198.51.100.4', headers: named })).toBe('198.51.100.4');
    expect(clientOf({ ip: '198.51.100.4', headers: {} })).toBe('198.51.100.4');
  });

  it('is what a gateway of IPR_TRUSTED_PROXIES names (compose: nginx in another container)', () => {
    const named = { 'x-real-ip': '203.0.113.9' };
    expect(clientOf({ ip: '::ffff:172.18.0.3', headers: named })).toBe('::ffff:172.18.0.3');
    process.env.IPR_TRUSTED_PROXIES = '172.16.0.0/12, 10.1.2.3';
    try {
      expect(clientOf({ ip: '::ffff:172.18.0.3', headers: named })).toBe('203.0.113.9');
      expect(clientOf({ ip: '10.1.2.3', headers: named })).toBe('203.0.113.9');
      expect(clientOf({ ip: '172.32.0.1', headers: named })).toBe('172.32.0.1');
      expect(clientOf({ ip: '10.1.2.4', headers: named })).toBe('10.1.2.4');
    } finally {
      delete process.env.IPR_TRUSTED_PROXIES;
    }
  });
});
