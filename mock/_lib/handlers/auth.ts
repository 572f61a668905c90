// Session calls: login, current user, logout, SMS codes and register/login/reset by code.

import { mobileProblem } from '../../../src/contract/fieldRules';
import { checkPassword, isValidMobile } from '../../../src/contract/validators';
import { badRequest, bodyOf, fieldError, handle, noteWrite } from '../envelope';
import type { MockRequest } from '../envelope';
import { hashPassword, passwordMatches } from '../passwords';
import {
  checkLogin,
  checkSend,
  clientOf,
  loginFailedFor,
  loginSucceeded,
  recordSend,
} from '../limits';
import {
  CODE_FAILED_MESSAGE,
  consumeCode,
  demoMode,
  parseScene,
  sendCode,
  SMS_RESEND_SECONDS,
} from '../sms';
import { endSessionsOf, revokeToken, tokenOf } from '../token';
import { refuse } from '../validate';
import type { MockUser } from '../users';
import {
  createUser,
  accountDisabled,
  currentAccount,
  endedSession,
  findUser,
  findUserByMobile,
  isDisabled,
  loginFailed,
  mobileInUse,
  profileOf,
  requireAccount,
  sessionToken,
} from '../users';

/** A session for the account; a disabled one gets none (told only to whoever proved to be it). */
function loginResult(user: MockUser): API.LoginResult {
  if (isDisabled(user)) throw accountDisabled();
  return { token: sessionToken(user), account: user.account };
}

/** A number the signed-in account may bind: not its own already, not another account's. */
export function checkNewMobile(mobile: string, account: string): void {
  if (findUser(account)?.profile.mobile === mobile)
    throw fieldError('mobile', '新手机号与当前绑定的手机号相同');
  if (mobileInUse(mobile, account)) throw fieldError('mobile', '该手机号已被其他账号使用');
}

export function mobileOf(value: unknown): string {
  refuse(mobileProblem(value));
  return (value as string).trim();
}

export const login = handle((req): API.LoginResult => {
  const body = bodyOf(req) as API.LoginParams & Record<string, unknown>;
  const type = body.type ?? 'account';
  if (type === 'account') {
    const account = typeof body.account === 'string' ? body.account.trim() : '';
    if (!account) throw badRequest('请输入账号');
    if (typeof body.password !== 'string' || body.password === '') throw badRequest('请输入密码');
    // An account name or a registered mobile number both work.
    const user =
      findUser(account) ?? (isValidMobile(account) ? findUserByMobile(account) : undefined);
    // Counted per account whichever name was typed, and per client (mock/_lib/limits.ts).
    const key = user?.account ?? account;
    const client = clientOf(req);
    checkLogin(key, client);
    if (!passwordMatches(user?.passwordHash, body.password) || !user) {
      loginFailedFor(key, client);
      throw loginFailed();
    }
    loginSucceeded(key, client);
    return loginResult(user);
  }
  if (type === 'mobile') {
    const mobile = mobileOf(body.mobile);
    // An unknown number got no working code: it fails as a wrong code does, telling nothing.
    consumeCode(mobile, body.smsCode, 'login');
    const user = findUserByMobile(mobile);
    if (!user) throw badRequest(CODE_FAILED_MESSAGE);
    return loginResult(user);
  }
  throw badRequest('不支持的登录方式');
});

export const getCurrent = handle((req: MockRequest): API.CurrentUser | null => {
  const account = currentAccount(req);
  if (account === null) return null;
  if (account === 'invalid') throw endedSession(req);
  return profileOf(findUser(account)!);
});

export const logout = handle((req) => {
  const token = tokenOf(req);
  if (token) {
    revokeToken(token);
    noteWrite();
  }
  return true;
});

/** POST /api/logoutAll (退出所有设备): every session of the account ends, this one too. */
export const logoutEverywhere = handle((req) => {
  endSessionsOf(requireAccount(req));
  return true;
});

/**
 * GET /api/getSmsCode. For login, forget and register the answer is the same whether the number
 * has an account or not, so it cannot be used to find out who is registered: a number without an
 * account (login, forget) gets a code that is not sent and never works; registration sends one
 * either way, and the registration itself refuses a number in use once the code has shown the
 * number is the caller's. `bind` needs a session and checks the number at once.
 */
export const getSmsCode = handle((req): API.SmsCodeResult => {
  const q = req.query ?? {};
  const mobile = mobileOf(q.mobile);
  const scene = parseScene(q.scene);
  if (scene === 'bind') checkNewMobile(mobile, requireAccount(req));
  const deliver = scene === 'register' || scene === 'bind' || !!findUserByMobile(mobile);
  const client = clientOf(req);
  checkSend(mobile, client);
  const code = sendCode(mobile, scene, Date.now(), { deliver });
  recordSend(mobile, client);
  return { resendAfter: SMS_RESEND_SECONDS, ...(demoMode() ? { debugCode: code } : {}) };
});

/** Registration refused after the code: the number already belongs to an account. */
export const MOBILE_TAKEN_MESSAGE = '该手机号已注册，不能再次注册，请直接登录或找回密码';

export const registerOrLogin = handle((req): API.LoginResult => {
  const body = bodyOf(req);
  const mobile = mobileOf(body.mobile);
  const scene = parseScene(body.scene);
  // Check everything that does not need the code first, so a typo does not spend it — and
  // nothing that depends on whether the number has an account: that is told only to whoever
  // holds the code, so these answers cannot be used to find out who is registered.
  if (scene === 'register') {
    const problem = checkPassword(body.password, { account: mobile, mobile });
    if (problem) throw badRequest(problem);
    consumeCode(mobile, body.smsCode, scene);
    if (mobileInUse(mobile)) throw badRequest(MOBILE_TAKEN_MESSAGE);
    return loginResult(createUser(mobile, body.password as string));
  }
  if (scene === 'forget') {
    const problem = checkPassword(body.password, { mobile });
    if (problem) throw badRequest(problem);
    // A number without an account was sent no working code: this fails as a wrong code does.
    consumeCode(mobile, body.smsCode, scene);
    const existing = findUserByMobile(mobile);
    if (!existing) throw badRequest(CODE_FAILED_MESSAGE);
    // A disabled account keeps its password: a reset would not let it in anyway.
    if (isDisabled(existing)) throw accountDisabled();
    existing.passwordHash = hashPassword(body.password as string);
    // A reset password ends every session: whoever knew the old one is signed out.
    existing.sessionEpoch = (existing.sessionEpoch ?? 0) + 1;
    endSessionsOf(existing.account);
    return loginResult(existing);
  }
  // Logging in by code: a registered number only (an unknown one was sent no working code).
  consumeCode(mobile, body.smsCode, scene);
  const existing = findUserByMobile(mobile);
  if (!existing) throw badRequest(CODE_FAILED_MESSAGE);
  return loginResult(existing);
});
