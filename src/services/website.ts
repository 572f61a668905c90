// The website service (/ipr-website-service): dictionaries, news, finance, the trading hall and the
// user centre's messages, listings and favourites. Paths and types are the contract's.

import { DICT_PAGE_SIZE, DICT_SORT, SERVICES } from '../constants';
import { get, post, recordId, type CallOptions, type Query } from './request';

const website = SERVICES.website.prefix;

const PRODUCTS = `${website}/api/front/institutionProduct/findIndex` as const;
const INSTITUTIONS = `${website}/api/front/institution/findIndex` as const;
const PLEDGES = `${website}/api/front/PledgeFinancing/find` as const;
const PLEDGE_STATISTICS = `${website}/api/front/PledgeFinancing/statistics` as const;
const HALL = `${website}/api/front/ipcTransaction/findIndex` as const;
const DEALS = `${website}/api/front/ipcTransaction/deals` as const;
const NEWS = `${website}/api/front/news/find` as const;
const MY_TRANSACTIONS = `${website}/api/authFront/ipcTransaction/mine` as const;
const MY_MESSAGES = `${website}/api/authFront/leaveMessage/mine` as const;
const ALL_MESSAGES = `${website}/api/authFront/admin/leaveMessage/find` as const;
const ALL_TRANSACTIONS = `${website}/api/authFront/admin/ipcTransaction/find` as const;
const FAVORITES = `${website}/api/authFront/favorite/find` as const;

export type ProductQuery = Query<typeof PRODUCTS>;
export type InstitutionQuery = Query<typeof INSTITUTIONS>;
export type PledgeQuery = Query<typeof PLEDGES>;
export type HallQuery = Query<typeof HALL>;
export type NewsQuery = Query<typeof NEWS>;
export type MyTransactionQuery = Query<typeof MY_TRANSACTIONS>;
export type MessageQuery = Query<typeof MY_MESSAGES>;
export type AdminTransactionQuery = Query<typeof ALL_TRANSACTIONS>;
export type FavoriteQuery = Query<typeof FAVORITES>;

export async function findInstitutionProducts(query?: ProductQuery, options?: CallOptions) {
  return get(PRODUCTS, query, options);
}

export async function findInstitutions(query?: InstitutionQuery, options?: CallOptions) {
  return get(INSTITUTIONS, query, options);
}

/** One dictionary, sorted by sortNo descending, in a single page of up to 5000 items. */
export async function findDictItems(code: API.DictCode, options?: CallOptions) {
  return get(
    `${website}/api/front/dictItem/find`,
    { queryData: { code }, sort: DICT_SORT, size: DICT_PAGE_SIZE },
    options,
  );
}

export async function findPledgeFinancing(query?: PledgeQuery, options?: CallOptions) {
  return get(PLEDGES, query, options);
}

/** Figures of the registrations the pledge list's keyword and filters select. */
export async function getPledgeStatistics(
  query?: Query<typeof PLEDGE_STATISTICS>,
  options?: CallOptions,
) {
  return get(PLEDGE_STATISTICS, query, options);
}

export async function findIpcTransactions(query?: HallQuery, options?: CallOptions) {
  return get(HALL, query, options);
}

export async function saveIpcTransaction(body: API.IpcTransactionSave, options?: CallOptions) {
  return post(`${website}/api/front/website/ipcTransaction/saveOrUpdateIndex`, body, options);
}

export async function leaveMessage(body: API.LeaveMessageParams, options?: CallOptions) {
  return post(`${website}/api/authFront/leaveMessage`, body, options);
}

export async function getFinancialProduct(id: string, options?: CallOptions) {
  return get(`${website}/api/front/institutionProduct/detail`, { id: recordId(id) }, options);
}

export async function getFinancialInstitution(id: string, options?: CallOptions) {
  return get(`${website}/api/front/institution/detail`, { id: recordId(id) }, options);
}

/** A listing or demand with related ones; each read counts as a view. Contact is masked for visitors. */
export async function getIpcTransaction(id: string, options?: CallOptions) {
  return get(`${website}/api/front/ipcTransaction/detail`, { id: recordId(id) }, options);
}

