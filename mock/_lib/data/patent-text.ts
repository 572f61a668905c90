// Claims and description of a patent, written from its title and abstract. Generated on demand
// from a generator seeded with the patent id, so a patent reads the same on every request.

import type { Rng } from '../random';
import { fieldLabel } from './dicts';

/** Head nouns a product claim refers back to (`根据权利要求1所述的正极材料`), longest first. */
const HEADS = [
  '表面活性剂',
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
      /(及其|、|及)(制备方法|制作方法|制造方法|应用|在|系统|装置|设备|存储介质|电子设备|可穿戴设备).*$/,
      '',
    );
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

/** Dependent features of computational methods (data, models, signals, control). */
const COMPUTE_FEATURES = [
  '所述预处理步骤中，对采集的数据进行{去噪|归一化|缺失值补全|异常值剔除}处理',
  '所述预设阈值为{0.5|0.6|0.7|0.8}～{0.9|0.95|0.99}',
  '所述{采样频率|控制频率}为{10|50|100}～{200|500|1000}Hz',
  '还包括对输出结果进行校验，并在校验不通过时重新执行{上述步骤|所述计算步骤}',
  '所述模型的参数通过{交叉验证|网格搜索|贝叶斯优化|遗传算法}确定',
  '所述{特征|数据}在输入前按{时间窗口|空间区域|类别}进行划分，窗口长度为{5|10|30}～{60|120}{秒|帧}',
  '所述{损失函数|目标函数}包括{交叉熵项|均方误差项|正则化项}和{约束项|平滑项}',
  '所述结果通过{无线通信模块|有线网络|总线}发送至{云端服务器|上位机|监控终端}',
  '当{计算结果|检测值}超出预设范围时，生成{报警信息|控制指令}并记录日志',
];

/** Dependent features of process methods (preparation, treatment, cultivation). */
const PROCESS_FEATURES = [
  '所述{处理|反应|煅烧|发酵}温度为{30|60|80|120|150}～{200|250|300|850}℃，时间为{1|2|4}～{6|8|12|24}小时',
  '所述{原料|前驱体|样本|菌剂}在使用前经{干燥|筛分|清洗|活化}处理',
  '所述{混合|搅拌|分散}步骤的转速为{200|300|500}～{800|1000|1500}r/min',
  '各步骤均在{惰性气体|氮气|常压|密闭}{气氛|条件}下进行',
  '所述{溶液|体系}的pH值调节至{5.5|6.0|6.5|7.0}～{7.5|8.0|8.5}',
  '所述{产物|滤饼|颗粒}经{洗涤|离心|抽滤}后在{60|80|105}℃下干燥{2|6|12}小时',
  '所述{原料|组分}的投料质量比为{1|2|3}:{1|2|4}:{0.5|1|2}',
  '还包括对所得产物进行{检测|筛分|包装}的步骤',
];

const PRODUCT_FEATURES = [
  '所述@1采用{不锈钢|铝合金|工程塑料|碳纤维复合材料|硅胶}制成',
  '所述@1的厚度为{0.5|1|2}～{3|5|8}mm',
  '还包括设置在所述@1上的{密封圈|加强筋|散热片|限位块|缓冲垫}',
  '所述@1与所述@2之间通过{螺栓|卡扣|焊接|铰链|导轨}连接',
  '所述@1的数量为{2|3|4}个，且沿{周向|长度方向}均匀分布',
  '所述@1的表面设有{防腐涂层|绝缘层|耐磨层|防滑纹}',
  '所述@1上开设有{通孔|安装槽|散热孔|定位孔}，所述@2穿设于其中',
  '所述@1内设有{温度传感器|压力传感器|位移传感器}，与{控制器|主控板}电连接',
];

