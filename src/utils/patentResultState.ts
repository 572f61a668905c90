// The patent result page's URL state and the search it sends. Saved patent searches
// (src/utils/savedSearch.ts) are built from the same search and opened through the same URL.

import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '../constants';
import {
  enumParam,
  listParam,
  pageParam,
  textParam,
  type ListSchema,
  type ParamSpec,
} from './listState';
import { MAX_QUERY_LENGTH } from '../contract/patentQuery/types';

export const PAGE_SIZES = [10, 20, 50] as const;

/** URL sort keys (short, shareable) and the API sort they mean. */
export const SORTS = {
  rel: { label: '相关度', api: 'relevance' },
  'ad-desc': { label: '申请日（新→旧）', api: 'applicationDate desc' },
  'ad-asc': { label: '申请日（旧→新）', api: 'applicationDate asc' },
  'pd-desc': { label: '公开日（新→旧）', api: 'publicationDate desc' },
  'pd-asc': { label: '公开日（旧→新）', api: 'publicationDate asc' },
} as const satisfies Record<string, { label: string; api: API.PatentSort }>;

export type SortKey = keyof typeof SORTS;

/** URL key of each facet filter. */
export const FACET_PARAMS = {
  type: 'type',
  legalStatus: 'ls',
  year: 'year',
  ipcSection: 'ipcs',
  ipcClass: 'ipcc',
  applicant: 'pa',
  agency: 'ag',
} as const satisfies Record<keyof API.PatentFacetFilters, string>;

export type FacetKey = keyof typeof FACET_PARAMS;

export type ResultState = Required<API.PatentFacetFilters> & {
  q: string;
  /** 扩展检索 (`exp=0` in the URL turns it off). */
  expand: boolean;
  /** Equivalents the user removed from the search (`nx`). */
  without: string[];
  /** 合并同族: one hit per family (`fam=0` in the URL lists every record). */
  family: boolean;
  /** 1-based, as shown to users. */
  page: number;
  size: number;
  sort: SortKey;
};

const facetList = (key: string, options: Parameters<typeof listParam>[0] = {}) => ({
  ...listParam(options),
  key,
});

/** Only values that can be what they claim: four-digit years, IPC classes like H01. */
const matching = (spec: ParamSpec<string[]>, pattern: RegExp): ParamSpec<string[]> => ({
  ...spec,
  read: (params, key) => spec.read(params, key).filter((value) => pattern.test(value)),
});

const yearSpec = matching(facetList(FACET_PARAMS.year), /^(19|20)\d{2}$/);
const sizeSpec = enumParam(PAGE_SIZES.map(String), '10');

/** The result page's URL: query, paging, sort and the facet filters (their short keys). */
export const RESULT_SCHEMA: ListSchema<ResultState> = {
  // Read well past the query limit, so an over-long query reaches the parser and is refused with
  // its message (nothing sent) rather than cut short and searched.
  q: textParam(MAX_QUERY_LENGTH * 4),
  expand: {
    key: 'exp',
    read: (params, key) => params.get(key) !== '0',
    write: (expand) => (expand ? null : '0'),
  },
  without: facetList('nx', { max: 50 }),
  family: {
    key: 'fam',
    read: (params, key) => params.get(key) !== '0',
    write: (family) => (family ? null : '0'),
  },
  page: pageParam(),
  size: {
    read: (params, key) => Number(sizeSpec.read(params, key)),
    write: (size) => sizeSpec.write(String(size), {}),
  },
  sort: enumParam(Object.keys(SORTS) as SortKey[], 'rel'),
  type: facetList(FACET_PARAMS.type, { allowed: Object.keys(PATENT_TYPE_LABELS) }) as ParamSpec<
    API.PatentType[]
  >,
  legalStatus: facetList(FACET_PARAMS.legalStatus, {
    allowed: Object.keys(LEGAL_STATUS_LABELS),
  }) as ParamSpec<API.LegalStatus[]>,
  year: {
    key: FACET_PARAMS.year,
    read: (params, key) => yearSpec.read(params, key).map(Number),
    write: (years) => yearSpec.write(years.map(String), {}),
  },
  ipcSection: facetList(FACET_PARAMS.ipcSection, {
    allowed: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
  }),
  ipcClass: matching(facetList(FACET_PARAMS.ipcClass), /^[A-H]\d{2}$/),
  applicant: facetList(FACET_PARAMS.applicant),
  agency: facetList(FACET_PARAMS.agency),
};

/** The facet filters of the state, as the search call takes them. */
export function filtersOf(state: ResultState): API.PatentFacetFilters {
  const keys = Object.keys(FACET_PARAMS) as FacetKey[];
  return Object.fromEntries(keys.map((key) => [key, state[key]]));
}

/**
 * What the page sends to the search besides paging: the query, the sort, the facet filters,
 * 合并同族 when off, and 扩展检索 (off, or the equivalents left out; the search's default is on
 * with none left out).
 */
export function patentSearchRequest(state: ResultState): {
  q: string;
  sort: API.PatentSort;
  filters: API.PatentFacetFilters;
  expand?: false;
  without?: string;
  groupFamilies?: false;
} {
  return {
    q: state.q,
    sort: SORTS[state.sort].api,
    filters: filtersOf(state),
    ...(state.family ? {} : { groupFamilies: false as const }),
    ...(!state.expand
      ? { expand: false }
      : state.without.length
        ? { without: state.without.join(',') }
        : {}),
  };
}

export const EMPTY_FILTERS: Required<API.PatentFacetFilters> = {
  type: [],
  legalStatus: [],
  year: [],
  ipcSection: [],
  ipcClass: [],
  applicant: [],
  agency: [],
};

export function activeFilterCount(filters: API.PatentFacetFilters): number {
  return Object.values(filters).reduce((sum, list) => sum + (list?.length ?? 0), 0);
}
