// The signed-in user's own settings: profile, avatar, password and bound mobile.
// Refusals about one field carry `data.field`, so the settings forms show them at that field.

import { Buffer } from 'buffer';
import { SERVICES } from '../../../src/contract/vocabulary';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_SIDE,
  describeAvatarFileError,
  isAvatarType,
  type AvatarType,
} from '../../../src/contract/avatar';
import { emailProblem } from '../../../src/contract/fieldRules';
import {
  currentPasswordProblem,
  newPasswordProblem,
  SAME_PASSWORD_MESSAGE,
} from '../../../src/contract/validators';
import { checkNicknameText } from '../../../src/contract/verification';
import { IMAGE_DATA_URL, imageTypeOfBytes, sendImmutableImage } from '../images';
import { ApiError, atField, badRequest, bodyOf, fail, fieldError, handle } from '../envelope';
import type { Handler } from '../envelope';
import { blobBytes, putBlob, releaseBlob } from '../blobs';
import type { CheckedPicture } from '../uploads';
import { checkUploadSpace, checkedPicture, recordUpload } from '../uploads';
import { hashPassword, passwordMatches } from '../passwords';
import { consumeCode } from '../sms';
import type { MockUser } from '../users';
import { endOtherSessions, findUser, profileOf, requireAccount } from '../users';
import { refuse } from '../validate';
import { checkNewMobile, mobileOf } from './auth';
import { shownNameProblem } from './verification';

function signedInUser(req: Parameters<Handler>[0]): MockUser {
  return findUser(requireAccount(req))!;
}

/** What a save of 基本信息 based on an older version is told (the form then offers both versions). */
export const PROFILE_VERSION_CONFLICT_MESSAGE =
  '基本信息已在其他页面或设备上修改，请确认最新内容后再保存';

/**
 * POST /api/updateProfile {name, email?, version}: name 2-20 characters; a blank email removes
 * it; `version` is the profileVersion the form was filled from, a stale one refused with 409.
 */
export const updateProfile = handle((req): API.CurrentUser => {
  const user = signedInUser(req);
  const body = bodyOf(req);
  const version = body.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw fieldError('version', '缺少基本信息的版本号，请刷新页面后重试');
  const current = profileOf(user);
  if (version !== current.profileVersion) {
    const data: API.ProfileVersionConflictData = {
      currentVersion: current.profileVersion,
      current,
    };
    throw new ApiError(PROFILE_VERSION_CONFLICT_MESSAGE, 'VERSION_CONFLICT', 409, 2, data);
  }
  refuse(checkNicknameText(body.name), 'name');
  const name = (body.name as string).trim();
  // A nickname is free text: it may not pass for a verified company or for the platform.
  const taken = shownNameProblem(name, user.account, { nickname: true });
  if (taken) throw fieldError('name', taken);
  refuse(emailProblem(body.email), 'email');
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  user.profile.name = name;
  if (email) user.profile.email = email;
  else delete user.profile.email;
  user.profile.profileVersion = current.profileVersion + 1;
  return profileOf(user);
});

// ------------------------------------------------------------------------------ avatar

const DATA_URL = IMAGE_DATA_URL;

/** The avatar type its first bytes say, whatever the sender claimed (GIF is no avatar). */
export function sniffImageType(bytes: Buffer): AvatarType | null {
  const type = imageTypeOfBytes(bytes);
  return isAvatarType(type) ? type : null;
}

/** The image of a `data:` URL, checked like the page checks the file (type, size) and by its bytes. */
function avatarImageOf(value: unknown): { type: AvatarType; picture: CheckedPicture } {
  if (typeof value !== 'string' || value === '') throw badRequest('请选择头像图片');
  // Base64 of 2 MB is about 2.7 M characters; anything much longer is refused before decoding.
  if (value.length > Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 100)
    throw badRequest('图片不能超过 2 MB');
  const match = DATA_URL.exec(value);
  if (!match) throw badRequest('头像图片格式不正确');
  const bytes = Buffer.from(match[2], 'base64');
  const problem = describeAvatarFileError({ type: match[1], size: bytes.length });
  if (problem) throw badRequest(problem);
  const type = sniffImageType(bytes);
  if (!type || type !== match[1] || !isAvatarType(type))
    throw badRequest('图片内容与格式不符，请重新选择');
  // The page sends it scaled to fit AVATAR_MAX_SIDE; a larger one did not come from the page.
  return { type, picture: checkedPicture(bytes, type, AVATAR_MAX_SIDE, badRequest) };
}

