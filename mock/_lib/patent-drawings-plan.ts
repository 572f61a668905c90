// Which drawings a patent has and what each shows, decided from its text alone (no random draws):
// the figures its description's 附图说明 names (their captions are the description's words), the
// parts, steps and modules each figure numbers, and a design's views as its abstract names them.
// patent-text.ts writes the description's 图中 line from this plan, so text and drawings agree.

import type { TextKind } from './data/patent-text-profile';

/** What a figure draws; each kind has its own drawing function (patent-drawings-*.ts). */
export type FigureKind =
  | 'assembly'
  | 'detail'
  | 'schematic'
  | 'flow'
  | 'blocks'
  | 'loop'
  | 'curve'
  | 'bars'
  | 'micrograph'
  | 'view';

/** A reference sign (附图标记): the number or step label drawn, and the part it names. */
export interface ReferenceSign {
  sign: string;
  name: string;
}

/** A part named in the structure sentence, with where the sentence puts it, if it says. */
export interface NamedPart {
  name: string;
  /** The part it sits in or on (`设置在机箱内的主控板` → 机箱). */
  host?: string;
  where?: 'in' | 'on' | 'top' | 'bottom' | 'side';
}

export interface FigurePlan {
  /** 图1, 图2 … or a design's view (主视图, 立体图 …). */
  label: string;
  /** As the description's 附图说明 words it (图1为本发明实施例提供的<caption>), or the view. */
  caption: string;
  kind: FigureKind;
  signs: ReferenceSign[];
  /** The parts an assembly or detail draws, with their placement. */
  parts?: NamedPart[];
}

/** What planning needs of a patent's text (patent-text.ts planOf gives it). */
export interface TextFacts {
  kind: TextKind;
  groups: readonly string[];
  claimed: string;
  body: string;
  title: string;
  /** The two figures the description's 附图说明 names, in order. */
  figures: readonly [string, string];
}

const MAX_PARTS = 9;

/** A list item or `设有` object without its qualifier: `设置在机箱内的主控板` → 主控板. */
function bareName(item: string): string {
  return item
    .slice(item.lastIndexOf('的') + 1)
    .replace(/^(若干|多个|两个|一对|所述|可拆卸)/, '')
    .trim();
}

const WHERE_WORDS: [RegExp, NamedPart['where']][] = [
  [/(内|内部|内壁|中部|腔内)$/, 'in'],
  [/(顶部|上方|顶端)$/, 'top'],
  [/(底部|下表面|背面|下方|底端)$/, 'bottom'],
  [/(侧面|端部|后部|一侧|两侧|之间)$/, 'side'],
];

function whereOf(position: string): NamedPart['where'] {
  return WHERE_WORDS.find(([words]) => words.test(position))?.[1] ?? 'on';
}

/** The part a placement names (`机箱`, or `本体` for 引线框架本体). */
function hostOf(parts: NamedPart[], words: string): string | undefined {
  return parts.find((p) => words.startsWith(p.name) || p.name.endsWith(words))?.name;
}

const ok = (name: string) => name.length >= 2 && name.length <= 9 && !/[，。：；\d]/.test(name);

/**
 * The parts a structure sentence names, in its order: the items of its `包括…` list (continued by
 * a clause starting with 以及) and the objects of its `X设有Y` clauses. Every name is a substring of
 * the sentence, so the description and claim 1 name it.
 */
export function namedParts(body: string): NamedPart[] {
  const clauses = body.split('，');
  const parts: NamedPart[] = [];
  const add = (part: NamedPart) => {
    if (ok(part.name) && !parts.some((p) => p.name === part.name)) parts.push(part);
  };
  const start = clauses.findIndex((c) => c.includes('包括'));
  if (start >= 0) {
    const list = [clauses[start].slice(clauses[start].indexOf('包括') + 2)];
    for (const more of clauses.slice(start + 1)) {
      if (!/^以及/.test(more)) break;
      list.push(more.slice(2));
    }
    // `依次设置在箱体内的调节区、厌氧区和膜池`: the placement holds for the items that follow.
    let series: Omit<NamedPart, 'name'> | undefined;
    for (const item of list.join('、').split(/、|以及|及|和/)) {
      if (!item) continue;
      const placed =
        /^(依次)?(?:设置在|设于|安装在|固定在|焊接在|预埋在|位于)(.+?)(内|上|中部|上方|后部|内壁|之间)?的/.exec(
          item,
        );
      const place = placed
        ? { host: hostOf(parts, placed[2]), where: whereOf(placed[3] ?? '上') }
        : series;
      series = placed?.[1] ? place : placed ? undefined : series;
      add({ name: bareName(item), ...place });
    }
  }
  let lastHost: string | undefined;
  for (const clause of clauses.slice(Math.max(start, 0))) {
    const m = /^(.*?)(内部|内|侧面|顶部|底部|表面|端部|背面|下表面|上|之间)?设有(.+)$/.exec(clause);
    if (!m) continue;
    // `底部设有出料阀` speaks of the part the clause before named, or of the main part.
    const host = m[1] ? hostOf(parts, m[1]) : (lastHost ?? parts[0]?.name);
    lastHost = host ?? lastHost;
    for (const item of m[3].split(/和|、/))
      add({ name: bareName(item), host, where: whereOf(m[2] ?? '') });
  }
  return parts.slice(0, MAX_PARTS);
}

