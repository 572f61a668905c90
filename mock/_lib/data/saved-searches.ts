// Saved searches (我的检索) as the mock stores them: the owner, the page and when it was last
// opened; what each finds is worked out when it is read.

export interface SavedSearchRecord {
  id: string;
  account: string;
  kind: API.SavedSearchKind;
  name: string;
  /** The clean page URL, encoded as the browser shows it (see src/utils/savedSearch.ts). */
  url: string;
  createdAt: string;
  lastOpenedAt?: string;
}

/** The demo account's saved searches, so 我的检索 is not empty on a first visit. */
export function demoSavedSearches(): SavedSearchRecord[] {
  return [
    {
      id: 'ss-0001',
      account: 'demo',
      kind: 'patent',
      name: '锂离子电池发明专利',
      url: `/gxq/patent/result?q=${encodeURIComponent('锂离子电池')}&type=invention`,
      createdAt: '2026-10-12T02:30:00.000Z',
      lastOpenedAt: '2026-11-02T08:15:00.000Z',
    },
    {
      id: 'ss-0002',
      account: 'demo',
      kind: 'trading',
      name: '发明专利转让',
      url: '/gxq/operations/list?tt=transfer&type=invention',
      createdAt: '2026-10-20T06:00:00.000Z',
      // A week ago: the listings published since then show as new.
      lastOpenedAt: '2026-11-14T01:00:00.000Z',
    },
  ];
}
