// Drawings of results: curves (检测结果曲线图, 仿真或测试结果曲线图, 实验结果图), bar charts comparing the
// embodiments with the comparative examples, and a micrograph's particles — in black lines, told
// apart by dashes and hatching as patent drawings must be, with their axes named for the subject.

import type { Rng } from './random';
import type { FigurePlan } from './patent-drawings-plan';
import type { Point, Scene } from './patent-drawings-scene';
import { figureLabel, Sketch, textWidth } from './patent-drawings-scene';

const WIDTH = 800;
const HEIGHT = 600;
const PLOT = { left: 130, right: 720, top: 70, bottom: 450 };

/** What a chart is about: the patent's own words decide its axes. */
export interface ChartFacts {
  kind: string;
  groups: readonly string[];
  title: string;
  abstract: string;
}

type CurveShape =
  'tracking' | 'roc' | 'amplification' | 'frequency' | 'settling' | 'decline' | 'dose';

interface CurveSpec {
  shape: CurveShape;
  x: string;
  y: string;
  /** x and y ranges of the tick labels. */
  xMax: number;
  yMax: number;
  series: [string, string];
}

function curveSpec(f: ChartFacts): CurveSpec {
  const has = (g: string) => f.groups.includes(g);
  const spec = (
    shape: CurveShape,
    x: string,
    y: string,
    xMax: number,
    yMax: number,
    series: [string, string],
  ) => ({ shape, x, y, xMax, yMax, series }) as CurveSpec;
  if (f.kind === 'biochemical') {
    if (/曲线下面积/.test(f.abstract))
      return spec('roc', '1-特异性', '灵敏度', 1, 1, ['实施例', '参考线']);
    if (has('compound'))
      return spec('dose', '浓度/(μmol/L)', '抑制率/%', 50, 100, ['实施例', '对照组']);
    return spec('amplification', '循环数', '荧光强度', 40, 100, ['阳性样本', '阴性对照']);
  }
  if (has('adc'))
    return spec('frequency', '输入信号频率/MHz', 'SNDR/dB', 500, 80, ['实施例', '传统结构']);
  if (has('pll')) return spec('settling', '时间/μs', '输出频率/GHz', 20, 5, ['实施例', '传统结构']);
  if (has('stateOfCharge'))
    return spec('tracking', '时间/s', 'SOC/%', 3600, 100, ['估计值', '参考值']);
  if (has('stateOfHealth') || has('battery'))
    return spec('decline', '循环次数', 'SOH/%', 1000, 100, ['估计值', '实测值']);
  if (has('bloodPressure'))
    return spec('tracking', '时间/s', '血压/mmHg', 60, 160, ['测量值', '参考值']);
  if (has('glucose'))
    return spec('tracking', '时间/h', '血糖/(mmol/L)', 24, 12, ['测量值', '参考值']);
  if (has('physio')) return spec('tracking', '时间/s', '幅值/mV', 10, 2, ['测量值', '参考值']);
  if (has('vibration'))
    return spec('decline', '运行时间/h', '健康指标', 5000, 1, ['预测值', '实测值']);
  if (has('ndt'))
    return spec('tracking', '扫描位置/mm', '信号幅值/mV', 200, 100, ['检测信号', '参考信号']);
  if (f.kind === 'electronic')
    return spec('frequency', '频率/MHz', '增益/dB', 100, 60, ['实施例', '对比例']);
  return spec('tracking', '时间/s', '测量值', 100, 100, ['测量值', '参考值']);
}

/**
 * Axes with arrowheads, five ticks a side labelled by the range, and their titles; a bar chart's
 * x axis has no ticks (its categories name themselves under the bars).
 */
function axes(
  sk: Sketch,
  xTitle: string,
  yTitle: string,
  xMax: number,
  yMax: number,
  xTicks = true,
): void {
  const { left, right, top, bottom } = PLOT;
  sk.arrow(left, bottom, right + 30, bottom);
  sk.arrow(left, bottom, left, top - 30);
  const label = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
  for (let i = 0; i <= 5; i += 1) {
    const x = left + ((right - left) * i) / 5;
    const y = bottom - ((bottom - top) * i) / 5;
    if (xTicks) {
      sk.line(x, bottom, x, bottom - 8, { w: 1.2 });
      sk.text(x, bottom + 26, label((xMax * i) / 5), 16, 'middle');
    }
    sk.line(left, y, left + 8, y, { w: 1.2 });
    if (i) sk.text(left - 10, y + 6, label((yMax * i) / 5), 16, 'end');
  }
  sk.text((left + right) / 2, bottom + 60, xTitle, 18, 'middle');
  sk.text(left - 10, top - 40, yTitle, 18, 'end');
}

