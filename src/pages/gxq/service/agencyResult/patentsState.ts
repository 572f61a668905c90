import { PATENT_TYPE_LABELS } from '@/constants';
import { enumParam, pageParam, type ListSchema } from '@/utils/listState';

const TYPES = ['', 'invention', 'utility', 'design'] as const;
export type PatentTypeFilter = (typeof TYPES)[number];

export const TYPE_OPTIONS = TYPES.map((value) => ({
  value,
  label: value ? PATENT_TYPE_LABELS[value] : '全部类型',
}));

/** Page and type filter of the handled patents, in the URL: reload and shared links agree. */
export const PATENTS_SCHEMA: ListSchema<{ type: PatentTypeFilter; page: number }> = {
  type: enumParam<PatentTypeFilter>(TYPES, ''),
  page: pageParam(),
};
