// The API namespace of the portal and the mock: names for the types generated from the contract
// (api/openapi.yaml → api.generated.ts, `npm run api:types`). Every type here is one of the
// document's schemas or parameters; nothing describes a shape of its own.

declare namespace API {
  type Schemas = import('./api.generated').components['schemas'];
  type Parameters = import('./api.generated').components['parameters'];

  // Envelope and lists (the document's conventions)
  type ShowType = Schemas['ShowType'];
  type ErrorCode = Schemas['ErrorCode'];
  type ErrorEnvelope = Schemas['ErrorEnvelope'];
  /** A success `{ success: true, data }` or a refusal (ErrorEnvelope). */
  type Envelope<T = unknown> = { success: true; data: T } | ErrorEnvelope;
  type FieldErrorData = Schemas['FieldErrorData'];
  type DuplicateListingData = Schemas['DuplicateListingData'];
  type QueryErrorData = Schemas['QueryErrorData'];
  type RetryData = Schemas['RetryData'];
  type VersionConflictData = Schemas['VersionConflictData'];
  type TradeFormErrors = Schemas['TradeFormErrors'];
  type PageInfo = Schemas['PageInfo'];
  /** One page of a list: PageInfo and its `content`. */
  type Page<T> = PageInfo & { content: T[] };
  /** The query of a list operation: page, size, keyword, one of its sorts and its queryData filters. */
  type PageQuery<Q = Record<string, unknown>, S extends string = never> = {
    page?: Parameters['page'];
    size?: Parameters['size'];
    keyword?: Parameters['keyword'];
    sort?: S;
    queryData?: Q;
  };

  // Accounts
  type MenuItem = Schemas['MenuItem'];
  type CurrentUser = Schemas['CurrentUser'];
  type LoginParams = Schemas['LoginParams'];
  type LoginResult = Schemas['LoginResult'];
  type SmsScene = Schemas['SmsScene'];
  type SmsCodeResult = Schemas['SmsCodeResult'];
  type RegisterOrLoginParams = Schemas['RegisterOrLoginParams'];
  type UpdateProfileParams = Schemas['UpdateProfileParams'];
  type UploadAvatarParams = Schemas['UploadAvatarParams'];
  type ChangePasswordParams = Schemas['ChangePasswordParams'];
  type ChangeMobileParams = Schemas['ChangeMobileParams'];
  type VerificationStatus = Schemas['VerificationStatus'];
  type Verification = Schemas['Verification'];
  type VerificationParams = Schemas['VerificationParams'];
  type VerificationLicence = Schemas['VerificationLicence'];
  type VerificationFilters = Schemas['VerificationFilters'];

  // 用户管理 (administrators)
  type AccountStatus = Schemas['AccountStatus'];
  type AccountKind = Schemas['AccountKind'];
  type AccountFilters = Schemas['AccountFilters'];
  type AdminAccount = Schemas['AdminAccount'];
  type AdminAccountDetail = Schemas['AdminAccountDetail'];
  type AccountItems = Schemas['AccountItems'];
  type AccountMessages = Schemas['AccountMessages'];
  type AccountVersionConflictData = Schemas['AccountVersionConflictData'];
  type ProfileVersionConflictData = Schemas['ProfileVersionConflictData'];

  // 操作日志 (administrators)
  type AuditTargetType = Schemas['AuditTargetType'];
  type AuditVerb = Schemas['AuditVerb'];
  type AuditFilters = Schemas['AuditFilters'];
  type AuditEntry = Schemas['AuditEntry'];
  type AuditActor = Schemas['AuditActor'];
  // 数据看板 (administrators)
  type AdminDashboard = Schemas['AdminDashboard'];
  type DashboardItems = Schemas['DashboardItems'];
  type DashboardTopItem = Schemas['DashboardTopItem'];
  type DashboardKept = Schemas['DashboardKept'];
  // 内容管理 (administrators)
  type NewsStatus = Schemas['NewsStatus'];
  type AdminNewsFilters = Schemas['AdminNewsFilters'];
  type AdminNewsSummary = Schemas['AdminNewsSummary'];
  type AdminNewsArticle = Schemas['AdminNewsArticle'];
  type NewsFieldsParams = Schemas['NewsFieldsParams'];
  type NewsImageUpload = Schemas['NewsImageUpload'];
  type NewsVersionConflictData = Schemas['NewsVersionConflictData'];

