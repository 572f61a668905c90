// What is new in the user's saved searches, shared by the shell menu's 我的检索 badge and the
// 我的检索 page (which reads it again after an opening or a removal). A module store rather than
// a Umi model: models ship in every page's entry chunk, and the portal's pages never show it.

import { useCallback, useSyncExternalStore } from 'react';
import type { SavedSearchNews } from './savedSearchNews';

const NO_NEWS: SavedSearchNews = { patent: 0, trading: 0, total: 0 };

let current: { account?: string; news: SavedSearchNews } = { news: NO_NEWS };
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** Reads what is new for `account`; a failure leaves the figures as they were. */
async function load(account: string): Promise<void> {
  try {
    const { loadSavedSearchNews } = await import(
      /* webpackChunkName: "saved-search-news" */ './savedSearchNews'
    );
    current = { account, news: await loadSavedSearchNews() };
    listeners.forEach((listener) => listener());
  } catch {
    // The badge keeps what it showed.
  }
}

/** The news of `account` (none when signed out or not read yet) and `load` to read it again. */
export function useSavedSearchNews(account: string | undefined) {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const reload = useCallback(() => {
    if (account) void load(account);
  }, [account]);
  const news = account && state.account === account ? state.news : NO_NEWS;
  return { ...news, load: reload };
}
