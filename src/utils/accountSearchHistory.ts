// Where a patent search is remembered: with the account when the user is signed in (the website
// service's 检索历史), in this browser for a visitor (utils/searchHistory.ts). At sign-in the
// browser's entries move to the account. History is a convenience: its calls fail silently (the
// search itself goes on), and entries that could not move stay in the browser for the next try.

import { MAX_QUERY_LENGTH } from '../contract/patentQuery/types';
// Named, not the module: the password and code checks stay out of this lazily loaded chunk.
import { hiddenCharacterProblem } from '../contract/validators';
import { addSearchHistory as addToAccount, mergeSearchHistory } from '../services/searchHistory';
import { clearSearchHistory, loadSearchHistory } from './searchHistory';

const QUIET = { skipErrorHandler: true } as const;

/** The browser's queries the backend keeps (the search's own limits): one it refuses stops a merge. */
function keepable(queries: string[]): string[] {
  return queries.filter(
    (query) => query.length <= MAX_QUERY_LENGTH && !hiddenCharacterProblem(query, '检索式'),
  );
}

let moving: Promise<API.SearchHistory | undefined> | undefined;

async function move(): Promise<API.SearchHistory | undefined> {
  const queries = keepable(loadSearchHistory());
  if (!queries.length) {
    clearSearchHistory();
    return undefined;
  }
  const history = await mergeSearchHistory(queries, QUIET);
  clearSearchHistory();
  return history;
}

/**
 * Moves the browser's history into the signed-in account's, one move at a time; with nothing to
 * move nothing is sent. Resolves with the account's history when it sent one, else undefined.
 */
export function mergeBrowserHistory(): Promise<API.SearchHistory | undefined> {
  if (moving) return moving;
  if (!loadSearchHistory().length) return Promise.resolve(undefined);
  moving = move()
    .catch(() => undefined)
    .finally(() => {
      moving = undefined;
    });
  return moving;
}

/**
 * Keeps a search with the signed-in account, after any move of the browser's entries, so it ends
 * up the newest. One the backend refuses (too long for it) is simply not kept.
 */
export function rememberWithAccount(query: string): void {
  void mergeBrowserHistory()
    .then(() => addToAccount(query, QUIET))
    .catch(() => undefined);
}
