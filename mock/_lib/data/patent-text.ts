// Claims and description of a patent, written from its title and abstract. Generated on demand
// from a generator seeded with the patent id, so a patent reads the same on every request.

import type { Rng } from '../random';
import { fieldLabel } from './dicts';
import type { FeatureGroup } from './patent-text-features';
import { DEFAULT_STOCK, FALLBACK_CONNECTION, FEATURES, FIELD_STOCK } from './patent-text-features';
import type { TextProfile } from './patent-text-profile';
import { KIND_WORDING, textProfile } from './patent-text-profile';
import type { TextFacts } from '../patent-drawings-plan';
import { signsLine, textFigures } from '../patent-drawings-plan';

/** Head nouns a product claim refers back to (`根据权利要求1所述的正极材料`), longest first. */
const HEADS = [
  '表面活性剂',
  '递送系统',
  '包装材料',
  '组合物',
  '化合物',
  '催化剂',
  '胶黏剂',
  '密封胶',
  '电解质',
  '试剂盒',
  '标志物',
  '阻尼器',
  '连接件',
  '计算盒',
  '转换器',
  '汇流箱',
  '接线盒',
  '材料',
  '器件',
  '粉末',
  '构件',
  '陶瓷',
  '纺织品',
  '网关',
  '框架',
  '夹具',
  '夹爪',
  '模具',
  '涂料',
  '片剂',
  '纤维',
  '薄膜',
  '装置',
  '设备',
  '结构',
  '机构',
  '系统',
  '终端',
  '支架',
  '平台',
  '模组',
  '接口',
  '支座',
  '肥料',
  '分子',
  '面料',
  '组件',
  '电池',
  '机柜',
  '电路',
  '器',
].sort((a, b) => b.length - a.length);

/** The claimed subject: the title without 一种 and without `及其制备方法`-style tails. */
export function subjectOf(title: string): string {
  return title
    .replace(/^一种/, '')
    .replace(
      /(及其|、|及)(制备方法|制作方法|制造方法|应用|在|系统|装置|设备|存储介质|电子设备|可穿戴设备|固态电池|锂离子电池).*$/,
      '',
    );
}

/** A method or process claims steps: its subject ends with 方法 or 工艺. */
const isMethod = (subject: string) => /(方法|工艺)$/.test(subject);

/**
 * The subject of claim 1: a product with its own making claims the making first
 * (`X及其制备方法` → `X的制备方法`, `X及其热处理方法` → `X的热处理方法`).
 */
export function claimedOf(title: string): string {
  const subject = subjectOf(title);
  const own = /^(.+)及其([^及]+方法)$/.exec(subject);
  if (own) return `${own[1]}的${own[2]}`;
  const making = /(制备|制作|制造)方法/.exec(title);
  return making && !isMethod(subject) ? `${subject}的${making[0]}` : subject;
}

/** How dependent claims name the subject: `方法`, or the head noun of a product. */
function shortName(title: string): string {
  const subject = subjectOf(title);
  if (/方法$/.test(subject)) return '方法';
  const head = HEADS.find((h) => subject.endsWith(h));
  return head ?? (subject.length > 6 ? subject.slice(-4) : subject);
}

/** The technical body of claim 1: the abstract's sentence after `公开了一种…，`. */
function bodyOf(patent: API.Patent): string {
  const m = /公开了[^，。]*，([^。]+)。/.exec(patent.abstract);
  return m ? m[1] : '包括相互配合的若干组成部分，各部分按预设方式连接或执行';
}

function effectsOf(patent: API.Patent): string {
  const sentences = patent.abstract.split('。').filter(Boolean);
  const last = sentences[sentences.length - 1] ?? '';
  return last
    .replace(/^本(发明|实用新型)结构简单、/, '')
    .replace(/，?(具有良好的应用前景|适合推广应用|便于工程实施|可广泛应用于相关领域)$/, '');
}

/** Parts named in a structure sentence (`包括机箱、设置在机箱内的主控板…`), for product claims. */
function partsOf(body: string): string[] {
  const parts = body
    .split(/[，、；]|以及|和/)
    .map((s) => s.replace(/^(包括|设置在|与|还包括)/, ''))
    .map((s) => s.slice(s.lastIndexOf('的') + 1))
    .map((s) => s.replace(/^(所述|若干|多个)/, ''))
    .filter((s) => s.length >= 2 && s.length <= 6 && !/[设有为是]/.test(s));
  const unique = [...new Set(parts)];
  return unique.length >= 2 ? unique : ['本体', '连接组件', '固定座'];
}

