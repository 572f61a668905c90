/** The last searches, kept in this browser only (most recent first, at most 20). */
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

export function addSearchHistory(query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return loadSearchHistory();
  const next = [trimmed, ...loadSearchHistory().filter((item) => item !== trimmed)].slice(
    0,
    HISTORY_LIMIT,
  );
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the search still runs, only the history is not kept.
  }
  return next;
}

export function clearSearchHistory(): void {
  window.localStorage.removeItem(KEY);
}
