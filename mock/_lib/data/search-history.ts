// The patent search history of signed-in accounts (检索历史), as the mock keeps it: one record per
// account and query, with when it was last searched. Kept by the store (store-state.ts); the demo
// account has a few. Visitors keep theirs in the browser (src/utils/searchHistory.ts).

export interface SearchHistoryRecord {
  id: string;
  account: string;
  query: string;
  /** ISO time of the latest search of this query. */
  searchedAt: string;
}

/** The demo account's last searches, newest first, so 检索历史 is not empty on its first visit. */
export function demoSearchHistory(): SearchHistoryRecord[] {
  return [
    {
      id: 'sh-0003',
      account: 'demo',
      query: '永磁同步电机',
      searchedAt: '2026-11-20T02:10:00.000Z',
    },
    {
      id: 'sh-0002',
      account: 'demo',
      query: '储能 AND 电池',
      searchedAt: '2026-11-19T07:45:00.000Z',
    },
    { id: 'sh-0001', account: 'demo', query: '锂离子电池', searchedAt: '2026-11-17T01:30:00.000Z' },
  ];
}

let records: SearchHistoryRecord[] = demoSearchHistory();

/** Every account's entries (the handlers change this list in place). */
export function searchHistoryRecords(): SearchHistoryRecord[] {
  return records;
}

/** Puts a kept history in place (store-state.ts applyState). */
export function replaceSearchHistory(list: readonly SearchHistoryRecord[]): void {
  records = [...list];
}

/** The seeded history again (resetDb: tests). */
export function resetSearchHistory(): void {
  records = demoSearchHistory();
}
