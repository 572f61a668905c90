// When the technologies of the domains began, and what their documents are called abroad: a cited
// document can be no older than its technology, and a foreign document carries a title in its own
// language (English for the offices the citations name), never a Chinese one.

import type { Domain } from './domains-a';
import { DESIGN_PRODUCTS, DOMAINS } from './domains-c';

/**
 * The first year documents of a technology are filed, by the words that name it in a title
 * (Chinese and English). A title with none of them is of a long-known technology.
 */
export const TECHNOLOGY_SINCE: readonly (readonly [year: number, terms: readonly string[]])[] = [
  [2019, ['预训练语言模型', 'pre-trained language model', '换电重卡', 'heavy-duty truck']],
  [2018, ['Transformer', '图神经网络', 'graph neural network', '联邦学习', 'federated learning']],
  [2018, ['小样本学习', 'few-shot', '可解释神经网络', 'interpretable neural network']],
  [2018, ['数字人', 'digital human', '5G通信终端']],
  [2017, ['面向边缘设备', 'edge device', '轻量化神经网络', 'lightweight neural network']],
  [2017, ['短视频', 'short video', '语音驱动', 'voice-driven', '边缘计算盒']],
  [2016, ['区块链', 'blockchain', '5G', '切片', 'slicing', '混合现实', 'mixed reality']],
  [2016, ['直播', 'live streaming', '注意力机制', 'attention mechanism', '智能网联汽车', '换电柜']],
  [2015, ['边缘计算', 'edge computing', 'AR头显', '户用储能']],
  // Hinton, Vinyals and Dean, "Distilling the Knowledge in a Neural Network" (2015).
  [2015, ['知识蒸馏', 'knowledge distillation']],
  [2014, ['TOPCon', '语义向量', 'semantic vector', '卷积神经网络', 'convolutional neural network']],
  [2014, ['垂直起降固定翼', 'vertical take-off', '析锂', 'lithium plating', 'VR眼镜', '文创']],
  [2013, ['钙钛矿', 'perovskite', '知识图谱', 'knowledge graph', '深度学习', 'deep learning']],
  [2013, ['可穿戴', 'wearable', '智能手表', '运动手环', '智能工厂', 'smart factory', '植保无人机']],
  [2012, ['高镍三元', 'high-nickel', '协作机器人', '协作机械臂', 'collaborative robot']],
  [2012, ['自动驾驶', 'autonomous', '装配式', 'prefabricated', '液冷', '储能柜', '航拍飞行器']],
  [2011, ['钠离子', 'sodium-ion', '迁移学习', 'transfer learning', '国密']],
  [2010, ['固态电池', '固态电解质', 'solid-state battery', 'solid electrolyte', '磷酸锰铁锂']],
  [2010, ['换电', 'battery swapping', '车联网', 'Internet of Vehicles', '风光储', '多旋翼']],
  [2010, ['multi-rotor', '增材制造', 'additive manufacturing', '超低能耗', '被动式']],
  [2010, ['ultra-low energy', '挥发性有机物', 'volatile organic', '稻渔综合', '平板电脑']],
  [2010, ['巡检机器人', '智能网关']],
  [2009, ['石墨烯', 'graphene', '物联网', 'Internet of Things', '充电桩']],
  [
    2008,
    ['富锂锰基', 'lithium-rich', '硅碳复合', 'silicon-carbon', '增强现实', 'augmented reality'],
  ],
  [
    2008,
    ['核酸标志物', 'nucleic acid marker', '餐厨垃圾', 'food waste', '数据中心', 'data center'],
  ],
  [2008, ['水肥一体化', 'integrated water and fertilizer', '生物基', 'bio-based']],
  [2008, ['智能灌溉控制器']],
  [2006, ['非遗', 'intangible cultural heritage']],
  [
    2005,
    ['高熵合金', 'high-entropy', '微电网', 'microgrid', '连续流', '微通道', 'continuous flow'],
  ],
  [2003, ['北斗', 'BeiDou']],
  [2002, ['小干扰RNA', 'small interfering RNA']],
];

/** The first year a document with this title could be filed (0: no limit known). */
export function firstYearOf(title: string): number {
  const text = title.toLowerCase();
  let year = 0;
  for (const [since, terms] of TECHNOLOGY_SINCE)
    if (since > year && terms.some((t) => text.includes(t.toLowerCase()))) year = since;
  return year;
}

