/** @jest-environment node */
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changePassword } from '../../mock/_lib/handlers/profile';
import {
  getCurrent,
  getSmsCode,
  login,
  logout,
  logoutEverywhere,
  registerOrLogin,
} from '../../mock/_lib/handlers/auth';
import { resetCodes, sendCode } from '../../mock/_lib/sms';
import { resetLimits } from '../../mock/_lib/limits';
import {
  issueToken,
  RENEW_AFTER_MS,
  RENEWAL_GRACE_MS,
  revokeToken,
  SESSION_MAX_MS,
  TOKEN_TTL_MS,
  keepTokenSecretIn,
  verifyToken,
} from '../../mock/_lib/token';
import { ACCOUNT_MENU, ADMIN_MENU } from '../../mock/_lib/menus';
import { currentAccount, resetUsers } from '../../mock/_lib/users';
import { call } from './helpers';

// The tests read the codes the way a demo page does (IPR_DEMO_MODE, mock/_lib/sms.ts).
beforeEach(() => {
  resetUsers();
  resetCodes();
  resetLimits();
  process.env.IPR_DEMO_MODE = '1';
});
afterEach(() => {
  delete process.env.IPR_DEMO_MODE;
});

function loginAs(account: string, password: string): string {
  const sent = call(login, { method: 'POST', body: { type: 'account', account, password } });
  expect(sent.body.success).toBe(true);
  return sent.body.data.token;
}

/** A token as the old mock made them: FNV-1a with a secret that was in the repository. */
function fnvToken(account: string, iat: number): string {
  const fnv = (text: string, seed = 0x811c9dc5) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i += 1) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
  };
  const secret = 'ipr-portal-mock-secret-2026';
  const payload = Buffer.from(JSON.stringify({ account, iat })).toString('base64url');
  return `Bearer ${payload}.${fnv(`${secret}.${payload}`)}${fnv(`${payload}.${secret}`, 0x01000193)}`;
}

