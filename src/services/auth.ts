import { request } from '@umijs/max';
import { SERVICES } from '../constants';

// Session calls carry no service prefix (SPEC §7).
const api = SERVICES.auth.prefix;

export async function login(body: API.LoginParams, options?: Record<string, unknown>) {
  return request<API.Envelope<API.LoginResult>>(`${api}/login`, {
    method: 'POST',
    data: body,
    ...options,
  });
}

/** Current user; null data for a visitor. The global error handler is skipped: the caller decides. */
export async function getCurrent(options?: Record<string, unknown>) {
  return request<API.Envelope<API.CurrentUser | null>>(`${api}/getCurrent`, {
    method: 'GET',
    skipErrorHandler: true,
    ...options,
  });
}

export async function logout(options?: Record<string, unknown>) {
  return request<API.Envelope<boolean>>(`${api}/logout`, { method: 'GET', ...options });
}

export async function getSmsCode(params: API.SmsCodeParams, options?: Record<string, unknown>) {
  return request<API.Envelope<API.SmsCodeResult>>(`${api}/getSmsCode`, {
    method: 'GET',
    params,
    ...options,
  });
}

export async function registerOrLogin(
  body: API.RegisterOrLoginParams,
  options?: Record<string, unknown>,
) {
  return request<API.Envelope<API.LoginResult>>(`${api}/registerOrLogin`, {
    method: 'POST',
    data: body,
    ...options,
  });
}
