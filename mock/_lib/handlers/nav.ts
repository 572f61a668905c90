// Navigation service: report list, report detail with figures computed from its saved query,
// and the report PDF.

import { parsePatentQuery } from '../../../src/utils/patentQuery';
import { db } from '../data';
import { buildNavReports } from '../data/nav-reports';
import { searchablePatents } from '../data/patent-store';
import type { Handler, MockRequest, MockResponse } from '../envelope';
import { badRequest, fail, handle, notFound } from '../envelope';
import { ipcSectionLabel, ipcSectionOf, ipcSubclassLabel, ipcSubclassOf } from '../ipc';
import { navReportPages, navReportPdf } from '../nav-pdf';
import { matchPatent } from '../patent-match';
import type { ListSpec } from '../query';
import { parseQueryData, runQuery } from '../query';

let cache:
  | { patents: readonly API.Patent[]; reports: API.NavReport[]; figures: Map<string, Figures> }
  | undefined;

interface Figures {
  figures: API.NavReportFigures;
  breakdown: API.ChartPoint[];
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

/** The patents of a report: its saved query, published on or before its cut-off date. */
export function reportPatents(report: API.NavReport): API.Patent[] {
  const parsed = parsePatentQuery(report.query);
  if (!parsed.ok) throw new Error(`${report.id}: ${parsed.error.message}`);
  return searchablePatents()
    .filter((d) => d.patent.publicationDate <= report.cutoffDate && matchPatent(parsed.ast, d.doc))
    .map((d) => d.patent);
}

function computeFigures(report: API.NavReport): Figures {
  const patents = reportPatents(report);
  const years = new Map<string, number>();
  const applicants = new Map<string, number>();
  const sections = new Map<string, number>();
  const subclasses = new Map<string, number>();
  const regions = new Map<string, number>();
  for (const p of patents) {
    bump(years, p.applicationDate.slice(0, 4));
    for (const a of p.applicants) bump(applicants, a);
    const section = ipcSectionOf(p.ipcMain);
    bump(sections, section ? ipcSectionLabel(section) : '外观设计（洛迦诺分类）');
    const subclass = ipcSubclassOf(p.ipcMain);
    if (subclass && !subclass.startsWith('LOC')) bump(subclasses, ipcSubclassLabel(subclass));
    bump(regions, p.region);
  }
  const yearList = [...years.keys()].map(Number);
  const filingsPerYear: API.ChartPoint[] = [];
  if (yearList.length)
    for (let y = Math.min(...yearList); y <= Math.max(...yearList); y += 1)
      filingsPerYear.push({ label: String(y), value: years.get(String(y)) ?? 0 });
  return {
    figures: {
      total: patents.length,
      filingsPerYear,
      topApplicants: points(applicants, 10),
      ipcDistribution: points(sections),
      regions: points(regions),
    },
    breakdown: points(subclasses, 8),
  };
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
    res.status(404).json(fail('未找到该导航报告', 'NOT_FOUND'));
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
