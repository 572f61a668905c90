// Mock routes of the website service (/ipr-website-service). Skipped when IPR_UPSTREAM_WEBSITE
// names a real upstream, so config/proxy.ts sends the prefix there instead.

import { SERVICES } from '../src/contract/vocabulary';
import type { Handler } from './_lib/envelope';
import { findAuditActors, findAuditEntries } from './_lib/handlers/admin-audit';
import {
  approveTransaction,
  findAllTransactions,
  pendingTransactionCount,
  rejectTransaction,
  restoreTransaction,
  takeDownTransaction,
} from './_lib/handlers/admin-trading';
import { findNews, newsDetail } from './_lib/handlers/content';
import { getAdminDashboard } from './_lib/handlers/dashboard';
import {
  createNews,
  findAdminNews,
  getAdminNews,
  offlineNews,
  pinNews,
  publishNews,
  unpinNews,
  updateNews,
} from './_lib/handlers/admin-news';
import { newsImageFile, uploadNewsImage } from './_lib/handlers/admin-news-images';
import {
  addFavorite,
  checkFavorite,
  favoriteIds,
  findFavorites,
  removeFavorite,
} from './_lib/handlers/favorites';
import {
  closeOwnMessage,
  findMyMessages,
  findReceivedMessages,
  postMessage,
  readMessage,
  unreadReplies,
} from './_lib/handlers/messages';
import { leaveMessage } from './_lib/handlers/message-leave';
import { closeMessage, findAllMessages, replyMessage } from './_lib/handlers/messages-admin';
import { forwardMessage } from './_lib/handlers/message-forward';
import {
  findDictItems,
  findInstitutions,
  findPledges,
  findProducts,
  institutionDetail,
  productDetail,
} from './_lib/handlers/finance';
import {
  addSearchHistory,
  clearSearchHistory,
  findSearchHistory,
  mergeSearchHistory,
  removeSearchHistory,
} from './_lib/handlers/search-history';
import { financingStatistics, transactionStatistics } from './_lib/handlers/stats';
import {
  findMyTransactions,
  myTransactionDetail,
  recordDeal,
  transactionProof,
  deleteTransaction,
  relistTransaction,
  withdrawTransaction,
} from './_lib/handlers/my-trading';
import {
  findSavedSearches,
  openSavedSearch,
  removeSavedSearch,
  renameSavedSearch,
  saveSearch,
} from './_lib/handlers/saved-searches';
import { demandMatches, listingMatches } from './_lib/handlers/matching';
import { findDeals, findTransactions, transactionDetail } from './_lib/handlers/trading';
import { saveTransaction } from './_lib/handlers/trading-save';
import { myActivity } from './_lib/handlers/activity';
import { directoryRoutes } from './_lib/handlers/admin-directory';

const P = SERVICES.website.prefix;

