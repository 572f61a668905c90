// Shared data contract of the portal: used by src/services/* and by the mock backend (mock/*).
// Amounts are in 万元 (10,000 CNY) unless a field says otherwise; dates are ISO `YYYY-MM-DD`.

declare namespace API {
  /** 0 silent, 1 warning message, 2 error message, 3 notification, 9 redirect to login. */
  type ShowType = 0 | 1 | 2 | 3 | 9;

  /** The envelope every backend answers with (SPEC §3, §8). */
  interface Envelope<T = unknown> {
    success: boolean;
    data: T;
    errorCode?: string;
    errorMessage?: string;
    showType?: ShowType;
  }

  /** One page of a list; `number` is the 0-based page index (DESIGN §3). */
  interface Page<T> {
    content: T[];
    totalElements: number;
    totalPages: number;
    number: number;
    size: number;
  }

  /** List query: 0-based `page`, `sort` as `"field asc|desc"`, filters in `queryData` (a JSON string in GET). */
  interface PageQuery<Q = Record<string, unknown>> {
    page?: number;
    size?: number;
    sort?: string;
    keyword?: string;
    queryData?: Q;
  }

  interface MenuItem {
    path: string;
    name: string;
    /** Name of an @ant-design/icons outlined icon, e.g. `user`, `setting`, `shop`. */
    icon?: string;
    children?: MenuItem[];
  }

  interface CurrentUser {
    account: string;
    /** Display name; the account is shown when absent. */
    name?: string;
    /** Avatar image; a default avatar is used when absent. */
    headerUrl?: string;
    menuData?: MenuItem[];
    mobile?: string;
    email?: string;
    userType?: string;
    enterpriseName?: string;
    /**
     * The name the platform verified for the account (a company or a person); listings and demands
     * show it as their publisher. Accounts without one publish under their profile name.
     */
    verifiedName?: string;
    /** When the account was created (ISO date-time): 注册时间 / member since. */
    createdAt?: string;
    /** False for users created by SMS login who have not set a password yet. */
    hasPassword?: boolean;
  }

  /** POST /api/updateProfile → the updated CurrentUser. A blank email removes it. */
  interface UpdateProfileParams {
    name: string;
    email?: string;
  }

  /** POST /api/uploadAvatar → the updated CurrentUser, whose headerUrl serves the image. */
  interface UploadAvatarParams {
    /** `data:image/png|jpeg|webp;base64,…`, at most 2 MB once decoded. */
    dataUrl: string;
  }

  /** POST /api/changePassword → the updated CurrentUser. */
  interface ChangePasswordParams {
    /** Not needed while the account has no password (hasPassword false). */
    oldPassword?: string;
    newPassword: string;
  }

  /** POST /api/changeMobile with a code sent to the new number (getSmsCode scene `bind`). */
  interface ChangeMobileParams {
    mobile: string;
    smsCode: string;
  }

  /** The `data` of a refusal that concerns one field of the form that was sent. */
  interface FieldErrorData {
    field: string;
  }

  interface LoginParams {
    /** `account` (password login) or `mobile` (SMS code login). */
    type?: 'account' | 'mobile';
    account?: string;
    password?: string;
    mobile?: string;
    smsCode?: string;
  }

  interface LoginResult {
    /** Stored as is in localStorage.Authorization and sent back as the Authorization header. */
    token: string;
    account: string;
  }

  interface SmsCodeParams {
    mobile: string;
    scene?: string;
  }

  interface SmsCodeResult {
    /** Seconds before another code may be requested. */
    resendAfter: number;
    /** The mock returns the code so the demo can be used without a phone; real backends do not. */
    debugCode?: string;
  }

  interface RegisterOrLoginParams {
    mobile: string;
    smsCode: string;
    password?: string;
    scene?: string;
  }

  interface DictItem {
    label: string;
    value: string;
    code?: string;
    sortNo?: number;
  }

  interface DictQuery {
    queryData: { code: string };
    sort: string;
    size: number;
  }

  interface FilterOption {
    label: string;
    value: string;
  }

  interface FilterGroup {
    label: string;
    /** Query key sent to the backend, e.g. `clsj`. */
    value: string;
    type: 'radio' | 'checkbox';
    children: FilterOption[];
  }

  /** invention 发明 | utility 实用新型 | design 外观设计 */
  type PatentType = 'invention' | 'utility' | 'design';
  /** pending 审中 | valid 有效 | invalid 失效 */
  type LegalStatus = 'pending' | 'valid' | 'invalid';

  interface Patent {
    id: string;
    /** e.g. `201710601862.3` (ZC 0006-2003, with check character). */
    applicationNumber: string;
    publicationNumber: string;
    title: string;
    abstract: string;
    type: PatentType;
    legalStatus: LegalStatus;
    /** Finer status text, e.g. 实质审查, 专利权维持, 未缴年费终止. */
    legalStatusDetail: string;
    applicationDate: string;
    publicationDate: string;
    grantDate?: string;
    applicants: string[];
    inventors: string[];
    agencyName?: string;
    agencyCreditCode?: string;
    agents?: string[];
    /** Main IPC, e.g. `H01M 10/0525`. */
    ipcMain: string;
    ipcCodes: string[];
    /** Province of the first applicant. */
    region: string;
    claimsCount: number;
    independentClaimsCount: number;
    familySize: number;
    citedByCount: number;
    citesCount: number;
    transferCount: number;
    licenseCount: number;
    pledgeCount: number;
    /** Technical field (a SERVICE_TechnicalFields value). */
    field?: string;
  }