/**
 * The steps of a method as its sentence lists them: the `；`-separated steps after `包括：`, or the
 * comma clauses of a one-sentence method (`…，然后…，再…`). Each is a substring of the sentence.
 */
export function methodSteps(body: string): string[] {
  const text = body.replace(/^(包括以下步骤：|包括：|该方法首先|所述[^：]*：)/, '');
  let steps = text.split('；');
  if (steps.length < 2) steps = text.split('，');
  return steps
    .map((s) => s.replace(/^(然后|再|并|随后|最后|并且|再经|经)(?=.{4})/, ''))
    .filter((s) => s.length >= 2)
    .slice(0, 6);
}

/** The module of a system that does a step, by the step's verb. */
const MODULE_BY_VERB: [RegExp, string][] = [
  [/采集|获取|接收|读取|感知|监测/, '数据获取模块'],
  [/配准|匹配|分割|分词|识别|检测/, '识别处理模块'],
  [/融合/, '融合计算模块'],
  [/提取|特征/, '特征提取模块'],
  [/建立|构建|建模|训练/, '模型构建模块'],
  [/加密|签名|认证|密钥/, '安全认证模块'],
  [/求解|优化|规划|调度|分配|选取/, '优化决策模块'],
  [/计算|估计|预测|确定|判断|判定/, '计算分析模块'],
  [/生成|合成|渲染|更新|驱动/, '生成输出模块'],
  [/发布|下发|发送|上传|输出|展示|记录|存储|写入/, '输出交互模块'],
];

function modulesOf(steps: string[]): ReferenceSign[] {
  const names: string[] = [];
  for (const step of steps) {
    const name = MODULE_BY_VERB.find(([verb]) => verb.test(step))?.[1] ?? '数据处理模块';
    names.push(names.includes(name) ? `${name.replace(/模块$/, '')}子模块` : name);
  }
  return [...new Set(names)].map((name, i) => ({ sign: String((i + 1) * 10), name }));
}

/** The layers of a learned model, by the networks and mechanisms its sentence names. */
function layersOf(text: string): ReferenceSign[] {
  const core =
    /(长短期记忆网络|卷积神经网络|双塔编码网络|编码网络|预训练语言模型|语言模型|特征提取网络|多尺度融合模块|深度网络|神经网络|集成学习|层次分类模型|多标签分类器|分类模型|识别模型|回归模型)/.exec(
      text,
    )?.[1] ?? '特征提取网络';
  const extra = /(注意力机制|残差连接|多尺度融合模块)/.exec(text)?.[1];
  const names = ['输入层', core, ...(extra && extra !== core ? [extra] : []), '输出层'];
  return names.map((name, i) => ({ sign: String((i + 1) * 10), name }));
}

/** The blocks of a closed control loop, by what the method controls. */
const LOOPS: [RegExp, [string, string, string, string]][] = [
  [/motor/, ['控制器', '逆变器', '电机', '位置与电流检测单元']],
  [/flight/, ['控制器', '执行机构', '飞行器本体', '姿态测量单元']],
  [/vehicle/, ['控制器', '驱动与制动系统', '车辆', '状态感知单元']],
  [/robot/, ['控制器', '伺服驱动器', '机械臂', '关节编码器']],
  [/pitch/, ['变桨控制器', '变桨驱动器', '风电机组', '功率检测单元']],
  [/hvac/, ['控制器', '冷机', '空调系统', '温湿度检测单元']],
  [/crop/, ['控制器', '执行机构', '温室环境', '环境检测单元']],
  [/aqua/, ['控制器', '执行机构', '养殖水体', '水质检测单元']],
  [/batteryThermal/, ['控制器', '冷却系统', '电池', '温度检测单元']],
  [/charging|grid/, ['控制器', '功率变换单元', '储能与负荷', '电量检测单元']],
];

