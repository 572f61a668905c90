// Drawings of a product's parts: the overall structure (整体结构示意图) as a section of the main part
// with the others in, on, above, below and beside it; the enlarged view (局部放大示意图) of where
// they meet; a circuit's blocks (电路或器件结构示意图). Every part is numbered by a leader line
// with its reference sign, the numbers of the description's 图中 line.

import type { Rng } from './random';
import type { FigurePlan, NamedPart } from './patent-drawings-plan';
import type { Anchor, Scene } from './patent-drawings-scene';
import { figureLabel, leaders, OUTLINE, Sketch } from './patent-drawings-scene';

const WIDTH = 800;
const HEIGHT = 600;
const LABEL_Y = 580;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const ENCLOSURE = /(箱|柜|壳|壳体|箱体|柜体|机箱|罩|筒|罐体|釜体|塔体|腔|外壳|储筒|罐|池|模座)$/;
const INSIDE =
  /(区|池|层|流道|水道|芯体|镜片组|模组|模块|控制板|主控板|电路板|芯片|介质|托架|换热器|定子|铁芯|永磁体|分散盘|搅拌桨|刀盘|盘管|夹套|端子|熔断器|单元|过滤网|筛网)$/;
const ABOVE = /(口|电机|相机|摄像头|光源|上盖|盖|排气筒|引风机|指示器|除雾器)$/;
const BELOW = /(座|底座|底板|脚轮|调平脚|脚|阀|机架|支架|立柱|音响|集液槽)$/;

/** How a part is drawn, by the last words of its name. */
type Look =
  'round' | 'rod' | 'pipe' | 'valve' | 'nozzle' | 'screen' | 'plate' | 'spring' | 'port' | 'block';
const LOOKS: [RegExp, Look][] = [
  [/(电机|泵|风机|风扇组?|飞轮|辊组?|轮|刀盘|减振球|分散盘|搅拌桨)$/, 'round'],
  [/(气缸|液压缸|推杆|丝杠|轴|杆|柱|销|导柱|顶针|探针组|导套|钢筋)$/, 'rod'],
  [/(管|管路|水道|流道|盘管|夹套)$/, 'pipe'],
  [/阀$/, 'valve'],
  [/(嘴|喷头|喷淋层|清洁刷)$/, 'nozzle'],
  [/(屏|面板|镜片组|光源|相机|摄像头|指示灯|灯)$/, 'screen'],
  [/(层|板|垫|衬垫|鳍片|格栅|纹|钢板|触点|盖)$/, 'plate'],
  [/(减振器|弹簧|阻尼器|隔震层)$/, 'spring'],
  [/(口|接口|端口)$/, 'port'],
];
const lookOf = (name: string): Look => LOOKS.find(([w]) => w.test(name))?.[1] ?? 'block';