/** The legend: a sample of each line style and its name, top right inside the plot. */
function legend(sk: Sketch, names: string[], dashed: boolean[]): void {
  const w = Math.max(...names.map((n) => textWidth(n, 16))) + 70;
  const x = PLOT.right - w;
  sk.rect(x, PLOT.top, w, names.length * 28 + 12, 'white', { w: 1 });
  names.forEach((name, i) => {
    const y = PLOT.top + 22 + i * 28;
    sk.line(x + 10, y, x + 50, y, { w: 2, dash: dashed[i] });
    sk.text(x + 58, y + 6, name, 16);
  });
}

/** Two series of the curve's shape, in units of the plot (0–1 on each axis). */
function seriesOf(shape: CurveShape, rng: Rng, abstract: string): [Point[], Point[]] {
  const xs = Array.from({ length: 61 }, (_, i) => i / 60);
  const noise = () => (rng.float() - 0.5) * 0.03;
  switch (shape) {
    case 'roc': {
      const auc = Number(/曲线下面积达到(0\.\d+)/.exec(abstract)?.[1] ?? 0.9);
      const k = auc / (1 - auc);
      return [
        xs.map((x) => [x, 1 - (1 - x) ** k]),
        [
          [0, 0],
          [1, 1],
        ],
      ];
    }
    case 'amplification': {
      const ct = 0.45 + rng.float() * 0.15;
      return [
        xs.map((x) => [x, 0.05 + 0.8 / (1 + Math.exp(-(x - ct) * 18))]),
        xs.map((x) => [x, 0.05 + Math.abs(noise())]),
      ];
    }
    case 'dose': {
      const ic = 0.15 + rng.float() * 0.15;
      return [
        xs.map((x) => [x, 0.95 * (x / (x + ic))]),
        xs.map((x) => [x, 0.4 * (x / (x + ic * 2))]),
      ];
    }
    case 'frequency': {
      const level = 0.85 - rng.float() * 0.05;
      return [
        xs.map((x) => [x, level - 0.08 * x ** 2 + noise() / 3]),
        xs.map((x) => [x, level - 0.1 - 0.25 * x ** 1.5 + noise() / 3]),
      ];
    }
    case 'settling': {
      const settle = (speed: number) =>
        xs.map((x): Point => [x, 0.7 - 0.5 * Math.exp(-x * speed) * Math.cos(x * 40)]);
      return [settle(14 + rng.int(0, 4)), settle(6)];
    }
    case 'decline': {
      const fade = 0.15 + rng.float() * 0.1;
      const truth = xs.map((x): Point => [x, 0.95 - fade * x - 0.08 * x ** 3]);
      return [truth.map(([x, y]) => [x, y + noise()]), truth];
    }
    default: {
      const phase = rng.float() * Math.PI;
      const truth = xs.map((x): Point => [
        x,
        0.55 + 0.25 * Math.sin(x * 7 + phase) * Math.exp(-x) + 0.1 * (1 - x),
      ]);
      // The estimate starts off and converges onto the reference.
      return [
        truth.map(([x, y]) => [x, y + (0.15 * Math.exp(-x * 10) + noise()) * (x < 0.05 ? 2 : 1)]),
        truth,
      ];
    }
  }
}

export function curveScene(figure: FigurePlan, facts: ChartFacts, rng: Rng): Scene {
  const sk = new Sketch();
  const spec = curveSpec(facts);
  axes(sk, spec.x, spec.y, spec.xMax, spec.yMax);
  const [a, b] = seriesOf(spec.shape, rng, facts.abstract);
  const toPlot = (pts: Point[]): Point[] =>
    pts.map(([x, y]) => [
      PLOT.left + x * (PLOT.right - PLOT.left),
      PLOT.bottom - Math.min(1, Math.max(0, y)) * (PLOT.bottom - PLOT.top),
    ]);
  sk.poly(toPlot(b), false, undefined, { w: 1.6, dash: true });
  sk.poly(toPlot(a), false, undefined, { w: 2.2 });
  legend(sk, spec.series, [false, true]);
  figureLabel(sk, WIDTH, HEIGHT - 16, figure.label);
  return sk.scene(WIDTH, HEIGHT);
}

