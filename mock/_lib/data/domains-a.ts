// Technology domains (part A): information technology, integrated circuits, digital creativity, equipment.
// Titles and abstracts are templates whose `{a|b}` groups pick one alternative.

/**
 * One subject of a domain: a patent's title, IPC, abstract and effects all come from one subject,
 * so any title of it reads with any of its abstract sentences and belongs to any of its IPC groups.
 */
export interface Subject {
  /** Key terms of the subject: each title names one, each abstract body mentions one. */
  terms: readonly string[];
  /** Real IPC groups of the subject; the first is the most common main group. */
  ipc: readonly string[];
  /** Invention titles after 一种. */
  inventions: readonly string[];
  /** Utility model titles after 一种 (products and structures only). */
  utilities: readonly string[];
  /** How an invention works, the middle of its abstract. */
  method: readonly string[];
  /** How a utility model is built, the middle of its abstract. */
  structure: readonly string[];
  effects: readonly string[];
}

export interface Domain {
  /** SERVICE_TechnicalFields value. */
  field: string;
  keywords: readonly string[];
  subjects: readonly Subject[];
}

/** A subject's parts that a subject of one patent type only leaves empty. */
const NONE: readonly string[] = [];

export const DOMAINS_A: readonly Domain[] = [
  {
    field: 'XXJS',
    keywords: ['语义检索', '文本分类', '知识图谱', '自然语言处理'],
    subjects: [
      {
        terms: ['检索'],
        ipc: ['G06F 16/33', 'G06F 16/36', 'G06F 40/30'],
        inventions: [
          '基于{语义向量|知识图谱|预训练语言模型}的专利文献检索方法',
          '面向{知识产权|科技成果}数据的{增量索引|相似度}检索方法',
        ],
        utilities: NONE,
        method: [
          '包括以下步骤：获取待检索的{专利文本|查询语句}，对其进行分词与{实体识别|关键词抽取}；利用{预训练语言模型|双塔编码网络}生成语义向量；在向量索引库中计算相似度并按{相关度|综合得分}排序输出检索结果',
        ],
        structure: NONE,
        effects: ['提高了检索的查全率与查准率', '检索结果的相关度明显提升，适用于海量数据场景'],
      },
      {
        terms: ['分类', '主题'],
        ipc: ['G06F 16/35', 'G06F 40/30'],
        inventions: [
          '{专利文本|科技文献|技术交底书}的自动分类方法{、装置及存储介质|及系统|及电子设备}',
          '基于{注意力机制|图神经网络}的技术主题识别方法{及系统|、设备及介质}',
        ],
        utilities: NONE,
        method: [
          '该方法首先构建{领域词典|技术知识图谱}，然后对文本进行特征提取，再通过{多标签分类器|层次分类模型}确定其所属{IPC分类|技术主题}',
        ],
        structure: NONE,
        effects: ['大幅缩短了人工标引的时间', '分类准确率达到{90|93|95}%以上'],
      },
      {
        terms: ['采集'],
        ipc: ['G06F 1/16', 'G06K 7/10'],
        inventions: NONE,
        utilities: ['{知识产权|档案}数据采集终端'],
        method: NONE,
        structure: [
          '包括机箱、设置在机箱内的主控板、与主控板电连接的{扫描采集模块|图像采集模块}以及显示屏，机箱侧面设有可拆卸的检修门',
        ],
        effects: ['数据采集效率高，便于现场使用', '检修方便，延长了设备使用寿命'],
      },
      {
        terms: ['机柜', '柜体'],
        ipc: ['H05K 7/14', 'H05K 7/20'],
        inventions: NONE,
        utilities: ['便于维护的服务器机柜', '{服务器|网络}机柜的{散热|理线}结构'],
        method: NONE,
        structure: [
          '包括柜体、设置在柜体内的{导轨式托架|可调立柱}、位于柜体后部的散热风扇组和理线架以及可拆卸的{前门|侧板}，柜体底部设有脚轮和调平脚',
        ],
        effects: ['散热良好，设备上下架便捷', '线缆整齐，便于日常维护'],
      },
    ],
  },
  {
    field: 'XXJS',
    keywords: ['深度学习', '机器视觉', '目标检测', '模型压缩'],
    subjects: [
      {
        terms: ['识别', '检测'],
        ipc: ['G06V 10/82', 'G06T 7/00', 'G06V 10/764'],
        inventions: [
          '基于{深度学习|卷积神经网络|Transformer}的{工业缺陷|遥感图像|医学影像}识别方法',
          '基于{小样本学习|迁移学习}的{表面缺陷|病害}检测方法',
        ],
        utilities: NONE,
        method: [
          '包括：采集{样本图像|训练数据}并进行{增强|标注}处理；构建包含{特征提取网络|多尺度融合模块}的识别模型；采用{自适应学习率|知识蒸馏}策略进行训练；将待测图像输入训练后的模型，输出{缺陷类别|目标位置}及置信度',
        ],
        structure: NONE,
        effects: ['识别准确率达到{96|97|98|99}%以上', '降低了对标注数据的依赖'],
      },
      {
        terms: ['模型', '神经网络'],
        ipc: ['G06N 3/08', 'G06N 3/045', 'G06N 3/098'],
        inventions: [
          '{轻量化|可解释|联邦学习}神经网络模型的训练方法{及装置|、系统及存储介质}',
          '面向边缘设备的{目标检测|图像分割}模型压缩方法',
        ],
        utilities: NONE,
        method: [
          '通过引入{注意力机制|残差连接}改进网络结构，并结合{剪枝|量化|知识蒸馏}技术降低模型参数量，再在{边缘终端|本地节点}上对模型进行微调',
        ],
        structure: NONE,
        effects: ['在保持精度的同时使推理速度提升{2|3|4}倍', '模型参数量减少{50|60|70}%以上'],
      },
      {
        terms: ['视觉', '相机'],
        ipc: ['G01N 21/88', 'B07C 5/342'],
        inventions: NONE,
        utilities: ['基于机器视觉的{零件|产品}外观检测装置'],
        method: NONE,
        structure: [
          '包括机架、安装在机架上的输送带、位于输送带上方的{工业相机|线阵相机}和{环形光源|条形光源}，以及与相机连接的{工控机|边缘计算单元}，输送带末端设有剔除机构',
        ],
        effects: ['检测速度快，漏检率低', '替代人工目检，降低了人力成本'],
      },
      {
        terms: ['计算'],
        ipc: ['G06F 1/20', 'G06F 1/16'],
        inventions: NONE,
        utilities: ['{智能|边缘}计算盒'],
        method: NONE,
        structure: [
          '包括{铝合金|导热塑料}外壳、设于外壳内的计算模组、{存储模块|网络接口}和电源模块，外壳表面设有散热鳍片和指示灯',
        ],
        effects: ['体积小巧，算力部署灵活', '无风扇散热，适合工业现场长期运行'],
      },
    ],
  },
  {
    field: 'XXJS',
    keywords: ['区块链', '身份认证', '物联网安全', '边缘计算'],
    subjects: [
      {
        terms: ['认证'],
        ipc: ['H04L 9/32', 'H04L 9/08', 'H04W 12/06'],
        inventions: [
          '{物联网终端|车联网}的{轻量级|双向}安全认证方法{及系统|、装置及设备}',
          '基于{零知识证明|国密算法}的身份认证方法',
        ],
        utilities: NONE,
        method: [
          '包括：终端向服务器发送认证请求并携带{随机数|时间戳}；服务器基于{椭圆曲线|SM2}算法生成会话密钥；双方完成相互认证后建立安全信道，并将关键操作记录写入审计日志',
        ],
        structure: NONE,
        effects: ['有效抵御重放攻击和中间人攻击', '降低了认证开销，适用于资源受限设备'],
      },
      {
        terms: ['区块链'],
        ipc: ['H04L 9/50', 'G06F 21/64', 'H04L 9/32'],
        inventions: ['基于区块链的{数据共享|电子存证|产品溯源}方法{及系统|、装置及介质}'],
        utilities: NONE,
        method: [
          '包括：将{待共享数据|电子证据|产品信息}的哈希值与{时间戳|数字签名}打包写入区块链账本；通过智能合约对访问请求进行权限校验；验证时比对链上哈希值以判断数据是否被篡改',
        ],
        structure: NONE,
        effects: ['数据不可篡改且全程可追溯', '在保护隐私的前提下实现了多方数据共享'],
      },
      {
        terms: ['资源', '卸载', '调度'],
        ipc: ['H04W 72/04', 'H04W 28/08', 'H04L 67/10'],
        inventions: [
          '{5G|无线}网络中的{资源分配|切片调度}方法',
          '{移动边缘计算|车联网}中的计算任务卸载方法{及系统|、装置及介质}',
        ],
        utilities: NONE,
        method: [
          '根据{信道状态信息|业务时延需求}构建{资源分配|任务卸载}优化模型，利用{强化学习|博弈论}方法求解得到调度策略，并下发至{基站|边缘节点}执行',
        ],
        structure: NONE,
        effects: ['提升了网络吞吐量并降低了时延', '资源利用率提高约{15|20|25}%'],
      },
      {
        terms: ['网关', '传输', '通信'],
        ipc: ['H04L 67/12', 'H04L 12/66'],
        inventions: NONE,
        utilities: ['{工业物联网|智能}网关', '带加密模块的数据传输终端'],
        method: NONE,
        structure: [
          '包括壳体、设于壳体内的主控芯片、{加密芯片|安全模块}、{4G/5G|以太网}通信模组和电源模块，壳体表面设有指示灯和散热格栅',
        ],
        effects: ['数据传输安全可靠', '接口丰富，便于现场部署'],
      },
    ],
  },
  {
    field: 'JCDL',
    keywords: ['功率器件', '芯片封装', '碳化硅', '集成电路设计'],
    subjects: [
      {
        terms: ['器件'],
        ipc: ['H01L 29/78', 'H01L 21/336', 'H01L 29/06'],
        inventions: ['{碳化硅|氮化镓|硅基}功率器件{及其制造方法|的制备方法}'],
        utilities: NONE,
        method: [
          '包括：在衬底上依次形成{外延层|缓冲层}和栅介质层；采用离子注入工艺形成{源区|阱区}；沉积{多晶硅|金属}栅极和电极后进行退火处理，得到功率器件',
        ],
        structure: NONE,
        effects: ['器件导通电阻降低约{15|20|25}%', '器件击穿电压提高约{10|20}%'],
      },
      {
        terms: ['封装'],
        ipc: ['H01L 23/31', 'H01L 21/56'],
        inventions: ['{芯片|晶圆级}封装结构{及其制作方法|的制备方法}'],
        utilities: NONE,
        method: [
          '包括：在{晶圆|基板}上形成重布线层；将芯片倒装键合于重布线层上并进行塑封；减薄后形成{焊球|凸点}并切割得到封装单元',
        ],
        structure: NONE,
        effects: ['封装尺寸减小约{20|30}%', '封装翘曲小，提高了器件可靠性'],
      },
      {
        terms: ['转换器'],
        ipc: ['H03M 1/12', 'H03M 1/46'],
        inventions: ['{低功耗|高速|高精度}模数转换器'],
        utilities: NONE,
        method: [
          '该模数转换器包括{采样保持电路|电容阵列}、比较器和逐次逼近控制逻辑，通过{动态偏置|时钟门控}方式降低静态功耗',
        ],
        structure: NONE,
        effects: ['在同等性能下功耗降低{30|40}%', '有效位数提高约{0.5|1}位'],
      },
      {
        terms: ['锁相环'],
        ipc: ['H03L 7/08', 'H03L 7/099'],
        inventions: ['{低抖动|宽频带}锁相环电路'],
        utilities: NONE,
        method: [
          '该锁相环电路包括鉴频鉴相器、电荷泵、环路滤波器和压控振荡器，通过{自适应带宽校准|双路径环路滤波}降低相位噪声',
        ],
        structure: NONE,
        effects: ['输出时钟抖动降低约{30|40}%', '锁定时间缩短约{20|30}%'],
      },
      {
        terms: ['互连', '沟槽', '通孔'],
        ipc: ['H01L 21/768', 'H01L 21/762'],
        inventions: ['半导体{互连结构|沟槽隔离结构}的形成方法'],
        utilities: NONE,
        method: [
          '包括：在衬底上沉积介质层；采用光刻和刻蚀工艺形成{沟槽|通孔}；依次填充{阻挡层|衬垫氧化层}和{铜|氧化硅}，经化学机械抛光平坦化',
        ],
        structure: NONE,
        effects: ['填充无空洞，提高了良率', '寄生电容降低约{10|15}%'],
      },
      {
        terms: ['散热'],
        ipc: ['H01L 23/367', 'H01L 23/373'],
        inventions: NONE,
        utilities: ['{芯片|功率模块}散热结构'],
        method: NONE,
        structure: [
          '包括基板、焊接在基板上的芯片、覆盖芯片的{导热凝胶层|均热板}以及与之贴合的散热鳍片，鳍片之间形成导流通道',
        ],
        effects: ['封装热阻明显降低，提高了器件可靠性', '散热效率高，降低了芯片结温'],
      },
      {
        terms: ['引线框架'],
        ipc: ['H01L 23/495'],
        inventions: NONE,
        utilities: ['半导体封装用引线框架'],
        method: NONE,
        structure: [
          '包括引线框架本体、设于本体中部的载片台、围绕载片台分布的若干引脚以及连接引脚的连筋，载片台背面设有{锁胶槽|防溢胶凹槽}',
        ],
        effects: ['塑封料结合牢固，提高了封装良率'],
      },
      {
        terms: ['测试'],
        ipc: ['G01R 1/04', 'G01R 31/28'],
        inventions: NONE,
        utilities: ['{晶圆|芯片}测试夹具'],
        method: NONE,
        structure: [
          '包括底座、设于底座上的测试座、{探针组|弹性顶针}以及带压紧机构的上盖，测试座与测试电路板电连接',
        ],
        effects: ['接触可靠，测试效率高', '更换被测芯片方便快捷'],
      },
    ],
  },
  {
    field: 'SZCY',
    keywords: ['虚拟现实', '数字人', '三维重建', '文化数字化'],
    subjects: [
      {
        terms: ['场景', '渲染', '交互'],
        ipc: ['G06T 19/00', 'G06F 3/01', 'G06T 15/00'],
        inventions: ['{虚拟现实|增强现实|混合现实}场景中的{交互|渲染}方法'],
        utilities: NONE,
        method: [
          '包括：获取用户的{手势|视线|头部姿态}信息；根据场景中{交互对象|虚拟物体}的位置进行碰撞检测；按{注视点渲染|分块渲染}策略实时更新渲染画面',
        ],
        structure: NONE,
        effects: ['显著提升了沉浸感与交互自然度', '渲染帧率稳定在{60|90|120}帧以上'],
      },
      {
        terms: ['数字人', '虚拟形象'],
        ipc: ['G06T 13/40', 'G10L 21/10'],
        inventions: ['基于{动作捕捉|语音驱动}的{数字人|虚拟形象}生成方法'],
        utilities: NONE,
        method: [
          '利用{参数化人体模型|神经辐射场}对{动作数据|语音特征}建模，并结合{表情迁移|口型同步}算法驱动虚拟形象，生成{数字人视频|虚拟形象动画}',
        ],
        structure: NONE,
        effects: ['降低了内容制作成本', '动作与表情自然流畅'],
      },
      {
        terms: ['三维', '数字化'],
        ipc: ['G06T 17/00', 'G06T 7/55'],
        inventions: ['{文物|非遗}数字化{三维重建|展示}方法{及系统|、设备及存储介质}'],
        utilities: NONE,
        method: [
          '包括：获取{多视角图像|点云数据}并进行{特征匹配|配准}；构建三维模型并进行{纹理映射|光照估计}；将模型发布至{线上展厅|互动终端}进行数字化展示',
        ],
        structure: NONE,
        effects: ['重建精度达到{毫米级|亚毫米级}', '实现了文物的永久数字化保存'],
      },
      {
        terms: ['视频', '直播'],
        ipc: ['H04N 21/2187', 'H04N 21/234', 'G11B 27/031'],
        inventions: ['{直播|短视频}内容的{智能剪辑|实时特效}方法'],
        utilities: NONE,
        method: [
          '包括：对{直播流|视频素材}进行{镜头分割|语音识别}；根据{弹幕热度|画面显著性}识别精彩片段；自动生成{剪辑片段|特效贴图}并合成输出视频',
        ],
        structure: NONE,
        effects: ['剪辑效率提升{5|10}倍以上', '特效叠加延迟低于{50|100}毫秒'],
      },
      {
        terms: ['调节'],
        ipc: ['G02B 27/01', 'G02B 7/12'],
        inventions: NONE,
        utilities: ['{头戴式显示|虚拟现实}设备的调节结构'],
        method: NONE,
        structure: [
          '包括{头带|显示框架}、设于框架内的{光学镜片组|显示屏}、{瞳距调节|屈光调节}机构以及可拆卸的面部衬垫',
        ],
        effects: ['佩戴舒适，适配不同用户', '调节操作简便，成像清晰'],
      },
      {
        terms: ['展示'],
        ipc: ['G09F 19/00', 'G09F 27/00'],
        inventions: NONE,
        utilities: ['{沉浸式|互动}展示装置'],
        method: NONE,
        structure: [
          '包括展示台、设于展示台上的{环幕投影组件|透明显示屏}、{红外感应器|体感摄像头}以及与之连接的控制主机，展示台底部设有{旋转机构|音响}',
        ],
        effects: ['展示效果生动，提升了观众参与度'],
      },
    ],
  },
  {
    field: 'GDZB',
    keywords: ['工业机器人', '智能制造', '激光加工', '减速器'],
    subjects: [
      {
        terms: ['机器人'],
        ipc: ['B25J 9/16', 'B25J 13/08'],
        inventions: ['{工业机器人|协作机器人|移动机器人}的{轨迹规划|抓取控制|碰撞检测}方法'],
        utilities: NONE,
        method: [
          '包括：获取机器人的{关节状态|末端位姿}信息；基于{运动学模型|动力学模型}计算期望轨迹；采用{自适应阻抗控制|模型预测控制}对{末端执行器|伺服电机}进行闭环控制',
        ],
        structure: NONE,
        effects: ['定位精度可达±{0.02|0.05}毫米', '提高了人机协作的安全性'],
      },
      {
        terms: ['减速器', '减速机', '齿轮'],
        ipc: ['F16H 57/04', 'F16H 1/32'],
        inventions: ['{精密减速器|行星齿轮箱}的润滑系统'],
        utilities: ['{齿轮箱|减速机}的{强制润滑|冷却}装置'],
        method: [
          '该润滑系统包括{储油箱|油池}、齿轮油泵、{分油管路|喷油嘴}和{过滤器|冷却器}，通过{强制循环润滑|油气润滑}对齿轮啮合区进行冷却润滑',
        ],
        structure: [
          '包括箱体、设置在箱体底部的油池、齿轮油泵以及与油泵连通的{分油管路|过滤器}，箱体外侧设有{冷却器|散热片}',
        ],
        effects: ['显著降低了设备故障率和维护成本', '齿面温升降低约{10|15}℃'],
      },
      {
        terms: ['激光', '切割', '除尘'],
        ipc: ['B23K 26/38', 'B23K 26/21', 'B23K 26/16'],
        inventions: ['{激光切割|激光焊接}的{工艺参数优化|路径规划}方法'],
        utilities: ['激光切割机的除尘装置'],
        method: [
          '包括：根据{板材厚度|材料牌号}建立激光{功率|速度}与{切口质量|熔深}的预测模型；以加工效率和质量为目标优化工艺参数，并规划激光头的{空行程|加工}路径',
        ],
        structure: [
          '包括设于切割平台下方的{分区抽风箱|集尘斗}、与之连通的除尘管道、{脉冲滤筒除尘器|旋风分离器}和引风机，各分区设有{电动风门|气动阀门}',
        ],
        effects: ['加工质量稳定，效率提高约{15|20}%', '烟尘收集率高，改善了车间环境'],
      },
      {
        terms: ['调度', '设备'],
        ipc: ['G05B 19/418', 'G06Q 10/06', 'G06Q 50/04'],
        inventions: ['{智能工厂|离散制造车间}的{生产调度|设备健康管理}方法'],
        utilities: NONE,
        method: [
          '根据{订单优先级|设备运行状态}建立多目标调度模型，采用{改进遗传算法|粒子群算法}求解，生成{排产方案|设备维护计划}',
        ],
        structure: NONE,
        effects: ['提高了生产节拍和设备利用率', '显著降低了设备故障率和维护成本'],
      },
      {
        terms: ['夹爪'],
        ipc: ['B25J 15/08', 'B25J 15/04'],
        inventions: NONE,
        utilities: ['{机器人|机械臂}末端{快换|柔性}夹爪'],
        method: NONE,
        structure: [
          '包括安装座、{气缸|伺服电机}、与驱动件连接的{连杆机构|丝杠}以及两个相对设置的夹爪，夹爪内侧设有{柔性垫|压力传感器}',
        ],
        effects: ['夹持稳定，换型快速', '不损伤工件表面'],
      },
      {
        terms: ['上下料', '翻转', '工件'],
        ipc: ['B23Q 7/04', 'B65G 47/90'],
        inventions: NONE,
        utilities: ['{自动上下料|工件翻转}装置'],
        method: NONE,
        structure: [
          '包括机架、设于机架上的{直线模组|旋转气缸}、{真空吸盘|夹持手指}以及{料仓|定位座}，由控制器控制工件的抓取、{翻转|移送}与放置',
        ],
        effects: ['提高了生产节拍和加工一致性', '减少了人工搬运，降低了劳动强度'],
      },
    ],
  },
  {
    field: 'GDZB',
    keywords: ['在线检测', '精密加工', '故障诊断', '夹具'],
    subjects: [
      {
        terms: ['缺陷'],
        ipc: ['G01N 21/88', 'G01N 29/04', 'G01N 23/18'],
        inventions: ['{金属板材|铸件}{表面缺陷|内部缺陷}的在线检测方法'],
        utilities: NONE,
        method: [
          '包括：采集{板材表面图像|超声回波信号|射线图像}；提取{纹理特征|时频域特征}；输入训练好的分类模型判断缺陷类型，并给出缺陷的{位置|尺寸}信息',
        ],
        structure: NONE,
        effects: ['检测效率提升{3|5}倍以上', '缺陷检出率达到{95|98}%以上'],
      },
      {
        terms: ['冲压', '模具', '模座'],
        ipc: ['B21D 22/02', 'B21D 37/10'],
        inventions: ['{汽车覆盖件|薄壁件}的冲压成形方法'],
        utilities: ['{冲压模具|折弯模具}的{快速定位|导向}结构'],
        method: [
          '包括：根据零件形状进行{板料展开|工序排布}；通过{有限元仿真|回弹补偿}确定模具型面；分{拉深|修边|翻边}等多道工序冲压成形',
        ],
        structure: [
          '包括上模座、下模座、设于下模座上的{导柱|定位销}以及与之配合的{导套|定位孔}，上模座与下模座之间设有{氮气弹簧|限位柱}',
        ],
        effects: ['成形精度高，回弹量显著减小', '模具换型时间缩短约{30|50}%'],
      },
      {
        terms: ['加工'],
        ipc: ['B23P 15/00', 'B23C 3/00', 'B23Q 15/00'],
        inventions: ['{大型构件|薄壁件}的精密加工方法'],
        utilities: NONE,
        method: [
          '包括：对工件进行{三维扫描|在机测量}获取实际型面；根据测量结果补偿加工余量并规划刀具路径；采用{分层铣削|对称去除}策略控制加工变形',
        ],
        structure: NONE,
        effects: ['加工变形减小约{40|50}%', '提高了加工一致性'],
      },
      {
        terms: ['夹紧', '压板'],
        ipc: ['B23Q 3/06', 'B25B 5/06'],
        inventions: NONE,
        utilities: ['{工件|夹具}的{自定心|液压}夹紧装置'],
        method: NONE,
        structure: [
          '包括底板、固定在底板上的{定位销|导柱}、{液压缸|压紧气缸}以及与之连接的压板，压板下表面设有{防滑纹|耐磨衬套}',
        ],
        effects: ['夹紧可靠且装卸方便', '定位重复精度高'],
      },
      {
        terms: ['轴承', '主轴'],
        ipc: ['G01M 13/045', 'F16C 19/52'],
        inventions: ['{高速轴承|主轴}的{状态监测|寿命预测}方法'],
        utilities: NONE,
        method: [
          '包括：采集{轴承|主轴}的{振动信号|温度信号}；提取时频域特征并构建健康指标；输入{寿命预测模型|诊断模型}判断健康状态并给出预警',
        ],
        structure: NONE,
        effects: ['延长了关键部件的使用寿命', '故障预警时间提前{24|48}小时以上'],
      },
      {
        terms: ['润滑脂', '轴承', '主轴'],
        ipc: ['F16C 33/66', 'F16N 11/00'],
        inventions: NONE,
        utilities: ['{轴承|主轴}润滑脂加注装置'],
        method: NONE,
        structure: [
          '包括润滑脂储筒、设于储筒内的{压盘|柱塞泵}、{定量分配阀|计量器}以及与{轴承座|主轴箱}连接的注脂管，储筒上设有液位指示器',
        ],
        effects: ['加注定量准确，润滑效果好', '延长了关键部件的使用寿命'],
      },
    ],
  },
];
