import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import {
  patchParams,
  readEnum,
  readInt,
  readList,
  readString,
  type ParamValue,
} from '@/utils/urlState';

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

export interface ResultState {
  q: string;
  /** 1-based, as shown to users. */
  page: number;
  size: number;
  sort: SortKey;
  filters: API.PatentFacetFilters;
}

/** Reads the result page state from the URL; hostile or malformed values fall back to defaults. */
export function readResultState(params: URLSearchParams): ResultState {
  return {
    q: readString(params, 'q').trim(),
    page: readInt(params, 'page', { min: 1, max: 10_000, fallback: 1 }),
    size: Number(readEnum(params, 'size', PAGE_SIZES.map(String), '10')),
    sort: readEnum(params, 'sort', Object.keys(SORTS) as SortKey[], 'rel'),
    filters: {
      type: readList(params, FACET_PARAMS.type, {
        allowed: Object.keys(PATENT_TYPE_LABELS),
      }) as API.PatentType[],
      legalStatus: readList(params, FACET_PARAMS.legalStatus, {
        allowed: Object.keys(LEGAL_STATUS_LABELS),
      }) as API.LegalStatus[],
      year: readList(params, FACET_PARAMS.year)
        .filter((year) => /^(19|20)\d{2}$/.test(year))
        .map(Number),
      ipcSection: readList(params, FACET_PARAMS.ipcSection, {
        allowed: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
      }),
      ipcClass: readList(params, FACET_PARAMS.ipcClass).filter((code) => /^[A-H]\d{2}$/.test(code)),
      applicant: readList(params, FACET_PARAMS.applicant),
      agency: readList(params, FACET_PARAMS.agency),
    },
  };
}

/** The URL query for a state change; any change but paging goes back to page 1. */
export function nextResultParams(
  current: URLSearchParams,
  patch: Partial<ResultState>,
): URLSearchParams {
  const values: Record<string, ParamValue> = {};
  if (patch.q !== undefined) values.q = patch.q;
  if (patch.size !== undefined) values.size = patch.size === 10 ? null : patch.size;
  if (patch.sort !== undefined) values.sort = patch.sort === 'rel' ? null : patch.sort;
  if (patch.filters) {
    for (const [key, param] of Object.entries(FACET_PARAMS)) {
      if (key in patch.filters) values[param] = patch.filters[key as FacetKey] as ParamValue;
    }
  }
  values.page = patch.page !== undefined && patch.page > 1 ? patch.page : null;
  return patchParams(current, values);
}

export function activeFilterCount(filters: API.PatentFacetFilters): number {
  return Object.values(filters).reduce((sum, list) => sum + (list?.length ?? 0), 0);
}
