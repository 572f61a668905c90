// Lays a drawing's scene (patent-drawings-scene.ts) onto a page of the PDF writer (pdf.ts) as
// vector paths, so the published document shows the very drawing the image endpoint serves.

import type { Scene } from './patent-drawings-scene';
import type { PdfPage } from './pdf';
import { BLACK, textWidth } from './pdf';

const n = (x: number) => (Math.round(x * 100) / 100).toString();
/** Bézier handle length of a quarter ellipse. */
const KAPPA = 0.5523;

/** Where a scene goes on the page: its box's top left corner and size, in points. */
export interface PdfBox {
  x: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Draws the scene fitted into the box, centred, its proportions kept; returns the height it took.
 * Paths go into the page's operators directly: the writer itself only fills rectangles.
 */
export function drawScene(page: PdfPage, scene: Scene, box: PdfBox): number {
  const s = Math.min(box.width / scene.width, box.height / scene.height);
  const left = box.x + (box.width - scene.width * s) / 2;
  const px = (x: number) => n(left + x * s);
  const py = (y: number) => n(box.top - y * s);
  const ops = page.ops;
  ops.push('q 1 J 1 j 0 0 0 RG');
  const stroke = (w: number | undefined, dash: boolean | undefined, fallback: number) =>
    `${n(Math.max(0.3, (w ?? fallback) * s))} w ${dash ? `[${n(8 * s)} ${n(5 * s)}] 0 d` : '[] 0 d'}`;
  const paint = (fill: 'white' | 'black' | undefined) =>
    fill === 'white' ? '1 1 1 rg B' : fill === 'black' ? '0 0 0 rg B' : 'S';
  for (const shape of scene.shapes) {
    switch (shape.t) {
      case 'line':
        ops.push(
          `${stroke(shape.w, shape.dash, 1.2)} ${px(shape.x1)} ${py(shape.y1)} m ${px(shape.x2)} ${py(shape.y2)} l S`,
        );
        break;
      case 'poly': {
        const [first, ...rest] = shape.pts;
        const path = `${px(first[0])} ${py(first[1])} m ${rest.map(([x, y]) => `${px(x)} ${py(y)} l`).join(' ')}`;
        ops.push(
          `${stroke(shape.w, shape.dash, 2)} ${path}${shape.closed ? ' h' : ''} ${shape.closed ? paint(shape.fill) : 'S'}`,
        );
        break;
      }
      case 'ellipse': {
        const { cx, cy, rx, ry } = shape;
        const kx = rx * KAPPA;
        const ky = ry * KAPPA;
        const c = (x1: number, y1: number, x2: number, y2: number, x: number, y: number) =>
          `${px(x1)} ${py(y1)} ${px(x2)} ${py(y2)} ${px(x)} ${py(y)} c`;
        ops.push(
          `${stroke(shape.w, shape.dash, 2)} ${px(cx + rx)} ${py(cy)} m ` +
            [
              c(cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry),
              c(cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy),
              c(cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry),
              c(cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy),
            ].join(' ') +
            ` h ${paint(shape.fill)}`,
        );
        break;
      }
      default:
        break;
    }
  }
  ops.push('Q');
  // Words after the lines, as the SVG draws them.
  for (const shape of scene.shapes) {
    if (shape.t !== 'text') continue;
    const size = shape.size * s;
    const width = textWidth(shape.text, size);
    const shift = shape.anchor === 'middle' ? width / 2 : shape.anchor === 'end' ? width : 0;
    page.text(left + shape.x * s - shift, box.top - shape.y * s, shape.text, size, BLACK);
  }
  return scene.height * s;
}