/** Parts of a product by what a feature may say of them (`@E`, `@I`, `@P`, `@C`, `@H`, `@M`). */
const ELECTRICAL =
  /传感器|控制器|控制板|主控板|电路板|模块|芯片|显示屏|指示灯|摄像|相机|电源|单元|处理器|接口|天线|电机|电磁铁|风扇|灯|网关|主机|探头/;
/** Electronics that sit inside a housing (not motors, fans or lamps). */
const INTERNAL = /控制板|主控板|电路板|模块|芯片|单元|传感器|控制器|处理器|电源/;
const ELONGATED = /(管|轴|杆|线缆|导线|丝杠|管路)$/;
const ENCLOSING = /(箱|柜|壳|箱体|壳体|柜体|机箱|罩|筒|斗|罐体|釜体)$/;
const HOUSING = /(箱|壳|柜|架|座|台|罩|盖|门|筒|斗|框|板|体)$/;

interface Parts {
  /** Every part the structure sentence names, in its order (the drawings number them so). */
  all: string[];
  electrical: string[];
  internal: string[];
  elongated: string[];
  enclosing: string[];
  housing: string[];
  mechanical: string[];
  /** Parts a feature may join to one another (not electrical). */
  solid: string[];
  short: string;
  /** Templates of the housing's material and thickness in the patent's field. */
  stock: { material: string; thickness: string };
}

function classifyParts(parts: string[], short: string, field: string): Parts {
  const electrical = parts.filter((p) => ELECTRICAL.test(p));
  // Layers and coatings are neither fastened nor counted.
  const solid = parts.filter((p) => !ELECTRICAL.test(p) && !/层$/.test(p));
  const housing = solid.filter((p) => HOUSING.test(p));
  return {
    all: parts,
    electrical,
    internal: electrical.filter((p) => INTERNAL.test(p)),
    elongated: solid.filter((p) => ELONGATED.test(p)),
    enclosing: housing.filter((p) => ENCLOSING.test(p)),
    housing,
    mechanical: solid.filter((p) => !HOUSING.test(p)),
    solid,
    short,
    stock: FIELD_STOCK[field] ?? DEFAULT_STOCK,
  };
}

const SLOTS: Record<string, keyof Omit<Parts, 'all' | 'short' | 'stock'>> = {
  '@H': 'housing',
  '@C': 'enclosing',
  '@M': 'mechanical',
  '@E': 'electrical',
  '@I': 'internal',
  '@P': 'elongated',
};

/** Whether the product has the parts a template names. */
function fits(template: string, parts: Parts): boolean {
  for (const [slot, key] of Object.entries(SLOTS))
    if (template.includes(slot) && !parts[key].length) return false;
  return !template.includes('@A') || parts.solid.length >= 2;
}

/** A template with its alternatives picked and its parts named. */
function fill(rng: Rng, template: string, parts: Parts, loss: string): string {
  let text = rng.expand(
    template
      .replace(/@L/g, loss)
      .replace(/@MAT/g, parts.stock.material)
      .replace(/@THK/g, parts.stock.thickness),
  );
  for (const [slot, key] of Object.entries(SLOTS))
    if (text.includes(slot)) text = text.replace(new RegExp(slot, 'g'), rng.pick(parts[key]));
  if (text.includes('@A')) {
    const [a, b] = rng.sample(parts.solid, 2);
    text = text.replace(/@A/g, a).replace(/@B/g, b);
  }
  return text.replace(/@S/g, parts.short).replace(/@X/g, /架$/.test(parts.short) ? '底座' : '支架');
}

/**
 * A feature of the profile's groups from a template not used yet in this text (any once all are
 * used). The base group (listed first) weighs half as much as the groups of the subject's own words.
 */
function featureOf(
  rng: Rng,
  groups: readonly FeatureGroup[],
  profile: TextProfile,
  parts: Parts,
  used: Set<string>,
): string {
  const pool = groups.flatMap((g, i) =>
    FEATURES[g]
      .filter((t) => fits(t, parts))
      .map((t) => [t, i === 0 && groups.length > 1 ? 1 : 2] as const),
  );
  const fresh = pool.filter(([t]) => !used.has(t));
  const from = fresh.length ? fresh : pool;
  if (!from.length) return fill(rng, FALLBACK_CONNECTION, parts, profile.loss);
  // Once every template is used, a few tries for wording not said yet before repeating a claim.
  let text = '';
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const template = rng.weightedPairs(from);
    text = fill(rng, template, parts, profile.loss);
    used.add(template);
    if (!used.has(text)) break;
  }
  used.add(text);
  return text;
}

