// Finance and operations part of the data contract (namespace API continues typings.d.ts):
// financial institutions, products and pledges; listings, demands, market figures and experts.

declare namespace API {
  interface FinancialInstitution {
    id: string;
    name: string;
    /** 银行 | 担保机构 | 保险机构 | 投资机构 | 小贷公司 */
    type: string;
    creditCode: string;
    region: string;
    address: string;
    phone: string;
    intro: string;
    productCount: number;
    /** Its pledge-financing registrations in the pledge list. */
    pledgeCount: number;
    /** The sum of its registrations' amounts in the pledge list, 万元 (0 for non-lenders). */
    totalFinancing: number;
  }

  interface FinancialProduct {
    id: string;
    name: string;
    institutionId: string;
    institutionName: string;
    /** Value of the ZSCQJR dictionary. */
    category: string;
    amountMin: number;
    amountMax: number;
    termMonthsMin: number;
    termMonthsMax: number;
    /** Annual rate in percent. */
    rateMin: number;
    rateMax: number;
    repayment: string;
    guarantee: string;
    borrowers: string[];
    materials: string[];
    steps: string[];
    features: string[];
    governmentSubsidy: boolean;
    onlinePledge: boolean;
    publishDate: string;
    applyCount: number;
    featured: boolean;
  }

  /** GET institutionProduct/detail: the product with the institution that offers it. */
  interface FinancialProductDetail extends FinancialProduct {
    institution: FinancialInstitution;
  }

  interface PledgeFinancing {
    id: string;
    enterpriseName: string;
    creditCode: string;
    institutionId: string;
    institutionName: string;
    amount: number;
    termMonths: number;
    rate: number;
    /** 专利 | 商标 | 专利+商标 */
    pledgeType: string;
    patentCount: number;
    registrationDate: string;
    region: string;
  }

  /**
   * pending 待审核 (new or edited, waiting for an administrator) | published 已发布 (in the trading
   * hall) | rejected 未通过 (refused by an administrator, with the reason) | withdrawn 已下架 (by its
   * owner) | takenDown 被管理员下架. Absent means published. Only published items are public.
   */
  type ListingStatus = 'pending' | 'published' | 'rejected' | 'withdrawn' | 'takenDown';

  /** transfer 转让 | license 许可 | open_license 开放许可 */
  type TransactionType = 'transfer' | 'license' | 'open_license';
  /** sell: a listing for sale; buy: a demand to buy. */
  type TransactionKind = 'sell' | 'buy';

  interface IpcTransaction {
    id: string;
    kind: TransactionKind;
    title: string;
    /** For listings: the patent offered. */
    patentId?: string;
    applicationNumber?: string;
    patentType?: PatentType;
    legalStatus?: LegalStatus;
    ipcMain?: string;
    /** Technical field (a SERVICE_TechnicalFields value). */
    field: string;
    /** Value of the ZSCQJY dictionary. */
    category?: string;
    transactionType: TransactionType;
    /** 万元; null when the price is negotiable (面议). */
    price: number | null;
    /** Demands: budget range, 万元. */
    budgetMin?: number;
    budgetMax?: number;
    deadline?: string;
    keywords?: string[];
    description: string;
    /** The publisher's verified account name (never typed on the form). */
    seller: string;
    /**
     * Listings: true when the seller is not the patent's current holder (patentee / first
     * applicant), i.e. 代理/授权出让; `authorization` then holds the publisher's statement.
     */
    authorized?: boolean;
    authorization?: string;
    contactName: string;
    contactPhone: string;
    publishDate: string;
    /** The moment it was published (ISO), for items published through the portal. */
    publishedAt?: string;
    views: number;
    inquiries: number;
    /** Account that published it (writes only; not shown to visitors). */
    owner?: string;
    /** True when the viewer is not signed in: `contactPhone` is then masked, e.g. `138****5678`. */
    contactHidden?: boolean;
    status?: ListingStatus;
    /** Why an administrator took it down or rejected it. */
    statusReason?: string;
    /**
     * False while the current content has not been approved (pending, rejected, or withdrawn before
     * approval); absent or true once an administrator approved it. A withdrawn item relists straight
     * to published only when approved; otherwise it goes back to review.
     */
    approved?: boolean;
    /** Set until the first approval: the item has never been public (approval dates it). */
    neverPublished?: boolean;
    /** When the status last changed (`YYYY-MM-DD`). */
    statusDate?: string;
  }

  /** GET authFront/ipcTransaction/mine: queryData of the signed-in user's own items. */
  interface MyTransactionFilters {
    kind: TransactionKind;
    status?: ListingStatus;
  }

  /** GET ipcTransaction/detail: the item (its `views` counting this read) and related items. */
  interface IpcTransactionDetail extends IpcTransaction {
    /** Up to 4 other items of the same kind sharing the IPC class or the field. */
    related: IpcTransaction[];
  }

  /** GET ipcTransaction/statistics: market figures, including items published at run time. */
  interface TradeStatistics {
    /** Listings (kind sell). */
    listingCount: number;
    /** Demands (kind buy). */
    demandCount: number;
    /** Listings whose price is negotiable (面议). */
    negotiableCount: number;
    /** Sum of the listings' asking prices, 万元 (negotiable ones excluded). */
    totalListedValue: number;
    /** Listings and demands by transaction type, in the order transfer, license, open_license. */
    byTransactionType: { type: TransactionType; count: number }[];
    /** Listings and demands by technical field (SERVICE_TechnicalFields value), most first. */
    byField: { field: string; count: number }[];
    /** Listings and demands published per month (`YYYY-MM`), the last 12 months, oldest first. */
    monthly: { month: string; count: number }[];
  }

  /** GET PledgeFinancing/statistics (accepts the PledgeFinancing/find filters). */
  interface PledgeStatistics {
    count: number;
    /** 万元. */
    totalAmount: number;
    /** Mean annual rate of the registrations, percent. */
    averageRate: number;
    /** Distinct institutions that granted the registered pledges. */
    institutionCount: number;
    /** Every year from the first registration to the last, ascending; amount in 万元. */
    byYear: { year: number; count: number; amount: number }[];
  }

  type IpcTransactionSave = Omit<
    IpcTransaction,
    | 'id'
    | 'publishDate'
    | 'publishedAt'
    | 'views'
    | 'inquiries'
    | 'owner'
    | 'status'
    | 'statusReason'
    | 'statusDate'
    | 'approved'
    | 'neverPublished'
    | 'authorized'
    | 'seller'
  > & { id?: string; seller?: string };

  /**
   * data of the refusal of a second live or pending listing of the same patent and transaction
   * type (errorCode DUPLICATE_LISTING): the first one's id, and whether it is the caller's own.
   */
  interface DuplicateListingData extends FieldErrorData {
    duplicateId: string;
    duplicateOwn: boolean;
  }

  interface Expert {
    id: string;
    name: string;
    title: string;
    organization: string;
    fields: string[];
    specialties: string[];
    yearsOfExperience: number;
    serviceCount: number;
    intro: string;
  }
}
