// The published document of a patent (公报全文) as a PDF, laid out as the office publishes it: the
// front page with the bibliographic data under their INID codes, the abstract and the abstract
// drawing; then 权利要求书, 说明书 and 说明书附图 (a design: its views and 简要说明), each page
// headed by the publication number, its part and its page of that part.

import { wrap } from './nav-pdf';
import type { DrawingSet } from './patent-drawings';
import { drawingScene } from './patent-drawings';
import { drawScene } from './patent-pdf-drawing';
import { A4, BLACK, buildPdf, GREY, PdfPage, textWidth } from './pdf';

const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;
const BODY = 10.5;
const LEADING = BODY * 1.8;

/** `2024-03-05` → `2024.03.05`, as the office prints dates. */
const dotted = (iso: string) => iso.replace(/-/g, '.');
/** `CN112345678A` → `CN 112345678 A`. */
const spaced = (number: string) => number.replace(/^([A-Z]{2})(\d+)([A-Z]\d?)$/, '$1 $2 $3');

const TYPE_TITLES: Record<API.PatentType, [string, string]> = {
  invention: ['发明专利', '发明名称'],
  utility: ['实用新型专利', '实用新型名称'],
  design: ['外观设计专利', '使用外观设计的产品名称'],
};

/** Pages of one part of the document (权利要求书 …), filled from the top down. */
class Part {
  readonly pages: PdfPage[] = [];
  private page!: PdfPage;
  private y = 0;

  constructor(readonly name: string) {
    this.newPage();
  }

  newPage(): void {
    this.page = new PdfPage();
    this.pages.push(this.page);
    this.y = A4.height - MARGIN - 30;
  }

