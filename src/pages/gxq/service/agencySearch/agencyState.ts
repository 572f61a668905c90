import { AGENCY_FILTER_GROUPS, TECHNICAL_FIELD_FILTER_KEY } from '@/constants';
import type { AgencyQuery } from '@/services/agency';
import {
  enumParam,
  listParam,
  listQuery,
  pageParam,
  textParam,
  type ListSchema,
} from '@/utils/listState';

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

/** The single-choice groups of docs/spec.md §2, by query key. */
export type ChoiceKey = 'clsj' | 'dlr' | 'zlzl';
export const CHOICE_KEYS = AGENCY_FILTER_GROUPS.map((group) => group.value as ChoiceKey);

export type AgencyListState = Record<ChoiceKey, string> & {
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
};

export type AgencyPatch = Partial<AgencyListState>;

/**
 * The agency list's URL. `knownFields` and `knownServices` are the dictionaries' values: until
 * they have loaded they are unknown, and the URL's values are kept rather than dropped.
 */
export function agencySchema(
  knownFields?: readonly string[],
  knownServices?: readonly string[],
): ListSchema<AgencyListState> {
  const choices = Object.fromEntries(
    AGENCY_FILTER_GROUPS.map((group) => [
      group.value,
      enumParam(['', ...group.children.map((option) => option.value)], ''),
    ]),
  ) as ListSchema<Record<ChoiceKey, string>>;
  const service = textParam(40);
  return {
    ...choices,
    fields: { ...listParam({ allowed: knownFields }), key: TECHNICAL_FIELD_FILTER_KEY },
    service: {
      key: SERVICE_PARAM,
      read: (params, key) => {
        const value = service.read(params, key);
        return !knownServices || knownServices.includes(value) ? value : '';
      },
      write: service.write,
    },
    keyword: textParam(),
    sort: enumParam(SORT_KEYS, DEFAULT_SORT),
    page: pageParam(MAX_PAGE),
  };
}

/** The patch that clears every condition (filters and keyword) but keeps the sort. */
export const CLEARED_FILTERS: AgencyPatch = {
  ...Object.fromEntries(CHOICE_KEYS.map((key) => [key, ''])),
  fields: [],
  service: '',
  keyword: '',
};

/** The chip filters alone (the drawer's 清除): keyword, scope and sort stay. */
export const CLEARED_CHIPS: AgencyPatch = {
  ...Object.fromEntries(CHOICE_KEYS.map((key) => [key, ''])),
  fields: [],
};

/** How many chips are chosen beyond 不限: one per group, one per technical field. */
export function chosenFilterCount(state: AgencyListState): number {
  return CHOICE_KEYS.filter((key) => state[key]).length + state.fields.length;
}

export function hasConditions(state: AgencyListState): boolean {
  return Boolean(
    state.keyword || state.service || state.fields.length || CHOICE_KEYS.some((key) => state[key]),
  );
}

/** The findAgencies query: filter keys and values exactly as docs/spec.md §2 names them. */
export function agencyQuery(state: AgencyListState, size: number): AgencyQuery {
  return listQuery(state, {
    size,
    sort: AGENCY_SORTS[state.sort].api,
    queryData: {
      ...Object.fromEntries(CHOICE_KEYS.map((key) => [key, state[key]])),
      [TECHNICAL_FIELD_FILTER_KEY]: state.fields,
      mainService: state.service || undefined,
    },
  });
}
