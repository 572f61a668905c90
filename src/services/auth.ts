import { SERVICES } from '../constants';
import { get, post, type CallOptions } from './request';

// Session calls carry no service prefix (docs/spec.md §7).
const api = SERVICES.auth.prefix;

export async function login(body: API.LoginParams, options?: CallOptions) {
  return post(`${api}/login`, body, options);
}

/** Current user; null for a visitor. The global error handler is skipped (docs/spec.md §7): the caller decides. */
export async function getCurrent(options?: CallOptions) {
  return get(`${api}/getCurrent`, undefined, {
    skipErrorHandler: true,
    ...options,
  });
}

export async function logout(options?: CallOptions) {
  return get(`${api}/logout`, undefined, options);
}

/** 退出所有设备: every session of the account ends, this one too. */
export async function logoutEverywhere(options?: CallOptions) {
  return post(`${api}/logoutAll`, {}, options);
}

export async function getSmsCode(
  params: { mobile: string; scene?: API.SmsScene },
  options?: CallOptions,
) {
  return get(`${api}/getSmsCode`, params, options);
}

export async function registerOrLogin(body: API.RegisterOrLoginParams, options?: CallOptions) {
  return post(`${api}/registerOrLogin`, body, options);
}

// The signed-in user's settings: each returns the updated user, to put in the initial state.

export async function updateProfile(body: API.UpdateProfileParams, options?: CallOptions) {
  return post(`${api}/updateProfile`, body, options);
}

export async function uploadAvatar(body: API.UploadAvatarParams, options?: CallOptions) {
  return post(`${api}/uploadAvatar`, body, options);
}

export async function removeAvatar(options?: CallOptions) {
  return post(`${api}/removeAvatar`, {}, options);
}

export async function changePassword(body: API.ChangePasswordParams, options?: CallOptions) {
  return post(`${api}/changePassword`, body, options);
}

/** Binds a new mobile number with a code sent to it (getSmsCode scene `bind`). */
export async function changeMobile(body: API.ChangeMobileParams, options?: CallOptions) {
  return post(`${api}/changeMobile`, body, options);
}
