// What the store keeps, as one object: the records users changed, gathered from the modules that
// hold them in memory (captureState) and put back in place of the seeded ones (applyState).

import type { AuditEntry } from './audit';
import { auditTrail, replaceAudit } from './audit';
import { db } from './data';
import type { NewsRecord } from './data/news';
import type { SavedSearchRecord } from './data/saved-searches';
import type { SearchHistoryRecord } from './data/search-history';
import { replaceSearchHistory, searchHistoryRecords } from './data/search-history';
import type { DirectoryChanges } from './directory';
import { applyDirectoryChanges, directoryChanges } from './directory';
import type { NewsImage } from './handlers/admin-news-images';
import { newsImages, replaceNewsImages } from './handlers/admin-news-images';
import type { ImportedPatent } from './patent-intake';
import { importedPatents, replaceImportedPatents } from './patent-intake';
import { replaceSequences, sequenceValues } from './sequences';
import type { SessionRecord } from './token';
import { replaceSessions, sessionRecords } from './token';
import type { MockUser } from './users';
import { allUsers, replaceUsers } from './users';

/** An item as a store keeps it: one written before items had versions has none. */
export type StoredTransaction = Omit<API.IpcTransaction, 'version'> & { version?: number };

/** Everything the store keeps, as one object (captureState / applyState). */
export interface MockState {
  transactions: StoredTransaction[];
  messages: API.LeaveMessage[];
  favorites: API.Favorite[];
  savedSearches: SavedSearchRecord[];
  /** 检索历史 of signed-in accounts. */
  searchHistory: SearchHistoryRecord[];
  /** Patent records imported while the service ran, with when (patent-intake.ts). */
  importedPatents: ImportedPatent[];
  users: MockUser[];
  /** The sessions that have not ended (token.ts). */
  sessions: SessionRecord[];
  /** The administrators' actions, oldest first (frozen: audit.ts). */
  audit: readonly AuditEntry[];
  /** 内容管理: the articles written here or changed since the seed, and the uploaded images. */
  news: NewsRecord[];
  newsImages: NewsImage[];
  /** The directory records (agencies, institutions, products, experts) administrators changed. */
  directory: DirectoryChanges;
  /** The highest number each id sequence handed out (sequences.ts). */
  sequences: [string, number][];
}

/** Whether an article is not the seed's as it was: written here, or changed (its version moved). */
const keptArticle = (article: NewsRecord) =>
  article.author !== undefined || (article.version ?? 1) > 1;

/** The state as it stands now. */
export function captureState(): MockState {
  const data = db();
  return {
    transactions: data.transactions,
    messages: data.messages,
    favorites: data.favorites,
    savedSearches: data.savedSearches,
    searchHistory: searchHistoryRecords(),
    importedPatents: [...importedPatents()],
    users: allUsers(),
    sessions: sessionRecords(),
    audit: auditTrail(),
    news: data.news.filter(keptArticle),
    newsImages: newsImages(),
    directory: directoryChanges(),
    sequences: sequenceValues(),
  };
}

/** Puts a kept state back in place of the seeded one. */
export function applyState(state: MockState): void {
  const data = db();
  // A store written before items had versions: each item counts as its first version.
  const transactions = state.transactions.map((item) => ({ ...item, version: item.version ?? 1 }));
  data.transactions.splice(0, data.transactions.length, ...transactions);
  data.messages.splice(0, data.messages.length, ...state.messages);
  data.favorites.splice(0, data.favorites.length, ...state.favorites);
  data.savedSearches.splice(0, data.savedSearches.length, ...state.savedSearches);
  replaceSearchHistory(state.searchHistory);
  replaceImportedPatents(state.importedPatents);
  replaceUsers(state.users);
  replaceSessions(state.sessions);
  replaceAudit(state.audit);
  for (const article of state.news) {
    const at = data.news.findIndex((n) => n.id === article.id);
    if (at >= 0) data.news[at] = article;
    else data.news.push(article);
  }
  replaceNewsImages(state.newsImages);
  applyDirectoryChanges(state.directory);
  replaceSequences(state.sequences);
}
