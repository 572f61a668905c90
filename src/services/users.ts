import { SERVICES } from '../constants';
import { get, post, type CallOptions, type Query } from './request';

// 用户管理: administrators' view of every account, and the changes of its status and role. Each
// change names the account's version the administrator saw (a stale one: VERSION_CONFLICT).
const api = SERVICES.auth.prefix;
const ALL_ACCOUNTS = `${api}/admin/user/find` as const;

export type AccountQuery = Query<typeof ALL_ACCOUNTS>;

export async function findAccounts(query: AccountQuery, options?: CallOptions) {
  return get(ALL_ACCOUNTS, query, options);
}

export async function getAccountDetail(account: string, options?: CallOptions) {
  return get(`${api}/admin/user/detail`, { account }, options);
}

/** Disables with a reason; the account's sessions end at once. */
export async function disableAccount(
  account: API.AdminAccount,
  reason: string,
  options?: CallOptions,
) {
  return post(
    `${api}/admin/user/disable`,
    { account: account.account, version: account.version, reason },
    options,
  );
}

export async function enableAccount(account: API.AdminAccount, options?: CallOptions) {
  return post(
    `${api}/admin/user/enable`,
    { account: account.account, version: account.version },
    options,
  );
}

export async function grantAdmin(account: API.AdminAccount, options?: CallOptions) {
  return post(
    `${api}/admin/user/grantAdmin`,
    { account: account.account, version: account.version },
    options,
  );
}

export async function revokeAdmin(account: API.AdminAccount, options?: CallOptions) {
  return post(
    `${api}/admin/user/revokeAdmin`,
    { account: account.account, version: account.version },
    options,
  );
}
