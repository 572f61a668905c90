// Matching part of the data contract (namespace API continues typings.d.ts): what meets a buy
// demand and the demands a listing meets, each with its score and the reasons it matched.

declare namespace API {
  interface TradeMatch<T> {
    item: T;
    /** 0–100, higher first (see mock/_lib/demand-match.ts). */
    score: number;
    /** Why it matched, in Chinese: shared keywords, field, IPC class, price, patent type. */
    reasons: string[];
  }

  /** GET ipcTransaction/demandMatches?id= */
  interface DemandMatches {
    listings: TradeMatch<IpcTransaction>[];
    experts: TradeMatch<Expert>[];
    agencies: TradeMatch<ServiceAgency>[];
  }

  /** GET ipcTransaction/listingMatches?id= */
  interface ListingMatches {
    demands: TradeMatch<IpcTransaction>[];
  }
}
