// A small vocabulary of related technical terms, a few topics per technical field, each with the
// IPC subclasses where patents on it are classified. Matching (demand-match.ts) uses it twice:
// a listing that contains another term of a topic the demand mentions has a related term (电池 →
// 锂离子电池、正极材料), and a demand without an IPC code of its own takes its topics' subclasses
// (电池 → H01M), so a listing classified there matches by IPC. Terms are found longest first, so a
// longer term hides the shorter ones inside it (太阳能电池 is a solar term, not a battery term).

export interface TermTopic {
  /** The technical field (SERVICE_TechnicalFields value) the topic belongs to. */
  field: string;
  terms: readonly string[];
  /** IPC subclasses of patents on the topic. */
  ipc: readonly string[];
}

export const RELATED_TERM_TOPICS: readonly TermTopic[] = [
  // 新一代信息技术
  {
    field: 'XXJS',
    terms: ['语义检索', '文本分类', '知识图谱', '自然语言处理', '预训练语言模型', '信息检索'],
    ipc: ['G06F'],
  },
  {
    field: 'XXJS',
    terms: ['深度学习', '神经网络', '机器视觉', '目标检测', '图像识别', '图像分割', '模型压缩'],
    ipc: ['G06N', 'G06V', 'G06T'],
  },
  {
    field: 'XXJS',
    terms: ['区块链', '身份认证', '物联网安全', '安全认证', '零知识证明', '边缘计算', '5G'],
    ipc: ['H04L', 'H04W'],
  },
  // 集成电路
  {
    field: 'JCDL',
    terms: ['集成电路', '芯片', '半导体', '功率器件', '碳化硅', '氮化镓', '晶圆', '封装'],
    ipc: ['H01L', 'H03K'],
  },
  // 数字创意
  {
    field: 'SZCY',
    terms: ['虚拟现实', '增强现实', '混合现实', '数字人', '虚拟形象', '三维重建', '渲染'],
    ipc: ['G06T', 'H04N', 'A63F'],
  },
  // 高端装备制造
  {
    field: 'GDZB',
    terms: ['工业机器人', '协作机器人', '机械臂', '机器人', '减速器', '齿轮箱', '智能制造'],
    ipc: ['B25J', 'F16H', 'G05B'],
  },
  {
    field: 'GDZB',
    terms: ['激光加工', '激光切割', '激光焊接', '精密加工', '数控机床', '夹具', '冲压'],
    ipc: ['B23K', 'B23Q', 'B21D'],
  },
  {
    field: 'GDZB',
    terms: ['在线检测', '缺陷检测', '故障诊断', '状态监测', '寿命预测', '轴承'],
    ipc: ['G01N', 'F16C'],
  },
  // 新材料
  {
    field: 'XCL',
    terms: ['石墨烯', '碳纳米管', '复合材料', '先进陶瓷', '陶瓷', '轻质合金', '合金', '增材制造'],
    ipc: ['C01B', 'C04B', 'C22C', 'B22F'],
  },
  {
    field: 'XCL',
    terms: ['功能纺织品', '纺织品', '高性能纤维', '纤维', '芳纶', '可降解材料', '可降解', '薄膜'],
    ipc: ['D06M', 'D01F', 'C08J', 'C08L'],
  },
  // 生物医药
  {
    field: 'SWYY',
    terms: [
      '核酸药物',
      '核酸',
      'RNA',
      '小干扰RNA',
      'mRNA',
      '递送系统',
      '基因',
      '核酸标志物',
      'PCR',
    ],
    ipc: ['C12N', 'C12Q'],
  },
  {
    field: 'SWYY',
    terms: [
      '中药组合物',
      '中药',
      '药材',
      '抗肿瘤药物',
      '化合物',
      '制剂',
      '片剂',
      '胶囊',
      '提取纯化',
    ],
    ipc: ['A61K', 'A61P', 'C07D'],
  },
  {
    field: 'SWYY',
    terms: ['医疗器械', '体外诊断', '检测试剂盒', '可穿戴监测', '可穿戴', '心电', '血糖', '血压'],
    ipc: ['A61B', 'A61M', 'C12Q'],
  },
  // 新能源
  {
    field: 'XNY',
    terms: [
      '电池',
      '锂电池',
      '锂离子电池',
      '固态电池',
      '动力电池',
      '钠离子电池',
      '电芯',
      '电池包',
      '电池模组',
      '正极材料',
      '负极材料',
      '电解质',
      '电池热管理',
    ],
    ipc: ['H01M'],
  },
  {
    field: 'XNY',
    terms: [
      '光伏发电',
      '光伏',
      '太阳能电池',
      '钙钛矿',
      '风力发电',
      '风电',
      '储能',
      '微电网',
      '并网',
    ],
    ipc: ['H02S', 'H02J', 'F03D'],
  },
  // 节能环保
  {
    field: 'JNHB',
    terms: [
      '废气治理',
      '废气',
      '挥发性有机物',
      '脱硝',
      '催化剂',
      '污水处理',
      '废水',
      '污泥',
      '固废',
    ],
    ipc: ['B01D', 'C02F', 'B09B'],
  },
  {
    field: 'JNHB',
    terms: ['装配式建筑', '建筑节能', '减震隔震', '减震', '隔震', '暖通空调', '空调', '新风'],
    ipc: ['E04B', 'E04G', 'F24F'],
  },
  // 新能源汽车
  {
    field: 'XNYQC',
    terms: ['电动汽车', '新能源汽车', '换电', '充电', '电机控制', '驱动电机', '永磁同步电机'],
    ipc: ['B60L', 'H02K'],
  },
  {
    field: 'XNYQC',
    terms: ['自动驾驶', '智能网联汽车', '路径规划', '车联网'],
    ipc: ['B60W'],
  },
  // 航空航天
  {
    field: 'HKHT',
    terms: ['北斗导航', '北斗', '卫星导航', 'GNSS', '高精度定位', '组合导航', '惯性导航'],
    ipc: ['G01S'],
  },
  {
    field: 'HKHT',
    terms: ['无人机', '多旋翼', '航空制造', '航空发动机', '飞机', '卫星', '运载火箭', '航天器'],
    ipc: ['B64C', 'B64D', 'B64G'],
  },
  // 现代农业
  {
    field: 'XDNY',
    terms: ['智慧农业', '水肥一体化', '灌溉', '温室', '大棚', '养殖'],
    ipc: ['A01G', 'A01K'],
  },
  {
    field: 'XDNY',
    terms: ['生物肥料', '微生物肥料', '有机肥', '肥料', '品种选育', '分子标记'],
    ipc: ['C05G', 'A01H'],
  },
  // 绿色化工
  {
    field: 'LSHG',
    terms: [
      '水性涂料',
      '涂料',
      '胶黏剂',
      '密封胶',
      '表面活性剂',
      '精细化工',
      '连续流反应',
      '微通道',
    ],
    ipc: ['C09D', 'C09J', 'C08G', 'C11D'],
  },
];

export interface FoundTerm {
  term: string;
  topic: TermTopic;
}

/** Every term of a topic, longest first (ties in vocabulary order), with its topic. */
const TERMS_LONGEST_FIRST: readonly FoundTerm[] = RELATED_TERM_TOPICS.flatMap((topic) =>
  topic.terms.map((term) => ({ term, topic })),
).sort((a, b) => b.term.length - a.term.length);

/**
 * The vocabulary's terms in a text, longest first: a term found masks its characters, so the
 * shorter terms inside it (电池 in 太阳能电池) are not found again. Case is ignored.
 */
export function vocabularyTermsIn(text: string): FoundTerm[] {
  let rest = text.toLowerCase();
  const found: FoundTerm[] = [];
  for (const entry of TERMS_LONGEST_FIRST) {
    const needle = entry.term.toLowerCase();
    if (!rest.includes(needle)) continue;
    found.push(entry);
    rest = rest.split(needle).join('\u0000');
  }
  return found;
}
