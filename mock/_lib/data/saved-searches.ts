// Saved searches (我的检索) as the mock stores them: the owner, the search's kind and query (in the
// canonical form of handlers/saved-search-params.ts) and when it was last opened; what each finds
// is worked out when it is read (new: patent-intake.ts for patents, a listing's publication for the
// hall).

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
      id: 'ss-0003',
      account: 'demo',
      kind: 'patent',
      name: '储能技术跟踪',
      params: { q: '储能' },
      createdAt: '2026-09-08T03:00:00.000Z',
      // 11:00 on 4 November in China: records published from the 5th on show as new (新增).
      lastOpenedAt: '2026-11-04T03:00:00.000Z',
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