/**
 * English titles of foreign documents per domain (by the domain's first keyword), in the words
 * the US, EP and WO publications of its subjects use.
 */
export const ENGLISH_TITLES: Readonly<Record<string, readonly string[]>> = {
  语义检索: [
    'Patent document retrieval method based on semantic vectors',
    'Knowledge graph-based retrieval method for scientific and technological achievements',
    'Automatic classification method for patent texts, and device and storage medium',
    'Incremental indexing and retrieval method for intellectual property data',
    'Technical topic identification method based on graph neural network',
  ],
  深度学习: [
    'Industrial defect recognition method based on deep learning',
    'Remote sensing image recognition method based on convolutional neural network',
    'Surface defect detection method based on transfer learning',
    'Model compression method for object detection on edge devices',
    'Method for detecting the appearance of parts by machine vision',
  ],
  区块链: [
    'Lightweight security authentication method for Internet of Things terminals',
    'Blockchain-based data sharing method and system',
    'Resource allocation method in a wireless network',
    'Computing task offloading method in mobile edge computing',
    'Mutual authentication method for a terminal and a server',
  ],
  功率器件: [
    'Silicon carbide power device and manufacturing method thereof',
    'Wafer-level package structure and manufacturing method thereof',
    'Low-power analog-to-digital converter',
    'Low-jitter phase-locked loop circuit',
    'Method for forming a semiconductor interconnect structure',
  ],
  虚拟现实: [
    'Interaction method in a virtual reality scene',
    'Rendering method for an augmented reality scene',
    'Digital human generation method based on motion capture',
    'Three-dimensional reconstruction method for cultural relics',
    'Intelligent editing method for live streaming content',
  ],
  工业机器人: [
    'Trajectory planning method for an industrial robot',
    'Collision detection method for a collaborative robot',
    'Lubrication system for a precision reducer',
    'Process parameter optimization method for laser cutting',
    'Production scheduling method for a smart factory',
  ],
  在线检测: [
    'Online detection method for surface defects of metal sheets',
    'Stamping forming method for automobile panels',
    'Precision machining method for large components',
    'Condition monitoring method for a high-speed bearing',
  ],
  石墨烯: [
    'Graphene thermally conductive composite material and preparation method thereof',
    'Carbon nanotube conductive composite material and preparation method thereof',
    'High-entropy alloy powder and additive manufacturing method thereof',
    'Silicon nitride ceramic and preparation method thereof',
    'High-temperature resistant coating material and preparation method thereof',
  ],
  功能纺织品: [
    'Finishing method for flame-retardant functional textiles',
    'Biodegradable film and preparation method thereof',
    'High-barrier packaging material and preparation method thereof',
    'Spinning method for ultra-high molecular weight polyethylene fibers',
  ],
  中药组合物: [
    'Traditional Chinese medicine composition for treating diabetes and preparation method thereof',
    'Pyrazole compounds and their use in antitumor drugs',
    'Sustained-release tablet and preparation method thereof',
    'Method for extracting and purifying polysaccharides from medicinal materials',
  ],
  医疗器械: [
    'Continuous blood glucose monitoring method and wearable device',
    'Noninvasive blood pressure monitoring method and system',
    'Nucleic acid markers for early tumor screening and use thereof',
    'Small interfering RNA delivery system and preparation method thereof',
    'Flow monitoring structure for an infusion pump',
  ],
  锂离子电池: [
    'High-nickel ternary cathode material and preparation method thereof',
    'Lithium-rich manganese-based cathode material and preparation method thereof',
    'Silicon-carbon composite anode material and preparation method thereof',
    'Sulfide solid electrolyte and preparation method thereof',
    'Thermal management method for a lithium-ion battery',
  ],
  光伏发电: [
    'Power prediction method for a photovoltaic system',
    'Coordinated control method for a microgrid',
    'TOPCon solar cell and preparation method thereof',
    'Perovskite solar cell and preparation method thereof',
    'Heterojunction solar cell and preparation method thereof',
    'Fault diagnosis method for a wind turbine',
  ],
  废气治理: [
    'Catalytic purification method for volatile organic compounds',
    'Combined desulfurization and denitrification method for coal-fired flue gas',
    'Low-temperature denitrification catalyst and preparation method thereof',
    'Treatment method for high-salinity wastewater',
    'Resource utilization method for food waste',
  ],
  装配式建筑: [
    'Seismic isolation structure for a high-rise building and construction method thereof',
    'Energy-saving control method for an air conditioning system of a data center',
    'Construction method for an external wall insulation system of an ultra-low energy building',
    'Energy dissipation structure for a prefabricated building',
    'Heat recovery device for a fresh air system',
  ],
  动力电池: [
    'State of charge estimation method for a power battery of an electric vehicle',
    'Battery swapping control method for an electric vehicle',
    'Flux-weakening control method for a permanent magnet synchronous motor',
    'Path planning method for an autonomous vehicle',
    'Battery swapping scheduling method for heavy-duty trucks',
  ],
  无人机: [
    'Trajectory planning method for a multi-rotor unmanned aerial vehicle',
    'Autonomous landing method for a vertical take-off and landing fixed-wing unmanned aerial vehicle',
    'High-precision positioning method based on BeiDou',
    'Damage detection method for aero-engine blades',
    'Attitude control method for a small satellite',
  ],
  智慧农业: [
    'Intelligent irrigation method for a greenhouse',
    'Integrated water and fertilizer method for an orchard',
    'Microbial fertilizer and preparation method thereof',
    'Molecular marker method for breeding disease-resistant wheat varieties',
    'Water quality control method for recirculating aquaculture',
  ],
  水性涂料: [
    'Waterborne epoxy coating and preparation method thereof',
    'Reactive polyurethane adhesive and preparation method thereof',
    'Bio-based surfactant and preparation method thereof',
    'Method for synthesizing pharmaceutical intermediates by continuous flow reaction',
  ],
};

