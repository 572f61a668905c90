import { DICT_PAGE_SIZE, DICT_SORT, SERVICES } from '../constants';
import { toListParams } from './params';
import { get, post, type CallOptions } from './request';

const website = SERVICES.website.prefix;

export async function findInstitutionProducts(query?: API.PageQuery, options?: CallOptions) {
  return get<API.Page<API.FinancialProduct>>(
    `${website}/api/front/institutionProduct/findIndex`,
    toListParams(query),
    options,
  );
}

export async function findInstitutions(query?: API.PageQuery, options?: CallOptions) {
  return get<API.Page<API.FinancialInstitution>>(
    `${website}/api/front/institution/findIndex`,
    toListParams(query),
    options,
  );
}

/** One dictionary, sorted by sortNo descending, in a single page of up to 5000 items. */
export async function findDictItems(code: string, options?: CallOptions) {
  const params: API.DictQuery = { queryData: { code }, sort: DICT_SORT, size: DICT_PAGE_SIZE };
  return get<API.Page<API.DictItem>>(
    `${website}/api/front/dictItem/find`,
    toListParams(params),
    options,
  );
}

export async function findPledgeFinancing(query?: API.PageQuery, options?: CallOptions) {
  return get<API.Page<API.PledgeFinancing>>(
    `${website}/api/front/PledgeFinancing/find`,
    toListParams(query),
    options,
  );
}

export async function findIpcTransactions(query?: API.PageQuery, options?: CallOptions) {
  return get<API.Page<API.IpcTransaction>>(
    `${website}/api/front/ipcTransaction/findIndex`,
    toListParams(query),
    options,
  );
}

export async function saveIpcTransaction(body: API.IpcTransactionSave, options?: CallOptions) {
  return post<API.IpcTransaction>(
    `${website}/api/front/website/ipcTransaction/saveOrUpdateIndex`,
    body,
    options,
  );
}

export async function leaveMessage(body: API.LeaveMessageParams, options?: CallOptions) {
  return post<API.LeaveMessage>(`${website}/api/authFront/leaveMessage`, body, options);
}

export async function getFinancialProduct(id: string, options?: CallOptions) {
  return get<API.FinancialProductDetail>(
    `${website}/api/front/institutionProduct/detail`,
    { id },
    options,
  );
}

export async function getFinancialInstitution(id: string, options?: CallOptions) {
  return get<API.FinancialInstitution>(`${website}/api/front/institution/detail`, { id }, options);
}

/** A listing or demand with related ones; each read counts as a view. Contact is masked for visitors. */
export async function getIpcTransaction(id: string, options?: CallOptions) {
  return get<API.IpcTransactionDetail>(
    `${website}/api/front/ipcTransaction/detail`,
    { id },
    options,
  );
}

export async function getTradeStatistics(options?: CallOptions) {
  return get<API.TradeStatistics>(`${website}/api/front/ipcTransaction/statistics`, {}, options);
}

export async function getPledgeStatistics(options?: CallOptions) {
  return get<API.PledgeStatistics>(`${website}/api/front/PledgeFinancing/statistics`, {}, options);
}

/** News without their HTML bodies, newest first by default. */
export async function findNews(
  query?: API.PageQuery<{ category?: string }>,
  options?: CallOptions,
) {
  return get<API.Page<Omit<API.NewsArticle, 'content'>>>(
    `${website}/api/front/news/find`,
    toListParams(query),
    options,
  );
}

/** One article with its HTML body (to be sanitised before display) and its neighbours. */
export async function getNews(id: string, options?: CallOptions) {
  return get<API.NewsDetail>(`${website}/api/front/news/detail`, { id }, options);
}

/** The signed-in user's own listings (kind sell) or demands (kind buy), with their status. */
export async function findMyTransactions(
  query: API.PageQuery<API.MyTransactionFilters>,
  options?: CallOptions,
) {
  return get<API.Page<API.IpcTransaction>>(
    `${website}/api/authFront/ipcTransaction/mine`,
    toListParams(query),
    options,
  );
}

/** Takes one of the user's items off the trading hall. */
export async function withdrawTransaction(id: string, options?: CallOptions) {
  return post<API.IpcTransaction>(
    `${website}/api/authFront/ipcTransaction/withdraw`,
    { id },
    options,
  );
}

/** Puts one of the user's withdrawn items back in the trading hall. */
export async function relistTransaction(id: string, options?: CallOptions) {
  return post<API.IpcTransaction>(
    `${website}/api/authFront/ipcTransaction/relist`,
    { id },
    options,
  );
}

/** One of the user's own items with everything the publish form needs (reading it is not a view). */
export async function getMyTransaction(id: string, options?: CallOptions) {
  return get<API.IpcTransaction>(
    `${website}/api/authFront/ipcTransaction/mineDetail`,
    { id },
    options,
  );
}

