// A visitor's patent search history, kept in this browser only (most recent first, at most 20).
// A signed-in user's lives with the account (src/utils/accountSearchHistory.ts); at sign-in this
// one is merged into it. Logout forgets it (utils/session.ts forgetLocalData).
const KEY = 'ipr.patentSearchHistory';
export const HISTORY_LIMIT = 20;

export function loadSearchHistory(): string[] {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item) => typeof item === 'string').slice(0, HISTORY_LIMIT)
      : [];
  } catch {
    return [];
  }
}

function store(items: string[]): string[] {
  try {
    if (items.length) window.localStorage.setItem(KEY, JSON.stringify(items));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the search still runs, only the history is not kept.
  }
  return items;
}

export function addSearchHistory(query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return loadSearchHistory();
  return store(
    [trimmed, ...loadSearchHistory().filter((item) => item !== trimmed)].slice(0, HISTORY_LIMIT),
  );
}

/** Forgets one query; returns what is left. */
export function removeFromSearchHistory(query: string): string[] {
  return store(loadSearchHistory().filter((item) => item !== query));
}

export function clearSearchHistory(): void {
  store([]);
}
