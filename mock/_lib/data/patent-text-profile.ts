// What a generated patent text may speak of, decided from the patent's type, the words of its
// claimed subject and of its abstract: a utility model is a structure; a method is learned,
// computed, controlled, measured or a process; a product is a structure, a composition, a
// circuit or a biochemical. The kind picks the feature groups (patent-text-features.ts) and the
// wording of the description.

import type { FeatureGroup } from './patent-text-features';

export type TextKind =
  | 'learning'
  | 'computing'
  | 'control'
  | 'measurement'
  | 'process'
  | 'composition'
  | 'biochemical'
  | 'electronic'
  | 'structure';

export interface TextProfile {
  kind: TextKind;
  groups: readonly FeatureGroup[];
  /** The loss term of a learned model (`@L`), by its task. */
  loss: string;
}

/** Words of an abstract or title that disclose a learned model. */
const LEARNED =
  /神经网络|深度学习|深度网络|机器学习|迁移学习|小样本学习|联邦学习|强化学习|集成学习|长短期记忆网络|Transformer|注意力机制|语言模型|编码网络|分类模型|分类器|识别模型|训练|微调|模型压缩/;
const PROCESS =
  /制备|制作|制造方法|合成|形成|成型|纺丝|改性|热处理|增材|整理|提取|纯化|净化|脱硫|脱硝|处理|利用|施工|加工|冲压|修复|选育|分子标记|工艺$/;
const CONTROL = /控制|调控|灌溉|水肥一体化|热管理|降落/;
const MEASUREMENT = /检测|监测|估计|估算|诊断|预测|测量/;

/** `[words, groups]` rows: every row whose words the text contains adds its groups. */
type Rows = readonly (readonly [RegExp, readonly FeatureGroup[]])[];

const groupsOf = (text: string, rows: Rows, base: readonly FeatureGroup[]): FeatureGroup[] => [
  ...base,
  ...rows.flatMap(([words, groups]) => (words.test(text) ? groups : [])),
];

const LEARNING_ROWS: Rows = [
  [/图像|影像|视觉|缺陷|病害|目标检测|图像分割/, ['image']],
  [/文本|文献|交底书|检索|主题/, ['text']],
  [/功率|出力|负荷|心电|血压|血糖|振动/, ['series']],
  [/心电|血压|血糖/, ['physio']],
  [/心电/, ['ecg']],
  [/血压/, ['bloodPressure']],
  [/血糖/, ['glucose']],
  [/光伏|风光储|微电网/, ['grid']],
  [/调度|资源分配|卸载|路径|轨迹/, ['planning']],
  [/网络中|切片|卸载|车联网/, ['network']],
  [/路径|轨迹/, ['route']],
  [/纵向控制|驾驶|网联汽车/, ['vehicle']],
  [/联邦学习/, ['federated']],
];

const COMPUTING_ROWS: Rows = [
  [/认证|区块链|存证|加密/, ['security']],
  [/调度|规划|资源分配|卸载|能量管理|健康管理|优化/, ['planning']],
  [/网络中|切片|卸载|车联网/, ['network']],
  [/路径|轨迹|航迹/, ['route']],
  [/生产|车间|工厂/, ['production']],
  [/激光/, ['laser']],
  [/充电|换电/, ['charging']],
  [/渲染|重建|展示|数字人|虚拟形象|交互|特效|剪辑/, ['media']],
  [/定位|导航/, ['positioning']],
];

const CONTROL_ROWS: Rows = [
  [/电机的/, ['motor', 'fastControl']],
  [/姿态|编队|降落|无人机|卫星/, ['flight', 'fastControl']],
  [/机器人|抓取/, ['robot', 'fastControl']],
  [/纵向控制|车辆|驾驶/, ['vehicle', 'fastControl']],
  [/变桨|风电/, ['pitch']],
  [/充电|换电/, ['charging']],
  [/光伏|微电网|风光储/, ['grid']],
  [/热管理/, ['batteryThermal']],
  [/空调|暖通/, ['hvac']],
  [/灌溉|水肥|温室/, ['crop']],
  [/养殖|水质/, ['aqua']],
];

