// A minimal PDF 1.4 writer for the mock backend, with Chinese text and no dependencies.
//
// Text uses the standard Chinese font of PDF readers: a Type0 font /STSong-Light with the
// /UniGB-UCS2-H CMap over a CIDFontType0 descendant (Adobe-GB1-2). Strings are written as
// UTF-16BE hex, so the file itself is plain ASCII and byte offsets equal string lengths.
// Readers without STSong substitute a CJK font (poppler: fonts-wqy-microhei, Adobe Reader:
// its Asian font pack).

export const A4 = { width: 595, height: 842 } as const;

/**
 * Widths (1/1000 em) of ASCII 32–126, the Helvetica metrics: declared in /W for CIDs 1–95 (which
 * UniGB-UCS2-H maps ASCII to) so Latin text and digits are spaced proportionally.
 */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Width of a character in em: CJK full width, ASCII as declared by /W. */
export function charWidth(ch: string): number {
  const code = ch.charCodeAt(0);
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32] / 1000;
  return code < 32 ? 0 : 1;
}

export function textWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch);
  return w * size;
}

/** `<4E2D6587>`: UTF-16BE hex of the text, characters outside the BMP dropped. */
export function hexString(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (code > 0xffff) continue;
    hex += code.toString(16).toUpperCase().padStart(4, '0');
  }
  return `<${hex}>`;
}

const n = (x: number) => (Math.round(x * 100) / 100).toString();

export type RgbColor = readonly [number, number, number];
export const BLACK: RgbColor = [0.1, 0.1, 0.1];
export const GREY: RgbColor = [0.6, 0.6, 0.6];
export const BLUE: RgbColor = [0.09, 0.36, 0.67];
export const LIGHT_BLUE: RgbColor = [0.86, 0.92, 0.98];

function rgb(c: RgbColor): string {
  return c.map((v) => n(v)).join(' ');
}

/** Drawing operations of one page, in PDF user space (origin bottom left, points). */
export class PdfPage {
  readonly ops: string[] = [];

  text(x: number, y: number, text: string, size: number, color: RgbColor = BLACK): this {
    this.ops.push(
      `BT ${rgb(color)} rg /F1 ${n(size)} Tf ${n(x)} ${n(y)} Td ${hexString(text)} Tj ET`,
    );
    return this;
  }

  rect(x: number, y: number, width: number, height: number, color: RgbColor): this {
    this.ops.push(`${rgb(color)} rg ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f`);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, color: RgbColor = GREY, width = 0.5): this {
    this.ops.push(`${rgb(color)} RG ${n(width)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
    return this;
  }

  content(): string {
    return `${this.ops.join('\n')}\n`;
  }
}

/** `(D:20261121000000Z)` */
function pdfDate(iso: string): string {
  return `(D:${iso.replace(/-/g, '')}000000Z)`;
}

/**
 * Serialises pages into a PDF file: catalog, page tree, one shared font, an info dictionary,
 * then a cross-reference table with the byte offset of every object and the trailer.
 */
export function buildPdf(pages: PdfPage[], info: { title: string; date: string }): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pageTree = add('');
  const font = add('');
  const cidFont = add('');
  const descriptor = add(
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] ' +
      '/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  );
  objects[font - 1] =
    `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] >>`;
  objects[cidFont - 1] =
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> ' +
    `/FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 [${ASCII_WIDTHS.join(' ')}]] >>`;
  const kids: number[] = [];
  for (const page of pages) {
    const content = page.content();
    const stream = add(`<< /Length ${content.length} >>\nstream\n${content}endstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
          `/Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const infoRef = add(
    `<< /Title ${hexString(`\uFEFF${info.title}`)} ` +
      `/Producer (IPR portal mock) /CreationDate ${pdfDate(info.date)} >>`,
  );

  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out +=
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoRef} 0 R >>\n` +
    `startxref\n${xref}\n%%EOF\n`;
  // latin1 keeps one byte per character, so the offsets above are byte offsets.
  return Buffer.from(out, 'latin1');
}
