// Navigation service: report list, report detail with figures computed from its saved query,
// and the report PDF.

import { parsePatentQuery } from '../../../src/contract/patentQuery';
import { db } from '../data';
import { buildNavReports } from '../data/nav-reports';
import { patentsMatching } from '../data/patent-store';
import type { Handler, MockRequest, MockResponse } from '../envelope';
import { badRequest, fail, handle, notFound } from '../envelope';
import { applyFacets } from '../facets';
import { ipcSubclassLabel, ipcSubclassOf } from '../ipc';
import { navReportPages, navReportPdf } from '../nav-pdf';
import type { ListSpec } from '../query';
import { parseQueryData, runQuery } from '../query';

let cache:
  | { patents: readonly API.Patent[]; reports: API.NavReport[]; figures: Map<string, Figures> }
  | undefined;

interface Figures {
  figures: API.NavReportFigures;
  breakdown: API.ChartPoint[];
}

/** Counts → chart points, largest first (ties by label). */
function points(counts: Map<string, number>, limit = Infinity): API.ChartPoint[] {
  return [...counts.entries()]
    .map(([label, value]) => ({ label, value }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label, 'zh-Hans-CN'))
    .slice(0, limit);
}

function bump(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/**
 * The patents of a report: exactly what the patent search returns for its `searchQuery` (its
 * saved query and PD<= its cut-off), so the report and the search cannot disagree.
 */
export function reportPatents(report: API.NavReport): API.Patent[] {
  const parsed = parsePatentQuery(report.searchQuery);
  if (!parsed.ok) throw new Error(`${report.id}: ${parsed.error.message}`);
  return patentsMatching(parsed.ast).map((d) => d.patent);
}

const fromBuckets = (buckets: API.FacetBucket[], label = (b: API.FacetBucket) => b.label) =>
  buckets.map((bucket) => ({ label: label(bucket), value: bucket.count }));

/**
 * A report's figures. Years, applicants and IPC sections are the search's own facets of the
 * report's search (the same counting, labels and top 10), so the result page shows the same
 * numbers; regions and the subclass breakdown have no facet and say what they count.
 */
function computeFigures(report: API.NavReport): Figures {
  const patents = reportPatents(report);
  const { facets } = applyFacets(patents, (p) => p, {});
  const regions = new Map<string, number>();
  const subclasses = new Map<string, number>();
  for (const p of patents) {
    bump(regions, p.region);
    const subclass = ipcSubclassOf(p.ipcMain);
    if (subclass && !subclass.startsWith('LOC')) bump(subclasses, ipcSubclassLabel(subclass));
  }
  // Oldest year first, with the years between that had no filing.
  const years = new Map(facets.year.map((b) => [Number(b.value), b.count]));
  const filingsPerYear: API.ChartPoint[] = [];
  if (years.size)
    for (let y = Math.min(...years.keys()); y <= Math.max(...years.keys()); y += 1)
      filingsPerYear.push({ label: String(y), value: years.get(y) ?? 0 });
  return {
    figures: {
      total: patents.length,
      filingsPerYear,
      topApplicants: fromBuckets(facets.applicant),
      ipcDistribution: fromBuckets(facets.ipcSection),
      regions: points(regions),
    },
    breakdown: points(subclasses, 8),
  };
}

function state() {
  const data = db();
  if (!cache || cache.patents !== data.patents) {
    const figures = new Map<string, Figures>();
    // A report states the page count of its PDF, so both are laid out from the same figures.
    const reports = buildNavReports(data).map((report) => {
      const f = computeFigures(report);
      figures.set(report.id, f);
      return { ...report, pages: navReportPages(report, f.figures, f.breakdown).length };
    });
    cache = { patents: data.patents, reports, figures };
  }
  return cache;
}

export function navReports(): API.NavReport[] {
  return state().reports;
}

function figuresOf(report: API.NavReport): Figures {
  const { figures } = state();
  let f = figures.get(report.id);
  if (!f) {
    f = computeFigures(report);
    figures.set(report.id, f);
  }
  return f;
}

export const NAV_LIST: ListSpec<API.NavReport> = {
  text: (r) => [r.title, r.summary, r.publisher, r.region],
  sort: { publishDate: (r) => r.publishDate, pages: (r) => r.pages },
  defaultSort: 'publishDate desc',
  filters: [
    { key: 'id', kind: 'match', get: (r) => r.id },
    { key: 'kind', kind: 'match', get: (r) => r.kind },
    { key: 'field', kind: 'match', get: (r) => r.field },
    { key: 'region', kind: 'match', get: (r) => r.region },
    { key: 'year', kind: 'match', get: (r) => r.publishDate.slice(0, 4) },
  ],
};

export const findNavReports = handle((req) => {
  const query = req.query ?? {};
  const year = parseQueryData(query.queryData).year ?? query.year;
  if (year !== undefined && year !== null && year !== '' && !/^\d{4}$/.test(String(year)))
    throw badRequest('发布年份必须是四位数字');
  return runQuery(navReports(), query, NAV_LIST);
});

function reportOf(req: MockRequest): API.NavReport {
  const q = req.query ?? {};
  const id = typeof q.id === 'string' ? q.id.trim() : '';
  if (!id) throw badRequest('缺少参数 id');
  const report = navReports().find((r) => r.id === id);
  if (!report) throw notFound('未找到该导航报告');
  return report;
}

export const navReportDetail = handle((req) => {
  const report = reportOf(req);
  return { report, figures: figuresOf(report).figures };
});

/** What the PDF route needs of an express response besides status/json. */
interface BinaryResponse extends MockResponse {
  setHeader(name: string, value: string | number): unknown;
  end(body: Buffer): unknown;
}

/** GET …/navReport/pdf/:id → application/pdf, shown inline; unknown id → 404 envelope. */
export const navReportPdfFile: Handler = (req, res) => {
  const id = (req.params?.id ?? '').replace(/\.pdf$/i, '');
  const report = navReports().find((r) => r.id === id);
  if (!report) {
    res.status(404).json(fail('未找到该导航报告', 'FILE_NOT_FOUND', 0));
    return;
  }
  const { figures, breakdown } = figuresOf(report);
  const pdf = navReportPdf(report, figures, breakdown);
  const out = res as BinaryResponse;
  out.status(200);
  out.setHeader('Content-Type', 'application/pdf');
  out.setHeader('Content-Length', pdf.length);
  out.setHeader(
    'Content-Disposition',
    `inline; filename="${report.id}.pdf"; filename*=UTF-8''${encodeURIComponent(`${report.title}.pdf`)}`,
  );
  out.end(pdf);
};
