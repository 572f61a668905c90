// Saved searches (我的检索) as the mock stores them: the owner, the search's kind and query (in the
// canonical form of handlers/saved-search-params.ts) and when it was last opened; what each finds
// is worked out when it is read.

export type SavedSearchRecord = API.SavedSearchTarget & {
  id: string;
  account: string;
  name: string;
  createdAt: string;
  lastOpenedAt?: string;
};

/** The demo account's saved searches, so 我的检索 is not empty on a first visit. */
export function demoSavedSearches(): SavedSearchRecord[] {
  return [
    {
      id: 'ss-0001',
      account: 'demo',
      kind: 'patent',
      name: '锂离子电池发明专利',
      params: { filters: { type: ['invention'] }, q: '锂离子电池' },
      createdAt: '2026-10-12T02:30:00.000Z',
      lastOpenedAt: '2026-11-02T08:15:00.000Z',
    },
    {
      id: 'ss-0002',
      account: 'demo',
      kind: 'trading',
      name: '发明专利转让',
      params: { queryData: { kind: 'sell', patentType: 'invention', transactionType: 'transfer' } },
      createdAt: '2026-10-20T06:00:00.000Z',
      // A week ago: the listings published since then show as new.
      lastOpenedAt: '2026-11-14T01:00:00.000Z',
    },
  ];
}
