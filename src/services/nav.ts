import { SERVICES } from '../constants';
import { toListParams } from './params';
import { get, type CallOptions } from './request';

const nav = SERVICES.nav.prefix;

/** Patent navigation reports (GB/T 39551 kinds). */
export async function findNavReports(
  query?: API.PageQuery<API.NavReportFilters>,
  options?: CallOptions,
) {
  return get<API.Page<API.NavReport>>(
    `${nav}/api/front/navReport/find`,
    toListParams(query),
    options,
  );
}

/** A report with its key figures, computed from the patents of its saved query. */
export async function getNavReport(id: string, options?: CallOptions) {
  return get<{ report: API.NavReport; figures: API.NavReportFigures }>(
    `${nav}/api/front/navReport/detail`,
    { id },
    options,
  );
}
