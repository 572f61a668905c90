// IPC sections, classes and subclasses of a code, with their short Chinese titles. Backend code:
// the mock's facets and navigation figures group patents by them and send the labels, and its
// query matching compares IPC codes in their compact form.

/** IPC sections A–H (the short Chinese titles used by CNIPA). */
export const IPC_SECTION_LABELS: Record<string, string> = {
  A: '人类生活必需',
  B: '作业；运输',
  C: '化学；冶金',
  D: '纺织；造纸',
  E: '固定建筑物',
  F: '机械工程；照明；加热；武器；爆破',
  G: '物理',
  H: '电学',
};

/** Titles of the IPC classes that occur in the portal's data, shortened. */
export const IPC_CLASS_LABELS: Record<string, string> = {
  A01: '农业；林业；畜牧业；渔业',
  A61: '医学或兽医学；卫生学',
  A63: '运动；游戏；娱乐活动',
  B01: '一般的物理或化学的方法或装置',
  B09: '固体废物的处理；污染土壤的再生',
  B21: '基本上无切削的金属机械加工；金属冲压',
  B22: '铸造；粉末冶金',
  B23: '机床；其他类目不包括的金属加工',
  B25: '手动工具；车间设备；机械手',
  B60: '一般车辆',
  B64: '飞行器；航空；宇宙航行',
  C01: '无机化学',
  C02: '水、废水、污水或污泥的处理',
  C04: '水泥；混凝土；人造石；陶瓷；耐火材料',
  C05: '肥料；肥料制造',
  C07: '有机化学',
  C08: '有机高分子化合物',
  C09: '染料；涂料；黏合剂',
  C11: '动植物油、脂；洗涤剂；蜡烛',
  C12: '生物化学；微生物学；酶学；遗传工程',
  C22: '冶金；合金',
  D01: '天然或化学的线或纤维；纺纱或纺丝',
  D06: '织物等的处理；洗涤',
  E04: '建筑物',
  F03: '液力机械；风力、弹力或重力发动机',
  F16: '工程元件或部件；绝热',
  F24: '供热；炉灶；通风',
  G01: '测量；测试',
  G05: '控制；调节',
  G06: '计算；推算或计数',
  H01: '基本电气元件',
  H02: '发电、变电或配电',
  H03: '基本电子电路',
  H04: '电通信技术',
};