/** `X` of a claimed `X的Y方法` (the thing made, treated or measured), if the subject names one. */
function objectOf(claimed: string): string | undefined {
  const synthesis = /合成(.+)的方法$/.exec(claimed);
  if (synthesis) return synthesis[1];
  return /^(.+)的[^的]+(方法|工艺)$/.exec(claimed)?.[1];
}

/** Texts of the further independent claims (product by process, device, medium, use…). */
function otherIndependents(
  patent: API.Patent,
  firstOther: number,
  claimed: string,
  profile: TextProfile,
): string[] {
  const range = firstOther === 2 ? '1' : `1至${firstOther - 1}任一项`;
  const claims = `权利要求${range}所述`;
  const field = fieldLabel(patent.field ?? '');
  const head = shortName(patent.title);
  const object = objectOf(claimed);
  // What a product of `X的Y` serves: the 齿轮箱 of a 润滑系统, the 早期筛查 of a 标志物.
  const owner = /^(.+)的[^的]+$/.exec(claimed)?.[1];
  const has = (group: FeatureGroup) => profile.groups.includes(group);
  const battery = /(固态电池|锂离子电池)/.exec(patent.title)?.[1];
  const withBattery = battery
    ? [
        `一种${battery}，其特征在于，包括${claims}的${head === '方法' ? '方法制备得到的产品' : head}。`,
      ]
    : [];
  switch (profile.kind) {
    case 'process': {
      const making = /(制备|制作|制造)方法$/.exec(claimed)?.[1];
      if (object && making && !/增材/.test(claimed))
        return [
          `一种${object}，其特征在于，采用${claims}的方法${making}得到。`,
          ...withBattery,
          `${claims}的方法${making}得到的${shortName(object)}在${field}领域中的应用。`,
          `一种${object}的生产系统，其特征在于，包括用于实施${claims}方法的设备单元。`,
        ];
      if (has('construction'))
        return [
          `一种${object ?? '建筑结构'}，其特征在于，采用${claims}的施工方法施工而成。`,
          `${claims}的施工方法在${field}领域中的应用。`,
          `一种用于${claims}施工方法的施工工装，其特征在于，包括定位组件和临时固定组件。`,
        ];
      if (has('breeding')) {
        const crop = (object ?? '').replace(/(抗病|高产)品种$/, '') || '作物';
        return [
          `${claims}的方法在${crop}育种中的应用。`,
          `一种${crop}育种材料的鉴定方法，其特征在于，采用${claims}的方法对育种材料进行鉴定和筛选。`,
          ...(has('marker')
            ? [
                `一种用于${claims}方法的分子标记引物组，其特征在于，所述引物组的核苷酸序列如SEQ ID NO:1～SEQ ID NO:4所示。`,
              ]
            : []),
        ];
      }
      if (has('extraction'))
        return [
          `一种${object ?? ''}提取物，其特征在于，采用${claims}的方法制得。`,
          `${claims}的方法制得的提取物在制备{保健食品|药物}中的应用。`,
          `一种用于实施${claims}方法的提取纯化系统，其特征在于，包括依次连接的提取罐、纯化柱和浓缩干燥单元。`,
        ];
      if (has('wastewater') || has('gas') || has('organicWaste') || has('demolitionWaste'))
        return [
          `一种用于实施${claims}方法的处理系统，其特征在于，包括依次连接的预处理单元、主处理单元和排放单元。`,
          `${claims}的方法在${object ?? field}处理中的应用。`,
          `一种用于实施${claims}方法的监测装置，其特征在于，包括设置于排放口的在线监测单元。`,
        ];
      return [
        ...(object ? [`一种${object}，其特征在于，采用${claims}的方法得到。`] : []),
        `${claims}的方法在${field}领域中的应用。`,
        `一种用于实施${claims}方法的设备，其特征在于，包括依次设置的进料单元、处理单元和出料单元。`,
      ];
    }
    case 'learning':
    case 'computing':
    case 'control':
    case 'measurement': {
      const promised = [
        ...(/可穿戴设备/.test(patent.title)
          ? [
              `一种可穿戴设备，其特征在于，包括传感器、处理器和存储器，所述处理器被配置为执行${claims}的方法。`,
            ]
          : []),
        ...(has('battery') ? [`一种电池管理系统，其特征在于，被配置为执行${claims}的方法。`] : []),
      ];
      return [
        ...promised,
        `一种${claimed.replace(/方法$/, '系统')}，其特征在于，包括用于执行${claims}方法中各步骤的功能模块。`,
        `一种电子设备，包括处理器和存储器，所述存储器存储有计算机程序，其特征在于，所述处理器执行所述计算机程序时实现${claims}的方法。`,
        `一种计算机可读存储介质，其上存储有计算机程序，其特征在于，所述计算机程序被处理器执行时实现${claims}的方法。`,
      ];
    }
    case 'electronic':
      if (has('solar'))
        return [
          `一种光伏组件，其特征在于，包括${claims}的${head}。`,
          `${claims}的${head}在${field}领域中的应用。`,
        ];
      return [
        `一种${has('powerDevice') ? '功率模块' : '芯片'}，其特征在于，包括${claims}的${head}。`,
        `一种电子设备，其特征在于，包括${claims}的${head}。`,
      ];
    case 'biochemical': {
      const purpose = owner ?? field;
      if (has('compound')) {
        const use = /在(.+?)中的应用/.exec(patent.title)?.[1] ?? '药物';
        return [
          `一种药物组合物，其特征在于，包括${claims}的化合物或其药学上可接受的盐，以及药学上可接受的辅料。`,
          `${claims}的化合物在制备${use}中的应用。`,
        ];
      }
      if (has('nucleicMarker'))
        return [
          `${claims}的${head}在制备${purpose}试剂盒中的应用。`,
          `一种${purpose}试剂盒，其特征在于，包括用于检测${claims}${head}的引物和探针。`,
        ];
      if (has('kit'))
        return [
          `${claims}的试剂盒在制备${purpose}检测产品中的应用。`,
          `一种${claims}试剂盒的制备方法，其特征在于，包括引物探针合成、反应液配制和分装步骤。`,
        ];
      return [
        `一种药物组合物，其特征在于，包括${claims}的${head}以及药学上可接受的载体。`,
        `${claims}的${head}在制备核酸药物中的应用。`,
      ];
    }
    case 'composition':
      return [
        ...withBattery,
        `${claims}的${head}在${field}领域中的应用。`,
        `一种${head}的制备方法，用于制备${claims}的${head}，其特征在于，包括原料混合、成型和后处理步骤。`,
      ];
    default:
      return [
        ...(owner ? [`一种${owner}，其特征在于，包括${claims}的${head}。`] : []),
        `一种设备，其特征在于，包括${claims}的${head}。`,
        `${claims}的${head}在${field}领域中的应用。`,
      ];
  }
}