export async function getTradeStatistics(options?: CallOptions) {
  return get(`${website}/api/front/ipcTransaction/statistics`, undefined, options);
}

/** News without their HTML bodies, newest first by default. */
export async function findNews(query?: NewsQuery, options?: CallOptions) {
  return get(NEWS, query, options);
}

/** One article with its HTML body (to be sanitised before display) and its neighbours. */
export async function getNews(id: string, options?: CallOptions) {
  return get(`${website}/api/front/news/detail`, { id: recordId(id) }, options);
}

/** The signed-in user's own listings (kind sell) or demands (kind buy), with their status. */
export async function findMyTransactions(query: MyTransactionQuery, options?: CallOptions) {
  return get(MY_TRANSACTIONS, query, options);
}

/** Takes one of the user's items off the trading hall (下架) or out of review (撤回), saying why. */
export async function withdrawTransaction(id: string, reason: string, options?: CallOptions) {
  return post(`${website}/api/authFront/ipcTransaction/withdraw`, { id, reason }, options);
}

/** Puts one of the user's withdrawn items back in the trading hall. */
export async function relistTransaction(id: string, options?: CallOptions) {
  return post(`${website}/api/authFront/ipcTransaction/relist`, { id }, options);
}

/** The owner deletes a rejected or withdrawn item for good. */
export async function deleteTransaction(id: string, options?: CallOptions) {
  return post(`${website}/api/authFront/ipcTransaction/delete`, { id }, options);
}

/** Records that a listing was sold (已成交) or a demand solved (已解决): owner or administrator. */
export async function recordDeal(body: API.DealParams, options?: CallOptions) {
  return post(`${website}/api/authFront/ipcTransaction/deal`, body, options);
}

/** 成交公示: listings sold and demands solved, the latest deal first. */
export async function findDeals(query?: Query<typeof DEALS>, options?: CallOptions) {
  return get(DEALS, query, options);
}

/** One of the user's own items with everything the publish form needs (reading it is not a view). */
export async function getMyTransaction(id: string, options?: CallOptions) {
  return get(`${website}/api/authFront/ipcTransaction/mineDetail`, { id: recordId(id) }, options);
}

/** The 专利证书 or 授权书 of a listing of a patent outside the data (its owner's, administrators'). */
export async function getTransactionProof(id: string, options?: CallOptions) {
  return get(`${website}/api/authFront/ipcTransaction/proof`, { id: recordId(id) }, options);
}

/** The signed-in user's messages and consultations, with their threads. */
export async function findMyMessages(query: MessageQuery, options?: CallOptions) {
  return get(MY_MESSAGES, query, options);
}

/** Consultations about the signed-in user's listings and demands (收到的咨询). */
export async function findReceivedMessages(query: MessageQuery, options?: CallOptions) {
  return get(`${website}/api/authFront/leaveMessage/received`, query, options);
}

/** What the user has not opened yet: answers to their messages, posts in consultations received. */
export async function getUnreadReplies(options?: CallOptions) {
  return get(`${website}/api/authFront/leaveMessage/unread`, undefined, options);
}

/** Marks a thread as read by the user's side (they opened it). */
export async function readMessage(id: string, options?: CallOptions) {
  return post(`${website}/api/authFront/leaveMessage/read`, { id }, options);
}

/** Adds to a thread: the sender's follow-up (追问) or the owner's answer. */
export async function postMessage(id: string, content: string, options?: CallOptions) {
  return post(`${website}/api/authFront/leaveMessage/post`, { id, content }, options);
}

/** Closes a thread by one of its sides. */
export async function closeOwnMessage(id: string, options?: CallOptions) {
  return post(`${website}/api/authFront/leaveMessage/close`, { id }, options);
}

/** Administrators: every message, filtered by status, target type and date. */
export async function findAllMessages(query: MessageQuery, options?: CallOptions) {
  return get(ALL_MESSAGES, query, options);
}

/** Administrators: answer a message as the platform (added to its thread). */
export async function replyMessage(id: string, reply: string, options?: CallOptions) {
  return post(`${website}/api/authFront/admin/leaveMessage/reply`, { id, reply }, options);
}

/**
 * Administrators: forward a message about an agency, institution, expert or product to its
 * contact; the sender reads it in the thread.
 */