/** The measure a comparison of embodiments shows, by what the patent makes. */
const MEASURES: [RegExp, string, number][] = [
  [/正极|负极|电池|电解质/, '放电比容量/(mAh/g)', 250],
  [/涂料|胶黏剂|密封胶|涂层/, '附着力/MPa', 20],
  [/薄膜|纤维|纺织品|复合材料|合金|陶瓷|包装材料/, '拉伸强度/MPa', 400],
  [/催化剂/, '转化率/%', 100],
  [/废水|渗滤液|污泥|垃圾|餐厨/, '去除率/%', 100],
  [/废气|烟气|脱硫|脱硝|挥发性有机物/, '去除率/%', 100],
  [/肥料/, '增产率/%', 30],
  [/片剂|药|提取/, '溶出度/%', 100],
  [/标志物|试剂盒|检测/, '检出率/%', 100],
  [/器件|封装|芯片|晶圆/, '良率/%', 100],
];

export function barsScene(figure: FigurePlan, facts: ChartFacts, rng: Rng): Scene {
  const sk = new Sketch();
  const row = MEASURES.find(([words]) => words.test(facts.title));
  const measure = row?.[1] ?? '性能指标';
  const top = row?.[2] ?? 100;
  const control = /对照组/.test(figure.caption);
  const groups = control
    ? ['实施例1', '实施例2', '对照组']
    : ['实施例1', '实施例2', '对比例1', '对比例2'];
  axes(sk, '', measure, groups.length, top, false);
  const { left, right, bottom } = PLOT;
  const slot = (right - left) / groups.length;
  groups.forEach((name, i) => {
    const better = name.startsWith('实施例');
    const share = better ? 0.72 + rng.float() * 0.18 : 0.35 + rng.float() * 0.2;
    const h = share * (bottom - PLOT.top);
    const x = left + i * slot + slot * 0.25;
    const w = slot * 0.5;
    sk.rect(x, bottom - h, w, h, 'white');
    sk.hatch(x, bottom - h, w, h, better ? 10 : 16, !better);
    const value = (share * top).toFixed(top <= 30 ? 1 : 0);
    sk.text(x + w / 2, bottom - h - 10, value, 16, 'middle');
    sk.text(x + w / 2, bottom + 28, name, 17, 'middle');
  });
  figureLabel(sk, WIDTH, HEIGHT - 16, figure.label);
  return sk.scene(WIDTH, HEIGHT);
}

/** 微观形貌图: particle outlines that do not overlap, in a frame, with a scale bar. */
export function micrographScene(figure: FigurePlan, rng: Rng): Scene {
  const sk = new Sketch();
  const frame = { x: 100, y: 40, w: 600, h: 460 };
  sk.rect(frame.x, frame.y, frame.w, frame.h, 'white');
  const placed: [number, number, number][] = [];
  for (let tries = 0; tries < 900 && placed.length < 70; tries += 1) {
    const r = 10 + rng.float() * 28;
    const x = frame.x + r + 4 + rng.float() * (frame.w - 2 * r - 8);
    const y = frame.y + r + 4 + rng.float() * (frame.h - 2 * r - 60);
    if (placed.some(([px, py, pr]) => (px - x) ** 2 + (py - y) ** 2 < (pr + r + 3) ** 2)) continue;
    placed.push([x, y, r]);
    sk.ellipse(x, y, r, r * (0.7 + rng.float() * 0.3), undefined, { w: 1.4 });
  }
  const bar = { x: frame.x + frame.w - 170, y: frame.y + frame.h - 24 };
  sk.line(bar.x, bar.y, bar.x + 120, bar.y, { w: 4 });
  sk.text(bar.x + 60, bar.y - 10, '1 μm', 18, 'middle');
  figureLabel(sk, WIDTH, HEIGHT - 40, figure.label);
  return sk.scene(WIDTH, HEIGHT);
}