function loopOf(groups: readonly string[], body: string): ReferenceSign[] {
  const row = LOOPS.find(([group]) => groups.some((g) => group.test(g)))?.[1] ?? [
    '控制器',
    '执行机构',
    '被控对象',
    '检测单元',
  ];
  // The actuator the sentence itself names, when it names one (`由控制器驱动电磁阀执行`).
  const actuator =
    /驱动([^，；。]{2,6}?)(执行|调节)|通过([^，；。]{2,6}?)输出|调整([^，；。]{2,4}?)的/.exec(body);
  const named = actuator?.[1] ?? actuator?.[3] ?? actuator?.[4];
  const names = [...row];
  if (named && !names.includes(named)) names[1] = named;
  return names.map((name, i) => ({ sign: String((i + 1) * 10), name }));
}

/** The figures of an invention or utility model, as its description's 附图说明 names them. */
export function textFigures(facts: TextFacts): FigurePlan[] {
  const [first, second] = facts.figures;
  const fig = (i: number, caption: string, kind: FigureKind, signs: ReferenceSign[] = []) => ({
    label: `图${i}`,
    caption,
    kind,
    signs,
  });
  const steps = () => methodSteps(facts.body).map((name, i) => ({ sign: `S${i + 1}`, name }));
  switch (facts.kind) {
    case 'structure': {
      const parts = namedParts(facts.body);
      const signs = parts.map((p, i) => ({ sign: String(i + 1), name: p.name }));
      // The enlarged view shows the main part where the next part meets it.
      const near = parts.filter((p, i) => i === 0 || p.host === parts[0].name).slice(0, 3);
      const shown = near.length >= 2 ? near : parts.slice(0, 2);
      return [
        { ...fig(1, first, 'assembly', signs), parts },
        {
          ...fig(
            2,
            second,
            'detail',
            signs.filter((s) => shown.some((p) => p.name === s.name)),
          ),
          parts: shown,
        },
      ];
    }
    case 'electronic': {
      const parts = namedParts(facts.body);
      return [
        {
          ...fig(
            1,
            first,
            'schematic',
            parts.map((p, i) => ({ sign: String(i + 1), name: p.name })),
          ),
          parts,
        },
        fig(2, second, 'curve'),
      ];
    }
    case 'learning':
      return [fig(1, first, 'flow', steps()), fig(2, second, 'blocks', layersOf(facts.body))];
    case 'computing':
      return [
        fig(1, first, 'flow', steps()),
        fig(2, second, 'blocks', modulesOf(methodSteps(facts.body))),
      ];
    case 'control':
      return [
        fig(1, first, 'flow', steps()),
        fig(2, second, 'loop', loopOf(facts.groups, facts.body)),
      ];
    case 'measurement':
      return [fig(1, first, 'flow', steps()), fig(2, second, 'curve')];
    case 'process':
      return [fig(1, first, 'flow', steps()), fig(2, second, 'bars')];
    case 'composition':
      return [fig(1, first, 'micrograph'), fig(2, second, 'bars')];
    default:
      return [fig(1, first, 'curve'), fig(2, second, 'bars')];
  }
}

/**
 * The description's reference-sign line, `图中：1、机箱；2、主控板。`: every numbered sign of the
 * figures once, in number order (steps are named in the text, not in this list). Empty when the
 * figures number nothing.
 */
export function signsLine(figures: FigurePlan[]): string {
  const numbered = new Map<number, string>();
  for (const f of figures)
    for (const s of f.signs) if (/^\d+$/.test(s.sign)) numbered.set(Number(s.sign), s.name);
  if (!numbered.size) return '';
  const items = [...numbered.entries()].sort((a, b) => a[0] - b[0]);
  return `图中：${items.map(([n, name]) => `${n}、${name}`).join('；')}。`;
}

/** Whether a figure is the 摘要附图: 图1, except where the first figure is a chart or a micrograph. */
export function abstractFigureOf(figures: FigurePlan[]): number | null {
  if (!figures.length) return null;
  return ['curve', 'bars', 'micrograph'].includes(figures[0].kind) ? null : 1;
}

export const SIX_VIEWS = ['主视图', '后视图', '左视图', '右视图', '俯视图', '仰视图'] as const;

/**
 * A design's views: the view its abstract names as the one that shows the design best, with the
 * six orthographic views (`立体图1` names one of several perspective views). `single` keeps a
 * design shown by its perspective view alone (the others omitted, as the rules allow for some).
 */
export function designViews(abstract: string, single: boolean): FigurePlan[] {
  const best = /最能表明设计要点的图片或照片：([^。]+)。/.exec(abstract)?.[1] ?? '立体图';
  const view = (name: string): FigurePlan => ({
    label: name,
    caption: name,
    kind: 'view',
    signs: [],
  });
  if (best === '立体图' && single) return [view('立体图')];
  const perspectives = /^立体图\d$/.test(best) ? ['立体图1', '立体图2'] : ['立体图'];
  return [...SIX_VIEWS, ...perspectives].map(view);
}