export const routes: Record<string, Handler> = {
  [`GET ${P}/api/front/institutionProduct/findIndex`]: findProducts,
  [`GET ${P}/api/front/institutionProduct/detail`]: productDetail,
  [`GET ${P}/api/front/institution/findIndex`]: findInstitutions,
  [`GET ${P}/api/front/institution/detail`]: institutionDetail,
  [`GET ${P}/api/front/dictItem/find`]: findDictItems,
  [`GET ${P}/api/front/PledgeFinancing/find`]: findPledges,
  [`GET ${P}/api/front/PledgeFinancing/statistics`]: financingStatistics,
  [`GET ${P}/api/front/ipcTransaction/findIndex`]: findTransactions,
  [`GET ${P}/api/front/ipcTransaction/deals`]: findDeals,
  [`GET ${P}/api/front/ipcTransaction/detail`]: transactionDetail,
  [`GET ${P}/api/front/ipcTransaction/demandMatches`]: demandMatches,
  [`GET ${P}/api/front/ipcTransaction/listingMatches`]: listingMatches,
  [`GET ${P}/api/front/ipcTransaction/statistics`]: transactionStatistics,
  [`POST ${P}/api/front/website/ipcTransaction/saveOrUpdateIndex`]: saveTransaction,
  [`GET ${P}/api/front/news/find`]: findNews,
  [`GET ${P}/api/front/news/detail`]: newsDetail,
  // 内容管理 (/admin/news); the pictures an article shows are public like the article.
  [`GET ${P}/api/front/news/image`]: newsImageFile,
  [`GET ${P}/api/authFront/admin/news/find`]: findAdminNews,
  [`GET ${P}/api/authFront/admin/news/detail`]: getAdminNews,
  [`POST ${P}/api/authFront/admin/news/create`]: createNews,
  [`POST ${P}/api/authFront/admin/news/update`]: updateNews,
  [`POST ${P}/api/authFront/admin/news/publish`]: publishNews,
  [`POST ${P}/api/authFront/admin/news/offline`]: offlineNews,
  [`POST ${P}/api/authFront/admin/news/pin`]: pinNews,
  [`POST ${P}/api/authFront/admin/news/unpin`]: unpinNews,
  [`POST ${P}/api/authFront/admin/news/image`]: uploadNewsImage,
  [`POST ${P}/api/authFront/leaveMessage`]: leaveMessage,
  [`GET ${P}/api/authFront/leaveMessage/mine`]: findMyMessages,
  [`GET ${P}/api/authFront/leaveMessage/unread`]: unreadReplies,
  [`POST ${P}/api/authFront/leaveMessage/read`]: readMessage,
  [`GET ${P}/api/authFront/leaveMessage/received`]: findReceivedMessages,
  [`POST ${P}/api/authFront/leaveMessage/post`]: postMessage,
  [`POST ${P}/api/authFront/leaveMessage/close`]: closeOwnMessage,
  [`GET ${P}/api/authFront/admin/leaveMessage/find`]: findAllMessages,
  [`POST ${P}/api/authFront/admin/leaveMessage/reply`]: replyMessage,
  [`POST ${P}/api/authFront/admin/leaveMessage/close`]: closeMessage,
  [`POST ${P}/api/authFront/admin/leaveMessage/forward`]: forwardMessage,
  [`GET ${P}/api/authFront/admin/ipcTransaction/find`]: findAllTransactions,
  [`POST ${P}/api/authFront/admin/ipcTransaction/takeDown`]: takeDownTransaction,
  [`POST ${P}/api/authFront/admin/ipcTransaction/restore`]: restoreTransaction,
  [`POST ${P}/api/authFront/admin/ipcTransaction/approve`]: approveTransaction,
  [`POST ${P}/api/authFront/admin/ipcTransaction/reject`]: rejectTransaction,
  [`GET ${P}/api/authFront/admin/ipcTransaction/pendingCount`]: pendingTransactionCount,
  // 操作日志 (/admin/audit): read-only.
  [`GET ${P}/api/authFront/admin/audit/find`]: findAuditEntries,
  [`GET ${P}/api/authFront/admin/audit/actors`]: findAuditActors,
  [`GET ${P}/api/authFront/admin/dashboard`]: getAdminDashboard,
  [`GET ${P}/api/authFront/ipcTransaction/mine`]: findMyTransactions,
  [`GET ${P}/api/authFront/ipcTransaction/mineDetail`]: myTransactionDetail,
  [`GET ${P}/api/authFront/ipcTransaction/proof`]: transactionProof,
  [`POST ${P}/api/authFront/ipcTransaction/withdraw`]: withdrawTransaction,
  [`POST ${P}/api/authFront/ipcTransaction/relist`]: relistTransaction,
  [`POST ${P}/api/authFront/ipcTransaction/delete`]: deleteTransaction,
  [`POST ${P}/api/authFront/ipcTransaction/deal`]: recordDeal,
  [`GET ${P}/api/authFront/account/activity`]: myActivity,
  [`GET ${P}/api/authFront/favorite/find`]: findFavorites,
  [`GET ${P}/api/authFront/favorite/check`]: checkFavorite,
  [`GET ${P}/api/authFront/favorite/ids`]: favoriteIds,
  [`POST ${P}/api/authFront/favorite/add`]: addFavorite,
  [`POST ${P}/api/authFront/favorite/remove`]: removeFavorite,
  [`GET ${P}/api/authFront/savedSearch/find`]: findSavedSearches,
  [`POST ${P}/api/authFront/savedSearch/save`]: saveSearch,
  [`POST ${P}/api/authFront/savedSearch/open`]: openSavedSearch,
  [`POST ${P}/api/authFront/savedSearch/rename`]: renameSavedSearch,
  [`POST ${P}/api/authFront/savedSearch/remove`]: removeSavedSearch,
  [`GET ${P}/api/authFront/searchHistory/find`]: findSearchHistory,
  [`POST ${P}/api/authFront/searchHistory/add`]: addSearchHistory,
  [`POST ${P}/api/authFront/searchHistory/merge`]: mergeSearchHistory,
  [`POST ${P}/api/authFront/searchHistory/remove`]: removeSearchHistory,
  [`POST ${P}/api/authFront/searchHistory/clear`]: clearSearchHistory,
  // 机构与产品 (/admin/agencies, /admin/institutions, /admin/products, /admin/experts).
  ...directoryRoutes(`${P}/api/authFront/admin`),
};

export default process.env[SERVICES.website.env]?.trim() ? {} : routes;
