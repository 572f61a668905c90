import { request } from '@umijs/max';
import { SERVICES } from '../constants';
import { toListParams } from './params';

const nav = SERVICES.nav.prefix;

type Options = Record<string, unknown>;

/** Patent navigation reports (GB/T 39551 kinds). */
export async function findNavReports(
  query?: API.PageQuery<API.NavReportFilters>,
  options?: Options,
) {
  return request<API.Envelope<API.Page<API.NavReport>>>(`${nav}/api/front/navReport/find`, {
    method: 'GET',
    params: toListParams(query),
    ...options,
  });
}

/** A report with its key figures, computed from the patents of its saved query. */
export async function getNavReport(id: string, options?: Options) {
  return request<API.Envelope<{ report: API.NavReport; figures: API.NavReportFigures }>>(
    `${nav}/api/front/navReport/detail`,
    { method: 'GET', params: { id }, ...options },
  );
}
