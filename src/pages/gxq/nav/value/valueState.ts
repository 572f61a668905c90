import { PATENT_TYPE_LABELS } from '@/constants';
import { patchParams, readEnum, readInt, readString, type ParamValue } from '@/utils/urlState';

export const SCORE_BANDS = [
  { value: '85-100', label: 'A 级（85-100）' },
  { value: '70-85', label: 'B 级（70-85）' },
  { value: '55-70', label: 'C 级（55-70）' },
  { value: '0-55', label: 'D 级（55 以下）' },
] as const;

export const VALUE_SORTS = {
  'score-desc': { label: '评分从高到低', api: 'score desc' },
  'score-asc': { label: '评分从低到高', api: 'score asc' },
  'ad-desc': { label: '申请日（新→旧）', api: 'applicationDate desc' },
} as const;

export type ValueSortKey = keyof typeof VALUE_SORTS;

export interface ValueListState {
  keyword: string;
  band: string;
  type: API.PatentType | '';
  field: string;
  sort: ValueSortKey;
  page: number;
}

export function readValueState(params: URLSearchParams): ValueListState {
  return {
    keyword: readString(params, 'keyword', 100).trim(),
    band: readEnum(params, 'band', ['', ...SCORE_BANDS.map((band) => band.value)], ''),
    type: readEnum(
      params,
      'type',
      ['', ...(Object.keys(PATENT_TYPE_LABELS) as API.PatentType[])],
      '',
    ),
    field: readString(params, 'field', 20).replace(/[^A-Z]/g, ''),
    sort: readEnum(params, 'sort', Object.keys(VALUE_SORTS) as ValueSortKey[], 'score-desc'),
    page: readInt(params, 'page', { min: 1, max: 10_000, fallback: 1 }),
  };
}

/** Any change but paging starts again from page 1. */
export function nextValueParams(
  current: URLSearchParams,
  patch: Partial<ValueListState>,
): URLSearchParams {
  const values: Record<string, ParamValue> = { ...patch };
  if (patch.sort === 'score-desc') values.sort = null;
  values.page = patch.page && patch.page > 1 ? patch.page : null;
  return patchParams(current, values);
}

export function toValueQuery(
  state: ValueListState,
  size: number,
): API.PageQuery<API.PatentValueFilters> {
  return {
    page: state.page - 1,
    size,
    sort: VALUE_SORTS[state.sort].api,
    keyword: state.keyword || undefined,
    queryData: {
      band: state.band || undefined,
      type: state.type || undefined,
      field: state.field || undefined,
    },
  };
}
