// A patent drawing as a list of black-line shapes on white, in a coordinate space of its own
// (origin top left, y down), and its SVG. The same scene is laid into the published document's
// PDF (patent-pdf-drawing.ts), so the image and the document show one drawing.

import { charWidth } from './pdf';

export type Point = readonly [number, number];

interface Stroke {
  /** Line width; outlines 2, leader lines and hatching thinner. */
  w?: number;
  dash?: boolean;
}

export type Shape =
  | ({ t: 'line'; x1: number; y1: number; x2: number; y2: number } & Stroke)
  | ({ t: 'poly'; pts: Point[]; closed?: boolean; fill?: 'white' | 'black' } & Stroke)
  | ({ t: 'ellipse'; cx: number; cy: number; rx: number; ry: number; fill?: 'white' } & Stroke)
  | {
      t: 'text';
      x: number;
      y: number;
      text: string;
      size: number;
      anchor?: 'start' | 'middle' | 'end';
    };

export interface Scene {
  width: number;
  height: number;
  shapes: Shape[];
}

export const OUTLINE = 2;
export const THIN = 1.2;
/** Size of the numbers at the end of leader lines, and of words inside boxes. */
export const SIGN_SIZE = 22;
export const BOX_TEXT = 18;

/** Width of a text in the drawing's units (CJK 1 em, ASCII by its metric). */
export function textWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch);
  return w * size;
}

