// User-centre part of the data contract (namespace API continues typings.d.ts): favourites.

declare namespace API {
  /** What can be saved with 收藏: a patent, a listing or demand, a financial product, an agency, an expert. */
  type FavoriteType = 'patent' | 'listing' | 'product' | 'agency' | 'expert';

  interface FavoriteTarget {
    targetType: FavoriteType;
    /** The item's id; an agency's unified social credit code. */
    targetId: string;
  }

  interface Favorite extends FavoriteTarget {
    id: string;
    account: string;
    /** When it was saved (ISO date-time). */
    createdAt: string;
    /** The item's name now; the one saved when the item is no longer on the platform. */
    title: string;
    /** One line that tells similar items apart (application number, price, institution, region …). */
    summary?: string;
    /** False once the item has left the platform (removed, or a listing taken down or withdrawn). */
    available: boolean;
  }

  /** queryData of 我的收藏. */
  interface FavoriteFilters {
    targetType?: FavoriteType;
  }
}
