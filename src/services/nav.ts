// The navigation service (/ipr-nav-service): patent navigation reports. Paths and types are the
// contract's.

import { SERVICES } from '../constants';
import { get, recordId, type CallOptions, type Query } from './request';

const nav = SERVICES.nav.prefix;

const REPORTS = `${nav}/api/front/navReport/find` as const;

export type NavReportQuery = Query<typeof REPORTS>;

/** Patent navigation reports (GB/T 39551 kinds). */
export async function findNavReports(query?: NavReportQuery, options?: CallOptions) {
  return get(REPORTS, query, options);
}

/** A report with its key figures, computed from the patents of its search. */
export async function getNavReport(id: string, options?: CallOptions) {
  return get(`${nav}/api/front/navReport/detail`, { id: recordId(id) }, options);
}
