// What is new in the user's saved searches (我的检索): the patents that entered the database and
// the listings published since each was last opened, added up by kind. 个人中心 and the shell's
// menu show it.

import type { CallOptions } from '../services/request';
import { findSavedSearches } from '../services/savedSearches';
import { SAVED_SEARCH_LIMITS } from './savedSearchLimits';

export interface SavedSearchNews {
  /** New hits of the saved patent searches. */
  patent: number;
  /** New items of the saved hall filters. */
  trading: number;
  total: number;
}

/** The new items of a list of saved searches, by kind. */
export function newsOf(searches: readonly API.SavedSearch[]): SavedSearchNews {
  const sum = (kind: API.SavedSearchKind) =>
    searches.reduce((total, s) => total + (s.kind === kind ? (s.newCount ?? 0) : 0), 0);
  const patent = sum('patent');
  const trading = sum('trading');
  return { patent, trading, total: patent + trading };
}

/** 专利检索新增 4 件，交易筛选新增 3 条; undefined when nothing is new. */
export function newsNote(news: SavedSearchNews): string | undefined {
  return (
    [
      news.patent ? `专利检索新增 ${news.patent} 件` : '',
      news.trading ? `交易筛选新增 ${news.trading} 条` : '',
    ]
      .filter(Boolean)
      .join('，') || undefined
  );
}

/** Every saved search of the user (at most this many are kept), so the figures add up exactly. */
export async function findAllSavedSearches(options?: CallOptions) {
  return findSavedSearches({ size: SAVED_SEARCH_LIMITS.perAccount }, options);
}

/** What is new, for the menu's badge: quiet on failure (the badge stays as it was). */
export async function loadSavedSearchNews(): Promise<SavedSearchNews> {
  return newsOf((await findAllSavedSearches({ skipErrorHandler: true })).content);
}
