// Technology domains (part C): new-energy vehicles, aerospace, agriculture, chemicals; design products.

import type { Domain, Subject } from './domains-a';
import { DOMAINS_A } from './domains-a';
import { DOMAINS_B } from './domains-b';

/** A subject's parts that a subject of one patent type only leaves empty. */
const NONE: readonly string[] = [];

const DOMAINS_C: readonly Domain[] = [
  {
    field: 'XNYQC',
    keywords: ['动力电池', '电机控制', '换电', '自动驾驶'],
    subjects: [
      {
        terms: ['电池'],
        ipc: ['B60L 58/12', 'B60L 58/16', 'G01R 31/367'],
        inventions: ['电动汽车{动力电池|电池包}{荷电状态|健康状态}估算方法'],
        utilities: NONE,
        method: [
          '包括：实时采集电池的{电压|电流|温度}数据；建立{二阶RC等效电路模型|电化学模型}；采用{扩展卡尔曼滤波|无迹卡尔曼滤波}算法在线估计{荷电状态|健康状态}',
        ],
        structure: NONE,
        effects: ['估算误差控制在{2|3}%以内', '延长了电池使用寿命'],
      },
      {
        terms: ['换电', '充电', '锁止'],
        ipc: ['B60L 53/80', 'B60L 53/60', 'B60L 53/67'],
        inventions: ['{电动汽车|换电重卡}的{换电|充电}{控制方法|调度方法}'],
        utilities: ['{电动汽车|换电站}电池锁止机构'],
        method: [
          '包括：获取{车辆剩余电量|站内电池库存}和{排队车辆|电网负荷}信息；建立{换电|充电}调度优化模型；按求解结果分配{换电工位|充电功率}并控制执行',
        ],
        structure: [
          '包括锁座、锁舌、驱动锁舌伸缩的{电机|电磁铁}、复位弹簧以及锁止状态检测传感器，电池包两侧设有与锁舌配合的锁止孔，换电时锁舌自动解锁',
        ],
        effects: ['换电时间缩短至{3|5}分钟以内', '降低了充电对电网的峰值负荷'],
      },
      {
        terms: ['充电'],
        ipc: ['B60L 53/14', 'B60L 53/16', 'H02J 7/00'],
        inventions: NONE,
        utilities: ['{车载|便携式}充电装置', '电动汽车充电接口{防护|锁止}结构'],
        method: NONE,
        structure: [
          '包括壳体、设于壳体内的{整流模块|功率模块}、控制板、充电线缆以及{漏电保护器|过温保护单元}，壳体表面设有充电状态指示灯',
        ],
        effects: ['充电安全可靠，携带方便', '防护等级高，插拔寿命长'],
      },
      {
        terms: ['电机'],
        ipc: ['H02P 21/00', 'H02P 6/00'],
        inventions: ['{永磁同步电机|轮毂电机}的{矢量控制|弱磁控制}方法'],
        utilities: NONE,
        method: [
          '包括：采集电机的三相电流和转子位置；经坐标变换得到dq轴电流；采用{模型预测控制|自适应滑模控制}计算电压指令，并在高速区进行弱磁补偿',
        ],
        structure: NONE,
        effects: ['转矩脉动降低约{20|30}%', '高速区效率提高约{3|5}%'],
      },
      {
        terms: ['电机'],
        ipc: ['H02K 1/27', 'H02K 5/20', 'H02K 9/19'],
        inventions: NONE,
        utilities: ['{驱动电机|电机控制器}{冷却|壳体}结构', '永磁同步电机转子结构'],
        method: NONE,
        structure: [
          '包括电机壳体、定子、转子铁芯、{内置式|表贴式}永磁体以及{螺旋|轴向}冷却水道，壳体端部设有密封盖',
        ],
        effects: ['电机功率密度提高约{10|15}%', '散热效果好，温升低'],
      },
      {
        terms: ['汽车', '车辆'],
        ipc: ['B60W 30/18', 'B60W 60/00', 'G05D 1/02'],
        inventions: ['{智能网联汽车|自动驾驶车辆}的{路径规划|纵向控制}方法'],
        utilities: NONE,
        method: [
          '根据交通环境感知信息和车辆动力学约束生成候选轨迹，利用{代价函数|强化学习}选取最优轨迹并输出{转向|加减速}指令',
        ],
        structure: NONE,
        effects: ['提升了行驶安全性和乘坐舒适性', '跟车距离控制误差小于{0.3|0.5}米'],
      },
    ],
  },
  {
    field: 'HKHT',
    keywords: ['无人机', '北斗导航', '航空制造', '卫星'],
    subjects: [
      {
        terms: ['无人机'],
        ipc: ['G05D 1/10', 'B64C 39/02', 'G08G 5/00'],
        inventions: ['{多旋翼|垂直起降固定翼}无人机的{航迹规划|编队控制|自主降落}方法'],
        utilities: NONE,
        method: [
          '包括：获取{任务区域地图|障碍物信息}；基于{改进A*算法|快速扩展随机树}生成无人机的初始航迹；结合{风场|能耗}约束进行平滑优化并下发至{飞控|编队成员}',
        ],
        structure: NONE,
        effects: ['提高了作业安全性和自动化水平', '续航时间延长约{20|30}%'],
      },
      {
        terms: ['定位', '导航'],
        ipc: ['G01S 19/42', 'G01S 19/47', 'G01C 21/16'],
        inventions: ['基于{北斗|多源融合}的{高精度定位|组合导航}方法'],
        utilities: NONE,
        method: [
          '融合{北斗|GNSS}观测值与{惯性测量单元|视觉里程计}数据，采用{因子图优化|卡尔曼滤波}实现{厘米级|连续}定位',
        ],
        structure: NONE,
        effects: ['定位精度达到{厘米级|亚米级}', '信号遮挡时仍可连续输出位置'],
      },
      {
        terms: ['损伤', '修复'],
        ipc: ['G01N 29/04', 'B23P 6/00'],
        inventions: ['{航空发动机叶片|飞机蒙皮}的{损伤检测|修复}方法'],
        utilities: NONE,
        method: [
          '包括：采用{超声相控阵|涡流|工业CT}对部件进行扫描，确定损伤的位置和尺寸；根据评估结果选择{激光熔覆|复合材料补片}工艺进行修复，并进行无损复检',
        ],
        structure: NONE,
        effects: ['检测与修复周期缩短约{30|40}%', '修复后部件性能恢复至原设计要求'],
      },
      {
        terms: ['姿态', '卫星'],
        ipc: ['B64G 1/24', 'B64G 1/28'],
        inventions: ['{小卫星|微纳卫星}的姿态控制方法'],
        utilities: NONE,
        method: [
          '包括：利用{星敏感器|陀螺}测量卫星姿态；基于{四元数|欧拉角}误差构建{滑模|PID}控制律；通过{反作用飞轮|磁力矩器}输出控制力矩',
        ],
        structure: NONE,
        effects: ['姿态指向精度优于{0.01|0.05}度', '控制能耗降低约{15|20}%'],
      },
      {
        terms: ['无人机'],
        ipc: ['B64D 47/08', 'B64C 39/02'],
        inventions: NONE,
        utilities: ['无人机{云台|机臂折叠}结构'],
        method: NONE,
        structure: ['包括无人机机身、{机臂|云台支架}、{折叠关节|三轴电机}、锁紧件以及减振球'],
        effects: ['收纳体积小，展开锁定可靠', '画面稳定，抗振性好'],
      },
      {
        terms: ['平台', '无人机'],
        ipc: ['B64F 1/36', 'B64F 1/00'],
        inventions: NONE,
        utilities: ['无人机{自动换电|起降}平台'],
        method: NONE,
        structure: [
          '包括平台底座、升降机构、归中推杆、充电触点以及{电池仓|防护舱盖}，无人机降落后由归中推杆推至充电位置',
        ],
        effects: ['实现了无人值守作业', '提高了作业安全性和自动化水平'],
      },
      {
        terms: ['支架', '减振'],
        ipc: ['B64D 47/00', 'F16F 15/08'],
        inventions: NONE,
        utilities: ['{航空|机载}设备{减振|安装}支架'],
        method: NONE,
        structure: [
          '包括支架本体、安装底板、{金属橡胶减振器|钢丝绳减振器}、设备托架以及锁紧件，设备托架通过减振器与安装底板连接',
        ],
        effects: ['减振效果好，保护了机载设备', '拆装方便，维护快捷'],
      },
    ],
  },
  {
    field: 'XDNY',
    keywords: ['智慧农业', '水肥一体化', '生物肥料', '品种选育'],
    subjects: [
      {
        terms: ['灌溉', '水肥', '滴灌', '喷灌', '施肥'],
        ipc: ['A01G 25/16', 'A01G 25/02', 'A01C 23/04'],
        inventions: ['{设施温室|猕猴桃园|苹果园}的{智能灌溉|水肥一体化}方法'],
        utilities: ['{滴灌|喷灌}{过滤|施肥}装置'],
        method: [
          '包括：通过{土壤墒情传感器|气象站}采集{土壤含水率|温湿度|光照}数据；结合作物{需水模型|生育期}计算灌溉量和施肥量；由控制器驱动{电磁阀|注肥泵}执行',
        ],
        structure: [
          '包括过滤罐、反冲洗阀、施肥泵、压力表以及{文丘里注肥器|混肥罐}，各部件通过灌溉管路连接',
        ],
        effects: ['节水{30|40}%以上', '减少了化肥用量，提高了肥料利用率'],
      },
      {
        terms: ['温室', '大棚'],
        ipc: ['A01G 9/24', 'A01G 9/22'],
        inventions: ['{设施温室|日光温室}的环境调控方法'],
        utilities: ['{温室|大棚}{卷帘|通风}装置'],
        method: [
          '包括：采集温室内的{温湿度|光照|二氧化碳浓度}数据；结合作物生育期确定适宜环境参数；由控制器驱动{卷帘|通风窗|补光灯}调节温室环境',
        ],
        structure: [
          '包括支撑架、卷轴、驱动电机、{限位开关|行程控制器}以及{保温被|通风膜}，驱动电机带动卷轴转动，实现温室覆盖物的收放',
        ],
        effects: ['作物产量提高约{10|15|20}%', '降低了人工管理强度'],
      },
      {
        terms: ['肥'],
        ipc: ['C05G 3/00', 'C05F 17/00', 'C05F 11/08'],
        inventions: ['{有机|微生物|缓释}肥料及其制备方法'],
        utilities: NONE,
        method: [
          '以{秸秆|畜禽粪便|菌渣}为主要原料，接种{枯草芽孢杆菌|复合功能菌剂}进行好氧发酵，再与{腐植酸|中微量元素}复配造粒制成肥料',
        ],
        structure: NONE,
        effects: ['改善了土壤结构并减少化肥用量', '肥效持久，作物产量提高约{10|15}%'],
      },
      {
        terms: ['品种'],
        ipc: ['A01H 1/04', 'C12Q 1/6895', 'A01H 1/02'],
        inventions: ['{小麦|玉米|猕猴桃}{抗病|高产}品种的{分子标记|选育}方法'],
        utilities: NONE,
        method: [
          '包括：以优良性状亲本杂交构建分离群体；利用{SSR|SNP}分子标记进行辅助选择；经多代田间鉴定和稳定性测试选育出新品种',
        ],
        structure: NONE,
        effects: ['缩短育种周期{2|3}年以上', '选育效率显著提高'],
      },
      {
        terms: ['养殖'],
        ipc: ['A01K 61/10', 'A01K 63/04'],
        inventions: ['{循环水|稻渔综合}养殖的水质调控方法'],
        utilities: NONE,
        method: [
          '包括：通过传感器实时监测养殖水体的{溶解氧|氨氮|pH值}；当指标偏离设定范围时，控制{增氧机|投饵机|生物滤池}动作调节水质',
        ],
        structure: NONE,
        effects: ['养殖密度提高约{20|30}%，换水量显著减少'],
      },
      {
        terms: ['分拣'],
        ipc: ['B07C 5/342', 'B07C 5/16'],
        inventions: NONE,
        utilities: ['{果蔬|农产品}分拣装置'],
        method: NONE,
        structure: [
          '包括输送线、{称重模块|视觉识别模块}、分拣执行机构以及若干出料槽，控制器根据检测结果将农产品分拣至对应出料槽',
        ],
        effects: ['分拣效率高，损伤率低'],
      },
    ],
  },
  {
    field: 'LSHG',
    keywords: ['水性涂料', '胶黏剂', '精细化工', '连续流反应'],
    subjects: [
      {
        terms: ['涂料'],
        ipc: ['C09D 163/00', 'C09D 175/04', 'C09D 5/02'],
        inventions: ['{水性|无溶剂|高固含}{环氧涂料|聚氨酯涂料}及其制备方法'],
        utilities: NONE,
        method: [
          '由以下重量份原料制成：成膜树脂{40|50|60}份、固化剂{15|20|25}份、颜填料{10|20}份及助剂若干；经高速分散、研磨后制得涂料',
        ],
        structure: NONE,
        effects: ['VOC排放量显著降低', '产品附着力、耐候性优异'],
      },
      {
        terms: ['胶'],
        ipc: ['C09J 175/04', 'C09K 3/10', 'C08G 18/48'],
        inventions: ['{反应型|耐高温}{聚氨酯胶黏剂|密封胶}及其制备方法'],
        utilities: NONE,
        method: [
          '由{聚醚多元醇|聚酯多元醇}{40|50|60}份、异氰酸酯{15|20|25}份、{填料|增塑剂}{10|20}份及助剂若干制成；经真空脱泡得到胶料后密封包装',
        ],
        structure: NONE,
        effects: ['粘接强度高、耐老化性能优异', '固化快，施工方便'],
      },
      {
        terms: ['表面活性剂', '洗涤'],
        ipc: ['C11D 1/83', 'C11D 1/66', 'C11D 3/20'],
        inventions: ['{生物基|低泡}{表面活性剂|洗涤剂组合物}及其制备方法'],
        utilities: NONE,
        method: [
          '以{植物油脂|葡萄糖|脂肪醇}为原料，经{酯化|糖苷化|磺化}反应制得表面活性剂，再与{助洗剂|酶制剂}复配',
        ],
        structure: NONE,
        effects: ['去污力强、泡沫低', '易生物降解，对皮肤温和'],
      },
      {
        terms: ['反应'],
        ipc: ['B01J 19/00', 'B01J 19/24'],
        inventions: ['{连续流|微通道}反应合成{医药中间体|精细化学品}的方法'],
        utilities: NONE,
        method: [
          '将原料溶液分别泵入{微通道反应器|管式反应器}，在{60|80|120}℃、停留时间{2|5|10}分钟条件下连续反应，经{萃取|精馏}得到目标产物',
        ],
        structure: NONE,
        effects: ['反应收率达到{92|95|98}%，安全性大幅提高', '持液量小，过程易于放大'],
      },
      {
        terms: ['釜', '罐'],
        ipc: ['B01J 19/18', 'B01F 27/00'],
        inventions: NONE,
        utilities: ['{反应釜|储罐}{搅拌|温控}装置'],
        method: NONE,
        structure: ['包括{釜体|罐体}、{夹套|盘管}、搅拌桨、减速电机、温度探头以及出料阀'],
        effects: ['温度控制精确，物料混合均匀'],
      },
      {
        terms: ['研磨'],
        ipc: ['B02C 17/16', 'B02C 17/18'],
        inventions: NONE,
        utilities: ['{涂料|胶黏剂}研磨设备'],
        method: NONE,
        structure: [
          '包括机座、研磨筒、设于研磨筒内的{分散盘|研磨转子}及研磨介质、{冷却夹套|温度探头}和出料过滤网',
        ],
        effects: ['研磨细度达到{5|10}μm以下', '研磨效率高，温升小'],
      },
    ],
  },
];