/** What generating a patent's texts (and drawings) needs to know of it. */
export interface Plan {
  claimed: string;
  body: string;
  profile: TextProfile;
  parts: Parts;
}

export function planOf(patent: API.Patent): Plan {
  const claimed = claimedOf(patent.title);
  const body = bodyOf(patent);
  const method = patent.type !== 'utility' && isMethod(claimed);
  const profile = textProfile(patent, claimed, body, method);
  const short = method ? '方法' : shortName(patent.title);
  return { claimed, body, profile, parts: classifyParts(partsOf(body), short, patent.field ?? '') };
}

/** What the drawings of a patent's description are planned from (patent-drawings-plan.ts). */
export function drawingFactsOf(patent: API.Patent, plan: Plan = planOf(patent)): TextFacts {
  const { kind, groups } = plan.profile;
  return {
    kind,
    groups,
    claimed: plan.claimed,
    body: plan.body,
    title: patent.title,
    figures: KIND_WORDING[kind].figures,
  };
}

/** Numbered claims: claim 1 independent, dependents referring back, further independents last. */
export function buildClaims(rng: Rng, patent: API.Patent): string[] {
  if (patent.type === 'design' || patent.claimsCount <= 0) return [];
  const { claimed, body, profile, parts } = planOf(patent);
  const name = parts.short;
  const used = new Set<string>();
  const n = patent.claimsCount;
  const m = Math.min(Math.max(1, patent.independentClaimsCount), n);
  // Dependents follow claim 1; further independent claims (device, medium, product, use) close the set.
  const firstOther = n - m + 2;
  const others = otherIndependents(patent, firstOther, claimed, profile).map((t) => rng.expand(t));
  // A claim the title promises (`…方法及可穿戴设备`) comes first; otherwise any may.
  const offset = /可穿戴设备/.test(patent.title) ? 0 : rng.int(0, others.length - 1);
  const claims = [`1. 一种${claimed}，其特征在于，${body}。`];
  for (let k = 2; k <= n; k += 1) {
    if (k >= firstOther) {
      claims.push(`${k}. ${others[(offset + k - firstOther) % others.length]}`);
    } else {
      const ref = k > 2 && rng.bool(0.35) ? rng.int(1, k - 1) : 1;
      const feature = featureOf(rng, profile.groups, profile, parts, used);
      claims.push(`${k}. 根据权利要求${ref}所述的${name}，其特征在于，${feature}。`);
    }
  }
  return claims;
}

