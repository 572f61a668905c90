// A design's views (外观设计图片): one product, its proportions and details drawn from the patent's
// own generator, shown from the front, back, sides, top and bottom and in perspective. Products
// come in four forms (a cased device, a round vessel, a multirotor, a vehicle); each view is that
// form's projection, so the views of one design agree with each other.

import type { Rng } from './random';
import type { Point, Scene } from './patent-drawings-scene';
import { figureLabel, Sketch } from './patent-drawings-scene';

const WIDTH = 800;
const HEIGHT = 600;
/** Centre of the drawing area above the view's name. */
const CX = 400;
const CY = 270;

type Form = 'box' | 'vessel' | 'drone' | 'vehicle';

interface Product {
  form: Form;
  /** Width, height and depth in drawing units (the largest fits the view). */
  w: number;
  h: number;
  d: number;
  screen: boolean;
  buttons: number;
  vents: number;
  handle: boolean;
  feet: boolean;
}

function formOf(title: string): Form {
  if (/无人机|飞行器/.test(title)) return 'drone';
  if (/汽车|电动车|三轮车/.test(title)) return 'vehicle';
  if (/桶|储罐|反应釜|茶具|制氧机|净化器/.test(title)) return 'vessel';
  return 'box';
}

/** The product's proportions and details, drawn once per design from its generator. */
export function productOf(title: string, rng: Rng): Product {
  const form = formOf(title);
  const tall = /柜|机器人|净化器|新风机|除湿机|储罐|反应釜|制氧机|充电桩|换电柜|展示柜/.test(title);
  const flat = /平板|笔记本|手表|手环|网关|路由器|眼镜|头显|礼盒|包装盒/.test(title);
  return {
    form,
    w: form === 'vehicle' ? 420 : rng.int(220, 320),
    h: tall ? rng.int(340, 420) : flat ? rng.int(120, 180) : rng.int(200, 300),
    d: flat ? rng.int(40, 80) : rng.int(120, 220),
    screen:
      /平板|笔记本|手表|手环|一体机|终端|充电|监护|血压|血糖|控制器|监测仪|检测仪|头显|柜/.test(
        title,
      ) || rng.bool(0.3),
    buttons: rng.int(0, 3),
    vents: rng.int(3, 7),
    handle: rng.bool(0.4),
    feet: !flat && rng.bool(0.7),
  };
}

/** Scales the product so its view of `vw` × `vh` fits the drawing area. */
const scaleToFit = (vw: number, vh: number) => Math.min(520 / vw, 420 / vh, 1.4);

/** The front of a cased device: outline, screen, buttons. */
function boxFace(sk: Sketch, p: Product, s: number, back: boolean): void {
  const w = p.w * s;
  const h = p.h * s;
  const x = CX - w / 2;
  const y = CY - h / 2;
  sk.roundRect(x, y, w, h, 14 * s, 'white');
  if (!back && p.screen) sk.roundRect(x + w * 0.12, y + h * 0.12, w * 0.76, h * 0.5, 6 * s);
  if (!back)
    for (let i = 0; i < p.buttons; i += 1)
      sk.ellipse(x + w * (0.5 + (i - (p.buttons - 1) / 2) * 0.14), y + h * 0.78, 9 * s, 9 * s);
  if (back)
    for (let i = 0; i < p.vents; i += 1) {
      const vy = y + h * 0.2 + (i * h * 0.5) / p.vents;
      sk.roundRect(x + w * 0.25, vy, w * 0.5, 6 * s, 3 * s);
    }
  if (p.feet) {
    sk.rect(x + w * 0.1, y + h, w * 0.12, 8 * s, 'white');
    sk.rect(x + w * 0.78, y + h, w * 0.12, 8 * s, 'white');
  }
}

function boxSide(sk: Sketch, p: Product, s: number, mirrored: boolean): void {
  const w = p.d * s;
  const h = p.h * s;
  const x = CX - w / 2;
  const y = CY - h / 2;
  sk.roundRect(x, y, w, h, 10 * s, 'white');
  for (let i = 0; i < Math.min(p.vents, 5); i += 1) {
    const vx = mirrored ? x + w * 0.7 : x + w * 0.2;
    sk.roundRect(vx, y + h * 0.3 + i * 14 * s, w * 0.1, 8 * s, 2 * s);
  }
  if (p.feet) sk.rect(x + w * 0.1, y + h, w * 0.8, 8 * s, 'white');
}