export const DOMAINS: readonly Domain[] = [...DOMAINS_A, ...DOMAINS_B, ...DOMAINS_C];

/** Every subject of every domain, with the domain's field. */
export const SUBJECTS: readonly (Subject & { field: string })[] = DOMAINS.flatMap((d) =>
  d.subjects.map((s) => ({ ...s, field: d.field })),
);

/** Products of design patents: name template, Locarno class, technical field, purpose. */
export interface DesignProduct {
  name: string;
  locarno: string;
  field: string;
  use: string;
}

export const DESIGN_PRODUCTS: readonly DesignProduct[] = [
  {
    name: '{智能手表|运动手环}{（运动款）|（商务款）|}',
    locarno: '10-02',
    field: 'XXJS',
    use: '用于显示时间、监测运动与健康数据',
  },
  {
    name: '{平板电脑|笔记本电脑|工控一体机}{（一）|（二）|}',
    locarno: '14-02',
    field: 'XXJS',
    use: '用于信息处理与显示',
  },
  {
    name: '{路由器|智能网关|5G通信终端}',
    locarno: '14-03',
    field: 'XXJS',
    use: '用于网络数据传输',
  },
  {
    name: '{电动汽车充电桩|直流充电机|换电柜}',
    locarno: '13-03',
    field: 'XNYQC',
    use: '用于为电动车辆补充电能',
  },
  {
    name: '{电动汽车|低速电动车|电动三轮车}{（A款）|（B款）|}',
    locarno: '12-08',
    field: 'XNYQC',
    use: '用于载人或载物出行',
  },
  {
    name: '{储能柜|户用储能电源|便携式电源}',
    locarno: '13-02',
    field: 'XNY',
    use: '用于电能储存与供电',
  },
  {
    name: '{工业机器人|协作机械臂|巡检机器人}',
    locarno: '15-99',
    field: 'GDZB',
    use: '用于工业生产中的搬运、装配或巡检',
  },
  {
    name: '{无人机|植保无人机|航拍飞行器}',
    locarno: '12-07',
    field: 'HKHT',
    use: '用于航拍、巡检或植保作业',
  },
  {
    name: '{血压计|血糖仪|制氧机|监护仪}',
    locarno: '24-02',
    field: 'SWYY',
    use: '用于医疗检测或健康监护',
  },
  {
    name: '{空气净化器|新风机|除湿机}',
    locarno: '23-04',
    field: 'JNHB',
    use: '用于净化或调节室内空气',
  },
  {
    name: '{VR眼镜|AR头显|全息展示柜}',
    locarno: '16-06',
    field: 'SZCY',
    use: '用于观看虚拟现实或增强现实内容',
  },
  {
    name: '{茶叶包装盒|文创礼盒|陶瓷茶具}',
    locarno: '09-03',
    field: 'SZCY',
    use: '用于包装或盛放商品',
  },
  {
    name: '{智能灌溉控制器|温室环境监测仪|土壤检测仪}',
    locarno: '10-04',
    field: 'XDNY',
    use: '用于农业生产环境的监测与控制',
  },
  {
    name: '{实验室反应釜|涂料桶|化工储罐}',
    locarno: '23-01',
    field: 'LSHG',
    use: '用于化工物料的反应或储存',
  },
];

export function domainsOfField(field: string): Domain[] {
  return DOMAINS.filter((d) => d.field === field);
}

/** Subjects of a domain that give titles of this patent type. */
export function subjectsFor(domain: Domain, type: 'invention' | 'utility'): Subject[] {
  return domain.subjects.filter((s) => (type === 'invention' ? s.inventions : s.utilities).length);
}