  interface EnterprisePatentQuery {
    /** Applicant or agency name (exact), or its unified social credit code. */
    enterpriseName?: string;
    creditCode?: string;
    type?: PatentType;
    legalStatus?: LegalStatus;
  }

  interface ServiceAgency {
    id: string;
    /** Unified social credit code (GB 32100, valid check character). */
    creditCode: string;
    enterpriseName: string;
    /** CNIPA agency code: 2-digit province + 3-digit serial. */
    agencyCode: string;
    foundingDate: string;
    legalForm: string;
    legalRepresentative: string;
    agentCount: number;
    /** Values of the SERVICE_TechnicalFields dictionary. */
    technicalFields: string[];
    /** Values of the SERVICE_MainService dictionary. */
    mainServices: string[];
    region: string;
    city: string;
    address: string;
    contactPhone: string;
    email: string;
    website?: string;
    /** Patents the agency handled (derived from patent records, scaled to the agency's real size). */
    patentTotal: number;
    inventionCount: number;
    utilityCount: number;
    designCount: number;
    creditGrade: string;
    intro: string;
  }

  /** queryData of the agency list: the SPEC §2 filter keys with their bucket values, plus narrowing by dictionary value. */
  interface AgencyFilters {
    /** Founding time, years: '0-3' | '3-5' | '5-10' | '10'. */
    clsj?: string;
    /** Number of agents: '0-10' | '10-50' | '50'. */
    dlr?: string;
    /** Total patent count: '0-5000' | '5000-10000' | '10000-30000' | '30000'. */
    zlzl?: string;
    /** Technical fields (SERVICE_TechnicalFields values); an agency matches any of them. */
    jsly?: string[];
    /** A SERVICE_MainService value. */
    mainService?: string;
  }

  /** GET agency/statistics: figures of all the zone's service agencies (lists most first). */
  interface AgencyOverview {
    agencyCount: number;
    /** Licensed patent agents of all agencies. */
    agentCount: number;
    /** Patents the agencies handled, and the invention patents among them. */
    patentTotal: number;
    inventionTotal: number;
    /** Agencies offering each SERVICE_MainService value. */
    byMainService: { service: string; count: number }[];
    /** Agencies working in each SERVICE_TechnicalFields value. */
    byField: { field: string; count: number }[];
    byCity: { city: string; count: number }[];
  }

  interface AgencyStatistic {
    creditCode: string;
    byYear: { year: number; count: number }[];
    byType: { type: PatentType; count: number }[];
    byField: { field: string; count: number }[];
  }

  interface NewsArticle {
    id: string;
    title: string;
    category: string;
    source: string;
    publishDate: string;
    summary: string;
    /** HTML from the backend: must be sanitised before it is shown. */
    content: string;
    views: number;
  }

  interface NewsRef {
    id: string;
    title: string;
  }

  /** GET news/detail: the article with its neighbours by date (previous = newer, next = older). */
  interface NewsDetail extends NewsArticle {
    previous: NewsRef | null;
    next: NewsRef | null;
  }

  /**
   * What a message asks for: message 留言 (the footer), consult 咨询 (a listing or an agency),
   * financing 融资申请 (a financial product), booking 服务预约 (a part-time operation service).
   */
  type MessagePurpose = 'message' | 'consult' | 'financing' | 'booking';

  /** 上午 or 下午 of the preferred day of a booking. */
  type DayPeriod = 'morning' | 'afternoon';

  interface LeaveMessageParams {
    name: string;
    mobile: string;
    email?: string;
    /** Required for a message or a consultation (10–500); optional notes for an application or a booking. */
    content?: string;
    /** What the message is about, e.g. `agency`, `product`, `listing`, `portal`. */
    targetType?: string;
    targetId?: string;
    /** message when absent. */
    purpose?: MessagePurpose;
    /** Financing: the applying company, the amount (万元) and the term (months) asked for. */
    company?: string;
    amount?: number;
    termMonths?: number;
    /** Booking: the day (`YYYY-MM-DD`) and the part of it the user would like to be served. */
    preferredDate?: string;
    preferredPeriod?: DayPeriod;
  }

  /** pending 待回复 | replied 已回复 | closed 已关闭 */
  type MessageStatus = 'pending' | 'replied' | 'closed';

  interface LeaveMessage extends LeaveMessageParams {
    id: string;
    account: string;
    createdAt: string;
    status: MessageStatus;
    /** What the message is about, as a person reads it (a listing's title, an agency's name …). */
    targetTitle?: string;
    reply?: string;
    repliedAt?: string;
    /** False while the sender has not opened the reply. */
    replyRead?: boolean;
  }

  /** queryData of the message lists (the sender's own, and the administrators'). */
  interface MessageFilters {
    status?: MessageStatus;
    targetType?: string;
    /** Sent on or after / on or before, `YYYY-MM-DD`. */
    from?: string;
    to?: string;
  }
}