function boxPlan(sk: Sketch, p: Product, s: number, bottom: boolean): void {
  const w = p.w * s;
  const d = p.d * s;
  const x = CX - w / 2;
  const y = CY - d / 2;
  sk.roundRect(x, y, w, d, 12 * s, 'white');
  if (!bottom && p.handle) sk.roundRect(CX - w * 0.2, CY - 8 * s, w * 0.4, 16 * s, 8 * s);
  if (bottom && p.feet)
    for (const [fx, fy] of [
      [0.12, 0.2],
      [0.88, 0.2],
      [0.12, 0.8],
      [0.88, 0.8],
    ])
      sk.ellipse(x + w * fx, y + d * fy, 10 * s, 10 * s);
}

/** Oblique projection of a box: front face, top and one side receding at 30°. */
function boxPerspective(sk: Sketch, p: Product, s: number, fromLeft: boolean): void {
  const w = p.w * s;
  const h = p.h * s;
  const k = 0.5 * p.d * s;
  const dx = (fromLeft ? -1 : 1) * k * Math.cos(Math.PI / 6);
  const dy = -k * Math.sin(Math.PI / 6);
  const x = CX - w / 2 - dx / 2;
  const y = CY - h / 2 - dy / 2;
  const sideX = fromLeft ? x : x + w;
  sk.poly(
    [
      [x, y],
      [x + w, y],
      [x + w + dx, y + dy],
      [x + dx, y + dy],
    ],
    true,
    'white',
  );
  sk.poly(
    [
      [sideX, y],
      [sideX + dx, y + dy],
      [sideX + dx, y + h + dy],
      [sideX, y + h],
    ],
    true,
    'white',
  );
  sk.rect(x, y, w, h, 'white');
  if (!fromLeft && p.screen) sk.rect(x + w * 0.12, y + h * 0.12, w * 0.76, h * 0.5);
  if (fromLeft)
    for (let i = 0; i < p.vents; i += 1)
      sk.rect(x + w * 0.25, y + h * 0.2 + (i * h * 0.5) / p.vents, w * 0.5, 5 * s);
  if (p.handle)
    sk.line(x + w * 0.3 + dx / 2, y + dy / 2, x + w * 0.7 + dx / 2, y + dy / 2, { w: 3 });
}

/** A round vessel: body, lid and knob, a band, a handle if it has one. */
function vesselView(sk: Sketch, p: Product, view: string): void {
  const s = scaleToFit(p.w * 1.3, p.h * 1.2);
  const r = (p.w * s) / 2;
  const h = p.h * s;
  const top = CY - h / 2;
  if (view === '俯视图' || view === '仰视图') {
    sk.ellipse(CX, CY, r * 1.06, r * 1.06, 'white');
    sk.ellipse(CX, CY, r * 0.9, r * 0.9);
    if (view === '俯视图') sk.ellipse(CX, CY, r * 0.18, r * 0.18);
    return;
  }
  if (view.startsWith('立体图')) {
    const ry = r * 0.3;
    // The body's outline: both sides and the near half of the bottom rim (the far half is hidden).
    const rim: Point[] = [];
    for (let k = 0; k <= 16; k += 1) {
      const a = (Math.PI * k) / 16;
      rim.push([CX - r * Math.cos(a), top + h + ry * Math.sin(a)]);
    }
    sk.poly([[CX - r, top], ...rim, [CX + r, top]], true, 'white');
    sk.ellipse(CX, top, r, ry, 'white');
    sk.ellipse(CX, top - 10 * s, r * 0.18, ry * 0.18, 'white');
    // The band round the body: the near half of a ring.
    sk.poly(
      rim.map(([x, y]) => [x, y - h * 0.65] as Point),
      false,
      undefined,
      { w: 1.2 },
    );
    return;
  }
  sk.rect(CX - r * 1.06, top, r * 2.12, 14 * s, 'white');
  sk.rect(CX - r, top + 14 * s, 2 * r, h - 14 * s, 'white');
  sk.rect(CX - r * 0.18, top - 16 * s, r * 0.36, 16 * s, 'white');
  sk.line(CX - r, top + h * 0.35, CX + r, top + h * 0.35, { w: 1.2 });
  if (p.handle && (view === '左视图' || view === '右视图' || view === '主视图')) {
    const side = view === '左视图' ? -1 : 1;
    sk.poly(
      [
        [CX + side * r, top + h * 0.25],
        [CX + side * (r + 36 * s), top + h * 0.3],
        [CX + side * (r + 36 * s), top + h * 0.55],
        [CX + side * r, top + h * 0.6],
      ],
      false,
    );
  }
}

