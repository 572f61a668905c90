/**
 * The search that reproduces a navigation report's figures: its saved query, limited to patents
 * published on or before its data cut-off (GB/T 39551: a report states its search strategy and
 * cut-off date). The report's figures are computed from exactly this search, and its link opens it.
 */
export function reportSearchQuery(report: Pick<API.NavReport, 'query' | 'cutoffDate'>): string {
  return `(${report.query}) AND PD<=${report.cutoffDate}`;
}
