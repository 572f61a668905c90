import { resetDb } from '../../mock/_lib/data';
import { navReportDetail, navReports } from '../../mock/_lib/handlers/nav';
import { searchPatents } from '../../mock/_lib/handlers/patent-search';
import { call } from './helpers';

beforeEach(() => resetDb());

const asPoints = (buckets: API.FacetBucket[]) =>
  buckets.map((b) => ({ label: b.label, value: b.count }));

describe('navigation reports reproduce on the patent search', () => {
  it('every report’s figures are the facets of its saved query up to its cut-off', () => {
    const reports = navReports();
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) {
      const { figures } = call<{ figures: API.NavReportFigures }>(navReportDetail, {
        query: { id: report.id },
      }).body.data;
      const search = call<API.PatentSearchResult>(searchPatents, {
        // As the report's link opens it: 扩展检索 and 合并同族 off, the saved query as written.
        query: { q: report.searchQuery, size: 1, expand: 'false', groupFamilies: 'false' },
      }).body.data;
      expect(figures.total).toBe(search.totalElements);
      expect(figures.topApplicants).toEqual(asPoints(search.facets.applicant));
      expect(figures.ipcDistribution).toEqual(asPoints(search.facets.ipcSection));
      const years = figures.filingsPerYear.filter((p) => p.value > 0);
      expect(years).toEqual(
        [...search.facets.year].reverse().map((b) => ({ label: b.value, value: b.count })),
      );
    }
  });

  it('limits a report to patents published by its cut-off', () => {
    const report = navReports()[0];
    expect(report.searchQuery).toBe(`(${report.query}) AND PD<=${report.cutoffDate}`);
    const all = call<API.PatentSearchResult>(searchPatents, {
      query: { q: report.query, size: 1, expand: 'false' },
    }).body.data.totalElements;
    const { figures } = call<{ figures: API.NavReportFigures }>(navReportDetail, {
      query: { id: report.id },
    }).body.data;
    expect(figures.total).toBeLessThanOrEqual(all);
  });
});