/** A multirotor: body, four arms, rotors and landing legs. */
function droneView(sk: Sketch, p: Product, view: string): void {
  const s = scaleToFit(p.w * 2, p.w * 2);
  const arm = p.w * 0.8 * s;
  const rotor = p.w * 0.42 * s;
  const body = p.w * 0.45 * s;
  if (view === '俯视图' || view === '仰视图') {
    for (const [ax, ay] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      sk.line(CX, CY, CX + ax * arm, CY + ay * arm, { w: 6 });
      sk.ellipse(CX + ax * arm, CY + ay * arm, rotor, rotor, undefined, { w: 1.4 });
      sk.ellipse(CX + ax * arm, CY + ay * arm, 10 * s, 10 * s, 'white');
    }
    sk.roundRect(CX - body / 2, CY - body * 0.7, body, body * 1.4, 18 * s, 'white');
    if (view === '仰视图') sk.ellipse(CX, CY + body * 0.3, body * 0.22, body * 0.22);
    return;
  }
  if (view.startsWith('立体图')) {
    // Seen from above at an angle: arm tips on a circle in the horizontal plane, far ones first.
    const turn = view === '立体图2' ? Math.PI / 3 : Math.PI / 8;
    const tips = [0, 1, 2, 3]
      .map((k) => turn + Math.PI / 4 + (k * Math.PI) / 2)
      .map((a) => ({
        x: CX + Math.cos(a) * arm * 1.2,
        y: CY + Math.sin(a) * arm * 0.45,
        depth: Math.sin(a),
      }))
      .sort((a, b) => a.depth - b.depth);
    const drawArm = (t: (typeof tips)[number]) => {
      sk.line(CX, CY, t.x, t.y, { w: 6 });
      sk.rect(t.x - 7 * s, t.y - 20 * s, 14 * s, 20 * s, 'white');
      sk.ellipse(t.x, t.y - 22 * s, rotor, rotor * 0.38, undefined, { w: 1.4 });
    };
    tips.filter((t) => t.depth < 0).forEach(drawArm);
    sk.line(CX - body * 0.3, CY + 20 * s, CX - body * 0.5, CY + 90 * s);
    sk.line(CX + body * 0.3, CY + 20 * s, CX + body * 0.5, CY + 90 * s);
    sk.ellipse(CX, CY, body * 0.75, body * 0.4, 'white');
    sk.ellipse(CX, CY - 8 * s, body * 0.55, body * 0.25, 'white');
    tips.filter((t) => t.depth >= 0).forEach(drawArm);
    return;
  }
  const y0 = CY;
  // Arms at body height; rotors as flat discs above the motors; legs under the body.
  for (const side of [-1, 1]) {
    const mx = CX + side * arm * 1.1;
    sk.line(CX, y0, mx, y0, { w: 5 });
    sk.rect(mx - 8 * s, y0 - 22 * s, 16 * s, 22 * s, 'white');
    sk.ellipse(mx, y0 - 26 * s, rotor, 5 * s, undefined, { w: 1.4 });
  }
  sk.roundRect(CX - body / 2, y0 - 28 * s, body, 56 * s, 14 * s, 'white');
  sk.line(CX - body * 0.3, y0 + 28 * s, CX - body * 0.6, y0 + 110 * s);
  sk.line(CX + body * 0.3, y0 + 28 * s, CX + body * 0.6, y0 + 110 * s);
  sk.line(CX - body * 0.75, y0 + 110 * s, CX - body * 0.35, y0 + 110 * s, { w: 4 });
  sk.line(CX + body * 0.35, y0 + 110 * s, CX + body * 0.75, y0 + 110 * s, { w: 4 });
  if (view !== '后视图') sk.ellipse(CX, y0 + 44 * s, 16 * s, 16 * s, 'white');
}