/** The signed-in user's messages and consultations, with the platform's replies. */
export async function findMyMessages(
  query: API.PageQuery<API.MessageFilters>,
  options?: CallOptions,
) {
  return get<API.Page<API.LeaveMessage>>(
    `${website}/api/authFront/leaveMessage/mine`,
    toListParams(query),
    options,
  );
}

/** How many replies the user has not opened yet. */
export async function getUnreadReplies(options?: CallOptions) {
  return get<{ count: number }>(`${website}/api/authFront/leaveMessage/unread`, {}, options);
}

/** Marks a reply as read (the user opened the message). */
export async function readMessage(id: string, options?: CallOptions) {
  return post<API.LeaveMessage>(`${website}/api/authFront/leaveMessage/read`, { id }, options);
}

/** Administrators: every message, filtered by status, target type and date. */
export async function findAllMessages(
  query: API.PageQuery<API.MessageFilters>,
  options?: CallOptions,
) {
  return get<API.Page<API.LeaveMessage>>(
    `${website}/api/authFront/admin/leaveMessage/find`,
    toListParams(query),
    options,
  );
}

/** Administrators: answer a message. */
export async function replyMessage(id: string, reply: string, options?: CallOptions) {
  return post<API.LeaveMessage>(
    `${website}/api/authFront/admin/leaveMessage/reply`,
    { id, reply },
    options,
  );
}

/** Administrators: close a message (no further handling). */
export async function closeMessage(id: string, options?: CallOptions) {
  return post<API.LeaveMessage>(
    `${website}/api/authFront/admin/leaveMessage/close`,
    { id },
    options,
  );
}

/** Administrators: every listing and demand, any status, with its owner. */
export async function findAllTransactions(
  query: API.PageQuery<Partial<API.MyTransactionFilters>>,
  options?: CallOptions,
) {
  return get<API.Page<API.IpcTransaction>>(
    `${website}/api/authFront/admin/ipcTransaction/find`,
    toListParams(query),
    options,
  );
}

/** Administrators: take an item off the hall; its owner sees the reason. */
export async function takeDownTransaction(id: string, reason: string, options?: CallOptions) {
  return post<API.IpcTransaction>(
    `${website}/api/authFront/admin/ipcTransaction/takeDown`,
    { id, reason },
    options,
  );
}

/** Administrators: put a taken-down item back in the hall. */
export async function restoreTransaction(id: string, options?: CallOptions) {
  return post<API.IpcTransaction>(
    `${website}/api/authFront/admin/ipcTransaction/restore`,
    { id },
    options,
  );
}

/** Administrators: how many listings and demands wait for review. */
export async function countPendingTransactions(options?: CallOptions) {
  return get<{ count: number }>(
    `${website}/api/authFront/admin/ipcTransaction/pendingCount`,
    {},
    options,
  );
}

/** Administrators: a pending item goes into the trading hall. */
export async function approveTransaction(id: string, options?: CallOptions) {
  return post<API.IpcTransaction>(
    `${website}/api/authFront/admin/ipcTransaction/approve`,
    { id },
    options,
  );
}

/** Administrators: refuse a pending item; its owner sees the reason and may resubmit. */
export async function rejectTransaction(id: string, reason: string, options?: CallOptions) {
  return post<API.IpcTransaction>(
    `${website}/api/authFront/admin/ipcTransaction/reject`,
    { id, reason },
    options,
  );
}

/** 我的收藏: the signed-in user's favourites, newest first. */
export async function findFavorites(
  query?: API.PageQuery<API.FavoriteFilters>,
  options?: CallOptions,
) {
  return get<API.Page<API.Favorite>>(
    `${website}/api/authFront/favorite/find`,
    toListParams(query),
    options,
  );
}

export async function checkFavorite(target: API.FavoriteTarget, options?: CallOptions) {
  return get<{ favorited: boolean }>(
    `${website}/api/authFront/favorite/check`,
    { ...target },
    options,
  );
}

/** The ids of one type the user saved, for a list of cards. */
export async function findFavoriteIds(targetType: API.FavoriteType, options?: CallOptions) {
  return get<string[]>(`${website}/api/authFront/favorite/ids`, { targetType }, options);
}

export async function addFavorite(target: API.FavoriteTarget, options?: CallOptions) {
  return post<API.Favorite>(`${website}/api/authFront/favorite/add`, target, options);
}

export async function removeFavorite(target: API.FavoriteTarget, options?: CallOptions) {
  return post<{ favorited: boolean }>(`${website}/api/authFront/favorite/remove`, target, options);
}

/** What meets a buy demand: listings, experts and agencies, ranked, each with its reasons. */
export async function getDemandMatches(id: string, options?: CallOptions) {
  return get<API.DemandMatches>(
    `${website}/api/front/ipcTransaction/demandMatches`,
    { id },
    options,
  );
}

/** The buy demands a listing meets, ranked, each with its reasons. */
export async function getListingMatches(id: string, options?: CallOptions) {
  return get<API.ListingMatches>(
    `${website}/api/front/ipcTransaction/listingMatches`,
    { id },
    options,
  );
}