/** The topic of the background: the claimed subject without `基于…的` and its method word. */
function topicOf(claimed: string): string {
  return claimed
    .replace(/^(基于|面向)[^的]+的/, '')
    .replace(/(的|及).*$/, '')
    .replace(/(方法|工艺)$/, '');
}

/** Description in the sections of a Chinese patent specification, paragraphs numbered [0001]…. */
export function buildDescription(rng: Rng, patent: API.Patent): string {
  if (patent.type === 'design') return `简要说明\n${patent.abstract}`;
  const utility = patent.type === 'utility';
  const kind = utility ? '本实用新型' : '本发明';
  const field = fieldLabel(patent.field ?? '') || '相关';
  const plan = planOf(patent);
  const { claimed, body, profile, parts } = plan;
  const wording = KIND_WORDING[profile.kind];
  // The reference signs of the drawings, after the list of figures (no random draw: the text
  // before and after reads as it did).
  const signs = signsLine(textFigures(drawingFactsOf(patent, plan)));
  const effects = effectsOf(patent);
  const structure = profile.kind === 'structure';
  const used = new Set<string>();
  const feature = (groups: readonly FeatureGroup[] = profile.groups) =>
    featureOf(rng, groups, profile, parts, used);
  // An embodiment of a structure says first how its parts are joined.
  const first = feature(structure ? ['connection'] : profile.groups);
  const second = feature();
  const variant = feature();
  const rest = structure ? '其余结构' : isMethod(claimed) ? '其余步骤' : '其余';
  const paragraphs: [string, string[]][] = [
    ['技术领域', [`${kind}涉及${field}技术领域，具体涉及${patent.title}。`]],
    [
      '背景技术',
      [
        `随着${field}产业的快速发展，${topicOf(claimed)}相关技术得到了广泛应用。`,
        `现有技术中，${rng.pick(wording.problems)}，${rng.pick(['难以满足规模化应用的需要', '限制了其进一步推广', '亟需加以改进'])}。`,
      ],
    ],
    [
      utility ? '实用新型内容' : '发明内容',
      [
        `针对现有技术的不足，${kind}的目的在于提供${patent.title}，以解决上述技术问题。`,
        `为实现上述目的，${kind}采用的技术方案是：${body}。`,
        `与现有技术相比，${kind}的有益效果是：${effects}。`,
      ],
    ],
    [
      '附图说明',
      [
        `图1为${kind}实施例提供的${wording.figures[0]}；`,
        `图2为${kind}实施例提供的${wording.figures[1]}。${signs}`,
      ],
    ],
    [
      '具体实施方式',
      [
        `下面结合附图和具体实施例对${kind}作进一步详细说明。`,
        `实施例1：${structure ? '如图1所示，' : ''}本实施例提供一种${claimed}，${body}。`,
        `本实施例中，${first}；${second}。`,
        structure
          ? `安装时，先将各部件按上述方式装配并固定，再接入相应设备即可投入使用。经测试，${effects}。`
          : `经测试，${effects}。`,
        `实施例2：与实施例1的区别在于，${variant}，${rest}与实施例1相同，亦取得了相近的技术效果。`,
      ],
    ],
  ];
  let n = 0;
  return paragraphs
    .map(
      ([heading, texts]) =>
        `${heading}\n${texts.map((t) => `[${String((n += 1)).padStart(4, '0')}] ${t}`).join('\n')}`,
    )
    .join('\n');
}
