// Demo accounts of the mock backend:
//   demo  / Demo@2026  — a portal user (演示用户, mobile 13800000001, no headerUrl) with the user-centre menu,
//                        verified as 西安瑞源电驱动科技有限公司 (holder of patents of the data set), the
//                        name its listings and demands show
//   buyer / Buyer@2026 — a second portal user (采购演示用户, mobile 13800000003, not verified) who owns
//                        nothing: the other account of access checks (npm run contract --other-login)
//   firm  / Firm@2026  — a portal user (企业申请演示, mobile 13800000004) whose company verification
//                        waits for review: what 企业认证管理 opens with
//   admin / Admin@2026 — an administrator (平台管理员, userType admin, mobile 13800000002) with the same menu
// Users registered through /api/registerOrLogin (account = mobile) get the user-centre menu too and
// live in memory until the mock reloads. An administrator may disable an account (its sessions end
// and it cannot sign in) and grant or revoke the administrator role (handlers/admin-users.ts).

import type { AvatarType } from '../../src/contract/avatar';
import { publisherName } from '../../src/contract/tradeForm';
import type { MockRequest } from './envelope';
import { ApiError, badRequest, forbidden, LOGIN_REQUIRED_MESSAGE, unauthorized } from './envelope';
import { DEMO_LICENCE_JPEG, FIRM_LICENCE_JPEG } from './data/licences';
import { DEMO_VERIFIED_NAME } from './data/trading';
import { putBlob } from './blobs';
import { ACCOUNT_MENU, ADMIN_MENU } from './menus';
import { hashPassword, seededPasswordHash } from './passwords';
import {
  endSessionsOf,
  issueToken,
  RENEW_AFTER_MS,
  renewToken,
  signedClaims,
  tokenOf,
  verifyToken,
} from './token';

/** An uploaded avatar, served by GET /api/avatar while `version` is the user's current one. */
export interface StoredAvatar {
  type: AvatarType;
  /** The image's bytes in the blob store (blobs.ts). */
  blob: string;
  version: number;
}

/** A company verification application (企业认证) with its licence image and its decision. */
export interface StoredVerification {
  id: string;
  companyName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  /** The licence image: its type and its bytes in the blob store (blobs.ts). */
  licence: { type: 'image/png' | 'image/jpeg'; blob: string };
  status: API.VerificationStatus;
  reason?: string;
  submittedAt: string;
  decidedAt?: string;
  /** The administrator who decided. */
  decidedBy?: string;
}

export interface MockUser {
  account: string;
  /** The password's salted hash (passwords.ts); empty for users of SMS login until they set one. */
  passwordHash: string;
  profile: API.CurrentUser;
  avatar?: StoredAvatar;
  /** Grows with every upload and removal, so an avatar URL never shows another image. */
  avatarVersion?: number;
  /** Grows when every session must end (a changed or reset password): older tokens are refused. */
  sessionEpoch?: number;
  /** Every verification application of the account, oldest first. */
  verifications?: StoredVerification[];
  /** Absent: active. A disabled account has no session and cannot sign in. */
  status?: API.AccountStatus;
  /** Why, when and by whom the account was disabled (kept while it is disabled). */
  disabled?: { reason: string; at: string; by: string };
  /** 1 when absent; grows with every change of the account's status or role (version checks). */
  version?: number;
}

