// The PDF of a navigation report: cover, background and technology breakdown, data and search
// strategy, filing trend, regions, applicants and IPC (as bar charts of the computed figures),
// conclusions and recommendations.

import { fieldLabel } from './data/dicts';
import type { RgbColor } from './pdf';
import { A4, BLACK, BLUE, buildPdf, charWidth, GREY, LIGHT_BLUE, PdfPage, textWidth } from './pdf';

const KIND_LABELS: Record<API.NavReportKind, string> = {
  industry: '产业规划类专利导航报告',
  region: '区域规划类专利导航报告',
  enterprise: '企业经营类专利导航报告',
  rd: '研发活动类专利导航报告',
};

const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;

const NO_LINE_START = '，。、；：？！）》」”%';

/** Splits text into lines no wider than `width` at `size`. */
export function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  let w = 0;
  for (const ch of text) {
    const cw = charWidth(ch) * size;
    // Closing punctuation never starts a line: it may hang past the margin instead.
    if (w + cw > width && line && !NO_LINE_START.includes(ch)) {
      lines.push(line);
      line = '';
      w = 0;
    }
    line += ch;
    w += cw;
  }
  if (line) lines.push(line);
  return lines;
}

function shorten(text: string, size: number, width: number): string {
  if (textWidth(text, size) <= width) return text;
  let out = '';
  for (const ch of text) {
    if (textWidth(`${out}${ch}…`, size) > width) break;
    out += ch;
  }
  return `${out}…`;
}

/** Flowing layout: pages are added as the cursor reaches the bottom margin. */
class Flow {
  readonly pages: PdfPage[] = [];
  private page!: PdfPage;
  private y = 0;

  constructor(private readonly footer: string) {
    this.newPage();
  }

  newPage(): PdfPage {
    this.page = new PdfPage();
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
    return this.page;
  }

  private room(height: number): void {
    if (this.y - height < MARGIN + 24) this.newPage();
  }

  heading(text: string): void {
    this.room(60);
    this.y -= 24;
    this.page.rect(MARGIN, this.y - 4, 4, 18, BLUE);
    this.page.text(MARGIN + 12, this.y, text, 15, BLUE);
    this.y -= 14;
  }

  paragraph(text: string, size = 10.5, indent = true): void {
    for (const line of wrap(indent ? `\u3000\u3000${text}` : text, size, WIDTH)) {
      this.room(size * 1.7);
      this.y -= size * 1.7;
      this.page.text(MARGIN, this.y, line, size);
    }
    this.y -= 4;
  }

  /** A boxed block of monospaced-looking text, e.g. the search expression. */
  box(label: string, text: string): void {
    const lines = wrap(text, 10, WIDTH - 24);
    const height = lines.length * 16 + 30;
    this.room(height + 8);
    this.y -= 8;
    this.page.rect(MARGIN, this.y - height, WIDTH, height, LIGHT_BLUE);
    this.page.text(MARGIN + 12, this.y - 18, label, 10, BLUE);
    lines.forEach((line, i) => this.page.text(MARGIN + 12, this.y - 36 - i * 16, line, 10));
    this.y -= height + 4;
  }

  /** Horizontal bars with the label on the left and the value after the bar. */
  bars(title: string, points: API.ChartPoint[], color: RgbColor = BLUE): void {
    const row = 18;
    this.room(30 + Math.min(points.length, 4) * row);
    this.y -= 22;
    this.page.text(MARGIN, this.y, title, 11, BLACK);
    const max = Math.max(1, ...points.map((p) => p.value));
    const labelWidth = 170;
    const barWidth = WIDTH - labelWidth - 50;
    for (const p of points) {
      this.room(row);
      this.y -= row;
      this.page.text(MARGIN, this.y, shorten(p.label, 9, labelWidth - 8), 9);
      const w = Math.max(1, (p.value / max) * barWidth);
      this.page.rect(MARGIN + labelWidth, this.y - 2, w, 11, color);
      this.page.text(MARGIN + labelWidth + w + 6, this.y, String(p.value), 9);
    }
    this.y -= 6;
  }

  /** Vertical columns, e.g. filings per year. */
  columns(title: string, points: API.ChartPoint[]): void {
    const height = 150;
    this.room(height + 60);
    this.y -= 22;
    this.page.text(MARGIN, this.y, title, 11, BLACK);
    const base = this.y - height - 16;
    const max = Math.max(1, ...points.map((p) => p.value));
    const step = points.length ? Math.min(36, WIDTH / points.length) : WIDTH;
    this.page.line(MARGIN, base, MARGIN + WIDTH, base);
    points.forEach((p, i) => {
      const x = MARGIN + i * step;
      const h = (p.value / max) * (height - 16);
      this.page.rect(x + step * 0.2, base, step * 0.6, Math.max(0.5, h), BLUE);
      this.page.text(
        x + step * 0.5 - textWidth(String(p.value), 7) / 2,
        base + h + 3,
        String(p.value),
        7,
      );
      const label = p.label.length === 4 ? `'${p.label.slice(2)}` : p.label;
      this.page.text(x + step * 0.5 - textWidth(label, 7) / 2, base - 10, label, 7, GREY);
    });
    this.y = base - 18;
  }

  finish(): PdfPage[] {
    this.pages.forEach((page, i) => {
      const text = `${this.footer}　第 ${i + 1} 页 / 共 ${this.pages.length} 页`;
      page.line(MARGIN, MARGIN, A4.width - MARGIN, MARGIN);
      page.text((A4.width - textWidth(text, 8)) / 2, MARGIN - 14, text, 8, GREY);
    });
    return this.pages;
  }
}