  private room(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  centred(text: string, size: number): void {
    this.room(size * 2.4);
    this.y -= size * 1.6;
    this.page.text((A4.width - textWidth(text, size)) / 2, this.y, text, size);
    this.y -= size;
  }

  /** A paragraph; `hanging` indents the lines after the first (claims), else the first line. */
  paragraph(text: string, hanging = false): void {
    const lines = wrap(
      hanging ? text : `\u3000\u3000${text}`,
      BODY,
      WIDTH - (hanging ? BODY * 2 : 0),
    );
    lines.forEach((line, i) => {
      this.room(LEADING);
      this.y -= LEADING;
      this.page.text(MARGIN + (hanging && i ? BODY * 2 : 0), this.y, line, BODY);
    });
    this.y -= 2;
  }

  heading(text: string): void {
    this.room(LEADING * 3);
    this.y -= LEADING;
    this.page.text(MARGIN, this.y, text, 12);
    this.y -= 4;
  }

  /** Two drawings to a page, each in the upper or lower half. */
  drawing(
    draw: (page: PdfPage, box: { x: number; top: number; width: number; height: number }) => void,
  ): void {
    const half = (A4.height - 2 * MARGIN - 50) / 2;
    this.room(half);
    draw(this.page, { x: MARGIN, top: this.y - 10, width: WIDTH, height: half - 20 });
    this.y -= half;
  }
}

/** Heads every page of a part: the document's number, the part, its page of the part. */
function headPages(parts: Part[], number: string): PdfPage[] {
  return parts.flatMap((part) =>
    part.pages.map((page, i) => {
      const top = A4.height - MARGIN;
      page.text(MARGIN, top, spaced(number), 11);
      page.text((A4.width - textWidth(part.name, 13)) / 2, top, part.name, 13);
      const count = `${i + 1}/${part.pages.length}页`;
      page.text(A4.width - MARGIN - textWidth(count, 10), top, count, 10);
      page.line(MARGIN, top - 8, A4.width - MARGIN, top - 8, BLACK, 0.8);
      return page;
    }),
  );
}

/** `(21) 申请号 …` rows, the value wrapped under itself. */
function field(
  page: PdfPage,
  x: number,
  y: number,
  width: number,
  code: string,
  label: string,
  value: string,
): number {
  // A row without a code continues the one above (专利代理师 under 专利代理机构).
  const head = code ? `(${code})${label}` : `\u3000\u3000${label}`;
  page.text(x, y, head, 9.5);
  const indent = textWidth(head, 9.5) + 8;
  const lines = wrap(value, 9.5, width - indent);
  lines.forEach((line, i) => page.text(x + indent, y - i * 15, line, 9.5));
  return y - lines.length * 15 - 6;
}

/** The front page: bibliographic data (left), title, abstract and the abstract drawing (right). */
function frontPage(detail: API.PatentDetail, drawings: DrawingSet, patent: API.Patent): PdfPage {
  const page = new PdfPage();
  const [kindTitle, nameLabel] = TYPE_TITLES[detail.type];
  const last = detail.publications[detail.publications.length - 1];
  const granted = last.kind !== 'A';
  const top = A4.height - MARGIN;
  page.text(MARGIN, top - 10, '(19)中华人民共和国国家知识产权局', 15);
  page.text(A4.width / 2 + 10, top - 10, `(12)${kindTitle}${granted ? '' : '申请'}`, 15);
  page.text(
    A4.width / 2 + 10,
    top - 34,
    `(10)${granted ? '授权公告号' : '申请公布号'} ${spaced(last.number)}`,
    10.5,
  );
  page.text(
    A4.width / 2 + 10,
    top - 52,
    `(${granted ? 45 : 43})${granted ? '授权公告日' : '申请公布日'} ${dotted(last.date)}`,
    10.5,
  );
  page.line(MARGIN, top - 66, A4.width - MARGIN, top - 66, BLACK, 1);
  const col = WIDTH / 2 - 10;
  let y = top - 90;
  const left = (code: string, label: string, value: string) => {
    y = field(page, MARGIN, y, col, code, label, value);
  };
  left('21', '申请号 ', detail.applicationNumber);
  left('22', '申请日 ', dotted(detail.applicationDate));
  const first = detail.publications.find((p) => p.kind === 'A');
  if (granted && first) {
    left('65', '同一申请的已公布的文献号 ', spaced(first.number));
    left('43', '申请公布日 ', dotted(first.date));
  }
  left(granted ? '73' : '71', granted ? '专利权人 ' : '申请人 ', detail.applicants.join('；'));
  left('72', detail.type === 'design' ? '设计人 ' : '发明人 ', detail.inventors.join(' '));
  if (detail.agencyName) {
    left('74', '专利代理机构 ', detail.agencyName);
    if (detail.agents?.length)
      y = field(page, MARGIN, y, col, '', '专利代理师 ', detail.agents.join(' '));
  }
  if (detail.type === 'design') left('51', 'LOC(14)Cl. ', detail.ipcMain);
  else left('51', 'Int.Cl. ', detail.ipcCodes.join('\u3000'));
  if (granted && detail.citations.length)
    left(
      '56',
      '对比文件 ',
      detail.citations
        .slice(0, 4)
        .map((c) => `${c.publicationNumber} ${c.title}`)
        .join('；'),
    );
  // Right column: the title, the abstract and its drawing.
  const rx = A4.width / 2 + 10;
  let ry = top - 90;
  ry = field(page, rx, ry, col, '54', `${nameLabel} `, detail.title);
  page.text(rx, ry, '(57)摘要', 9.5);
  const abstract = wrap(`\u3000\u3000${detail.abstract}`, 9.5, col);
  abstract.forEach((line, i) => page.text(rx, ry - 16 - i * 15, line, 9.5));
  ry -= 16 + abstract.length * 15 + 10;
  const figure = drawings.abstractFigure && drawingScene(patent, drawings.abstractFigure);
  if (figure)
    drawScene(page, figure, {
      x: rx,
      top: ry,
      width: col,
      height: Math.min(260, ry - MARGIN - 40),
    });
  const footer = spaced(last.number);
  page.text((A4.width - textWidth(footer, 12)) / 2, MARGIN - 6, footer, 12, GREY);
  return page;
}

/** The whole document as PDF bytes. */
export function patentDocumentPdf(
  patent: API.Patent,
  detail: API.PatentDetail,
  drawings: DrawingSet,
): Buffer {
  const parts: Part[] = [];
  if (detail.claims.length) {
    const claims = new Part('权利要求书');
    detail.claims.forEach((claim) => claims.paragraph(claim, true));
    parts.push(claims);
  }
  if (detail.type !== 'design') {
    const description = new Part('说明书');
    description.centred(detail.title, 14);
    for (const line of detail.description.split('\n').filter(Boolean)) {
      if (/^\[\d{4}\] /.test(line)) description.paragraph(line);
      else description.heading(line);
    }
    parts.push(description);
  }
  if (drawings.figures.length) {
    const figures = new Part(drawings.kind === 'design' ? '外观设计图片或照片' : '说明书附图');
    drawings.figures.forEach((_, i) => {
      const scene = drawingScene(patent, i + 1);
      if (scene) figures.drawing((page, box) => drawScene(page, scene, box));
    });
    parts.push(figures);
  }
  if (detail.type === 'design') {
    const brief = new Part('简要说明');
    for (const sentence of detail.abstract.split(/(?<=。)(?=\d\.)/))
      brief.paragraph(sentence, true);
    parts.push(brief);
  }
  const last = detail.publications[detail.publications.length - 1];
  return buildPdf([frontPage(detail, drawings, patent), ...headPages(parts, last.number)], {
    title: `${spaced(last.number)} ${detail.title}`,
    date: last.date,
  });
}
