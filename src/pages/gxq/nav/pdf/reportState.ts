import type { NavReportQuery } from '@/services/nav';
import { enumParam, listQuery, pageParam, textParam, type ListSchema } from '@/utils/listState';

export const REPORT_KINDS: Record<API.NavReportKind, string> = {
  industry: '产业规划类',
  region: '区域规划类',
  enterprise: '企业经营类',
  rd: '研发活动类',
};

export interface ReportListState {
  id: string;
  keyword: string;
  kind: API.NavReportKind | '';
  field: string;
  /** A four-digit year, or '' for all. */
  year: string;
  page: number;
}

/** Years a report can be filtered by, newest first. */
export const REPORT_YEARS = Array.from({ length: 6 }, (_, index) => String(2026 - index));

/** The report list's URL; opening a report keeps the page of the list it was picked from. */
export const REPORT_SCHEMA: ListSchema<ReportListState> = {
  id: { ...textParam(64), keepsPage: true },
  keyword: textParam(),
  kind: enumParam<API.NavReportKind | ''>(
    ['', ...(Object.keys(REPORT_KINDS) as API.NavReportKind[])],
    '',
  ),
  field: textParam(20, /[^A-Z]/g),
  year: enumParam(['', ...REPORT_YEARS], ''),
  page: pageParam(1000),
};

export const CLEARED_REPORT_FILTERS: Partial<ReportListState> = {
  keyword: '',
  kind: '',
  field: '',
  year: '',
};

export function reportQuery(state: ReportListState, size: number): NavReportQuery {
  return listQuery(state, {
    size,
    queryData: {
      kind: state.kind || undefined,
      field: state.field || undefined,
      year: state.year ? Number(state.year) : undefined,
    },
  });
}