function demoUsers(): MockUser[] {
  return [
    {
      account: 'demo',
      passwordHash: seededPasswordHash('Demo@2026'),
      profile: {
        profileVersion: 1,
        account: 'demo',
        name: '演示用户',
        menuData: ACCOUNT_MENU,
        mobile: '13800000001',
        email: 'demo@ipr-portal.cn',
        userType: 'personal',
        verifiedName: DEMO_VERIFIED_NAME,
        createdAt: '2025-03-18T01:30:00.000Z',
      },
      verifications: [
        {
          id: 'ver-0001',
          companyName: DEMO_VERIFIED_NAME,
          creditCode: '91610131671526412G',
          contactName: '演示用户',
          contactPhone: '13800000001',
          licence: { type: 'image/jpeg', blob: putBlob(Buffer.from(DEMO_LICENCE_JPEG, 'base64')) },
          status: 'approved',
          submittedAt: '2025-03-18T02:10:00.000Z',
          decidedAt: '2025-03-19T01:00:00.000Z',
          decidedBy: 'admin',
        },
      ],
    },
    {
      account: 'buyer',
      passwordHash: seededPasswordHash('Buyer@2026'),
      profile: {
        profileVersion: 1,
        account: 'buyer',
        name: '采购演示用户',
        menuData: ACCOUNT_MENU,
        mobile: '13800000003',
        email: 'buyer@ipr-portal.cn',
        userType: 'personal',
        createdAt: '2025-06-02T02:00:00.000Z',
      },
    },
    {
      account: 'firm',
      passwordHash: seededPasswordHash('Firm@2026'),
      profile: {
        profileVersion: 1,
        account: 'firm',
        name: '企业申请演示',
        menuData: ACCOUNT_MENU,
        mobile: '13800000004',
        userType: 'personal',
        createdAt: '2026-11-02T03:00:00.000Z',
      },
      verifications: [
        {
          id: 'ver-0002',
          companyName: '西安示范智能装备有限公司',
          creditCode: '91610131MA6TXB6K3C',
          contactName: '李经理',
          contactPhone: '13800000004',
          licence: { type: 'image/jpeg', blob: putBlob(Buffer.from(FIRM_LICENCE_JPEG, 'base64')) },
          status: 'pending',
          submittedAt: '2026-11-20T02:30:00.000Z',
        },
      ],
    },
    {
      account: 'admin',
      passwordHash: seededPasswordHash('Admin@2026'),
      profile: {
        profileVersion: 1,
        account: 'admin',
        name: '平台管理员',
        menuData: ADMIN_MENU,
        mobile: '13800000002',
        email: 'admin@ipr-portal.cn',
        userType: 'admin',
        createdAt: '2025-01-06T00:00:00.000Z',
      },
    },
  ];
}

const users = new Map<string, MockUser>(demoUsers().map((u) => [u.account, u]));

export function findUser(account: string): MockUser | undefined {
  return users.get(account);
}

export function findUserByMobile(mobile: string): MockUser | undefined {
  for (const user of users.values()) if (user.profile.mobile === mobile) return user;
  return undefined;
}

/**
 * True when another account than `except` has this number, as its mobile or as its account name
 * (users who registered by mobile keep that number as their account after changing their mobile,
 * and login accepts either, so a number may belong to one account only).
 */
export function mobileInUse(mobile: string, except?: string): boolean {
  const holder = findUserByMobile(mobile) ?? findUser(mobile);
  return holder !== undefined && holder.account !== except;
}

/** A user who registered with a mobile number; the number is the account. */
export function createUser(mobile: string, password: string): MockUser {
  // Never replace an account whose name is this number (its owner has since changed mobile).
  if (findUser(mobile)) throw badRequest('该手机号已被其他账号使用');
  const user: MockUser = {
    account: mobile,
    passwordHash: password === '' ? '' : hashPassword(password),
    profile: {
      profileVersion: 1,
      account: mobile,
      name: `用户${mobile.slice(-4)}`,
      menuData: ACCOUNT_MENU,
      mobile,
      userType: 'personal',
      createdAt: new Date().toISOString(),
    },
  };
  users.set(user.account, user);
  return user;
}

/** The name an account publishes under: its verified company, else 个人 (tradeSeller.ts). */
export function publisherNameOf(account: string): string {
  return publisherName(findUser(account)?.profile ?? {});
}

/** Every account as stored, for the mock service's store (mock/_lib/store.ts). */
export function allUsers(): MockUser[] {
  return [...users.values()];
}

/** Replaces every account with `list` (a restart of the mock service reading its store). */
export function replaceUsers(list: MockUser[]): void {
  users.clear();
  for (const user of list) users.set(user.account, user);
}