  // Dictionaries and news
  type DictCode = Schemas['DictCode'];
  type DictItem = Schemas['DictItem'];
  type NewsSummary = Schemas['NewsSummary'];
  type NewsArticle = Schemas['NewsArticle'];
  type NewsDetail = Schemas['NewsDetail'];

  // Finance
  type FinancialInstitution = Schemas['FinancialInstitution'];
  type FinancialProduct = Schemas['FinancialProduct'];
  type FinancialProductDetail = Schemas['FinancialProductDetail'];
  type PledgeFinancing = Schemas['PledgeFinancing'];
  type PledgeStatistics = Schemas['PledgeStatistics'];

  // Trading
  type PatentType = Schemas['PatentType'];
  type LegalStatus = Schemas['LegalStatus'];
  type TransactionType = Schemas['TransactionType'];
  type TransactionKind = Schemas['TransactionKind'];
  type ListingStatus = Schemas['ListingStatus'];
  type HolderClaim = Schemas['HolderClaim'];
  type HolderCheck = Schemas['HolderCheck'];
  type TradeDeal = Schemas['TradeDeal'];
  type TradeEvent = Schemas['TradeEvent'];
  type TradeEventType = Schemas['TradeEventType'];
  type ActivityFeed = Schemas['ActivityFeed'];
  type ActivityEvent = Schemas['ActivityEvent'];
  type ActivityTarget = Schemas['ActivityTarget'];
  type DealParams = Schemas['DealParams'];
  type IpcTransaction = Schemas['IpcTransaction'];
  type IpcTransactionDetail = Schemas['IpcTransactionDetail'];
  type IpcTransactionSave = Schemas['IpcTransactionSave'];
  type TransactionFilters = Schemas['TransactionFilters'];
  type MyTransactionFilters = Schemas['MyTransactionFilters'];
  type TradeStatistics = Schemas['TradeStatistics'];
  type Expert = Schemas['Expert'];
  type MatchScore = Schemas['MatchScore'];
  type TransactionMatch = Schemas['TransactionMatch'];
  type ExpertMatch = Schemas['ExpertMatch'];
  type AgencyMatch = Schemas['AgencyMatch'];
  type DemandMatches = Schemas['DemandMatches'];
  type ListingMatches = Schemas['ListingMatches'];

  // Messages, favourites, saved searches
  type MessagePurpose = Schemas['MessagePurpose'];
  type MessageTargetType = Schemas['MessageTargetType'];
  type MessageStatus = Schemas['MessageStatus'];
  type DayPeriod = Schemas['DayPeriod'];
  type LeaveMessageParams = Schemas['LeaveMessageParams'];
  type LeaveMessage = Schemas['LeaveMessage'];
  type MessageRecipient = Schemas['MessageRecipient'];
  type MessageRole = Schemas['MessageRole'];
  type MessagePost = Schemas['MessagePost'];
  type MessageUnread = Schemas['MessageUnread'];
  type MessagePostParams = Schemas['MessagePostParams'];
  type MessageFilters = Schemas['MessageFilters'];
  type ForwardTarget = Schemas['ForwardTarget'];
  type MessageForward = Schemas['MessageForward'];
  type ForwardParams = Schemas['ForwardParams'];
  type FavoriteType = Schemas['FavoriteType'];
  type FavoriteTarget = Schemas['FavoriteTarget'];
  type Favorite = Schemas['Favorite'];
  type FavoriteFilters = Schemas['FavoriteFilters'];
  type SavedSearchKind = Schemas['SavedSearchKind'];
  type SavedPatentParams = Schemas['SavedPatentParams'];
  type SavedTradingQueryData = Schemas['SavedTradingQueryData'];
  type SavedTradingParams = Schemas['SavedTradingParams'];
  type SavedSearchTarget = Schemas['SavedSearchTarget'];
  type SavedSearchInfo = Schemas['SavedSearchInfo'];
  type SavedSearch = Schemas['SavedSearch'];
  type SavedSearchSave = Schemas['SavedSearchSave'];
  type SavedSearchFilters = Schemas['SavedSearchFilters'];
  type SearchHistoryEntry = Schemas['SearchHistoryEntry'];
  type SearchHistory = Schemas['SearchHistory'];