const MEASUREMENT_ROWS: Rows = [
  [/电池/, ['battery']],
  [/析锂/, ['plating']],
  [/荷电状态/, ['stateOfCharge']],
  [/健康状态/, ['stateOfHealth']],
  [/心电|血压|血糖/, ['physio']],
  [/心电/, ['ecg']],
  [/血压/, ['bloodPressure']],
  [/血糖/, ['glucose']],
  [/轴承|主轴|风电|故障|寿命/, ['vibration']],
  [/碰撞/, ['collision', 'robot']],
  [/缺陷|损伤|叶片|蒙皮/, ['ndt']],
];

/** Process groups by what is made or treated; the first matching row wins. */
const PROCESS_ROWS: Rows = [
  [/(隔震|减震).*施工/, ['construction', 'seismic']],
  [/施工/, ['construction', 'insulation']],
  [/选育/, ['breeding']],
  [/分子标记/, ['breeding', 'marker']],
  [/催化剂/, ['making', 'catalystProcess']],
  [/废水|渗滤液/, ['discharge', 'wastewater']],
  [/废气|烟气|挥发性有机物|脱硫|脱硝/, ['discharge', 'gas']],
  [/建筑垃圾/, ['discharge', 'demolitionWaste']],
  [/污泥|餐厨|垃圾/, ['discharge', 'organicWaste']],
  [/微通道|连续流/, ['making', 'flow']],
  [/修复/, ['repair']],
  [/冲压|成形/, ['stamping']],
  [/加工/, ['milling']],
  [/热处理|增材|合金/, ['making', 'metal']],
  [/纺丝|纤维|纺织品|整理/, ['making', 'fiber']],
  [/封装/, ['making', 'packageProcess']],
  [/太阳能电池/, ['making', 'solarProcess']],
  [/器件|互连|隔离结构|晶圆/, ['making', 'semiconductorProcess']],
  [/RNA|递送/, ['making', 'rnaProcess']],
  [/片剂/, ['making', 'tabletProcess']],
  [/中药|药材/, ['making', 'extraction']],
  [/肥料/, ['making', 'fermentation']],
  [/表面活性剂|洗涤剂/, ['making', 'synthesis']],
  [/涂料|胶黏剂|密封胶/, ['making', 'coatingProcess']],
  [/薄膜|包装材料/, ['making', 'film']],
  [/涂层材料/, ['making', 'spray']],
  [/复合材料/, ['making', 'compositeProcess']],
  [/正极/, ['making', 'cathode', 'powder']],
  [/负极/, ['making', 'anode', 'powder']],
  [/电解质/, ['making', 'electrolyteProcess', 'powder']],
  [/陶瓷/, ['making', 'ceramic', 'powder']],
];

/** Products by their head noun (the end of the subject); the first matching row wins. */
const PRODUCT_ROWS: readonly (readonly [RegExp, TextKind, readonly FeatureGroup[]])[] = [
  [/模数转换器$/, 'electronic', ['circuit', 'adc']],
  [/锁相环电路$/, 'electronic', ['circuit', 'pll']],
  [/器件$/, 'electronic', ['powerDevice']],
  [/封装结构$/, 'electronic', ['package']],
  [/太阳能电池$/, 'electronic', ['solar']],
  [/化合物$/, 'biochemical', ['compound']],
  [/标志物$/, 'biochemical', ['nucleicMarker']],
  [/试剂盒$/, 'biochemical', ['kit']],
  [/RNA分子$|递送系统$/, 'biochemical', ['rna']],
  [/电解质膜?$/, 'composition', ['electrolyte']],
  [
    /(组合物|材料|粉末|陶瓷|涂料|胶黏剂|密封胶|表面活性剂|肥料|片剂|纤维|薄膜|纺织品|面料|催化剂)$/,
    'composition',
    ['material'],
  ],
];

/** The task of a learned model, by the words of its subject: classification unless said otherwise. */
function lossOf(text: string): string {
  if (/强化学习/.test(text)) return '{时序差分误差项|策略梯度损失项}';
  if (/检索/.test(text)) return '{对比损失项|三元组损失项}';
  if (/压缩|蒸馏/.test(text)) return '{知识蒸馏损失项|交叉熵损失项}';
  if (/预测|估计|估算|监测|生理参数/.test(text)) return '{均方误差项|平均绝对误差项}';
  return '{交叉熵损失项|Focal损失项}';
}

/**
 * The profile of a patent's text. `claimed` is the subject of claim 1 (a method ends with 方法 or
 * 工艺), `body` the technical body of claim 1 taken from the abstract.
 */
