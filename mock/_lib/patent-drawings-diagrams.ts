// Drawings of a method: its flow chart (steps S1, S2 … in the words of claim 1), the blocks of a
// model or a system (numbered 10, 20 …), and a control loop. Words in boxes, as patent offices
// accept in flow charts and block diagrams.

import type { FigurePlan } from './patent-drawings-plan';
import type { Scene } from './patent-drawings-scene';
import { BOX_TEXT, figureLabel, Sketch, SIGN_SIZE, wrapText } from './patent-drawings-scene';

const WIDTH = 800;

/** 方法流程示意图 / 工艺流程图: one box per step, top to bottom, each labelled by its step. */
export function flowScene(figure: FigurePlan): Scene {
  const sk = new Sketch();
  const boxW = 440;
  const x = (WIDTH - boxW) / 2 - 30;
  let y = 50;
  figure.signs.forEach((step, i) => {
    const lines = wrapText(step.name, BOX_TEXT, boxW - 24).length;
    const h = Math.max(64, lines * BOX_TEXT * 1.3 + 30);
    if (i) sk.arrow(x + boxW / 2, y - 44, x + boxW / 2, y);
    sk.rect(x, y, boxW, h, 'white');
    sk.boxText(x, y, boxW, h, step.name);
    // The step's label beside its box, joined by a short curved-looking leader.
    sk.line(x + boxW, y + h / 2, x + boxW + 40, y + h / 2 - 14, { w: 1.2 });
    sk.text(x + boxW + 46, y + h / 2 - 8, step.sign, SIGN_SIZE);
    y += h + 44;
  });
  const height = y + 60;
  figureLabel(sk, WIDTH, height - 24, figure.label);
  return sk.scene(WIDTH, height);
}

/** A box with its words and its number tucked into the lower right corner. */
function numberedBox(
  sk: Sketch,
  x: number,
  y: number,
  w: number,
  h: number,
  name: string,
  sign: string,
) {
  sk.rect(x, y, w, h, 'white');
  sk.boxText(x, y, w, h - 12, name);
  sk.text(x + w - 8, y + h - 8, sign, 15, 'end');
}

/**
 * 模型结构示意图 / 系统架构示意图: the blocks in rows of three, each feeding the next; a system's
 * modules inside a dashed frame (the system as a whole).
 */
export function blocksScene(figure: FigurePlan, framed: boolean): Scene {
  const sk = new Sketch();
  const perRow = Math.min(3, figure.signs.length);
  const w = 180;
  const h = 90;
  const gapX = (WIDTH - 120 - perRow * w) / Math.max(1, perRow - 1);
  const rows = Math.ceil(figure.signs.length / perRow);
  const top = 90;
  const rowGap = 80;
  const pos = (i: number): [number, number] => {
    const row = Math.floor(i / perRow);
    // Rows run left to right, then right to left, so each block feeds the one beside or under it.
    const col = row % 2 ? perRow - 1 - (i % perRow) : i % perRow;
    return [60 + col * (w + (perRow > 1 ? gapX : 0)), top + row * (h + rowGap)];
  };
  figure.signs.forEach((block, i) => {
    const [x, y] = pos(i);
    numberedBox(sk, x, y, w, h, block.name, block.sign);
    if (!i) return;
    const [px, py] = pos(i - 1);
    if (py === y) sk.arrow(px < x ? px + w : px, py + h / 2, px < x ? x : x + w, y + h / 2);
    else sk.arrow(px + w / 2, py + h, x + w / 2, y);
  });
  const bottom = top + rows * h + (rows - 1) * rowGap;
  if (framed) {
    sk.rect(36, top - 40, WIDTH - 72, bottom - top + 80, undefined, { w: 1.4, dash: true });
    sk.line(WIDTH - 36, top - 10, WIDTH - 10, top - 34, { w: 1.2 });
    sk.text(WIDTH - 8, top - 38, '100', SIGN_SIZE, 'end');
  }
  const height = bottom + 130;
  figureLabel(sk, WIDTH, height - 24, figure.label);
  return sk.scene(WIDTH, height);
}

/**
 * 控制原理框图: set point into a comparison, controller, actuator and plant in the forward path,
 * the measuring unit feeding the output back with a minus sign.
 */
export function loopScene(figure: FigurePlan): Scene {
  const sk = new Sketch();
  const [controller, actuator, plant, sensor] = figure.signs;
  const y = 150;
  const h = 80;
  const w = 140;
  const sumX = 130;
  sk.text(40, y + h / 2 - 10, 'r(t)', 18);
  sk.arrow(40, y + h / 2, sumX - 22, y + h / 2);
  sk.ellipse(sumX, y + h / 2, 22, 22, 'white');
  sk.line(sumX - 15, y + h / 2 - 15, sumX + 15, y + h / 2 + 15, { w: 1.4 });
  sk.line(sumX - 15, y + h / 2 + 15, sumX + 15, y + h / 2 - 15, { w: 1.4 });
  sk.text(sumX - 34, y + h / 2 + 44, '−', 22, 'middle');
  const xs = [200, 390, 580];
  [controller, actuator, plant].forEach((block, i) => {
    numberedBox(sk, xs[i], y, w, h, block.name, block.sign);
    sk.arrow(i ? xs[i - 1] + w : sumX + 22, y + h / 2, xs[i], y + h / 2);
  });
  const outX = xs[2] + w;
  sk.arrow(outX, y + h / 2, 772, y + h / 2);
  sk.text(772, y + h / 2 - 12, 'y(t)', 18, 'end');
  // Feedback: from the output down to the measuring unit, back to the comparison.
  const fy = y + h + 120;
  const sx = 390;
  numberedBox(sk, sx, fy, w, h, sensor.name, sensor.sign);
  sk.poly(
    [
      [outX + 40, y + h / 2],
      [outX + 40, fy + h / 2],
    ],
    false,
    undefined,
    { w: 1.6 },
  );
  sk.arrow(outX + 40, fy + h / 2, sx + w, fy + h / 2);
  sk.poly(
    [
      [sx, fy + h / 2],
      [sumX, fy + h / 2],
    ],
    false,
    undefined,
    { w: 1.6 },
  );
  sk.arrow(sumX, fy + h / 2, sumX, y + h / 2 + 22);
  const height = fy + h + 110;
  figureLabel(sk, WIDTH, height - 24, figure.label);
  return sk.scene(WIDTH, height);
}