/** Draws a part of `look` filling `box`; returns the point its leader line touches. */
function drawPart(sk: Sketch, look: Look, b: Box): [number, number] {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  switch (look) {
    case 'round': {
      const r = Math.min(b.w, b.h) / 2;
      sk.ellipse(cx, cy, r, r, 'white');
      sk.ellipse(cx, cy, r * 0.35, r * 0.35);
      sk.line(cx - r * 0.8, cy, cx + r * 0.8, cy, { w: 1, dash: true });
      return [cx + r * 0.7, cy - r * 0.7];
    }
    case 'rod':
      if (b.h >= b.w) {
        sk.rect(cx - 8, b.y, 16, b.h, 'white');
        sk.rect(cx - 16, b.y + b.h - 18, 32, 18, 'white');
        return [cx + 8, b.y + b.h * 0.35];
      }
      sk.rect(b.x, cy - 8, b.w, 16, 'white');
      sk.rect(b.x, cy - 16, 18, 32, 'white');
      return [b.x + b.w * 0.6, cy - 8];
    case 'pipe': {
      // A coil or channel: a meander of two parallel lines.
      const turns = Math.max(2, Math.floor(b.w / 40));
      const step = b.w / turns;
      const pts: [number, number][] = [];
      for (let i = 0; i <= turns; i += 1)
        pts.push([b.x + i * step, i % 2 ? b.y + b.h - 6 : b.y + 6]);
      sk.poly(pts, false, undefined, { w: OUTLINE });
      sk.poly(
        pts.map(([x, y]) => [x, y + (y > cy ? -8 : 8)] as [number, number]),
        false,
        undefined,
        { w: 1 },
      );
      return [b.x + step / 2, cy];
    }
    case 'valve':
      sk.poly(
        [
          [b.x, b.y],
          [b.x + b.w, b.y + b.h],
          [b.x + b.w, b.y],
          [b.x, b.y + b.h],
        ],
        true,
        'white',
      );
      sk.line(cx, cy, cx, b.y - 10);
      sk.line(cx - 10, b.y - 10, cx + 10, b.y - 10);
      return [b.x + b.w * 0.85, b.y + b.h * 0.5];
    case 'nozzle':
      sk.poly(
        [
          [b.x + b.w * 0.3, b.y],
          [b.x + b.w * 0.7, b.y],
          [b.x + b.w, b.y + b.h],
          [b.x, b.y + b.h],
        ],
        true,
        'white',
      );
      return [b.x + b.w * 0.8, b.y + b.h * 0.6];
    case 'screen':
      sk.rect(b.x, b.y, b.w, b.h, 'white');
      sk.rect(b.x + 6, b.y + 6, b.w - 12, b.h - 12);
      return [b.x + b.w - 10, b.y + 10];
    case 'plate':
      sk.rect(b.x, b.y, b.w, b.h, 'white');
      sk.hatch(b.x, b.y, b.w, b.h, 10);
      return [b.x + b.w * 0.7, b.y + b.h / 2];
    case 'spring': {
      sk.rect(b.x, b.y, b.w, 8, 'white');
      sk.rect(b.x, b.y + b.h - 8, b.w, 8, 'white');
      const pts: [number, number][] = [];
      const zig = 6;
      for (let i = 0; i <= zig; i += 1)
        pts.push([
          cx + (i === 0 || i === zig ? 0 : i % 2 ? -b.w * 0.3 : b.w * 0.3),
          b.y + 8 + (i * (b.h - 16)) / zig,
        ]);
      sk.poly(pts, false);
      return [cx + b.w * 0.3, b.y + b.h / 2];
    }
    case 'port':
      sk.line(cx - 12, b.y, cx - 12, b.y + b.h);
      sk.line(cx + 12, b.y, cx + 12, b.y + b.h);
      sk.line(cx - 22, b.y, cx + 22, b.y);
      return [cx + 12, b.y + b.h * 0.4];
    default:
      sk.rect(b.x, b.y, b.w, b.h, 'white');
      sk.line(b.x, b.y + 10, b.x + 10, b.y);
      return [b.x + b.w * 0.75, b.y + b.h * 0.3];
  }
}

type Zone = 'inside' | 'above' | 'below' | 'left' | 'right';

/** Where an assembly puts each part but the main one. */
function zoneOf(part: NamedPart, main: string, enclosure: boolean, index: number): Zone {
  if (part.host === main && part.where === 'in') return enclosure ? 'inside' : 'above';
  if (part.where === 'top') return 'above';
  if (part.where === 'bottom') return 'below';
  if (enclosure && !part.host && INSIDE.test(part.name)) return 'inside';
  if (ABOVE.test(part.name) || (!enclosure && part.host === main)) return 'above';
  if (BELOW.test(part.name)) return 'below';
  return index % 2 ? 'right' : 'left';
}

/** Splits a span into `count` slots of `size`, centred, `gap` apart. */
function slots(from: number, to: number, count: number, size: number): number[] {
  const gap = count > 1 ? Math.min(size * 0.6, (to - from - count * size) / (count - 1)) : 0;
  const total = count * size + (count - 1) * gap;
  const start = from + (to - from - total) / 2;
  return Array.from({ length: count }, (_, i) => start + i * (size + gap));
}