function cover(page: PdfPage, report: API.NavReport): void {
  page.rect(0, A4.height - 220, A4.width, 220, BLUE);
  page.text(MARGIN, A4.height - 90, KIND_LABELS[report.kind], 14, [1, 1, 1]);
  wrap(report.title, 24, WIDTH).forEach((line, i) =>
    page.text(MARGIN, A4.height - 300 - i * 36, line, 24, BLACK),
  );
  const rows = [
    ['技术领域', fieldLabel(report.field)],
    ['区域', report.region],
    ['发布单位', report.publisher],
    ['发布日期', report.publishDate],
    ['数据截止日', report.cutoffDate],
    ['编写依据', 'GB/T 39551《专利导航指南》'],
  ];
  rows.forEach(([k, v], i) => {
    page.text(MARGIN, 330 - i * 24, k, 11, GREY);
    page.text(MARGIN + 90, 330 - i * 24, v, 11);
  });
  page.text(MARGIN, 110, '知识产权服务业集聚发展示范区　专利导航成果', 10, GREY);
}

const pct = (part: number, total: number) =>
  total ? `${((part / total) * 100).toFixed(1)}%` : '0%';

/** Sentences of the conclusions, from the figures. */
function conclusions(report: API.NavReport, f: API.NavReportFigures): string[] {
  const peak = [...f.filingsPerYear].sort((a, b) => b.value - a.value)[0];
  const recent = f.filingsPerYear.slice(-5).reduce((s, p) => s + p.value, 0);
  const top = f.topApplicants[0];
  const top10 = f.topApplicants.reduce((s, p) => s + p.value, 0);
  const local = f.regions.find((r) => r.label === report.region)?.value ?? 0;
  const section = f.ipcDistribution[0];
  return [
    `申请趋势：检索到相关专利 ${f.total} 件，${peak ? `${peak.label} 年申请量最高（${peak.value} 件），` : ''}近五年申请 ${recent} 件，占 ${pct(recent, f.total)}，技术仍处于活跃发展期。`,
    `地域布局：${f.regions[0] ? `${f.regions[0].label}申请量居首（${f.regions[0].value} 件）；` : ''}${report.region}共 ${local} 件，占 ${pct(local, f.total)}，应在优势环节加强高价值专利培育，在薄弱环节通过引进与合作补链。`,
    `创新主体：${top ? `${top.label}以 ${top.value} 件位居第一，` : ''}前十名申请人合计 ${top10} 件，占 ${pct(top10, f.total)}，建议围绕龙头企业组建专利联盟，推动产学研协同。`,
    `技术构成：${section ? `${section.label}占比最高（${pct(section.value, f.total)}），` : ''}建议结合技术分解结果，聚焦关键技术分支开展专利布局与风险预警，并利用失效专利降低研发成本。`,
  ];
}

/** Lays the report out on pages: the PDF's pages, and so the page count its metadata states. */
export function navReportPages(
  report: API.NavReport,
  figures: API.NavReportFigures,
  breakdown: API.ChartPoint[],
): PdfPage[] {
  const flow = new Flow(report.title.length > 24 ? `${report.title.slice(0, 24)}…` : report.title);
  cover(flow.pages[0], report);
  flow.newPage();
  flow.heading('一、背景与技术分解');
  flow.paragraph(report.summary);
  flow.paragraph(
    `依据 GB/T 39551《专利导航指南》，本报告将${fieldLabel(report.field)}相关技术按 IPC 分类分解为若干技术分支，各分支专利数量如下：`,
  );
  flow.bars('技术分支（IPC 小类，按主分类号）', breakdown, [0.35, 0.55, 0.8]);
  flow.heading('二、数据与检索策略');
  flow.paragraph(
    `数据来源为示范区专利数据平台收录的中国专利文献，涵盖发明、实用新型和外观设计。检索采用字段代码检索式，经查全、查准评估后确定；数据范围为公开（公告）日不晚于检索截止日的专利。`,
  );
  flow.box('检索式', report.query);
  flow.box('检索截止日 / 检索结果', `${report.cutoffDate} / 共 ${figures.total} 件`);
  flow.newPage();
  flow.heading('三、申请趋势分析');
  flow.columns('年度申请量（件）', figures.filingsPerYear);
  flow.heading('四、地域分析');
  flow.bars('申请人所在省份分布（件）', figures.regions);
  flow.newPage();
  flow.heading('五、申请人分析');
  flow.bars('主要申请人排名（前十，件）', figures.topApplicants);
  flow.bars('IPC 部分布（件）', figures.ipcDistribution, [0.2, 0.6, 0.5]);
  flow.newPage();
  flow.heading('六、结论与建议');
  conclusions(report, figures).forEach((text, i) =>
    flow.paragraph(`${i + 1}. ${text}`, 10.5, false),
  );
  flow.paragraph(
    `说明：本报告按申请日与第一申请人所在地统计，同族专利未合并，检索截止日后公开的专利未纳入分析。报告结论基于公开专利数据，供${report.region}相关产业规划、研发立项与知识产权管理参考。`,
    9,
    false,
  );
  return flow.finish();
}

/** Renders the report with its figures into PDF bytes. */
export function navReportPdf(
  report: API.NavReport,
  figures: API.NavReportFigures,
  breakdown: API.ChartPoint[],
): Buffer {
  return buildPdf(navReportPages(report, figures, breakdown), {
    title: report.title,
    date: report.publishDate,
  });
}