/** A vehicle: side profile with windows and wheels, or its front, back and plan. */
function vehicleView(sk: Sketch, p: Product, view: string): void {
  const length = 520;
  const s = scaleToFit(length, 260);
  const L = length * s;
  const H = 200 * s;
  const W = 220 * s;
  const base = CY + H / 2;
  const profile = (mirror: boolean, ox = 0, oy = 0): Point[] =>
    (
      [
        [0, 0.75],
        [0.02, 0.45],
        [0.2, 0.38],
        [0.34, 0.05],
        [0.72, 0.05],
        [0.86, 0.38],
        [1, 0.45],
        [1, 0.75],
      ] as const
    ).map(([u, v]) => [CX - L / 2 + (mirror ? 1 - u : u) * L + ox, base - H + v * H + oy]);
  const wheels = (mirror: boolean, ox = 0, oy = 0) => {
    for (const u of [0.2, 0.8]) {
      const x = CX - L / 2 + (mirror ? 1 - u : u) * L + ox;
      sk.ellipse(x, base - 0.2 * H + oy, 0.2 * H, 0.2 * H, 'white');
      sk.ellipse(x, base - 0.2 * H + oy, 0.1 * H, 0.1 * H);
    }
  };
  if (view === '左视图' || view === '右视图' || view.startsWith('立体图')) {
    const mirror = view === '右视图';
    if (view.startsWith('立体图')) {
      const ox = 0.22 * W;
      const oy = -0.16 * W;
      sk.poly(profile(false, ox, oy), true, 'white');
      profile(false).forEach(([x, y], i) => i > 1 && i < 6 && sk.line(x, y, x + ox, y + oy));
    }
    sk.poly(profile(mirror), true, 'white');
    const win = profile(mirror);
    sk.poly(
      [
        [win[3][0], win[3][1] + 8],
        [win[4][0], win[4][1] + 8],
        [(win[4][0] + win[5][0]) / 2, win[5][1] - 4],
        [(win[2][0] + win[3][0]) / 2, win[2][1] - 4],
      ],
      true,
    );
    wheels(mirror);
    return;
  }
  if (view === '俯视图' || view === '仰视图') {
    sk.roundRect(CX - L / 2, CY - W / 2, L, W, 40 * s, 'white');
    if (view === '俯视图') {
      sk.roundRect(CX - L * 0.16, CY - W * 0.4, L * 0.38, W * 0.8, 20 * s);
      sk.line(CX - L * 0.16, CY - W * 0.4, CX - L * 0.3, CY - W * 0.44, { w: 1.2 });
    } else
      for (const u of [0.2, 0.8])
        for (const v of [-1, 1])
          sk.rect(CX - L / 2 + u * L - 30 * s, CY + v * W * 0.42 - 12 * s, 60 * s, 24 * s);
    return;
  }
  // Front or back: body, cabin, lamps, wheels' bottoms.
  sk.rect(CX - W / 2, base - 0.55 * H, W, 0.4 * H, 'white');
  sk.poly(
    [
      [CX - W / 2 + 10 * s, base - 0.55 * H],
      [CX - W * 0.35, base - H],
      [CX + W * 0.35, base - H],
      [CX + W / 2 - 10 * s, base - 0.55 * H],
    ],
    true,
    'white',
  );
  const lamp = view === '主视图' ? 0.14 : 0.1;
  sk.rect(CX - W * 0.45, base - 0.45 * H, W * lamp * 2, 0.08 * H);
  sk.rect(CX + W * (0.45 - lamp * 2), base - 0.45 * H, W * lamp * 2, 0.08 * H);
  sk.rect(CX - W * 0.45, base - 0.15 * H, 0.14 * W, 0.15 * H, 'white');
  sk.rect(CX + W * 0.31, base - 0.15 * H, 0.14 * W, 0.15 * H, 'white');
}

/** One view of the design, named under it as the office shows its pictures. */
export function designScene(view: string, product: Product): Scene {
  const sk = new Sketch();
  if (product.form === 'vessel') vesselView(sk, product, view);
  else if (product.form === 'drone') droneView(sk, product, view);
  else if (product.form === 'vehicle') vehicleView(sk, product, view);
  else {
    const s = scaleToFit(Math.max(product.w, product.d) * 1.25, product.h * 1.2);
    if (view === '主视图') boxFace(sk, product, s, false);
    else if (view === '后视图') boxFace(sk, product, s, true);
    else if (view === '左视图' || view === '右视图') boxSide(sk, product, s, view === '右视图');
    else if (view === '俯视图' || view === '仰视图') boxPlan(sk, product, s, view === '仰视图');
    else boxPerspective(sk, product, s, view === '立体图2');
  }
  figureLabel(sk, WIDTH, HEIGHT - 24, view);
  return sk.scene(WIDTH, HEIGHT);
}