/** 整体结构示意图: the main part in section, the others where the structure sentence puts them. */
export function assemblyScene(figure: FigurePlan, rng: Rng): Scene {
  const parts = figure.parts ?? [];
  const sign = (name: string) => figure.signs.find((s) => s.name === name)?.sign ?? '';
  const sk = new Sketch();
  const anchors: Anchor[] = [];
  const main = parts[0];
  const enclosure = ENCLOSURE.test(main.name) || !BELOW.test(main.name);
  const zones: Record<Zone, NamedPart[]> = {
    inside: [],
    above: [],
    below: [],
    left: [],
    right: [],
  };
  parts.slice(1).forEach((p, i) => zones[zoneOf(p, main.name, enclosure, i)].push(p));
  // Keep the sides even: a crowded side gives a part to the other.
  while (zones.left.length > zones.right.length + 1) zones.right.push(zones.left.pop()!);

  const body: Box = enclosure
    ? { x: 235 + rng.int(-10, 10), y: 140, w: 330 + rng.int(-20, 20), h: 280 + rng.int(-20, 10) }
    : { x: 150, y: 410, w: 500, h: 48 };
  if (enclosure) {
    sk.rect(body.x, body.y, body.w, body.h, 'white');
    sk.rect(body.x + 10, body.y + 10, body.w - 20, body.h - 20);
    // The cut wall, hatched on its left and right.
    sk.hatch(body.x, body.y + 10, 10, body.h - 20, 8);
    sk.hatch(body.x + body.w - 10, body.y + 10, 10, body.h - 20, 8);
    anchors.push({ x: body.x + 5, y: body.y + body.h * 0.8, sign: sign(main.name) });
  } else {
    sk.rect(body.x, body.y, body.w, body.h, 'white');
    sk.hatch(body.x, body.y, body.w, body.h, 14);
    sk.rect(body.x + 20, body.y + body.h, 24, 40, 'white');
    sk.rect(body.x + body.w - 44, body.y + body.h, 24, 40, 'white');
    anchors.push({ x: body.x + 40, y: body.y + body.h / 2, sign: sign(main.name) });
  }
  const place = (p: NamedPart, b: Box) => {
    const [x, y] = drawPart(sk, lookOf(p.name), b);
    anchors.push({ x, y, sign: sign(p.name) });
  };

  // Inside: zones (区, 池) divide the interior; other parts stand in a row on its floor.
  const inner: Box = { x: body.x + 10, y: body.y + 10, w: body.w - 20, h: body.h - 20 };
  const chambers = zones.inside.filter((p) => /(区|池)$/.test(p.name));
  const rest = zones.inside.filter((p) => !chambers.includes(p));
  chambers.forEach((p, i) => {
    const w = inner.w / chambers.length;
    if (i) sk.line(inner.x + i * w, inner.y + 24, inner.x + i * w, inner.y + inner.h);
    sk.line(inner.x + i * w + 8, inner.y + 40, inner.x + (i + 1) * w - 8, inner.y + 40, {
      w: 1,
      dash: true,
    });
    anchors.push({ x: inner.x + (i + 0.5) * w, y: inner.y + inner.h * 0.6, sign: sign(p.name) });
  });
  if (rest.length) {
    const size = Math.min(80, (inner.w - 20) / rest.length - 12);
    const top = chambers.length
      ? inner.y + inner.h - size * 0.7 - 10
      : inner.y + inner.h / 2 - size / 2;
    slots(inner.x, inner.x + inner.w, rest.length, size).forEach((x, i) =>
      place(rest[i], { x, y: top, w: size, h: chambers.length ? size * 0.6 : size }),
    );
  }
  if (!enclosure) {
    // A base or frame: every other part stands on it in a row, the feet below it.
    const standing = [...zones.above, ...zones.left, ...zones.right, ...zones.inside];
    const size = Math.min(90, (body.w - 20) / standing.length - 12);
    slots(body.x + 10, body.x + body.w - 10, standing.length, size).forEach((x, i) => {
      const look = lookOf(standing[i].name);
      const h =
        look === 'rod' ? 220 : look === 'round' ? size : look === 'port' ? 40 : rng.int(90, 200);
      place(standing[i], { x, y: body.y - h, w: size, h });
    });
    zones.above = [];
    zones.left = [];
    zones.right = [];
  }
  // Above: on the top wall, centred over it.
  const aboveSize = 70;
  slots(body.x + 20, body.x + body.w - 20, zones.above.length, aboveSize).forEach((x, i) => {
    const p = zones.above[i];
    const h = lookOf(p.name) === 'port' ? 36 : 60;
    place(p, { x, y: body.y - h, w: aboveSize, h });
  });
  // Below: under the body (feet, valves, a base).
  slots(body.x, body.x + body.w, zones.below.length, 60).forEach((x, i) => {
    const bottom = enclosure ? body.y + body.h : body.y + body.h + 40;
    place(zones.below[i], { x, y: bottom, w: 60, h: 40 });
  });
  // Beside: to the left and right, joined to the body by a line (a pipe, a cable, a frame).
  for (const side of ['left', 'right'] as const) {
    const list = zones[side];
    slots(body.y - 60, body.y + body.h, list.length, 70).forEach((y, i) => {
      const w = 80;
      const x = side === 'left' ? body.x - 60 - w : body.x + body.w + 60;
      const edge = side === 'left' ? body.x : body.x + body.w;
      const near = side === 'left' ? x + w : x;
      const joinY = Math.min(Math.max(y + 35, body.y + 12), body.y + body.h - 12);
      sk.line(near, y + 35, edge, joinY, { w: OUTLINE });
      place(list[i], { x, y, w, h: 70 });
    });
  }
  leaders(sk, anchors, { left: 60, right: 740, top: 40, bottom: 540, middle: WIDTH / 2 });
  figureLabel(sk, WIDTH, LABEL_Y, figure.label);
  return sk.scene(WIDTH, HEIGHT);
}

