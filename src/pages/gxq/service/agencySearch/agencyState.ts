import { AGENCY_FILTER_GROUPS, TECHNICAL_FIELD_FILTER_KEY } from '@/constants';
import { patchParams, readEnum, readInt, readList, readString } from '@/utils/urlState';

/** Short URL names of the sorts the agency list offers; the first is the default. */
export const AGENCY_SORTS = {
  total: { label: '专利总量', api: 'patentTotal desc' },
  agents: { label: '代理人数', api: 'agentCount desc' },
  oldest: { label: '成立最早', api: 'foundingDate asc' },
  newest: { label: '最新成立', api: 'foundingDate desc' },
} as const;
export type AgencySort = keyof typeof AGENCY_SORTS;
const SORT_KEYS = Object.keys(AGENCY_SORTS) as AgencySort[];
export const DEFAULT_SORT: AgencySort = SORT_KEYS[0];

export const MAX_PAGE = 10_000;
export const SERVICE_PARAM = 'mainService';

export interface AgencyListState {
  /** One value (or '') per single-choice group of AGENCY_FILTER_GROUPS, keyed by its query key. */
  choices: Record<string, string>;
  /** Technical fields (jsly), any of which an agency must cover. */
  fields: string[];
  /**
   * A SERVICE_MainService value the list is narrowed to (`mainService` in the URL): set by the
   * service home's main-service tiles, shown as a removable scope, not as a fifth filter group.
   */
  service: string;
  keyword: string;
  sort: AgencySort;
  /** 1-based. */
  page: number;
}

export type AgencyPatch = Partial<AgencyListState>;

/**
 * The list state from the URL. `knownFields` are the technical field dictionary's values: until
 * the dictionary has loaded they are unknown, and the URL's list is kept rather than dropped.
 */
export function readAgencyState(
  params: URLSearchParams,
  knownFields?: readonly string[],
  knownServices?: readonly string[],
): AgencyListState {
  const service = readString(params, SERVICE_PARAM, 40).trim();
  const choices: Record<string, string> = {};
  for (const group of AGENCY_FILTER_GROUPS)
    choices[group.value] = readEnum(
      params,
      group.value,
      group.children.map((option) => option.value),
      '',
    );
  return {
    choices,
    fields: readList(params, TECHNICAL_FIELD_FILTER_KEY, { allowed: knownFields }),
    service: !knownServices || knownServices.includes(service) ? service : '',
    keyword: readString(params, 'keyword', 100).trim(),
    sort: readEnum(params, 'sort', SORT_KEYS, DEFAULT_SORT),
    page: readInt(params, 'page', { min: 1, max: MAX_PAGE, fallback: 1 }),
  };
}

/**
 * The URL after a change: every key of the list is rewritten from the (clean) state, so a hostile
 * value disappears on the first click, and anything but a page change starts again at page 1.
 * Defaults are left out to keep shared links short; foreign params are kept.
 */
export function nextAgencyParams(
  current: URLSearchParams,
  state: AgencyListState,
  patch: AgencyPatch,
): URLSearchParams {
  const next = { ...state, ...patch, choices: { ...state.choices, ...patch.choices } };
  const page = patch.page ?? 1;
  return patchParams(current, {
    ...next.choices,
    [TECHNICAL_FIELD_FILTER_KEY]: next.fields,
    [SERVICE_PARAM]: next.service,
    keyword: next.keyword,
    sort: next.sort === DEFAULT_SORT ? null : next.sort,
    page: page > 1 ? page : null,
  });
}

/** The patch that clears every condition (filters and keyword) but keeps the sort. */
export function clearedFilters(state: AgencyListState): AgencyPatch {
  return {
    choices: Object.fromEntries(Object.keys(state.choices).map((key) => [key, ''])),
    fields: [],
    service: '',
    keyword: '',
  };
}

export function hasConditions(state: AgencyListState): boolean {
  return Boolean(
    state.keyword ||
    state.service ||
    state.fields.length ||
    Object.values(state.choices).some(Boolean),
  );
}

/** The findAgencies query: filter keys and values exactly as SPEC §2 names them. */
export function agencyQuery(
  state: AgencyListState,
  size: number,
): API.PageQuery<API.AgencyFilters> {
  return {
    page: state.page - 1,
    size,
    sort: AGENCY_SORTS[state.sort].api,
    keyword: state.keyword || undefined,
    queryData: {
      ...state.choices,
      [TECHNICAL_FIELD_FILTER_KEY]: state.fields,
      mainService: state.service || undefined,
    },
  };
}