/** Splits text into lines no wider than `width`. */
export function wrapText(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (line && textWidth(line + ch, size) > width && !'，。、；：）'.includes(ch)) {
      lines.push(line);
      line = '';
    }
    line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

/** Collects shapes; every helper appends and returns nothing, so drawings read as a sequence. */
export class Sketch {
  readonly shapes: Shape[] = [];

  line(x1: number, y1: number, x2: number, y2: number, stroke: Stroke = {}): void {
    this.shapes.push({ t: 'line', x1, y1, x2, y2, ...stroke });
  }

  poly(pts: Point[], closed = true, fill?: 'white' | 'black', stroke: Stroke = {}): void {
    this.shapes.push({ t: 'poly', pts, closed, fill, ...stroke });
  }

  rect(x: number, y: number, w: number, h: number, fill?: 'white', stroke: Stroke = {}): void {
    this.poly(
      [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
      ],
      true,
      fill,
      stroke,
    );
  }

  /** A rectangle with rounded corners (each corner a quarter circle of `r`, in 4 segments). */
  roundRect(x: number, y: number, w: number, h: number, r: number, fill?: 'white'): void {
    const pts: Point[] = [];
    const corner = (cx: number, cy: number, from: number) => {
      for (let k = 0; k <= 4; k += 1) {
        const a = ((from + k * 22.5) * Math.PI) / 180;
        pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
      }
    };
    corner(x + w - r, y + r, 270);
    corner(x + w - r, y + h - r, 0);
    corner(x + r, y + h - r, 90);
    corner(x + r, y + r, 180);
    this.poly(pts, true, fill);
  }

  ellipse(
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    fill?: 'white',
    stroke: Stroke = {},
  ): void {
    this.shapes.push({ t: 'ellipse', cx, cy, rx, ry, fill, ...stroke });
  }

  text(
    x: number,
    y: number,
    text: string,
    size = SIGN_SIZE,
    anchor: 'start' | 'middle' | 'end' = 'start',
  ): void {
    this.shapes.push({ t: 'text', x, y, text, size, anchor });
  }

  /** 45° section lines inside a rectangle, `gap` apart (a cut part, 剖面线). */
  hatch(x: number, y: number, w: number, h: number, gap = 12, reverse = false): void {
    for (let d = gap; d < w + h; d += gap) {
      // The line x' + y' = d (or x' - y' for the other direction), clipped to the box.
      const a: Point = [Math.max(0, d - h), Math.min(h, d)];
      const b: Point = [Math.min(w, d), Math.max(0, d - w)];
      const px = (u: number) => (reverse ? x + w - u : x + u);
      this.line(px(a[0]), y + a[1], px(b[0]), y + b[1], { w: 1 });
    }
  }

  /** A line ending in a filled arrowhead at (x2, y2). */
  arrow(x1: number, y1: number, x2: number, y2: number): void {
    this.line(x1, y1, x2, y2, { w: THIN + 0.4 });
    const angle = Math.atan2(y2 - y1, x2 - x1);
    const head = (side: number): Point => [
      x2 - 12 * Math.cos(angle + side * 0.4),
      y2 - 12 * Math.sin(angle + side * 0.4),
    ];
    this.poly([[x2, y2], head(1), head(-1)], true, 'black', { w: 1 });
  }

  /** Words centred in a box, wrapped to its width and centred as a block. */
  boxText(x: number, y: number, w: number, h: number, text: string, size = BOX_TEXT): void {
    const lines = wrapText(text, size, w - 16);
    const lineHeight = size * 1.3;
    const top = y + h / 2 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
    lines.forEach((line, i) => this.text(x + w / 2, top + i * lineHeight, line, size, 'middle'));
  }

  scene(width: number, height: number): Scene {
    return { width, height, shapes: this.shapes };
  }
}

/** A part to be numbered: the point of it the leader line touches and its sign. */
export interface Anchor {
  x: number;
  y: number;
  sign: string;
}

/**
 * Numbered leader lines: each anchor is labelled on the side of the drawing it is nearer, the
 * labels of a side in the order of their anchors' heights and at least `gap` apart, so lines do
 * not cross. `left` and `right` are the labels' x; `top`/`bottom` bound them.
 */
export function leaders(
  sketch: Sketch,
  anchors: Anchor[],
  bounds: { left: number; right: number; top: number; bottom: number; middle: number },
  gap = 36,
): void {
  for (const side of ['left', 'right'] as const) {
    const mine = anchors
      .filter((a) => (side === 'left' ? a.x < bounds.middle : a.x >= bounds.middle))
      .sort((a, b) => a.y - b.y);
    // Spread from the top, then pull back up from the bottom if the last ran over.
    const ys: number[] = [];
    mine.forEach((a, i) => ys.push(Math.max(a.y, i ? ys[i - 1] + gap : bounds.top)));
    for (let i = ys.length - 1; i >= 0; i -= 1)
      ys[i] = Math.min(ys[i], i === ys.length - 1 ? bounds.bottom : ys[i + 1] - gap);
    mine.forEach((a, i) => {
      const x = side === 'left' ? bounds.left : bounds.right;
      const end = side === 'left' ? x + 6 : x - 6;
      sketch.line(a.x, a.y, end, ys[i], { w: THIN });
      sketch.text(
        side === 'left' ? x : x,
        ys[i] + 8,
        a.sign,
        SIGN_SIZE,
        side === 'left' ? 'end' : 'start',
      );
    });
  }
}

/** The figure's label under the drawing, 图1 or 主视图, as patent drawings carry it. */
export function figureLabel(sketch: Sketch, width: number, y: number, label: string): void {
  sketch.text(width / 2, y, label, 26, 'middle');
}

const n = (x: number) => String(Math.round(x * 10) / 10);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function strokeAttrs(s: Stroke, fallback = OUTLINE): string {
  return `stroke-width="${n(s.w ?? fallback)}"${s.dash ? ' stroke-dasharray="8 5"' : ''}`;
}

/** The scene as a standalone SVG document: black strokes, white ground, a title for readers. */
export function toSvg(scene: Scene, title: string): string {
  const body = scene.shapes.map((s) => {
    switch (s.t) {
      case 'line':
        return `<line x1="${n(s.x1)}" y1="${n(s.y1)}" x2="${n(s.x2)}" y2="${n(s.y2)}" ${strokeAttrs(s, THIN)}/>`;
      case 'poly': {
        const tag = s.closed ? 'polygon' : 'polyline';
        const fill = s.fill === 'black' ? ' fill="#000"' : s.fill === 'white' ? ' fill="#fff"' : '';
        return `<${tag} points="${s.pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}"${fill} ${strokeAttrs(s)}/>`;
      }
      case 'ellipse':
        return `<ellipse cx="${n(s.cx)}" cy="${n(s.cy)}" rx="${n(s.rx)}" ry="${n(s.ry)}"${s.fill ? ' fill="#fff"' : ''} ${strokeAttrs(s)}/>`;
      default:
        return `<text x="${n(s.x)}" y="${n(s.y)}" font-size="${n(s.size)}"${s.anchor && s.anchor !== 'start' ? ` text-anchor="${s.anchor}"` : ''}>${escapeXml(s.text)}</text>`;
    }
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${scene.width} ${scene.height}" width="${scene.width}" height="${scene.height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<g fill="none" stroke="#000" stroke-linecap="round" stroke-linejoin="round">`,
    ...body.filter((line) => !line.startsWith('<text')),
    '</g>',
    `<g fill="#000" stroke="none" font-family="SimSun, 'Songti SC', 'Noto Serif CJK SC', 'Source Han Serif SC', serif">`,
    ...body.filter((line) => line.startsWith('<text')),
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}