export async function forwardMessage(body: API.ForwardParams, options?: CallOptions) {
  return post(`${website}/api/authFront/admin/leaveMessage/forward`, body, options);
}

/** Administrators: close a message (no further handling). */
export async function closeMessage(id: string, options?: CallOptions) {
  return post(`${website}/api/authFront/admin/leaveMessage/close`, { id }, options);
}

/** Administrators: every listing and demand, any status, with its owner. */
export async function findAllTransactions(query: AdminTransactionQuery, options?: CallOptions) {
  return get(ALL_TRANSACTIONS, query, options);
}

/**
 * An item as the administrator saw it: a decision names the version, and an item changed since is
 * refused (HTTP 409 VERSION_CONFLICT) rather than decided unseen.
 */
type ReviewedItem = Pick<API.IpcTransaction, 'id' | 'version'>;

/** Administrators: take an item off the hall; its owner sees the reason. */
export async function takeDownTransaction(
  { id, version }: ReviewedItem,
  reason: string,
  options?: CallOptions,
) {
  return post(
    `${website}/api/authFront/admin/ipcTransaction/takeDown`,
    { id, version, reason },
    options,
  );
}

/** Administrators: put a taken-down item back in the hall. */
export async function restoreTransaction({ id, version }: ReviewedItem, options?: CallOptions) {
  return post(`${website}/api/authFront/admin/ipcTransaction/restore`, { id, version }, options);
}

/** Administrators: how many listings and demands wait for review. */
export async function countPendingTransactions(options?: CallOptions) {
  return get(`${website}/api/authFront/admin/ipcTransaction/pendingCount`, undefined, options);
}

/** Administrators: a pending item goes into the trading hall. */
export async function approveTransaction({ id, version }: ReviewedItem, options?: CallOptions) {
  return post(`${website}/api/authFront/admin/ipcTransaction/approve`, { id, version }, options);
}

/** Administrators: refuse a pending item; its owner sees the reason and may resubmit. */
export async function rejectTransaction(
  { id, version }: ReviewedItem,
  reason: string,
  options?: CallOptions,
) {
  return post(
    `${website}/api/authFront/admin/ipcTransaction/reject`,
    { id, version, reason },
    options,
  );
}

/** 最近动态: the latest events of the user's items, messages, favourites and saved searches. */
export async function getMyActivity(size: number, options?: CallOptions) {
  return get(`${website}/api/authFront/account/activity`, { size }, options);
}

/** 我的收藏: the signed-in user's favourites, newest first. */
export async function findFavorites(query?: FavoriteQuery, options?: CallOptions) {
  return get(FAVORITES, query, options);
}

export async function checkFavorite(target: API.FavoriteTarget, options?: CallOptions) {
  return get(`${website}/api/authFront/favorite/check`, { ...target }, options);
}

/** The ids of one type the user saved, for a list of cards. */
export async function findFavoriteIds(targetType: API.FavoriteType, options?: CallOptions) {
  return get(`${website}/api/authFront/favorite/ids`, { targetType }, options);
}

export async function addFavorite(target: API.FavoriteTarget, options?: CallOptions) {
  return post(`${website}/api/authFront/favorite/add`, target, options);
}

export async function removeFavorite(target: API.FavoriteTarget, options?: CallOptions) {
  return post(`${website}/api/authFront/favorite/remove`, target, options);
}

/** What meets a buy demand: listings, experts and agencies, ranked, each with its reasons. */
export async function getDemandMatches(id: string, options?: CallOptions) {
  return get(`${website}/api/front/ipcTransaction/demandMatches`, { id: recordId(id) }, options);
}

/** The buy demands a listing meets, ranked, each with its reasons. */
export async function getListingMatches(id: string, options?: CallOptions) {
  return get(`${website}/api/front/ipcTransaction/listingMatches`, { id: recordId(id) }, options);
}

/** Administrators' 数据看板: the zone's figures for a range of China days (from, to: YYYY-MM-DD). */
export async function getAdminDashboard(from: string, to: string, options?: CallOptions) {
  return get(`${website}/api/authFront/admin/dashboard`, { from, to }, options);
}
