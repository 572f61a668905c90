import { patchParams, readEnum, readInt, readString, type ParamValue } from '@/utils/urlState';

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
  year: number | 0;
  page: number;
}

export function readReportState(params: URLSearchParams): ReportListState {
  return {
    id: readString(params, 'id', 64).trim(),
    keyword: readString(params, 'keyword', 100).trim(),
    kind: readEnum(params, 'kind', ['', ...(Object.keys(REPORT_KINDS) as API.NavReportKind[])], ''),
    field: readString(params, 'field', 20).replace(/[^A-Z]/g, ''),
    year: readInt(params, 'year', { min: 2000, max: 2100, fallback: 0 }),
    page: readInt(params, 'page', { min: 1, max: 1000, fallback: 1 }),
  };
}

/** Changing a filter starts from page 1 and keeps the open report. */
export function nextReportParams(
  current: URLSearchParams,
  patch: Partial<ReportListState>,
): URLSearchParams {
  const values: Record<string, ParamValue> = { ...patch };
  if (patch.year === 0) values.year = null;
  if (!('page' in patch) && !('id' in patch)) values.page = null;
  if (patch.page === 1) values.page = null;
  return patchParams(current, values);
}
