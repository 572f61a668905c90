/** @jest-environment node */
import {
  findNavReports,
  navReportDetail,
  navReportPdfFile,
  navReports,
  reportPatents,
} from '../../mock/_lib/handlers/nav';
import { searchPatents } from '../../mock/_lib/handlers/patent-search';
import { hexString } from '../../mock/_lib/pdf';
import { parsePatentQuery } from '../../src/contract/patentQuery';
import { call, callFile } from './helpers';

type Detail = { report: API.NavReport; figures: API.NavReportFigures };

const find = (queryData: API.NavReportFilters = {}, extra: Record<string, unknown> = {}) =>
  call<API.Page<API.NavReport>>(findNavReports, {
    query: { queryData: JSON.stringify(queryData), ...extra },
  }).body;
const detail = (id: string) => call<Detail>(navReportDetail, { query: { id } }).body;
const sum = (points: API.ChartPoint[]) => points.reduce((s, p) => s + p.value, 0);

describe('navReport/find', () => {
  it('lists every report, newest first, of every kind', () => {
    const page = find({}, { size: '100' }).data;
    expect(page.content).toHaveLength(page.totalElements);
    const dates = page.content.map((r) => r.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const kind of ['industry', 'region', 'enterprise', 'rd'] as const)
      expect(page.content.some((r) => r.kind === kind)).toBe(true);
    for (const r of page.content) {
      expect(r.pdfUrl).toBe(`/ipr-nav-service/api/front/navReport/pdf/${r.id}`);
      expect(r.cutoffDate < r.publishDate).toBe(true);
      expect(r.summary.length).toBeGreaterThan(50);
    }
    expect(find().data).toMatchObject({ size: 10, totalPages: 3, number: 0 });
  });

  it('filters by kind, field, region, year and keyword', () => {
    const rd = find({ kind: 'rd' }).data.content;
    expect(rd.length).toBe(6);
    expect(rd.every((r) => r.kind === 'rd' && r.title.includes('研发活动'))).toBe(true);
    expect(find({ field: 'XNY' }).data.content.every((r) => r.field === 'XNY')).toBe(true);
    expect(find({ region: '陕西省' }).data.content.every((r) => r.region === '陕西省')).toBe(true);
    const y2024 = find({ year: 2024 }).data.content;
    expect(y2024.length).toBeGreaterThan(0);
    expect(y2024.every((r) => r.publishDate.startsWith('2024'))).toBe(true);
    expect(find({}, { keyword: '碳化硅' }).data.content[0].title).toContain('碳化硅');
    expect(find({ year: 'soon' as unknown as number }).errorMessage).toBe('发布年份必须是四位数字');
    expect(find({}, { sort: 'pages desc', size: '24' }).data.content[0].pages).toBe(
      Math.max(...navReports().map((r) => r.pages)),
    );
  });
});

describe('navReport/detail', () => {
  it('runs every saved query over a meaningful part of the data set', () => {
    for (const report of navReports()) {
      expect(parsePatentQuery(report.query).ok).toBe(true);
      const { figures } = detail(report.id).data;
      // At least ten: the 2022 AI report finds 13, since no patent filed before deep learning
      // existed speaks of it (tests/mock/dataset-eras.test.ts).
      expect(figures.total).toBeGreaterThanOrEqual(10);
      expect(figures.total).toBeLessThan(600);
    }
  });

  it('computes figures that add up, from patents published by the cut-off date', () => {
    const report = navReports().find((r) => r.kind === 'industry')!;
    const { data } = detail(report.id);
    expect(data.report).toEqual(report);
    const f = data.figures;
    expect(sum(f.filingsPerYear)).toBe(f.total);
    expect(sum(f.ipcDistribution)).toBe(f.total);
    expect(sum(f.regions)).toBe(f.total);
    const years = f.filingsPerYear.map((p) => Number(p.label));
    expect(years).toEqual(years.map((_, i) => years[0] + i));
    expect(f.topApplicants.length).toBeLessThanOrEqual(10);
    expect(f.topApplicants.map((p) => p.value)).toEqual(
      f.topApplicants.map((p) => p.value).sort((a, b) => b - a),
    );
    expect(f.ipcDistribution[0].label).toMatch(/^[A-H] /);
    const patents = reportPatents(report);
    expect(patents.every((p) => p.publicationDate <= report.cutoffDate)).toBe(true);
    // The same patents as the search page finds with the report's query and cut-off.
    const search = call<API.PatentSearchResult>(searchPatents, {
      query: { q: `(${report.query}) AND PD<=${report.cutoffDate}`, groupFamilies: 'false' },
    }).body.data;
    expect(search.totalElements).toBe(f.total);
  });

  it('answers an unknown or missing id with an envelope', () => {
    expect(detail('nav-999')).toMatchObject({
      success: false,
      errorCode: 'NOT_FOUND',
      errorMessage: '未找到该导航报告',
    });
    expect(call(navReportDetail, { query: {} }).body.errorMessage).toBe('缺少参数 id');
  });
});

