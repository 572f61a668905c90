import { SERVICES } from '../constants';
import { get, post, type CallOptions } from './request';

// Session calls carry no service prefix (SPEC §7).
const api = SERVICES.auth.prefix;

export async function login(body: API.LoginParams, options?: CallOptions) {
  return post<API.LoginResult>(`${api}/login`, body, options);
}

/** Current user; null for a visitor. The global error handler is skipped (SPEC §7): the caller decides. */
export async function getCurrent(options?: CallOptions) {
  return get<API.CurrentUser | null>(`${api}/getCurrent`, undefined, {
    skipErrorHandler: true,
    ...options,
  });
}

export async function logout(options?: CallOptions) {
  return get<boolean>(`${api}/logout`, undefined, options);
}

export async function getSmsCode(params: API.SmsCodeParams, options?: CallOptions) {
  return get<API.SmsCodeResult>(`${api}/getSmsCode`, { ...params }, options);
}

export async function registerOrLogin(body: API.RegisterOrLoginParams, options?: CallOptions) {
  return post<API.LoginResult>(`${api}/registerOrLogin`, body, options);
}
