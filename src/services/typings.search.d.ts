// Saved searches part of the data contract (namespace API continues typings.d.ts): 我的检索.

declare namespace API {
  /** patent: a patent search saved from its result page; trading: a filter of the trading hall. */
  type SavedSearchKind = 'patent' | 'trading';

  /**
   * A saved patent search: what the result page sends to GET data/api/front/patent/search, without
   * paging (`filters` goes there as `queryData`). Empty filters are left out.
   */
  interface SavedPatentParams {
    q: string;
    /** Absent: relevance. */
    sort?: PatentSort;
    filters?: PatentFacetFilters;
  }

  /** The trading hall's filters, as sent in `queryData` to GET website/api/front/ipcTransaction/findIndex. */
  interface SavedTradingQueryData {
    kind: TransactionKind;
    /** A value of the trade category dictionary (ZSCQJY). */
    category?: string;
    transactionType?: TransactionType;
    patentType?: PatentType;
    /** A value of the technical field dictionary (SERVICE_TechnicalFields). */
    field?: string;
    legalStatus?: LegalStatus;
    /** 万元: listings priced at least this, demands whose budget reaches it. */
    priceMin?: number;
    /** 万元: listings priced at most this, demands whose budget starts below it. */
    priceMax?: number;
    /** true: 面议 only (no price); false: priced only. Not together with a price range. */
    negotiable?: boolean;
  }

  /** A saved hall filter: what the hall sends to findIndex, without paging. */
  interface SavedTradingParams {
    keyword?: string;
    /** `publishDate|price|views asc|desc`; absent: `publishDate desc` (newest first). */
    sort?: string;
    queryData: SavedTradingQueryData;
  }

  /** What a saved search stands for: its kind and the query it sends. */
  type SavedSearchTarget =
    { kind: 'patent'; params: SavedPatentParams } | { kind: 'trading'; params: SavedTradingParams };

  /** What a saved search is besides its conditions. */
  interface SavedSearchInfo {
    id: string;
    name: string;
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
    /** Answer to a save: the same conditions were saved before, and this is that entry. */
    alreadySaved?: boolean;
  }

  /**
   * A saved search as its owner sees it, with what it finds now. `params` come back in the
   * backend's canonical form: keys sorted, empty values and defaults left out.
   */
  type SavedSearch = SavedSearchTarget & SavedSearchInfo;

  /** GET authFront/savedSearch/find: queryData. */
  interface SavedSearchFilters {
    kind?: SavedSearchKind;
  }

  /**
   * POST authFront/savedSearch/save. `name` defaults to a summary: the query text, or the hall's
   * filters in Chinese.
   */
  type SavedSearchSave = SavedSearchTarget & { name?: string };
}
