// 扩展检索: the terms a patent professional treats as one — full names and abbreviations, older
// and newer names, the common English equivalents. A search for one term of a group also searches
// the others (query-expansion.ts). Groups are equivalents only: related but different topics
// (电池 → 正极材料) stay in related-terms.ts, which matching uses to rank, not to widen a search.

/** One group of equivalent terms, the most usual Chinese name first. */
export type SynonymGroup = readonly string[];

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  // 新能源
  [
    '锂离子电池',
    '锂电池',
    '锂离子二次电池',
    'lithium battery',
    'lithium-ion battery',
    'li-ion battery',
  ],
  ['钠离子电池', '钠电池', 'sodium-ion battery', 'sodium battery'],
  ['固态电池', '全固态电池', 'solid-state battery'],
  ['电池', 'battery'],
  ['锂', 'lithium'],
  ['正极材料', '阴极材料', 'cathode material'],
  ['负极材料', '阳极材料', 'anode material'],
  ['电池管理系统', 'BMS', 'battery management system'],
  ['荷电状态', 'SOC', 'state of charge'],
  ['健康状态', 'SOH', 'state of health'],
  ['太阳能电池', '光伏电池', '太阳电池', 'solar cell', 'photovoltaic cell'],
  ['光伏', 'photovoltaic', 'PV'],
  ['储能', 'energy storage'],
  ['换电', '电池更换', 'battery swap', 'battery swapping'],
  ['充电桩', '充电设施', 'charging pile', 'charging station'],
  ['新能源汽车', '电动汽车', '电动车辆', 'electric vehicle', 'EV'],
  ['燃料电池', 'fuel cell'],
  ['风力发电', '风电', 'wind power'],
  // 新一代信息技术
  ['人工智能', 'AI', 'artificial intelligence'],
  ['深度学习', 'deep learning'],
  ['神经网络', 'neural network'],
  ['卷积神经网络', 'CNN', 'convolutional neural network'],
  ['机器学习', 'machine learning'],
  ['自然语言处理', 'NLP', 'natural language processing'],
  ['知识图谱', 'knowledge graph'],
  ['目标检测', 'object detection'],
  ['图像识别', 'image recognition'],
  ['物联网', 'IoT', 'internet of things'],
  ['区块链', 'blockchain'],
  ['边缘计算', 'edge computing'],
  ['云计算', 'cloud computing'],
  ['第五代移动通信', '5G'],
  // 集成电路
  ['集成电路', '芯片', 'integrated circuit', 'chip'],
  ['碳化硅', 'SiC', 'silicon carbide'],
  ['氮化镓', 'GaN', 'gallium nitride'],
  ['绝缘栅双极型晶体管', 'IGBT'],
  ['金属氧化物半导体场效应晶体管', 'MOSFET'],
  // 高端装备、航空航天
  ['机器人', 'robot'],
  ['工业机器人', 'industrial robot'],
  ['机械臂', '机械手臂', 'robotic arm', 'manipulator'],
  ['激光焊接', 'laser welding'],
  ['增材制造', '3D打印', 'additive manufacturing', '3D printing'],
  ['数控机床', 'CNC', 'CNC machine tool'],
  ['无人机', '无人飞行器', '无人驾驶航空器', 'UAV', 'drone'],
  ['北斗', '北斗卫星导航', 'BDS', 'BeiDou'],
  ['全球导航卫星系统', 'GNSS'],
  // 数字创意
  ['虚拟现实', 'VR', 'virtual reality'],
  ['增强现实', 'AR', 'augmented reality'],
  ['数字人', '虚拟数字人', 'digital human'],
  // 生物医药
  ['抗肿瘤', '抗癌', 'antitumor', 'anticancer'],
  ['中药', '中草药', 'traditional chinese medicine', 'TCM'],
  ['信使核糖核酸', 'mRNA'],
  ['小干扰RNA', 'siRNA'],
  ['聚合酶链式反应', 'PCR'],
  // 新材料、节能环保
  ['可降解', '生物降解', 'biodegradable'],
  ['石墨烯', 'graphene'],
  ['碳纤维', 'carbon fiber', 'carbon fibre'],
  ['废水', '污水', 'wastewater'],
  ['脱硝', '烟气脱硝', 'denitration'],
  ['挥发性有机物', 'VOCs', 'VOC'],
];

const GROUPS_OF = (() => {
  const map = new Map<string, SynonymGroup[]>();
  for (const group of SYNONYM_GROUPS)
    for (const term of group) {
      const key = term.toLowerCase();
      map.set(key, [...(map.get(key) ?? []), group]);
    }
  return map;
})();

/** The other terms of every group `term` belongs to (case ignored), in the groups' order. */
export function synonymsOf(term: string): string[] {
  const key = term.trim().toLowerCase();
  const others = (GROUPS_OF.get(key) ?? []).flatMap((group) =>
    group.filter((other) => other.toLowerCase() !== key),
  );
  return [...new Set(others)];
}