/** Every text a `{a|b}` template gives, in order. */
export function expandAll(template: string): string[] {
  const group = /\{([^{}]*)\}/.exec(template);
  if (!group) return [template];
  const head = template.slice(0, group.index);
  const tail = template.slice(group.index + group[0].length);
  return group[1].split('|').flatMap((choice) => expandAll(`${head}${choice}${tail}`));
}

/**
 * The texts the templates give that name no technology newer than `year`, in order: what a
 * document filed that year can say.
 */
export function expansionsOfEra(templates: readonly string[], year: number): string[] {
  return templates.flatMap(expandAll).filter((t) => firstYearOf(t) <= year);
}

/** A title a document of a domain can carry, with its kind of patent and first year. */
export interface TitleChoice {
  title: string;
  /** A invention, U utility model, S design (what a Chinese publication of it would be). */
  kind: 'A' | 'U' | 'S';
  since: number;
}

const choices = (templates: readonly string[], kind: TitleChoice['kind'], prefix: string) =>
  templates
    .flatMap(expandAll)
    .map((t) => ({ title: `${prefix}${t}`, kind, since: firstYearOf(t) }));

const chineseTitles = new Map<Domain, TitleChoice[]>(
  DOMAINS.map((d) => [
    d,
    [
      ...choices(
        d.subjects.flatMap((s) => s.inventions),
        'A',
        '一种',
      ),
      ...choices(
        d.subjects.flatMap((s) => s.utilities),
        'U',
        '一种',
      ),
    ],
  ]),
);

/** Chinese titles of the domain's inventions and utility models. */
export function chineseTitlesOf(domain: Domain): readonly TitleChoice[] {
  return chineseTitles.get(domain) ?? [];
}

const designTitles = new Map<string, TitleChoice[]>();

/** Titles of the design products of a field. */
export function designTitlesOf(field: string): readonly TitleChoice[] {
  let list = designTitles.get(field);
  if (!list) {
    const names = DESIGN_PRODUCTS.filter((d) => d.field === field).map((d) => d.name);
    list = choices(names, 'S', '');
    designTitles.set(field, list);
  }
  return list;
}

const englishTitles = new Map<Domain, TitleChoice[]>(
  DOMAINS.map((d) => [
    d,
    (ENGLISH_TITLES[d.keywords[0]] ?? []).map((title) => ({
      title,
      kind: 'A' as const,
      since: firstYearOf(title),
    })),
  ]),
);

/** English titles of the domain's foreign documents (inventions). */
export function englishTitlesOf(domain: Domain): readonly TitleChoice[] {
  return englishTitles.get(domain) ?? [];
}

const domainByTitle = new Map<string, Domain>();
for (const [domain, list] of chineseTitles)
  for (const { title } of list) if (!domainByTitle.has(title)) domainByTitle.set(title, domain);

/** The domain a patent title of the data set was written from, if it is one of them. */
export function domainOfTitle(title: string): Domain | undefined {
  return domainByTitle.get(title);
}
