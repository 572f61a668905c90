// Remembers a patent search the user runs: in this browser for a visitor, with the account when
// signed in. The account's code (calls, the merge at sign-in) loads with a signed-in user's first
// search, not with every portal page, whose header has a search box.

import { addSearchHistory as addToBrowser } from './searchHistory';

export function rememberSearch(query: string, signedIn: boolean): void {
  const trimmed = query.trim();
  if (!trimmed) return;
  if (!signedIn) {
    addToBrowser(trimmed);
    return;
  }
  void import(/* webpackChunkName: "search-history" */ './accountSearchHistory')
    .then((account) => account.rememberWithAccount(trimmed))
    .catch(() => undefined);
}