describe('navReport/pdf', () => {
  const report = () => navReports()[0];

  it('serves a valid PDF inline with the report as file name', () => {
    const sent = callFile(navReportPdfFile, { params: { id: report().id } });
    expect(sent.status).toBe(200);
    expect(sent.headers['content-type']).toBe('application/pdf');
    expect(sent.headers['content-disposition']).toBe(
      `inline; filename="${report().id}.pdf"; filename*=UTF-8''${encodeURIComponent(`${report().title}.pdf`)}`,
    );
    const pdf = sent.file!;
    expect(sent.headers['content-length']).toBe(pdf.length);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    // startxref points at the xref table, whose entries point at their objects.
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
    expect(first).toBe('0');
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count));
    entries.slice(1).forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(text).toContain(`/Size ${count}`);
    // Several pages, the Chinese font, and the title and query written in it.
    expect(
      Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)![1]),
    ).toBeGreaterThanOrEqual(4);
    expect(text).toContain('/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    expect(text).toContain('/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >>');
    expect(text).toContain(hexString('六、结论与建议'));
    expect(text).toContain(hexString('二、数据与检索策略'));
    expect(text).toContain(hexString(report().cutoffDate));
    // Stream lengths match their content.
    for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = m.index! + m[0].length;
      expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 9)).toBe('endstream');
    }
  });

  it('is the same file on every request and accepts a .pdf suffix', () => {
    const a = callFile(navReportPdfFile, { params: { id: report().id } }).file!;
    const b = callFile(navReportPdfFile, { params: { id: `${report().id}.pdf` } }).file!;
    expect(a.equals(b)).toBe(true);
  });

  it('answers an unknown report with 404 and an envelope', () => {
    const sent = callFile(navReportPdfFile, { params: { id: 'nav-999' } });
    expect(sent.status).toBe(404);
    expect(sent.file).toBeUndefined();
    expect(sent.body).toEqual({
      success: false,
      data: null,
      errorCode: 'FILE_NOT_FOUND',
      errorMessage: '未找到该导航报告',
      showType: 0,
    });
  });
});

describe('nav routes', () => {
  it('registers the routes and drops them when the upstream variable is set', () => {
    const saved = process.env.IPR_UPSTREAM_NAV;
    jest.isolateModules(() => {
      delete process.env.IPR_UPSTREAM_NAV;
      // eslint-disable-next-line @typescript-eslint/no-var-requires
      expect(Object.keys(require('../../mock/nav').default)).toEqual([
        'GET /ipr-nav-service/api/front/navReport/find',
        'GET /ipr-nav-service/api/front/navReport/detail',
        'GET /ipr-nav-service/api/front/navReport/pdf/:id',
      ]);
    });
    jest.isolateModules(() => {
      process.env.IPR_UPSTREAM_NAV = 'http://upstream.example';
      // eslint-disable-next-line @typescript-eslint/no-var-requires
      expect(require('../../mock/nav').default).toEqual({});
    });
    if (saved === undefined) delete process.env.IPR_UPSTREAM_NAV;
    else process.env.IPR_UPSTREAM_NAV = saved;
  });

  it('adds the search, value and detail routes to the data service', () => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const routes = Object.keys(require('../../mock/data').routes);
    for (const path of [
      'patent/search',
      'patent/detail',
      'patent/value/find',
      'patent/value/detail',
    ])
      expect(routes).toContain(`GET /ipr-data-service/api/front/${path}`);
  });
});
