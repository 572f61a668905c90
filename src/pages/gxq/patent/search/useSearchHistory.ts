import { useModel } from '@umijs/max';
import { useCallback, useEffect, useState } from 'react';
import usePageData from '@/hooks/usePageData';
import {
  clearSearchHistory as clearAccountHistory,
  findSearchHistory,
  removeSearchHistory,
} from '@/services/searchHistory';
import { mergeBrowserHistory } from '@/utils/accountSearchHistory';
import {
  clearSearchHistory as clearBrowserHistory,
  loadSearchHistory,
  removeFromSearchHistory,
} from '@/utils/searchHistory';

export interface HistoryItem {
  /** Unique in the list: the entry's id with the account, the query in the browser. */
  key: string;
  query: string;
}

/** The account's history, after moving in whatever this browser still holds. */
async function loadAccountHistory(): Promise<API.SearchHistory> {
  const merged = await mergeBrowserHistory();
  // Failures show in the panel itself (a retry), not also as a message.
  return merged ?? findSearchHistory({ skipErrorHandler: true });
}

/**
 * 检索历史 of the search page: the signed-in user's from the account, a visitor's from this
 * browser; remove one or all. Removing from the account waits for its answer (the request layer
 * says why one failed, and the list stays).
 */
export default function useSearchHistory() {
  const { initialState } = useModel('@@initialState');
  const account = initialState?.currentUser?.account;
  const [browser, setBrowser] = useState(loadSearchHistory);
  // Signing in moves the browser's entries away, signing out forgets them: read them again.
  useEffect(() => setBrowser(loadSearchHistory()), [account]);
  const remote = usePageData(loadAccountHistory, {
    ready: Boolean(account),
    refreshDeps: [account],
  });
  const { mutate } = remote;

  const items: HistoryItem[] = account
    ? (remote.data?.content ?? []).map((entry) => ({ key: entry.id, query: entry.query }))
    : browser.map((query) => ({ key: query, query }));

  /** Removes one entry; resolves true when it is gone. */
  const remove = useCallback(
    async (item: HistoryItem) => {
      if (!account) {
        setBrowser(removeFromSearchHistory(item.query));
        return true;
      }
      try {
        await removeSearchHistory(item.key);
      } catch {
        return false;
      }
      mutate(
        (history) =>
          history && { ...history, content: history.content.filter((e) => e.id !== item.key) },
      );
      return true;
    },
    [account, mutate],
  );

  /** 清空历史; resolves true when the list is empty. */
  const clear = useCallback(async () => {
    if (!account) {
      clearBrowserHistory();
      setBrowser([]);
      return true;
    }
    try {
      await clearAccountHistory();
    } catch {
      return false;
    }
    mutate((history) => history && { ...history, content: [] });
    return true;
  }, [account, mutate]);

  return {
    signedIn: Boolean(account),
    items,
    loading: Boolean(account) && remote.loading && !remote.data,
    error: account && !remote.data ? remote.error : undefined,
    retry: remote.refresh,
    remove,
    clear,
  };
}
