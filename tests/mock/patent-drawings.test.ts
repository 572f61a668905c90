/** @jest-environment node */
// The drawings of every patent agree with its text: the figures are the ones its description's
// 附图说明 names, captioned in its words; the numbered parts are the parts claim 1 names and the
// description's 图中 line lists; a method's steps are its claimed steps; a design shows the views
// its abstract names. And a drawing is the same on every request.

import { db } from '../../mock/_lib/data';
import { detailOf } from '../../mock/_lib/data/patent-store';
import { drawingScene, drawingSetOf, drawingSvg } from '../../mock/_lib/patent-drawings';
import { namedParts, methodSteps } from '../../mock/_lib/patent-drawings-plan';

const patents = () => db().patents;
const byId = (id: string) => patents().find((p) => p.id === id)!;

/** `图1为本实用新型实施例提供的整体结构示意图；` lines of a description: [label, caption]. */
function citedFigures(description: string): [string, string][] {
  return [
    ...description.matchAll(/^\[\d{4}\] (图\d)为本(?:发明|实用新型)实施例提供的([^；。]+)[；。]/gm),
  ].map((m) => [m[1], m[2]]);
}

describe('the drawings of a description', () => {
  it('are the figures its 附图说明 names, captioned in its words, for every patent', () => {
    const wrong: unknown[] = [];
    for (const p of patents().filter((x) => x.type !== 'design')) {
      const { figures, kind } = drawingSetOf(p);
      const listed = figures.map((f) => [f.label, f.caption]);
      const cited = citedFigures(detailOf(p).description);
      if (kind !== 'description' || JSON.stringify(listed) !== JSON.stringify(cited))
        wrong.push({ id: p.id, listed, cited });
    }
    expect(wrong).toEqual([]);
  });

  it('number the parts claim 1 names, which the description’s 图中 line lists', () => {
    const wrong: unknown[] = [];
    let numbered = 0;
    for (const p of patents().filter((x) => x.type !== 'design')) {
      const { claims, description } = detailOf(p);
      const signsLine = /图中：([^。]+)。/.exec(description)?.[1] ?? '';
      for (const figure of drawingSetOf(p).figures) {
        for (const { sign, name } of figure.signs) {
          if (/^S\d$/.test(sign)) {
            // A step is claimed in claim 1's own words.
            if (!claims[0]?.includes(name)) wrong.push({ id: p.id, sign, name, in: 'claim 1' });
            continue;
          }
          numbered += 1;
          if (!signsLine.split('；').includes(`${sign}、${name}`))
            wrong.push({ id: p.id, sign, name, in: '图中' });
          if (
            ['assembly', 'detail', 'schematic'].includes(figure.kind) &&
            !claims[0].includes(name)
          )
            wrong.push({ id: p.id, sign, name, in: 'claim 1' });
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(numbered).toBeGreaterThan(3000);
  });

  it('draws a known utility model as its text describes it', () => {
    const p = byId('pat-000001');
    expect(p.title).toBe('一种档案数据采集终端');
    const { figures, abstractFigure } = drawingSetOf(p);
    expect(abstractFigure).toBe(1);
    expect(figures.map((f) => [f.label, f.caption, f.kind])).toEqual([
      ['图1', '整体结构示意图', 'assembly'],
      ['图2', '局部放大示意图', 'detail'],
    ]);
    expect(figures[0].signs).toEqual([
      { sign: '1', name: '机箱' },
      { sign: '2', name: '主控板' },
      { sign: '3', name: '图像采集模块' },
      { sign: '4', name: '显示屏' },
      { sign: '5', name: '检修门' },
    ]);
    // The enlarged view shows the case where the board inside and the door meet it.
    expect(figures[1].signs.map((s) => s.sign)).toEqual(['1', '2', '5']);
    expect(detailOf(p).description).toContain(
      '[0008] 图2为本实用新型实施例提供的局部放大示意图。图中：1、机箱；2、主控板；3、图像采集模块；4、显示屏；5、检修门。',
    );
    // Every number is written at the end of a leader line, and the figure is labelled.
    const svg = drawingSvg(p, 1)!;
    for (const n of ['1', '2', '3', '4', '5', '图1']) expect(svg).toContain(`>${n}</text>`);
    expect(svg).toContain('<title>图1 整体结构示意图</title>');
  });

  it('charts a method by its claimed steps, and a composition has no abstract drawing', () => {
    const method = byId('pat-000006');
    expect(method.title).toBe('一种锂离子电池荷电状态估计方法');
    const [flow, curve] = drawingSetOf(method).figures;
    expect(flow.signs).toEqual([
      { sign: 'S1', name: '实时采集电池的温度数据' },
      { sign: 'S2', name: '建立电化学-热耦合模型' },
      { sign: 'S3', name: '根据模型输出估计电池状态，并相应调整冷却策略' },
    ]);
    expect([flow.kind, curve.kind, curve.caption]).toEqual(['flow', 'curve', '检测结果曲线图']);
    expect(drawingSvg(method, 2)).toContain('>SOC/%</text>');
    const marker = byId('pat-000098');
    expect(drawingSetOf(marker).abstractFigure).toBeNull();
    // A ROC curve of the area the abstract states.
    expect(marker.abstract).toContain('受试者工作特征曲线下面积达到0.95');
    expect(drawingSvg(marker, 1)).toContain('>灵敏度</text>');
  });

  it('reads the parts and steps of a sentence as the sentence names them', () => {
    expect(
      namedParts(
        '包括罐体、搅拌轴、设置在罐体内的分散盘以及温度传感器，罐体顶部设有进料口，底部设有出料阀',
      ),
    ).toEqual([
      { name: '罐体' },
      { name: '搅拌轴' },
      { name: '分散盘', host: '罐体', where: 'in' },
      { name: '温度传感器' },
      { name: '进料口', host: '罐体', where: 'top' },
      { name: '出料阀', host: '罐体', where: 'bottom' },
    ]);
    expect(
      methodSteps(
        '该方法首先构建领域词典，然后对文本进行特征提取，再通过层次分类模型确定其所属IPC分类',
      ),
    ).toEqual(['构建领域词典', '对文本进行特征提取', '通过层次分类模型确定其所属IPC分类']);
  });
});

describe('the views of a design', () => {
  const designs = () => patents().filter((p) => p.type === 'design');

  it('include the view its abstract names as best, which is the abstract drawing', () => {
    const wrong: unknown[] = [];
    for (const p of designs()) {
      const best = /最能表明设计要点的图片或照片：([^。]+)。/.exec(p.abstract)![1];
      const { kind, figures, abstractFigure } = drawingSetOf(p);
      const labels = figures.map((f) => f.label);
      if (kind !== 'design' || labels[(abstractFigure ?? 0) - 1] !== best)
        wrong.push({ id: p.id, best, labels, abstractFigure });
      if (figures.some((f) => f.signs.length || f.caption !== f.label)) wrong.push(p.id);
    }
    expect(wrong).toEqual([]);
  });

  it('are the six views and the perspective views, or for some the perspective view alone', () => {
    const counts = new Map<string, number>();
    for (const p of designs()) {
      const labels = drawingSetOf(p)
        .figures.map((f) => f.label)
        .join(' ');
      counts.set(labels, (counts.get(labels) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([
      '主视图 后视图 左视图 右视图 俯视图 仰视图 立体图',
      '主视图 后视图 左视图 右视图 俯视图 仰视图 立体图1 立体图2',
      '立体图',
    ]);
    expect(counts.get('立体图')).toBeGreaterThan(0);
  });
});

describe('a drawing', () => {
  it('is the same on every request and for every order of asking', () => {
    const p = byId('pat-000010');
    const last = drawingSetOf(p).figures.length;
    const first = drawingSvg(p, last);
    for (let i = 1; i <= last; i += 1) drawingSvg(p, i);
    expect(drawingSvg(p, last)).toBe(first);
    let again: string | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-var-requires
      const fresh = require('../../mock/_lib/patent-drawings');
      again = fresh.drawingSvg(p, last);
    });
    expect(again).toBe(first);
  });

  it('is black lines on white, inside its own box, with no script or outside resource', () => {
    for (const p of patents().slice(0, 60))
      drawingSetOf(p).figures.forEach((_, i) => {
        const scene = drawingScene(p, i + 1)!;
        for (const s of scene.shapes) {
          const [x, y] =
            s.t === 'line'
              ? [s.x1, s.y1]
              : s.t === 'poly'
                ? s.pts[0]
                : [s.t === 'text' ? s.x : s.cx, s.t === 'text' ? s.y : s.cy];
          expect(x >= 0 && x <= scene.width && y >= 0 && y <= scene.height).toBe(true);
        }
        const svg = drawingSvg(p, i + 1)!;
        expect(svg).not.toMatch(/<script|href=|url\(/i);
        expect(svg.match(/#[0-9a-f]{3,6}/gi)!.every((c) => /^#(000|fff)$/i.test(c))).toBe(true);
      });
    expect(drawingScene(byId('pat-000001'), 3)).toBeUndefined();
  });
});