const MATERIAL_FEATURES = [
  '各组分的质量比为{1|2|3}:{1|2|5}:{0.1|0.5|1}',
  '所述颗粒的粒径为{50|100|200}～{500|800|1000}nm',
  '所述{包覆层|涂层|膜层}的厚度为{2|5|10}～{20|50|100}nm',
  '还包括{0.5|1|2}～{3|5|8}重量份的{助剂|稳定剂|分散剂|增塑剂}',
  '所述{溶剂|载体}为{水|乙醇|二氧化钛|分子筛|活性炭}',
  '所述{材料|组合物}的{比表面积|孔隙率}为{20|50|80}～{120|200|300}{m²/g|%}',
];

const MATERIAL_HEADS =
  /(材料|粉末|陶瓷|组合物|化合物|催化剂|涂料|胶黏剂|密封胶|电解质|片剂|纤维|薄膜|肥料|分子|面料|表面活性剂)$/;
const COMPUTATIONAL = /数据|模型|算法|图像|信号|网络|预测|估计|识别|检索|控制|定位|渲染|轨迹/;

type FeatureKind = 'compute' | 'process' | 'product' | 'material';

const POOLS: Record<FeatureKind, readonly string[]> = {
  compute: COMPUTE_FEATURES,
  process: PROCESS_FEATURES,
  product: PRODUCT_FEATURES,
  material: MATERIAL_FEATURES,
};

/** A dependent feature not used yet in this claim set (a few tries, then accept a repeat). */
function dependentFeature(rng: Rng, kind: FeatureKind, parts: string[], used: Set<string>): string {
  let text = '';
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const [a, b] = rng.sample(parts, 2);
    text = rng
      .expand(rng.pick(POOLS[kind]))
      .replace(/@1/g, a)
      .replace(/@2/g, b ?? a);
    if (!used.has(text)) break;
  }
  used.add(text);
  return text;
}

/** Texts of the further independent claims (product by process, device, medium, use…). */
function otherIndependents(
  patent: API.Patent,
  firstOther: number,
  subject: string,
  compute: boolean,
): string[] {
  const range = firstOther === 2 ? '1' : `1至${firstOther - 1}任一项`;
  const field = fieldLabel(patent.field ?? '');
  const product = subject.replace(/的(制备|制作|制造)方法$/, '');
  const head = shortName(patent.title);
  if (/制备方法|制作方法|制造方法/.test(patent.title))
    return [
      `一种${product}，其特征在于，采用权利要求${range}所述的方法制备得到。`,
      `权利要求${range}所述的方法制备得到的${head}在${field}领域中的应用。`,
      `一种${product}的生产系统，其特征在于，包括用于实施权利要求${range}所述方法的设备单元。`,
    ];
  if (/方法$/.test(subject) && !compute)
    return [
      `权利要求${range}所述的方法在${field}领域中的应用。`,
      `一种用于实施权利要求${range}所述方法的处理系统，其特征在于，包括依次连接的预处理单元、处理单元和检测单元。`,
      `一种产品，其特征在于，采用权利要求${range}所述的方法得到。`,
    ];
  if (/方法$/.test(subject))
    return [
      `一种电子设备，包括处理器和存储器，所述存储器存储有计算机程序，其特征在于，所述处理器执行所述计算机程序时实现权利要求${range}所述的方法。`,
      `一种计算机可读存储介质，其上存储有计算机程序，其特征在于，所述计算机程序被处理器执行时实现权利要求${range}所述的方法。`,
      `一种${subject.replace(/方法$/, '系统')}，其特征在于，包括用于执行权利要求${range}所述方法中各步骤的功能模块。`,
    ];
  return [
    `权利要求${range}所述的${head}在${field}领域中的应用。`,
    `一种设备，其特征在于，包括权利要求${range}所述的${head}。`,
    `一种${head}的制备方法，用于制备权利要求${range}所述的${head}，其特征在于，包括成型、装配和检验步骤。`,
  ];
}