/** The URL the header shows; the version makes every new image a new URL. */
export function avatarUrl(account: string, version: number): string {
  return `${SERVICES.auth.prefix}/avatar?account=${encodeURIComponent(account)}&v=${version}`;
}

/** POST /api/uploadAvatar {dataUrl}: stores the image and points headerUrl at it. */
export const uploadAvatar = handle((req): API.CurrentUser => {
  const user = signedInUser(req);
  const { type, picture } = avatarImageOf(bodyOf(req).dataUrl);
  checkUploadSpace(user.account, picture.bytes, user.avatar?.blob);
  const version = (user.avatarVersion ?? 0) + 1;
  user.avatarVersion = version;
  releaseBlob(user.avatar?.blob);
  user.avatar = { type, blob: putBlob(picture.bytes), version };
  recordUpload({ actor: user.account, purpose: 'avatar', targetId: user.account, type, picture });
  user.profile.headerUrl = avatarUrl(user.account, version);
  return profileOf(user);
});

/** POST /api/removeAvatar: back to the default avatar. */
export const removeAvatar = handle((req): API.CurrentUser => {
  const user = signedInUser(req);
  user.avatarVersion = (user.avatarVersion ?? 0) + 1;
  releaseBlob(user.avatar?.blob);
  delete user.avatar;
  delete user.profile.headerUrl;
  return profileOf(user);
});

/**
 * GET /api/avatar?account=&v= → the image. Public, as <img> sends no Authorization header; only
 * the current version is served, so it may be cached for good. Anything else is a 404 envelope.
 */
export const avatarFile: Handler = (req, res) => {
  const q = req.query ?? {};
  const user = typeof q.account === 'string' ? findUser(q.account) : undefined;
  const avatar = user?.avatar;
  const bytes = avatar && String(q.v ?? '') === String(avatar.version) && blobBytes(avatar.blob);
  if (!avatar || !bytes) {
    res.status(404).json(fail('头像不存在', 'FILE_NOT_FOUND', 0));
    return;
  }
  sendImmutableImage(res, avatar.type, bytes);
};

// ---------------------------------------------------------------------------- password

/**
 * POST /api/changePassword {oldPassword, newPassword}. Accounts created by SMS login have no
 * password yet: they set one without a current password.
 */
export const changePassword = handle((req): API.CurrentUser => {
  const user = signedInUser(req);
  const body = bodyOf(req);
  if (user.passwordHash !== '') {
    refuse(currentPasswordProblem(body.oldPassword), 'oldPassword');
    if (!passwordMatches(user.passwordHash, body.oldPassword))
      throw fieldError('oldPassword', '当前密码不正确');
  }
  refuse(
    newPasswordProblem(body.newPassword, { account: user.account, mobile: user.profile.mobile }),
    'newPassword',
  );
  // The current password as typed was checked above; as stored it is a hash, compared here.
  if (user.passwordHash !== '' && passwordMatches(user.passwordHash, body.newPassword))
    throw fieldError('newPassword', SAME_PASSWORD_MESSAGE);
  user.passwordHash = hashPassword(body.newPassword as string);
  // Every other session ends; this one goes on with a new token (X-Renewed-Token).
  endOtherSessions(user, req);
  return profileOf(user);
});

// ------------------------------------------------------------------------------ mobile

/** POST /api/changeMobile {mobile, smsCode}: binds the new number the code was sent to. */
export const changeMobile = handle((req): API.CurrentUser => {
  const user = signedInUser(req);
  const body = bodyOf(req);
  const mobile = atField('mobile', () => mobileOf(body.mobile));
  checkNewMobile(mobile, user.account);
  atField('smsCode', () => consumeCode(mobile, body.smsCode, 'bind'));
  user.profile.mobile = mobile;
  return profileOf(user);
});
