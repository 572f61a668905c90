// ts-node type-checks this file when jest.config.ts loads .umirc.ts; it needs the API namespace.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./services/typings.d.ts" />
// Business constants of docs/spec.md §9. Pure data: imported by the app, config/ and the mock backend.

// The contract's vocabulary (service prefixes, dictionary codes, the page size, enum labels) lives
// in src/contract, which the mock shares; the portal reads it from here as before.
export {
  DEFAULT_PAGE_SIZE,
  DICT_CODES,
  LEGAL_STATUS_LABELS,
  PATENT_TYPE_LABELS,
  SERVICES,
  TRANSACTION_TYPE_LABELS,
  UNWRAPPED_PREFIXES,
  type DictName,
  type ServiceName,
} from './contract/vocabulary';

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
export const PORTAL_REGISTER_PATH = '/gxq/user/register';
export const LOGIN_PATHS = [SHELL_LOGIN_PATH, PORTAL_LOGIN_PATH];
/** Query flag of a visitor who asked to save a search before logging in: saved on return. */
export const SAVE_SEARCH_PARAM = 'saveSearch';

export const SIDER_WIDTH = 206;
export const HEADER_USER_AREA_HEIGHT = 48;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * How long logout waits for the backend to hear of it: the local session ends either way, and a
 * user leaving a shared computer must not wait the request layer's 30 s for a stalled network.
 */
export const LOGOUT_WAIT_MS = 5_000;

export const DICT_PAGE_SIZE = 5000;
export const DICT_SORT = 'sortNo desc';

/** A filter group of a list page (docs/spec.md §3): its label, the query key it sets, its choices. */
export interface FilterGroup {
  label: string;
  /** The queryData key, e.g. `clsj`. */
  value: 'clsj' | 'dlr' | 'zlzl';
  type: 'radio' | 'checkbox';
  children: { label: string; value: string }[];
}

/** Agency list filter groups of docs/spec.md §2; the technical field group gets its options from a dictionary. */
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
