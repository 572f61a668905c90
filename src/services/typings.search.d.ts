// Saved searches part of the data contract (namespace API continues typings.d.ts): 我的检索.

declare namespace API {
  /** patent: a patent search saved from its result page; trading: a filter of the trading hall. */
  type SavedSearchKind = 'patent' | 'trading';

  /** A saved search as its owner sees it, with what it finds now. */
  interface SavedSearch {
    id: string;
    kind: SavedSearchKind;
    name: string;
    /** The portal page it opens, without the base path, e.g. `/gxq/patent/result?q=电池`. */
    url: string;
    /** Its conditions as a person reads them, e.g. `专利类型：发明`. */
    conditions: string[];
    /** Patent search: hits now. Hall filter: live listings or demands matching now. */
    count: number;
    /** Hall filter: how many of them were published after it was last opened (or saved). */
    newCount?: number;
    /** ISO time it was saved. */
    createdAt: string;
    /** ISO time it was last opened from 我的检索. */
    lastOpenedAt?: string;
    /** Answer to a save: the same page was saved before, and this is that entry. */
    alreadySaved?: boolean;
  }

  /** GET authFront/savedSearch/find: queryData. */
  interface SavedSearchFilters {
    kind?: SavedSearchKind;
  }

  /** POST authFront/savedSearch/save. */
  interface SavedSearchSave {
    kind: SavedSearchKind;
    /** The page to save, without the base path (a path with the base is accepted too). */
    url: string;
    /** Defaults to a summary: the query text, or the hall's filters in Chinese. */
    name?: string;
  }
}