  // Patents, value, navigation
  type Patent = Schemas['Patent'];
  type PatentFilters = Schemas['PatentFilters'];
  type EnterprisePatentFilters = Schemas['EnterprisePatentFilters'];
  type PatentSort = Schemas['PatentSort'];
  type PatentFacetFilters = Schemas['PatentFacetFilters'];
  type FacetBucket = Schemas['FacetBucket'];
  type PatentFacets = Schemas['PatentFacets'];
  type PatentHit = Schemas['PatentHit'];
  type PatentSearchResult = Schemas['PatentSearchResult'];
  type PatentAnalysis = Schemas['PatentAnalysis'];
  type PatentAnalysisDimension = Schemas['PatentAnalysisDimension'];
  type PatentExpansion = Schemas['PatentExpansion'];
  type PatentRef = Schemas['PatentRef'];
  type PatentPublication = Schemas['PatentPublication'];
  type PatentPriority = Schemas['PatentPriority'];
  type LegalEvent = Schemas['LegalEvent'];
  type FamilyMember = Schemas['FamilyMember'];
  type PatentDetail = Schemas['PatentDetail'];
  type PatentDrawings = Schemas['PatentDrawings'];
  type PatentDrawing = Schemas['PatentDrawing'];
  type ReferenceSign = Schemas['ReferenceSign'];
  type ValueDimensionKey = Schemas['ValueDimensionKey'];
  type ValueIndicator = Schemas['ValueIndicator'];
  type ValueDimension = Schemas['ValueDimension'];
  type ValueAssessment = Schemas['ValueAssessment'];
  type PatentValueRow = Schemas['PatentValueRow'];
  type PatentValueFilters = Schemas['PatentValueFilters'];
  type PatentValueDetail = Schemas['PatentValueDetail'];
  type NavReportKind = Schemas['NavReportKind'];
  type NavReport = Schemas['NavReport'];
  type NavReportFilters = Schemas['NavReportFilters'];
  type ChartPoint = Schemas['ChartPoint'];
  type NavReportFigures = Schemas['NavReportFigures'];
  type NavReportDetail = Schemas['NavReportDetail'];

  // Agencies
  type ServiceAgency = Schemas['ServiceAgency'];
  type AgencyFilters = Schemas['AgencyFilters'];
  type AgencyOverview = Schemas['AgencyOverview'];
  type AgencyStatistic = Schemas['AgencyStatistic'];

  // 机构与产品: the directory as administrators keep it
  type DirectoryStatus = Schemas['DirectoryStatus'];
  type DirectoryRecordState = Schemas['DirectoryRecordState'];
  type DirectoryVersionConflictData = Schemas['DirectoryVersionConflictData'];
  type AdminAgency = Schemas['AdminAgency'];
  type AdminInstitution = Schemas['AdminInstitution'];
  type AdminProduct = Schemas['AdminProduct'];
  type AdminExpert = Schemas['AdminExpert'];
  type AdminAgencyFilters = Schemas['AdminAgencyFilters'];
  type AdminInstitutionFilters = Schemas['AdminInstitutionFilters'];
  type AdminProductFilters = Schemas['AdminProductFilters'];
  type AdminExpertFilters = Schemas['AdminExpertFilters'];
  type AgencyInput = Schemas['AgencyInput'];
  type InstitutionInput = Schemas['InstitutionInput'];
  type ProductInput = Schemas['ProductInput'];
  type ExpertInput = Schemas['ExpertInput'];
}