/** Titles of the IPC subclasses that occur in the portal's data, shortened. */
export const IPC_SUBCLASS_LABELS: Record<string, string> = {
  A01C: '种植；播种；施肥',
  A01G: '园艺；林业；灌溉',
  A01H: '新植物或获得新植物的方法',
  A01K: '畜牧业；养鱼',
  A61B: '诊断；外科；鉴定',
  A61J: '医药用容器；药物制成特殊物理形状的装置或方法',
  A61K: '医用、牙科用或梳妆用的配制品',
  A61M: '将介质输入人体内的器械',
  A61P: '化合物或药物制剂的特定治疗活性',
  A63F: '纸牌、棋盘或轮盘赌游戏；视频游戏',
  B01D: '分离',
  B01F: '混合，例如溶解、乳化或分散',
  B01J: '化学或物理方法，例如催化作用；有关设备',
  B01L: '通用化学或物理实验室设备',
  B02C: '一般破碎、研磨或粉碎',
  B07B: '用筛或气流将固体从固体中分离',
  B07C: '邮件分拣；单件物品的分选',
  B09B: '固体废物的处理',
  B21D: '金属板或管的加工；冲压',
  B22F: '金属粉末的加工；增材制造',
  B23C: '铣削',
  B23K: '钎焊；焊接；激光加工',
  B23P: '金属的其他加工；组合加工',
  B23Q: '机床的零件、部件或附件',
  B25B: '紧固、连接、拆卸或夹持用的工具',
  B25J: '机械手',
  B26D: '切割；冲孔；切断',
  B29C: '塑料的成型或连接',
  B32B: '层状产品',
  B60L: '电动车辆动力装置',
  B60W: '车辆不同子系统的联合控制',
  B64C: '飞机；直升机',
  B64D: '飞行器的设备',
  B64F: '与飞机有关的地面设施',
  B64G: '宇宙航行；航天器',
  B65G: '运输或贮存装置',
  B65H: '搬运薄的或细丝状材料',
  C01B: '非金属元素及其化合物',
  C02F: '水、废水、污水或污泥的处理',
  C04B: '水泥；混凝土；陶瓷',
  C05F: '有机肥料',
  C05G: '肥料混合物',
  C07D: '杂环化合物',
  C08B: '多糖类；其衍生物',
  C08G: '高分子化合物的制备',
  C08J: '高分子物质的加工或成膜',
  C08K: '使用无机物或非高分子有机物作为配料',
  C08L: '高分子化合物的组合物',
  C09D: '涂料组合物',
  C09J: '黏合剂',
  C09K: '其他类目不包含的各种应用材料',
  C11D: '洗涤剂组合物',
  C12N: '微生物或酶；基因工程',
  C12Q: '包含酶、核酸或微生物的测定或检验方法',
  C22C: '合金',
  C23C: '对金属材料的镀覆；表面处理',
  D01F: '人造长丝、线或纤维的制造',
  D06B: '以液体、气体或蒸汽处理纺织材料',
  D06M: '纤维、纱线或织物的处理',
  E04B: '一般建筑物构造',
  E04F: '建筑物的装修工程',
  E04G: '施工辅助设备',
  E04H: '专门用途的建筑物或构筑物',
  F03D: '风力发动机',
  F16C: '轴；轴承',
  F16F: '弹簧；减震器；减振装置',
  F16H: '传动装置',
  F16N: '润滑',
  F24F: '空气调节；通风',
  G01C: '测量距离、水准或方位；导航',
  G01M: '机器或结构部件的测试',
  G01N: '借助测定材料的物理或化学性质来测试或分析',
  G01R: '测量电变量；测量磁变量',
  G01S: '无线电定向；导航；测距',
  G02B: '光学元件、系统或仪器',
  G05B: '一般的控制或调节系统',
  G05D: '非电变量的控制或调节系统',
  G06F: '电数字数据处理',
  G06K: '数据识别；数据表示；记录载体',
  G06N: '基于特定计算模型的计算机系统',
  G06Q: '管理或商业用数据处理',
  G06T: '图像数据处理或产生',
  G06V: '图像或视频识别或理解',
  G08G: '交通控制系统',
  G09F: '显示；广告；标记',
  G10L: '语音分析或合成；语音识别',
  G11B: '基于记录载体和换能器之间相对运动的信息存储',
  H01L: '半导体器件',
  H01M: '电化学电池；化学能转变为电能',
  H02B: '配电盘、变电站或开关装置',
  H02J: '供电或配电的电路装置或系统；储能',
  H02K: '电机',
  H02P: '电动机、发电机或机电变换器的控制或调节',
  H02S: '光伏发电',
  H03K: '脉冲技术',
  H03L: '电子振荡器或脉冲发生器的自动控制',
  H03M: '一般编码、译码或代码转换',
  H04L: '数字信息的传输',
  H04N: '图像通信',
  H04W: '无线通信网络',
  H05K: '印刷电路；电设备的外壳或结构零部件',
};

/** `H 电学` */
export function ipcSectionLabel(section: string): string {
  const title = IPC_SECTION_LABELS[section];
  return title ? `${section} ${title}` : section;
}

/** `H01 基本电气元件`, or the code alone when its title is not known. */
export function ipcClassLabel(ipcClass: string): string {
  const title = IPC_CLASS_LABELS[ipcClass];
  return title ? `${ipcClass} ${title}` : ipcClass;
}

/** `H01M 10/0525` → `H01M10/0525` (upper case, no spaces), for prefix comparisons. */
export function compactIpc(code: string): string {
  return code.replace(/[\s\u3000]+/g, '').toUpperCase();
}

/** `H01M 电化学电池…`, or the code alone when its title is not known. */
export function ipcSubclassLabel(subclass: string): string {
  const title = IPC_SUBCLASS_LABELS[subclass];
  return title ? `${subclass} ${title}` : subclass;
}

/** The IPC section (A–H) of a code, or null for a Locarno class (design patents) or junk. */
export function ipcSectionOf(code: string): string | null {
  const c = compactIpc(code);
  return /^[A-H]\d{2}/.test(c) ? c[0] : null;
}

/** The IPC class (e.g. H01) of a code, or null. */
export function ipcClassOf(code: string): string | null {
  const c = compactIpc(code);
  return /^[A-H]\d{2}/.test(c) ? c.slice(0, 3) : null;
}

/** The IPC subclass (e.g. H01M), or `LOC12` for a Locarno code such as `12-07`; null for junk. */
export function ipcSubclassOf(code: string): string | null {
  const c = compactIpc(code);
  if (/^[A-H]\d{2}[A-Z]/.test(c)) return c.slice(0, 4);
  const locarno = /^(\d{2})-\d{2}$/.exec(c);
  return locarno ? `LOC${locarno[1]}` : null;
}