export function textProfile(
  patent: API.Patent,
  claimed: string,
  body: string,
  method: boolean,
): TextProfile {
  const text = `${claimed}，${body}`;
  const profile = (kind: TextKind, groups: readonly FeatureGroup[]): TextProfile => ({
    kind,
    groups,
    loss: lossOf(text),
  });
  // A utility model protects a product's shape and structure only, whatever its words.
  if (patent.type === 'utility' || !method) {
    const row = patent.type === 'utility' ? undefined : PRODUCT_ROWS.find(([w]) => w.test(claimed));
    return row ? profile(row[1], row[2]) : profile('structure', ['structure', 'connection']);
  }
  if (LEARNED.test(text)) return profile('learning', groupsOf(text, LEARNING_ROWS, ['learning']));
  if (PROCESS.test(claimed)) {
    const row = PROCESS_ROWS.find(([words]) => words.test(claimed));
    // How a part is repaired is what the abstract says it is.
    const how: FeatureGroup[] = /激光熔覆/.test(body)
      ? ['cladding']
      : /补片/.test(body)
        ? ['patch']
        : [];
    return profile('process', [...(row?.[1] ?? ['making']), ...how]);
  }
  // Control, measurement and computing take their groups from the subject's own words: a body
  // may mention a 伺服电机 or 车辆 that the claimed method is not about.
  if (CONTROL.test(claimed))
    return profile('control', groupsOf(claimed, CONTROL_ROWS, ['control']));
  if (MEASUREMENT.test(claimed))
    return profile('measurement', [
      ...groupsOf(claimed, MEASUREMENT_ROWS, ['measurement']),
      ...(/卡尔曼/.test(body) ? (['kalman'] as const) : []),
    ]);
  return profile('computing', groupsOf(claimed, COMPUTING_ROWS, ['computing']));
}

/** How the description speaks of a kind: the problems of the prior art and the figures. */
export const KIND_WORDING: Record<
  TextKind,
  { problems: readonly string[]; figures: readonly [string, string] }
> = {
  learning: {
    problems: [
      '依赖大量人工标注数据，模型的泛化能力不足',
      '特征表达能力有限，准确率难以满足实际应用要求',
      '模型参数量大、推理速度慢，难以在资源受限的设备上部署',
    ],
    figures: ['方法流程示意图', '模型结构示意图'],
  },
  computing: {
    problems: [
      '计算复杂度高、实时性不足',
      '处理流程依赖人工干预，效率偏低',
      '安全性与处理效率难以兼顾',
    ],
    figures: ['方法流程示意图', '系统架构示意图'],
  },
  control: {
    problems: [
      '控制精度不高、动态响应较慢',
      '难以适应工况变化，运行能耗偏高',
      '多依赖人工经验调节，稳定性不足',
    ],
    figures: ['方法流程示意图', '控制原理框图'],
  },
  measurement: {
    problems: [
      '检测精度不足，易受噪声和工况干扰',
      '多依赖离线测试，难以在线实时检测',
      '测量过程耗时较长，难以及时预警',
    ],
    figures: ['方法流程示意图', '检测结果曲线图'],
  },
  process: {
    problems: [
      '工艺流程复杂、生产成本较高',
      '产品性能的稳定性和一致性不足',
      '能耗较高，环境负担较重',
    ],
    figures: ['工艺流程图', '实施例与对比例的性能对比图'],
  },
  composition: {
    problems: ['综合性能难以兼顾', '原料成本较高、性能稳定性不足', '使用性能随时间衰减较快'],
    figures: ['实施例所得产品的微观形貌图', '实施例与对比例的性能对比图'],
  },
  biochemical: {
    problems: ['灵敏度和特异性不足', '稳定性差、靶向性不足', '检测或制备成本较高'],
    figures: ['实施例的实验结果图', '实施例与对照组的结果对比图'],
  },
  electronic: {
    problems: ['功耗较高、精度不足', '面积较大，集成度不高', '可靠性不足、损耗偏高'],
    figures: ['电路或器件结构示意图', '仿真或测试结果曲线图'],
  },
  structure: {
    problems: [
      '结构较为复杂、装配和维护不便',
      '连接可靠性不足、使用寿命较短',
      '安装调整不便，适应性较差',
    ],
    figures: ['整体结构示意图', '局部放大示意图'],
  },
};
