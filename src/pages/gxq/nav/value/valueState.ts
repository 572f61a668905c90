import { PATENT_TYPE_LABELS } from '@/constants';
import type { PatentValueQuery } from '@/services/data';
import { enumParam, listQuery, pageParam, textParam, type ListSchema } from '@/utils/listState';

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

export const VALUE_SCHEMA: ListSchema<ValueListState> = {
  keyword: textParam(),
  band: enumParam(['', ...SCORE_BANDS.map((band) => band.value)], ''),
  type: enumParam<API.PatentType | ''>(
    ['', ...(Object.keys(PATENT_TYPE_LABELS) as API.PatentType[])],
    '',
  ),
  field: textParam(20, /[^A-Z]/g),
  sort: enumParam(Object.keys(VALUE_SORTS) as ValueSortKey[], 'score-desc'),
  page: pageParam(),
};

/** The patch that clears every filter and the keyword (the sort stays). */
export const CLEARED_VALUE_FILTERS: Partial<ValueListState> = {
  keyword: '',
  band: '',
  type: '',
  field: '',
};

export function toValueQuery(state: ValueListState, size: number): PatentValueQuery {
  return listQuery(state, {
    size,
    sort: VALUE_SORTS[state.sort].api,
    queryData: {
      band: SCORE_BANDS.find((band) => band.value === state.band)?.value,
      type: state.type || undefined,
      field: state.field || undefined,
    },
  });
}
