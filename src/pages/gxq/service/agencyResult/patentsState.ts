import { PATENT_TYPE_LABELS } from '@/constants';
import { readEnum, readInt } from '@/utils/urlState';

const TYPES = ['', 'invention', 'utility', 'design'] as const;
export type PatentTypeFilter = (typeof TYPES)[number];

export const TYPE_OPTIONS = TYPES.map((value) => ({
  value,
  label: value ? PATENT_TYPE_LABELS[value] : '全部类型',
}));

/** Page (1-based) and type filter of the handled patents, from the URL: reload and shared links agree. */
export function readPatentState(params: URLSearchParams) {
  return {
    page: readInt(params, 'page', { min: 1, max: 10_000, fallback: 1 }),
    type: readEnum<PatentTypeFilter>(params, 'type', TYPES, ''),
  };
}
