// 用户管理: administrators list accounts, look at one (what it published and sent, its
// verification), disable it with a reason and enable it, and grant or revoke the administrator
// role. Rules held here, whatever a page shows: a disabled account's sessions end at once and it
// cannot sign in (users.ts, handlers/auth.ts); no administrator disables or demotes itself or the
// last active administrator; every change names the account's version it was based on (a stale
// one is HTTP 409 VERSION_CONFLICT) and is recorded in the audit trail. No answer carries a
// password or an SMS code.

import { recordAudit } from '../audit';
import { db } from '../data';
import { chinaDayOf, dayBound } from '../dates';
import type { MockRequest } from '../envelope';
import {
  ApiError,
  badRequest,
  bodyOf,
  fieldError,
  handle,
  notFound,
  targetNotFound,
} from '../envelope';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import type { MockUser } from '../users';
import { allUsers, findUser, isDisabled, requireAdmin, versionOf } from '../users';
import { endSessionsOf } from '../token';
import { optionalText, requiredText } from '../validate';

const ADMIN_ONLY = '仅平台管理员可以管理用户';
const LATEST = 5;

function kindOf(user: MockUser): API.AccountKind {
  if (user.profile.userType === 'admin') return 'admin';
  return user.profile.verifiedName ? 'enterprise' : 'personal';
}

function isActiveAdmin(user: MockUser): boolean {
  return user.profile.userType === 'admin' && !isDisabled(user);
}

/**
 * Why `user` may not be disabled or lose the administrator role by `actor`, or undefined: never
 * one's own account (no one locks themselves out), never the last active administrator (no one
 * would be left to manage the platform).
 */
function protectedReason(user: MockUser, actor: string): string | undefined {
  if (user.account === actor) return '不能停用或取消自己的管理员账号';
  if (isActiveAdmin(user) && allUsers().filter(isActiveAdmin).length <= 1)
    return '这是最后一个正常状态的管理员账号，不能停用或取消管理员';
  return undefined;
}

function viewOf(user: MockUser, actor: string): API.AdminAccount {
  const { profile } = user;
  const reason = protectedReason(user, actor);
  return {
    account: user.account,
    name: profile.name ?? user.account,
    ...(profile.mobile ? { mobile: profile.mobile } : {}),
    ...(profile.email ? { email: profile.email } : {}),
    userType: profile.userType === 'admin' ? 'admin' : 'personal',
    kind: kindOf(user),
    verified: Boolean(profile.verifiedName),
    ...(profile.verifiedName ? { verifiedName: profile.verifiedName } : {}),
    status: isDisabled(user) ? 'disabled' : 'active',
    ...(isDisabled(user) && user.disabled
      ? {
          disabledReason: user.disabled.reason,
          disabledAt: user.disabled.at,
          disabledBy: user.disabled.by,
        }
      : {}),
    ...(profile.createdAt ? { createdAt: profile.createdAt } : {}),
    version: versionOf(user),
    self: user.account === actor,
    ...(reason ? { protectedReason: reason } : {}),
  };
}

const ACCOUNT_LIST: ListSpec<MockUser> = {
  text: (user) => [user.account, user.profile.name, user.profile.mobile, user.profile.verifiedName],
  sort: {
    createdAt: (user) => user.profile.createdAt,
    account: (user) => user.account,
  },
  defaultSort: 'createdAt,desc',
  filters: [
    { key: 'kind', kind: 'match', get: kindOf },
    { key: 'status', kind: 'match', get: (user) => (isDisabled(user) ? 'disabled' : 'active') },
    {
      key: 'verified',
      kind: 'bool',
      label: '认证状态',
      get: (user) => Boolean(user.profile.verifiedName),
    },
    {
      key: 'createdFrom',
      kind: 'custom',
      test: (user, value) =>
        (chinaDayOf(user.profile.createdAt) ?? '') >= dayBound(value, '注册开始日期'),
    },
    {
      key: 'createdTo',
      kind: 'custom',
      test: (user, value) => {
        const day = chinaDayOf(user.profile.createdAt);
        return day !== undefined && day <= dayBound(value, '注册结束日期');
      },
    },
  ],
};

/** GET /api/admin/user/find: every account, newest registration first. */
export const findAccounts = handle((req) => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const page = runQuery(allUsers(), req.query, ACCOUNT_LIST);
  return { ...page, content: page.content.map((user) => viewOf(user, actor)) };
});

function itemsOf(account: string, kind: 'sell' | 'buy'): API.AccountItems {
  const own = db().transactions.filter((t) => t.owner === account && t.kind === kind);
  const latest = [...own]
    .sort((a, b) => (b.publishDate ?? '').localeCompare(a.publishDate ?? ''))
    .slice(0, LATEST)
    .map((t) => ({
      id: t.id,
      title: t.title,
      status: t.status ?? 'published',
      ...(t.publishDate ? { publishDate: t.publishDate } : {}),
    }));
  return { total: own.length, latest };
}

