// ts-node type-checks this file when jest.config.ts loads .umirc.ts; it needs the API namespace.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../services/typings.d.ts" />
// The contract's vocabulary (api/openapi.yaml): the service prefixes and the variables that send
// each to its upstream, the dictionary codes, the default page size and the Chinese names of the
// enums. Shared by the portal (through src/constants.ts) and the mock backend; pure data.

export const DEFAULT_PAGE_SIZE = 10;

/** Backend services by path prefix (docs/spec.md §7); the env name lets config/proxy.ts send one to a real upstream. */
export const SERVICES = {
  box: { prefix: '/iswan-box-service', env: 'IPR_UPSTREAM_BOX' },
  nav: { prefix: '/ipr-nav-service', env: 'IPR_UPSTREAM_NAV' },
  data: { prefix: '/ipr-data-service', env: 'IPR_UPSTREAM_DATA' },
  business: { prefix: '/ipr-business-service', env: 'IPR_UPSTREAM_BUSINESS' },
  project: { prefix: '/ipr-project-service', env: 'IPR_UPSTREAM_PROJECT' },
  agency: { prefix: '/ipr-agency-service', env: 'IPR_UPSTREAM_AGENCY' },
  cnipr: { prefix: '/ipr-cnipr-service', env: 'IPR_UPSTREAM_CNIPR' },
  di: { prefix: '/ipr-di-service', env: 'IPR_UPSTREAM_DI' },
  website: { prefix: '/ipr-website-service', env: 'IPR_UPSTREAM_WEBSITE' },
  /** Session calls (/api/login, /api/getCurrent …) carry no service prefix. */
  auth: { prefix: '/api', env: 'IPR_UPSTREAM_AUTH' },
} as const;

export type ServiceName = keyof typeof SERVICES;

/** Responses under these prefixes are unwrapped: callers receive the envelope's `data`. */
export const UNWRAPPED_PREFIXES = [SERVICES.di.prefix, SERVICES.agency.prefix];

export const DICT_CODES = {
  financeCategory: 'ZSCQJR',
  tradeCategory: 'ZSCQJY',
  mainService: 'SERVICE_MainService',
  partTimeOperation: 'SERVICE_PartTimeOperation',
  technicalFields: 'SERVICE_TechnicalFields',
} as const;

export type DictName = keyof typeof DICT_CODES;

export const PATENT_TYPE_LABELS: Record<API.PatentType, string> = {
  invention: '发明',
  utility: '实用新型',
  design: '外观设计',
};

export const LEGAL_STATUS_LABELS: Record<API.LegalStatus, string> = {
  pending: '审中',
  valid: '有效',
  invalid: '失效',
};

/**
 * One word for each state of a listing or demand, wherever it is shown: the portal, the user
 * centre, 交易信息管理, 操作日志 and 数据看板 — so its owner and the administrators read the same.
 */
export const LISTING_STATUS_LABELS: Record<API.ListingStatus, string> = {
  pending: '待审核',
  published: '已发布',
  rejected: '未通过',
  withdrawn: '发布者已下架',
  takenDown: '被管理员下架',
  dealt: '已成交/已解决',
};

/** The word for one item: a listing is 已成交 where a demand is 已解决. */
export function listingStatusLabel(status: API.ListingStatus, kind?: API.TransactionKind): string {
  if (status === 'dealt' && kind) return kind === 'buy' ? '已解决' : '已成交';
  return LISTING_STATUS_LABELS[status];
}

export const TRANSACTION_TYPE_LABELS: Record<API.TransactionType, string> = {
  transfer: '转让',
  license: '许可',
  open_license: '开放许可',
};
