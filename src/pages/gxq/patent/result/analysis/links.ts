// The links from a figure of 统计分析 to the results it counts (the same search narrowed by that
// figure's facet value) and the facet filters in words: loaded with the view, not the page.

import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import { nextListParams } from '@/utils/listState';
import { FACET_PARAMS, type FacetKey, type ResultState } from '@/utils/patentResultState';
import { RESULT_PAGE_SCHEMA, type ResultPageState } from './state';

/** Facets a record may have several values of: within one, the filters are OR. */
const MULTI_VALUED: readonly FacetKey[] = ['applicant', 'ipcSection', 'ipcClass'];

/**
 * Whether narrowing to one value of a facet finds exactly what its figure counts. Single-valued
 * facets always do (the value replaces the filter, inside what the filter allowed). A record may
 * have several applicants or classes, and filters are OR within a facet: with other values of a
 * multi-valued facet chosen, no filter means "these and that one", so such a figure has no link.
 */
export function canNarrow(state: ResultState, facet: FacetKey, value: string): boolean {
  const chosen = (state[facet] as (string | number)[]).map(String);
  return !MULTI_VALUED.includes(facet) || chosen.length === 0 || chosen.includes(value);
}

/** The result list's URL query narrowed to one facet value (page 1, the 检索结果 view). */
export function narrowedSearch(current: URLSearchParams, facet: FacetKey, value: string): string {
  const patch: Partial<ResultPageState> = {
    [facet]: facet === 'year' ? [Number(value)] : [value],
    view: 'list',
  };
  return nextListParams(RESULT_PAGE_SCHEMA, current, patch).toString();
}

const FILTER_NAMES: Record<FacetKey, string> = {
  type: '专利类型',
  legalStatus: '法律状态',
  year: '申请年份',
  ipcSection: 'IPC 部',
  ipcClass: 'IPC 大类',
  applicant: '申请人',
  agency: '代理机构',
};

/** The facet filters in words, one line per facet, e.g. 专利类型：发明、实用新型. */
export function describeFilters(state: ResultState): string[] {
  return (Object.keys(FACET_PARAMS) as FacetKey[]).flatMap((facet) => {
    const values = (state[facet] as (string | number)[]).map((value) => {
      if (facet === 'type') return PATENT_TYPE_LABELS[value as API.PatentType];
      if (facet === 'legalStatus') return LEGAL_STATUS_LABELS[value as API.LegalStatus];
      if (facet === 'year') return `${value}年`;
      return String(value);
    });
    return values.length ? [`${FILTER_NAMES[facet]}：${values.join('、')}`] : [];
  });
}