/** 局部放大示意图: two or three parts in section where they meet, fastened, at a larger scale. */
export function detailScene(figure: FigurePlan, rng: Rng): Scene {
  const sk = new Sketch();
  const anchors: Anchor[] = [];
  const parts = figure.parts ?? [];
  const sign = (name: string) => figure.signs.find((s) => s.name === name)?.sign ?? '';
  // The boundary of the enlarged area.
  sk.ellipse(400, 280, 250, 230, undefined, { w: 1, dash: true });
  const a: Box = { x: 220, y: 290 + rng.int(-10, 10), w: 360, h: 90 };
  sk.rect(a.x, a.y, a.w, a.h, 'white');
  sk.hatch(a.x, a.y, a.w, a.h, 14);
  anchors.push({ x: a.x + 30, y: a.y + a.h / 2, sign: sign(parts[0]?.name ?? '') });
  const b: Box = { x: 280, y: a.y - 70, w: 240, h: 70 };
  sk.rect(b.x, b.y, b.w, b.h, 'white');
  sk.hatch(b.x, b.y, b.w, b.h, 10, true);
  if (parts[1]) anchors.push({ x: b.x + b.w - 30, y: b.y + b.h / 2, sign: sign(parts[1].name) });
  // A bolt through both: head, shank and the thread's lines.
  const bx = 400;
  sk.rect(bx - 26, b.y - 22, 52, 22, 'white');
  sk.rect(bx - 12, b.y, 24, 150, 'white');
  for (let y = a.y + 20; y < a.y + 80; y += 10) sk.line(bx - 12, y, bx + 12, y + 4, { w: 1 });
  if (parts[2]) {
    const c: Box = { x: 470, y: a.y + a.h, w: 90, h: 44 };
    const [x, y] = drawPart(sk, lookOf(parts[2].name), c);
    anchors.push({ x, y, sign: sign(parts[2].name) });
  }
  leaders(sk, anchors, { left: 90, right: 710, top: 80, bottom: 500, middle: 400 });
  figureLabel(sk, WIDTH, LABEL_Y, figure.label);
  return sk.scene(WIDTH, HEIGHT);
}

/** 电路或器件结构示意图: the circuit's blocks in signal order, the last fed back to the first. */
export function schematicScene(figure: FigurePlan): Scene {
  const sk = new Sketch();
  const parts = figure.parts ?? [];
  const anchors: Anchor[] = [];
  const size = { w: 150, h: 80 };
  const xs = slots(120, 680, parts.length, size.w);
  const y = 220;
  sk.text(70, y + size.h / 2 + 6, 'Vin', 18, 'middle');
  sk.arrow(92, y + size.h / 2, xs[0], y + size.h / 2);
  parts.forEach((p, i) => {
    sk.rect(xs[i], y, size.w, size.h, 'white');
    sk.boxText(xs[i], y, size.w, size.h, p.name);
    if (i) sk.arrow(xs[i - 1] + size.w, y + size.h / 2, xs[i], y + size.h / 2);
    anchors.push({ x: xs[i] + size.w * 0.8, y: y + size.h, sign: figure.signs[i].sign });
  });
  const last = xs[xs.length - 1] + size.w;
  sk.arrow(last, y + size.h / 2, 740, y + size.h / 2);
  sk.text(740, y + size.h / 2 - 12, 'Vout', 18, 'end');
  // The feedback path under the blocks.
  const back = y + size.h + 110;
  sk.poly(
    [
      [last - size.w / 2, y + size.h],
      [last - size.w / 2, back],
      [xs[0] + size.w / 2, back],
    ],
    false,
    undefined,
    { w: 1.6 },
  );
  sk.arrow(xs[0] + size.w / 2, back, xs[0] + size.w / 2, y + size.h);
  // Numbers below the blocks, each by a short leader.
  anchors.forEach((a) => {
    sk.line(a.x, a.y, a.x + 24, a.y + 40, { w: 1.2 });
    sk.text(a.x + 28, a.y + 56, a.sign);
  });
  figureLabel(sk, WIDTH, LABEL_Y, figure.label);
  return sk.scene(WIDTH, HEIGHT);
}
