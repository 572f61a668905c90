// Session calls: login, current user, logout, SMS codes and register/login/reset by code.

import { checkPassword, isValidMobile } from '../../../src/contract/validators';
import { badRequest, bodyOf, fieldError, handle, noteWrite, unauthorized } from '../envelope';
import type { MockRequest } from '../envelope';
import {
  checkLogin,
  checkSend,
  clientOf,
  loginFailedFor,
  loginSucceeded,
  recordSend,
} from '../limits';
import { consumeCode, demoMode, parseScene, sendCode, SMS_RESEND_SECONDS } from '../sms';
import { revokeToken, tokenOf } from '../token';
import type { MockUser } from '../users';
import {
  createUser,
  currentAccount,
  findUser,
  findUserByMobile,
  loginFailed,
  mobileInUse,
  profileOf,
  requireAccount,
  sessionToken,
} from '../users';

function loginResult(user: MockUser): API.LoginResult {
  return { token: sessionToken(user), account: user.account };
}

/** A number the signed-in account may bind: not its own already, not another account's. */
export function checkNewMobile(mobile: string, account: string): void {
  if (findUser(account)?.profile.mobile === mobile)
    throw fieldError('mobile', '新手机号与当前绑定的手机号相同');
  if (mobileInUse(mobile, account)) throw fieldError('mobile', '该手机号已被其他账号使用');
}

export function mobileOf(value: unknown): string {
  const mobile = typeof value === 'string' ? value.trim() : '';
  if (!mobile) throw badRequest('请输入手机号码');
  if (!isValidMobile(mobile)) throw badRequest('请输入正确的手机号码');
  return mobile;
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
    if (!user || !user.password || user.password !== body.password) {
      loginFailedFor(key, client);
      throw loginFailed();
    }
    loginSucceeded(key);
    return loginResult(user);
  }
  if (type === 'mobile') {
    const mobile = mobileOf(body.mobile);
    const user = findUserByMobile(mobile);
    if (!user) throw badRequest('该手机号尚未注册，请先注册');
    consumeCode(mobile, body.smsCode, 'login');
    return loginResult(user);
  }
  throw badRequest('不支持的登录方式');
});

export const getCurrent = handle((req: MockRequest): API.CurrentUser | null => {
  const account = currentAccount(req);
  if (account === null) return null;
  if (account === 'invalid') throw unauthorized();
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

export const getSmsCode = handle((req): API.SmsCodeResult => {
  const q = req.query ?? {};
  const mobile = mobileOf(q.mobile);
  const scene = parseScene(q.scene);
  if (scene === 'bind') {
    checkNewMobile(mobile, requireAccount(req));
  } else {
    const exists = !!findUserByMobile(mobile);
    if (scene === 'register' && exists) throw badRequest('该手机号已注册，请直接登录');
    if (scene === 'register' && mobileInUse(mobile)) throw badRequest('该手机号已被其他账号使用');
    if (scene !== 'register' && !exists) throw badRequest('该手机号尚未注册，请先注册');
  }
  const client = clientOf(req);
  checkSend(mobile, client);
  const code = sendCode(mobile, scene);
  recordSend(mobile, client);
  return { resendAfter: SMS_RESEND_SECONDS, ...(demoMode() ? { debugCode: code } : {}) };
});

export const registerOrLogin = handle((req): API.LoginResult => {
  const body = bodyOf(req);
  const mobile = mobileOf(body.mobile);
  const scene = parseScene(body.scene);
  const existing = findUserByMobile(mobile);
  // Check everything that does not need the code first, so a typo does not spend it.
  if (scene === 'register') {
    if (existing) throw badRequest('该手机号已注册，请直接登录');
    const problem = checkPassword(body.password);
    if (problem) throw badRequest(problem);
    consumeCode(mobile, body.smsCode, scene);
    return loginResult(createUser(mobile, body.password as string));
  }
  if (scene === 'forget') {
    if (!existing) throw badRequest('该手机号尚未注册，请先注册');
    const problem = checkPassword(body.password);
    if (problem) throw badRequest(problem);
    consumeCode(mobile, body.smsCode, scene);
    existing.password = body.password as string;
    // A reset password ends every session: whoever knew the old one is signed out.
    existing.sessionEpoch = (existing.sessionEpoch ?? 0) + 1;
    return loginResult(existing);
  }
  consumeCode(mobile, body.smsCode, scene);
  // Logging in by code creates the account of a new mobile number; it has no password until one is set.
  return loginResult(existing ?? createUser(mobile, ''));
});