/** Puts the demo accounts back and forgets registered users (tests). */
export function resetUsers(): void {
  users.clear();
  for (const u of demoUsers()) users.set(u.account, u);
}

/**
 * A deep copy of the profile, so callers cannot change the stored user. The menu follows the
 * account's role as it is now (a granted or revoked administrator, or a menu that grew since a
 * kept state was written).
 */
export function profileOf(user: MockUser): API.CurrentUser {
  const profile = JSON.parse(JSON.stringify(user.profile)) as API.CurrentUser;
  const menuData = profile.userType === 'admin' ? ADMIN_MENU : ACCOUNT_MENU;
  return {
    ...profile,
    menuData,
    hasPassword: user.passwordHash !== '',
    // Accounts kept before 基本信息 had versions are at their first.
    profileVersion: profile.profileVersion ?? 1,
  };
}

export function isDisabled(user: MockUser): boolean {
  return user.status === 'disabled';
}

/** What a disabled account is told at login, and when its ended session is next used. */
export const ACCOUNT_DISABLED_MESSAGE = '账号已停用，如有疑问请联系平台管理员';

/** Login refused: the account is disabled (told only once the password or code was right). */
export function accountDisabled(): ApiError {
  return new ApiError(ACCOUNT_DISABLED_MESSAGE, 'ACCOUNT_DISABLED');
}

/** The account's version as version checks compare it. */
export function versionOf(user: MockUser): number {
  return user.version ?? 1;
}

/** A new session of the account (a sign-in), of its current session epoch. */
export function sessionToken(user: MockUser, now: number = Date.now()): string {
  return issueToken(user.account, { now, epoch: user.sessionEpoch ?? 0 });
}

/**
 * Ends every session of the account (a changed or reset password) and gives the request that
 * did it a new one, so the person who acted stays signed in.
 */
export function endOtherSessions(user: MockUser, req: MockRequest): void {
  user.sessionEpoch = (user.sessionEpoch ?? 0) + 1;
  endSessionsOf(user.account);
  req.renewedToken = sessionToken(user);
}

/**
 * The account of the request's session: null without an Authorization header, 'invalid' when the
 * token is forged, expired, revoked, of an ended epoch or names an unknown user. A session used
 * an hour after its token was issued gets a new one (req.renewedToken).
 */
export function currentAccount(
  req: MockRequest,
  now: number = Date.now(),
): string | null | 'invalid' {
  const token = tokenOf(req);
  if (!token) return null;
  const claims = verifyToken(token, now);
  const user = claims ? users.get(claims.account) : undefined;
  if (!claims || !user || claims.epoch !== (user.sessionEpoch ?? 0)) return 'invalid';
  if (isDisabled(user)) return 'invalid';
  if (now - claims.iat > RENEW_AFTER_MS) req.renewedToken ??= renewToken(claims, now) ?? undefined;
  return user.account;
}

/**
 * HTTP 401 for a token that is no session; a disabled account's is told why (the login page
 * shows the message, and the next login would be refused anyway).
 */
export function endedSession(req: MockRequest): ApiError {
  const token = tokenOf(req);
  const claims = token ? signedClaims(token) : null;
  const user = claims ? users.get(claims.account) : undefined;
  return unauthorized(user && isDisabled(user) ? ACCOUNT_DISABLED_MESSAGE : undefined);
}

/** The signed-in account, or an HTTP 401 envelope error. */
export function requireAccount(req: MockRequest): string {
  const account = currentAccount(req);
  if (account === null) throw unauthorized(LOGIN_REQUIRED_MESSAGE);
  if (account === 'invalid') throw endedSession(req);
  return account;
}

export function isAdminAccount(account: string | null): boolean {
  return account !== null && findUser(account)?.profile.userType === 'admin';
}

/** The signed-in administrator's account; HTTP 403 with `message` for anyone else. */
export function requireAdmin(req: MockRequest, message: string): string {
  const account = requireAccount(req);
  if (!isAdminAccount(account)) throw forbidden(message);
  return account;
}

export function loginFailed(): ApiError {
  return new ApiError('账号或密码错误', 'LOGIN_FAILED');
}
