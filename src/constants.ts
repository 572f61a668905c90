// ts-node type-checks this file when jest.config.ts loads .umirc.ts; it needs the API namespace.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./services/typings.d.ts" />
// Business constants of SPEC §9. Pure data: imported by the app, config/ and the mock backend.

export const BASE_PATH = '/ipr-front';

/** The portal's name: the end of every document title. */
export const SITE_NAME = '知识产权服务业集聚发展示范区';

/** localStorage key of the auth token; its value is sent as the Authorization header. */
export const AUTH_KEY = 'Authorization';

/** Login page of the back-office shell (logout lands here). */
export const SHELL_LOGIN_PATH = '/user/login';
/** Login page of the public portal (failed session lookups and showType 9 land here). */
export const PORTAL_LOGIN_PATH = '/gxq/user/login';
export const HOME_PATH = '/gxq/index';
export const LOGIN_PATHS = [SHELL_LOGIN_PATH, PORTAL_LOGIN_PATH];
/** Query flag of a visitor who asked to save a search before logging in: saved on return. */
export const SAVE_SEARCH_PARAM = 'saveSearch';

export const SIDER_WIDTH = 206;
export const HEADER_USER_AREA_HEIGHT = 48;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const DEFAULT_PAGE_SIZE = 10;
export const DICT_PAGE_SIZE = 5000;
export const DICT_SORT = 'sortNo desc';

/** Backend services by path prefix (SPEC §7); the env name lets config/proxy.ts send one to a real upstream. */
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

/** A filter group of a list page (SPEC §3): its label, the query key it sets, its choices. */
export interface FilterGroup {
  label: string;
  /** The queryData key, e.g. `clsj`. */
  value: 'clsj' | 'dlr' | 'zlzl';
  type: 'radio' | 'checkbox';
  children: { label: string; value: string }[];
}

/** Agency list filter groups of SPEC §2; the technical field group gets its options from a dictionary. */
export const AGENCY_FILTER_GROUPS: FilterGroup[] = [
  {
    label: '成立时间',
    value: 'clsj',
    type: 'radio',
    children: [
      { label: '3年以下', value: '0-3' },
      { label: '3-5年', value: '3-5' },
      { label: '5-10年', value: '5-10' },
      { label: '10年以上', value: '10' },
    ],
  },
  {
    label: '代理人数',
    value: 'dlr',
    type: 'radio',
    children: [
      { label: '10人以下', value: '0-10' },
      { label: '10-50人', value: '10-50' },
      { label: '50人以上', value: '50' },
    ],
  },
  {
    label: '专利总量',
    value: 'zlzl',
    type: 'radio',
    children: [
      { label: '5000件以下', value: '0-5000' },
      { label: '5000-10000件', value: '5000-10000' },
      { label: '10000-30000件', value: '10000-30000' },
      { label: '30000件以上', value: '30000' },
    ],
  },
];

export const TECHNICAL_FIELD_FILTER_KEY = 'jsly';

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

export const TRANSACTION_TYPE_LABELS: Record<API.TransactionType, string> = {
  transfer: '转让',
  license: '许可',
  open_license: '开放许可',
};