function messagesOf(account: string): API.AccountMessages {
  const sent = db().messages.filter((m) => m.account === account);
  const latest = [...sent]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, LATEST)
    .map((m) => ({
      id: m.id,
      ...(m.targetTitle ? { targetTitle: m.targetTitle } : {}),
      status: m.status,
      createdAt: m.createdAt,
    }));
  return { total: sent.length, pending: sent.filter((m) => m.status === 'pending').length, latest };
}

/** GET /api/admin/user/detail?account=: the account with its listings, demands, messages, verification. */
export const getAccountDetail = handle((req): API.AdminAccountDetail => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const account = optionalText(req.query?.account, '账号', 64);
  if (!account) throw badRequest('缺少参数 account');
  const user = findUser(account);
  if (!user) throw notFound('未找到该账号');
  const latest = user.verifications?.at(-1);
  let verification: API.Verification | undefined;
  if (latest) {
    // The licence image stays with the verification pages (it is large, and served on its own).
    const { licence: _licence, ...fields } = latest;
    verification = {
      ...fields,
      account: user.account,
      nickname: user.profile.name ?? user.account,
    };
  }
  return {
    ...viewOf(user, actor),
    listings: itemsOf(account, 'sell'),
    demands: itemsOf(account, 'buy'),
    messages: messagesOf(account),
    ...(verification ? { verification } : {}),
  };
});

export const ACCOUNT_VERSION_CONFLICT_MESSAGE =
  '该账号的状态已被修改（可能是其他管理员刚刚操作过）';

/**
 * The account a change names, checked against the version the administrator saw: a missing or
 * malformed version is refused at its field, a stale one with HTTP 409 and the account now.
 */
function targetOf(req: MockRequest, actor: string): MockUser {
  const body = bodyOf(req);
  const account = optionalText(body.account, '账号', 64);
  if (!account) throw badRequest('缺少参数 account');
  const user = findUser(account);
  if (!user) throw targetNotFound('未找到该账号');
  const version = body.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw fieldError('version', '缺少账号的版本号，请刷新页面后重试');
  if (version !== versionOf(user)) {
    const data: API.AccountVersionConflictData = {
      currentVersion: versionOf(user),
      current: viewOf(user, actor),
    };
    throw new ApiError(ACCOUNT_VERSION_CONFLICT_MESSAGE, 'VERSION_CONFLICT', 409, 2, data);
  }
  return user;
}

/** The fields an audit entry compares before and after. */
function auditState(user: MockUser) {
  return { status: isDisabled(user) ? 'disabled' : 'active', userType: user.profile.userType };
}

/** Applies one change to the account: next version, recorded with who, when, before/after. */
function change(
  user: MockUser,
  actor: string,
  action: string,
  apply: () => void,
  reason?: string,
): API.AdminAccount {
  const before = auditState(user);
  apply();
  user.version = versionOf(user) + 1;
  recordAudit({
    actor,
    action: `user.${action}`,
    targetType: 'user',
    targetId: user.account,
    before,
    after: auditState(user),
    ...(reason ? { reason } : {}),
  });
  return viewOf(user, actor);
}

function refuseProtected(user: MockUser, actor: string): void {
  const reason = protectedReason(user, actor);
  if (reason) throw badRequest(reason);
}

/** POST /api/admin/user/disable {account, version, reason}: every session of it ends at once. */
export const disableAccount = handle((req) => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const user = targetOf(req, actor);
  const reason = requiredText(bodyOf(req).reason, '停用原因', 2, 200);
  if (isDisabled(user)) throw badRequest('该账号已停用');
  refuseProtected(user, actor);
  return change(
    user,
    actor,
    'disable',
    () => {
      user.status = 'disabled';
      user.disabled = { reason, at: new Date().toISOString(), by: actor };
      // Every token of the account was issued in an older epoch: all of them end now.
      user.sessionEpoch = (user.sessionEpoch ?? 0) + 1;
      endSessionsOf(user.account);
    },
    reason,
  );
});

/** POST /api/admin/user/enable {account, version}: it may sign in again. */
export const enableAccount = handle((req) => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const user = targetOf(req, actor);
  if (!isDisabled(user)) throw badRequest('该账号未停用，无需启用');
  return change(user, actor, 'enable', () => {
    user.status = 'active';
    delete user.disabled;
  });
});

/** POST /api/admin/user/grantAdmin {account, version}. */
export const grantAdmin = handle((req) => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const user = targetOf(req, actor);
  if (user.profile.userType === 'admin') throw badRequest('该账号已是管理员');
  if (isDisabled(user)) throw badRequest('该账号已停用，请先启用后再设为管理员');
  return change(user, actor, 'grantAdmin', () => {
    user.profile.userType = 'admin';
  });
});

/** POST /api/admin/user/revokeAdmin {account, version}. */
export const revokeAdmin = handle((req) => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const user = targetOf(req, actor);
  if (user.profile.userType !== 'admin') throw badRequest('该账号不是管理员');
  refuseProtected(user, actor);
  return change(user, actor, 'revokeAdmin', () => {
    user.profile.userType = 'personal';
  });
});