/** An HMAC-SHA256 token signed with `secret`, as someone who guessed or copied it would make. */
function signedWith(secret: string, claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `Bearer ${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

describe('tokens', () => {
  it('round-trips an account, with or without the Bearer prefix', () => {
    const token = issueToken('demo');
    expect(token.startsWith('Bearer ')).toBe(true);
    expect(verifyToken(token)?.account).toBe('demo');
    expect(verifyToken(token.slice('Bearer '.length))?.account).toBe('demo');
  });

  it('refuses forged, tampered, expired and revoked tokens', () => {
    const token = issueToken('demo');
    const [payload, sig] = token.slice(7).split('.');
    const forged = Buffer.from(
      JSON.stringify({ account: 'admin', iat: Date.now(), epoch: 0 }),
    ).toString('base64url');
    expect(verifyToken(`Bearer ${forged}.${sig}`)).toBeNull();
    expect(
      verifyToken(`Bearer ${payload}.${sig.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`),
    ).toBeNull();
    expect(verifyToken('Bearer nonsense')).toBeNull();
    const old = issueToken('demo', { now: Date.now() - TOKEN_TTL_MS - 1000 });
    expect(verifyToken(old)).toBeNull();
    revokeToken(token);
    expect(verifyToken(token)).toBeNull();
  });

  it('refuses a token signed with any secret that is in the repository', () => {
    const now = Date.now();
    const admin = { headers: { authorization: fnvToken('admin', now) } };
    expect(call(getCurrent, admin).status).toBe(401);
    for (const secret of ['ipr-portal-mock-secret-2026', '', 'secret', 'ipr-front']) {
      const token = signedWith(secret, { account: 'admin', iat: now, epoch: 0 });
      expect(call(getCurrent, { headers: { authorization: token } }).status).toBe(401);
    }
  });

  it('lives 8 hours, renewed when used after an hour: the answer carries the new token', () => {
    const fresh = issueToken('demo');
    expect(
      call(getCurrent, { headers: { authorization: fresh } }).headers['x-renewed-token'],
    ).toBeUndefined();
    const hourOld = issueToken('demo', { now: Date.now() - RENEW_AFTER_MS - 1000 });
    const answer = call(getCurrent, { headers: { authorization: hourOld } });
    expect(answer.body.data.account).toBe('demo');
    const renewed = answer.headers['x-renewed-token'];
    expect(verifyToken(renewed)?.iat).toBeGreaterThan(Date.now() - 5000);
    expect(call(getCurrent, { headers: { authorization: renewed } }).body.data.account).toBe(
      'demo',
    );
  });

  it('hands out the renewed token on a refused answer too', () => {
    const now = Date.now();
    const hourOld = issueToken('demo', { now: now - RENEW_AFTER_MS - 1000 });
    const refused = call(changePassword, {
      method: 'POST',
      headers: { authorization: hourOld },
      body: { oldPassword: 'not-the-password', newPassword: 'Changed2026' },
    });
    expect(refused.body.success).toBe(false);
    const renewed = refused.headers['x-renewed-token'];
    expect(verifyToken(renewed, now + RENEWAL_GRACE_MS + 1000)?.account).toBe('demo');
  });

  it('ends the token before a renewal a minute after it, and logout ends both', () => {
    const now = Date.now();
    const hourOld = issueToken('demo', { now: now - RENEW_AFTER_MS - 1000 });
    const renewed = call(getCurrent, { headers: { authorization: hourOld } }).headers[
      'x-renewed-token'
    ];
    // Requests already on their way with the old token still get through…
    expect(verifyToken(hourOld, now + 30_000)?.account).toBe('demo');
    // …but not a minute later.
    expect(verifyToken(hourOld, now + RENEWAL_GRACE_MS + 1000)).toBeNull();
    expect(verifyToken(renewed, now + RENEWAL_GRACE_MS + 1000)?.account).toBe('demo');
    expect(call(logout, { method: 'GET', headers: { authorization: hourOld } }).body.data).toBe(
      true,
    );
    expect(verifyToken(renewed)).toBeNull();
  });

  it('ends a session 7 days after its sign-in, however often it was renewed', () => {
    const signedIn = Date.now() - SESSION_MAX_MS + 2 * 60_000;
    let token = issueToken('demo', { now: signedIn });
    // Renewed every 2 hours, as a tab left open and used would be.
    for (let at = signedIn + 2 * 3_600_000; at < Date.now(); at += 2 * 3_600_000) {
      const req = { headers: { authorization: token } };
      expect(currentAccount(req, at)).toBe('demo');
      token = (req as { renewedToken?: string }).renewedToken ?? token;
    }
    expect(verifyToken(token)?.account).toBe('demo');
    expect(verifyToken(token, signedIn + SESSION_MAX_MS + 1000)).toBeNull();
  });

  it('退出所有设备 ends every session of the account, and only of it', () => {
    const phone = issueToken('demo');
    const laptop = issueToken('demo');
    const other = issueToken('buyer');
    expect(call(logoutEverywhere, { method: 'POST' }).status).toBe(401);
    expect(
      call(logoutEverywhere, { method: 'POST', headers: { authorization: phone } }).body,
    ).toMatchObject({
      success: true,
      data: true,
    });
    expect(verifyToken(phone)).toBeNull();
    expect(verifyToken(laptop)).toBeNull();
    expect(verifyToken(other)?.account).toBe('buyer');
  });

  it('reads the session from the authorization header', () => {
    expect(currentAccount({ headers: {} })).toBeNull();
    expect(currentAccount({ headers: { authorization: issueToken('admin') } })).toBe('admin');
    expect(currentAccount({ headers: { authorization: issueToken('admin').slice(7) } })).toBe(
      'admin',
    );
    expect(currentAccount({ headers: { authorization: issueToken('ghost') } })).toBe('invalid');
    expect(currentAccount({ headers: { authorization: 'Bearer x.y' } })).toBe('invalid');
  });
});

describe('a changed or reset password ends the other sessions', () => {
  it('changing it keeps the session that changed it (with a new token) and ends the others', () => {
    const here = loginAs('demo', 'Demo@2026');
    const elsewhere = loginAs('demo', 'Demo@2026');
    const changed = call(changePassword, {
      method: 'POST',
      headers: { authorization: here },
      body: { oldPassword: 'Demo@2026', newPassword: 'Changed2026' },
    });
    expect(changed.body.success).toBe(true);
    const renewed = changed.headers['x-renewed-token'];
    expect(call(getCurrent, { headers: { authorization: renewed } }).body.data.account).toBe(
      'demo',
    );
    expect(call(getCurrent, { headers: { authorization: elsewhere } }).status).toBe(401);
    expect(call(getCurrent, { headers: { authorization: here } }).status).toBe(401);
  });

  it('resetting it by SMS ends every session', () => {
    const before = loginAs('demo', 'Demo@2026');
    const code = call(getSmsCode, { query: { mobile: '13800000001', scene: 'forget' } }).body.data
      .debugCode;
    const reset = call(registerOrLogin, {
      method: 'POST',
      body: { mobile: '13800000001', smsCode: code, password: 'NewPass2026', scene: 'forget' },
    });
    expect(reset.body.success).toBe(true);
    expect(call(getCurrent, { headers: { authorization: before } }).status).toBe(401);
    const after = reset.body.data.token;
    expect(call(getCurrent, { headers: { authorization: after } }).body.data.account).toBe('demo');
  });
});

describe('the secret', () => {
  it('is generated for the service and kept beside its state, so sessions outlive a restart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'token-secret-'));
    try {
      const file = path.join(dir, 'token-secret');
      keepTokenSecretIn(file);
      const token = issueToken('demo');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      keepTokenSecretIn(file);
      expect(verifyToken(token)?.account).toBe('demo');
      keepTokenSecretIn(path.join(dir, 'another'));
      expect(verifyToken(token)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('login, getCurrent and logout', () => {
  it('logs the demo accounts in', () => {
    const sent = call(login, { body: { type: 'account', account: 'demo', password: 'Demo@2026' } });
    expect(sent.body).toMatchObject({ success: true, data: { account: 'demo' } });
    expect(typeof sent.body.data.token).toBe('string');
    // A registered mobile number works as the account too.
    expect(
      call(login, { body: { account: '13800000002', password: 'Admin@2026' } }).body.data.account,
    ).toBe('admin');
  });

  it('refuses wrong credentials and explains missing fields', () => {
    expect(
      call(login, { body: { type: 'account', account: 'demo', password: 'wrong' } }).body,
    ).toEqual({
      success: false,
      data: null,
      errorCode: 'LOGIN_FAILED',
      errorMessage: '账号或密码错误',
      showType: 2,
    });
    expect(
      call(login, { body: { type: 'account', account: 'nobody', password: 'x' } }).body.errorCode,
    ).toBe('LOGIN_FAILED');
    expect(call(login, { body: { type: 'account', password: 'x' } }).body.errorMessage).toBe(
      '请输入账号',
    );
    expect(call(login, { body: { type: 'account', account: 'demo' } }).body.errorMessage).toBe(
      '请输入密码',
    );
    expect(call(login, { body: { type: 'face' } }).body.errorMessage).toBe('不支持的登录方式');
    expect(call(login, {}).body.errorMessage).toBe('请求内容格式不正确');
  });

  it('answers getCurrent in its three ways', () => {
    expect(call(getCurrent).body).toEqual({ success: true, data: null });

    const admin = call(getCurrent, { headers: { authorization: loginAs('admin', 'Admin@2026') } });
    expect(admin.status).toBe(200);
    expect(admin.body.data).toMatchObject({
      account: 'admin',
      name: '平台管理员',
      menuData: ADMIN_MENU,
      mobile: '13800000002',
    });
    expect(admin.body.data.headerUrl).toBeUndefined();
    const demo = call(getCurrent, { headers: { authorization: loginAs('demo', 'Demo@2026') } });
    expect(demo.body.data).toMatchObject({ account: 'demo', menuData: ACCOUNT_MENU });
    expect(demo.body.data.userType).not.toBe('admin');

    const bad = call(getCurrent, { headers: { authorization: 'Bearer forged.token' } });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({
      success: false,
      data: null,
      errorCode: 'UNAUTHORIZED',
      errorMessage: '登录状态已失效，请重新登录',
      showType: 9,
    });
  });

  it('revokes the token on logout and is fine without one', () => {
    const token = loginAs('demo', 'Demo@2026');
    expect(call(logout, { headers: { authorization: token } }).body).toEqual({
      success: true,
      data: true,
    });
    expect(call(getCurrent, { headers: { authorization: token } }).status).toBe(401);
    expect(call(logout).body).toEqual({ success: true, data: true });
  });
});

describe('SMS codes and registerOrLogin', () => {
  it('give the code only in demo mode: elsewhere it reaches the phone alone', () => {
    delete process.env.IPR_DEMO_MODE;
    const sent = call(getSmsCode, { query: { mobile: '13800000002', scene: 'forget' } });
    expect(sent.body).toEqual({ success: true, data: { resendAfter: 60 } });
    for (const off of ['', '0', 'false', 'no']) {
      resetCodes();
      resetLimits();
      process.env.IPR_DEMO_MODE = off;
      const again = call(getSmsCode, { query: { mobile: '13800000002', scene: 'forget' } });
      expect(again.body.data.debugCode).toBeUndefined();
    }
    resetCodes();
    resetLimits();
    process.env.IPR_DEMO_MODE = 'true';
    const demo = call(getSmsCode, { query: { mobile: '13800000002', scene: 'forget' } });
    expect(demo.body.data.debugCode).toMatch(/^\d{6}$/);
  });

  it('sends a code, limits resends and checks the scene', () => {
    const first = call(getSmsCode, { query: { mobile: '13912345678', scene: 'register' } });
    expect(first.body.success).toBe(true);
    expect(first.body.data.resendAfter).toBe(60);
    expect(first.body.data.debugCode).toMatch(/^\d{6}$/);
    const again = call(getSmsCode, { query: { mobile: '13912345678', scene: 'register' } });
    expect(again.body.errorMessage).toMatch(/^请在(60|59)秒后重新获取验证码$/);
    expect(call(getSmsCode, { query: { mobile: '12345', scene: 'login' } }).body.errorMessage).toBe(
      '请输入正确的11位手机号码',
    );
    expect(
      call(getSmsCode, { query: { mobile: '13700000000', scene: 'hack' } }).body.errorMessage,
    ).toBe('验证码用途不正确');
  });

  it('lets the resend limit pass after 60 seconds', () => {
    const t = 1_800_000_000_000;
    sendCode('13612345678', 'login', t);
    expect(() => sendCode('13612345678', 'login', t + 30_000)).toThrow('请在30秒后重新获取验证码');
    expect(() => sendCode('13612345678', 'login', t + 60_000)).not.toThrow();
  });

  it('registers a new user with a valid password and logs them in', () => {
    const code = call(getSmsCode, { query: { mobile: '13912345678', scene: 'register' } }).body.data
      .debugCode;
    const weak = call(registerOrLogin, {
      body: { mobile: '13912345678', smsCode: code, password: 'short', scene: 'register' },
    });
    expect(weak.body.errorMessage).toBe('密码长度应为8-20位');
    for (const [password, message] of [
      ['Passw0rd', '密码过于常见，请换一个更难猜的密码'],
      ['abcd1234', '密码过于常见，请换一个更难猜的密码'],
      ['x13912345678', '密码不能包含账号或手机号'],
    ])
      expect(
        call(registerOrLogin, {
          body: { mobile: '13912345678', smsCode: code, password, scene: 'register' },
        }).body.errorMessage,
      ).toBe(message);
    const wrongCode = call(registerOrLogin, {
      body: {
        mobile: '13912345678',
        smsCode: code === '000000' ? '111111' : '000000',
        password: 'Lake7river',
        scene: 'register',
      },
    });
    expect(wrongCode.body.errorMessage).toBe('验证码错误或已失效');
    const ok = call(registerOrLogin, {
      body: { mobile: '13912345678', smsCode: code, password: 'Lake7river', scene: 'register' },
    });
    expect(ok.body).toMatchObject({ success: true, data: { account: '13912345678' } });
    expect(
      call(getCurrent, { headers: { authorization: ok.body.data.token } }).body.data.account,
    ).toBe('13912345678');
    expect(
      call(login, { body: { account: '13912345678', password: 'Lake7river' } }).body.success,
    ).toBe(true);
    // The code is spent.
    expect(
      call(registerOrLogin, { body: { mobile: '13912345678', smsCode: code, scene: 'login' } }).body
        .success,
    ).toBe(false);
  });

  it('resets a forgotten password and logs in by code', () => {
    const code = call(getSmsCode, { query: { mobile: '13800000001', scene: 'forget' } }).body.data
      .debugCode;
    const reset = call(registerOrLogin, {
      body: { mobile: '13800000001', smsCode: code, password: 'NewPass123', scene: 'forget' },
    });
    expect(reset.body.data.account).toBe('demo');
    expect(call(login, { body: { account: 'demo', password: 'Demo@2026' } }).body.errorCode).toBe(
      'LOGIN_FAILED',
    );
    expect(call(login, { body: { account: 'demo', password: 'NewPass123' } }).body.success).toBe(
      true,
    );

    resetCodes();
    resetLimits();
    const loginCode = call(getSmsCode, { query: { mobile: '13800000002', scene: 'login' } }).body
      .data.debugCode;
    expect(
      call(login, { body: { type: 'mobile', mobile: '13800000002', smsCode: loginCode } }).body.data
        .account,
    ).toBe('admin');
  });
});

describe('SMS codes tell nobody which numbers are registered (issue 24, finding 13b)', () => {
  const KNOWN = '13800000001'; // demo
  const UNKNOWN = '13700000000';
  const ask = (mobile: string, scene: string) =>
    call(getSmsCode, {
      headers: { 'x-real-ip': `198.51.100.${mobile.slice(-1)}` },
      query: { mobile, scene },
    });
  /** What a caller sees, without the demo's code. */
  const seen = (sent: ReturnType<typeof ask>) => {
    const { debugCode, ...data } = (sent.body.data ?? {}) as Record<string, unknown>;
    return {
      status: sent.status,
      ...sent.body,
      data: sent.body.success ? data : sent.body.data,
      demo: typeof debugCode,
    };
  };

  it.each(['login', 'forget', 'register'])(
    'answers %s the same for a registered and an unregistered number, the resend wait too',
    (scene) => {
      const first = [seen(ask(KNOWN, scene)), seen(ask(UNKNOWN, scene))];
      expect(first[1]).toEqual(first[0]);
      expect(first[0]).toMatchObject({ status: 200, success: true, demo: 'string' });
      const again = [seen(ask(KNOWN, scene)), seen(ask(UNKNOWN, scene))];
      expect(again[0]).toEqual(again[1]);
      expect(again[0]).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
      delete process.env.IPR_DEMO_MODE;
      resetCodes();
      resetLimits();
      expect(ask(UNKNOWN, scene).body).toEqual(ask(KNOWN, scene).body);
    },
  );

  it('an unknown number’s code never works: login and reset fail as with a wrong code', () => {
    const code = ask(UNKNOWN, 'login').body.data.debugCode;
    expect(
      call(login, { body: { type: 'mobile', mobile: UNKNOWN, smsCode: code } }).body.errorMessage,
    ).toBe('验证码错误或已失效');
    expect(
      call(registerOrLogin, { body: { mobile: UNKNOWN, smsCode: code, scene: 'login' } }).body
        .errorMessage,
    ).toBe('验证码错误或已失效');
    resetCodes();
    const reset = ask(UNKNOWN, 'forget').body.data.debugCode;
    const body = { mobile: UNKNOWN, smsCode: reset, password: 'Lake7river', scene: 'forget' };
    expect(call(registerOrLogin, { body }).body.errorMessage).toBe('验证码错误或已失效');
    // A registered number with a wrong code reads the same.
    const known = ask(KNOWN, 'forget').body.data.debugCode;
    const wrong = known === '000000' ? '111111' : '000000';
    expect(
      call(registerOrLogin, { body: { ...body, mobile: KNOWN, smsCode: wrong } }).body.errorMessage,
    ).toBe('验证码错误或已失效');
    expect(
      call(login, { body: { type: 'mobile', mobile: KNOWN, smsCode: wrong } }).body.errorMessage,
    ).toBe('验证码错误或已失效');
  });

  it('without a code, login, reset and registration answer a registered number as any other', () => {
    const attempt = (mobile: string) => [
      call(login, { body: { type: 'mobile', mobile, smsCode: '123456' } }).body,
      call(registerOrLogin, { body: { mobile, smsCode: '123456', scene: 'login' } }).body,
      call(registerOrLogin, {
        body: { mobile, smsCode: '123456', password: 'Lake7river', scene: 'forget' },
      }).body,
      call(registerOrLogin, {
        body: { mobile, smsCode: '123456', password: 'Lake7river', scene: 'register' },
      }).body,
    ];
    expect(attempt(KNOWN)).toEqual(attempt(UNKNOWN));
    expect(attempt(KNOWN).map((body) => body.errorMessage)).toEqual(
      Array(4).fill('验证码错误或已失效'),
    );
  });

  it('registration says a number is taken only to whoever holds its code', () => {
    const code = ask(KNOWN, 'register').body.data.debugCode;
    expect(
      call(registerOrLogin, {
        body: { mobile: KNOWN, smsCode: code, password: 'Lake7river', scene: 'register' },
      }).body.errorMessage,
    ).toBe('该手机号已注册，不能再次注册，请直接登录或找回密码');
    expect(call(login, { body: { account: 'demo', password: 'Demo@2026' } }).body.success).toBe(
      true,
    );
  });
});