/** Numbered claims: claim 1 independent, dependents referring back, further independents last. */
export function buildClaims(rng: Rng, patent: API.Patent): string[] {
  if (patent.type === 'design' || patent.claimsCount <= 0) return [];
  const subject = subjectOf(patent.title);
  const makes = /(制备|制作|制造)方法/.test(patent.title);
  const claimed = makes && !/方法$/.test(subject) ? `${subject}的制备方法` : subject;
  const method = /方法$/.test(claimed);
  const name = method ? '方法' : shortName(patent.title);
  const body = bodyOf(patent);
  const parts = partsOf(body);
  const kind: FeatureKind = method
    ? COMPUTATIONAL.test(body) || COMPUTATIONAL.test(subject)
      ? 'compute'
      : 'process'
    : MATERIAL_HEADS.test(subject)
      ? 'material'
      : 'product';
  const used = new Set<string>();
  const n = patent.claimsCount;
  const m = Math.min(Math.max(1, patent.independentClaimsCount), n);
  // Dependents follow claim 1; further independent claims (device, medium, product, use) close the set.
  const firstOther = n - m + 2;
  const others = otherIndependents(patent, firstOther, subject, kind === 'compute');
  const offset = rng.int(0, others.length - 1);
  const claims = [`1. 一种${claimed}，其特征在于，${body}。`];
  for (let k = 2; k <= n; k += 1) {
    if (k >= firstOther) {
      claims.push(`${k}. ${others[(offset + k - firstOther) % others.length]}`);
    } else {
      const ref = k > 2 && rng.bool(0.35) ? rng.int(1, k - 1) : 1;
      const feature = dependentFeature(rng, kind, parts, used);
      claims.push(`${k}. 根据权利要求${ref}所述的${name}，其特征在于，${feature}。`);
    }
  }
  return claims;
}

/** Description in the sections of a Chinese patent specification, paragraphs numbered [0001]…. */
export function buildDescription(rng: Rng, patent: API.Patent): string {
  if (patent.type === 'design') return `简要说明\n${patent.abstract}`;
  const kind = patent.type === 'invention' ? '本发明' : '本实用新型';
  const field = fieldLabel(patent.field ?? '') || '相关';
  const subject = subjectOf(patent.title);
  const method = /方法$/.test(subject);
  const effects = effectsOf(patent);
  const paragraphs: [string, string[]][] = [
    [
      '技术领域',
      [`${kind}涉及${field}技术领域，具体涉及${patent.title.replace(/^一种/, '一种')}。`],
    ],
    [
      '背景技术',
      [
        `随着${field}产业的快速发展，${subject.replace(/(的|及).*$/, '')}相关技术得到了广泛应用。`,
        `现有技术中，${rng.pick(['工艺流程复杂、生产成本较高', '处理效率偏低、稳定性不足', '结构较为复杂、装配和维护不便', '精度难以满足实际应用要求'])}，${rng.pick(['难以满足规模化应用的需要', '限制了其进一步推广', '亟需加以改进'])}。`,
      ],
    ],
    [
      '发明内容',
      [
        `针对现有技术的不足，${kind}的目的在于提供${patent.title}，以解决上述技术问题。`,
        `为实现上述目的，${kind}采用的技术方案是：${bodyOf(patent)}。`,
        `与现有技术相比，${kind}的有益效果是：${effects}。`,
      ],
    ],
    [
      '附图说明',
      [
        `图1为${kind}实施例提供的${method ? '流程示意图' : '整体结构示意图'}；`,
        `图2为${kind}实施例${method ? '的效果对比图' : '的局部放大示意图'}。`,
      ],
    ],
    [
      '具体实施方式',
      [
        `下面将结合${kind}实施例中的附图，对${kind}实施例中的技术方案进行清楚、完整地描述。`,
        `实施例1：${bodyOf(patent)}。经测试，${effects}。`,
        `实施例2：与实施例1的区别在于，${rng.expand('{工艺参数|部件尺寸|组分配比|控制参数}按{优选|另一}范围选取')}，其余同实施例1，亦取得了相近的技术效果。`,
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
