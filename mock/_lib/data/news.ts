// News articles with HTML bodies: what 内容管理 publishes, the portal shows after sanitising it
// (a test hands the page a hostile body of its own; none is in the data set).

import { addDays, randomDate, TODAY } from '../dates';
import type { NewsCategory, NewsStatus } from '../../../src/contract/newsArticle';
import { Rng } from '../random';

export const NEWS_COUNT = 300;
/** The last article's own random source, so the others draw as they did beside a test fixture. */
const LAST_ARTICLE_SEED = 0x6e657773;

type Category = NewsCategory;

/**
 * An article as the mock keeps it: the public fields and what 内容管理 adds. A seeded article has
 * none of the additions and reads as published, version 1, never pinned (see newsStateOf).
 */
export type NewsRecord = API.NewsArticle & {
  status?: NewsStatus;
  pinned?: boolean;
  version?: number;
  /** ISO 8601 moments; a seeded article's are those of its publication day. */
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string;
  /** The administrator who created it (seeded articles have none). */
  author?: string;
  offlineAt?: string;
  offlineReason?: string;
  /** The editor wrote no summary: `summary` is the body's opening, taken again at every save. */
  summaryAuto?: boolean;
};

const CATEGORY_WEIGHTS: readonly (readonly [Category, number])[] = [
  ['园区动态', 35],
  ['政策法规', 25],
  ['行业资讯', 25],
  ['通知公告', 15],
];

/**
 * One kind of article: its title, the subject the title names ({X}, one of `subjects`), and the
 * points and paragraph that report on that subject, so an article's body is about its headline.
 * Tokens: {Y} the year of the article, {C} the quarter it appears in (一…四), {N} and {P}
 * numbers, {Q} an ordinal (一…四); other
 * `{a|b}` choices in a title are wording only. `headings` default to the category's.
 * A title that states a figure ({N} or {P}) has a `figure`: the summary's first point, saying that
 * figure again ({H}) of the same thing in the same unit. Its points give a part of it as {n} and
 * a running total as {M}, and no other number of theirs is the headline's.
 */
interface Topic {
  category: Category;
  title: string;
  subjects: readonly string[];
  points: readonly string[];
  lead: string;
  figure?: string;
  headings?: readonly [string, string, string];
  /** A notice's last paragraph: {D} a day `contactDays` after it (30 unless told), {T} a phone. */
  contact?: string;
  contactDays?: number;
  /** When such an article appears: the holiday or period it names decides its date. */
  season?: Season;
}

/** Holidays are announced in the weeks before them; a period's figures after the period ends. */
type Season = 'holiday' | 'period';

const INDUSTRIES = ['新能源', '集成电路', '生物医药', '高端装备', '航空航天', '现代农业'];

const TOPICS: readonly Topic[] = [
  {
    category: '园区动态',
    title: '示范区举办{Y}年知识产权{X}{对接会|培训会|宣讲会|沙龙}',
    subjects: ['质押融资', '运营', '保护', '海外维权'],
    points: [
      '围绕知识产权{X}邀请{N}家企业参加',
      '专家解读知识产权{X}的政策与实务要点',
      '现场解答企业知识产权{X}问题{N}个',
      '{N}家服务机构介绍知识产权{X}服务产品',
    ],
    lead: '本次活动聚焦企业在知识产权{X}方面的实际需求，由服务机构与企业面对面交流。',
  },
  {
    category: '园区动态',
    title: '示范区{N}家企业获评{Y}年度{X}知识产权{优势|示范}企业',
    subjects: ['国家', '省级'],
    figure: '此次获评的企业共{H}家',
    points: [
      '获评企业拥有有效发明专利合计{N}00件',
      '获评企业中高新技术企业占比超过{P}%',
      '获评企业将获得{X}知识产权专项资金支持',
      '示范区{X}知识产权优势示范企业累计达到{M}家',
    ],
    lead: '此次获评的企业覆盖示范区主导产业，均建立了规范的知识产权管理制度。',
  },
  {
    category: '园区动态',
    title: '示范区知识产权服务中心开展“{X}”{C}季度系列活动',
    subjects: ['知识产权进园区', '专利导航服务进企业', '高价值专利培育', '知识产权护航'],
    points: [
      '“{X}”系列活动走访企业{N}家',
      '围绕“{X}”开展专题培训{N}场次',
      '“{X}”活动收集企业需求{N}条',
      '“{X}”服务团队为企业出具诊断报告{N}份',
    ],
    lead: '“{X}”是服务中心的常设品牌活动，每季度确定一个重点，由服务专员分片对接企业。',
  },
  {
    category: '园区动态',
    title: '示范区知识产权{X}登记金额突破{N}亿元',
    subjects: ['质押融资'],
    figure: '知识产权{X}累计登记金额已超过{H}亿元',
    points: [
      '知识产权{X}登记笔数同比增长{P}%',
      '首次办理知识产权{X}的企业超过{N}家',
      '专利、商标组合{X}占比提高到{P}%',
      '合作银行推出知识产权{X}专属产品{N}款',
    ],
    lead: '登记金额的增长主要来自科技型中小企业，知识产权{X}已成为企业融资的常用方式。',
  },
  {
    category: '园区动态',
    title: '示范区召开{Y}年知识产权{X}集聚发展推进会',
    subjects: ['服务业'],
    points: [
      '通报知识产权{X}集聚发展年度目标完成情况',
      '{N}家知识产权{X}机构作交流发言',
      '部署知识产权{X}重点任务{N}项',
      '发布知识产权{X}集聚发展扶持项目清单',
    ],
    lead: '推进会总结了知识产权{X}集聚发展的进展，对下一阶段工作作出部署。',
  },
  {
    category: '园区动态',
    title: '{X}产业专利导航成果发布会在示范区举行',
    subjects: INDUSTRIES,
    points: [
      '发布{X}产业专利导航分析报告{N}份',
      '梳理{X}产业关键技术专利{N}00件',
      '提出{X}产业补链强链建议{N}条',
      '{X}产业{N}家企业参加成果对接',
    ],
    lead: '专利导航项目以{X}产业链为主线，分析了国内外专利布局与示范区企业的技术位置。',
  },
  {
    category: '园区动态',
    title: '示范区新增{N}家入驻知识产权{X}机构',
    subjects: ['服务', '代理'],
    figure: '本批新入驻的知识产权{X}机构共{H}家',
    points: [
      '新入驻知识产权{X}机构中{n}家为全国知名品牌',
      '新入驻知识产权{X}机构带来执业人员{N}名',
      '入驻知识产权{X}机构可享受三年房租减免',
      '新入驻知识产权{X}机构业务覆盖专利、商标与版权',
    ],
    lead: '新入驻的知识产权{X}机构将在示范区服务大厅设立窗口，就近服务园区企业。',
  },
  {
    category: '园区动态',
    title: '{X}{N}项专利在示范区完成转化',
    subjects: ['西安交通大学', '西北工业大学', '西安电子科技大学', '陕西师范大学'],
    figure: '此次完成转化的{X}专利共{H}项',
    points: [
      '{X}与示范区{n}家企业签订专利转让许可合同',
      '{X}转化专利涉及新材料、电子信息等领域',
      '{X}科研团队将为受让企业提供技术指导',
      '{X}本次转化合同金额合计{N}00万元',
    ],
    lead: '此次转化由示范区技术转移服务平台撮合，{X}的专利经价值评估后挂牌交易。',
  },
  {
    category: '园区动态',
    title: '示范区{Y}年第{X}季度专利转让许可备案{N}件',
    subjects: ['一', '二', '三', '四'],
    season: 'period',
    figure: '第{X}季度共办理专利转让许可备案{H}件',
    points: [
      '第{X}季度专利转让备案占比{P}%',
      '第{X}季度专利许可备案涉及企业{n}家',
      '第{X}季度开放许可达成许可{n}项',
      '第{X}季度高校院所专利转让许可占比{P}%',
    ],
    lead: '第{X}季度专利转让许可备案数据由服务中心汇总，反映了示范区专利运用的活跃程度。',
  },
  {
    category: '政策法规',
    title: '关于{X}的实施意见（{Y}年）',
    subjects: [
      '促进知识产权服务业高质量发展',
      '加强知识产权质押融资工作',
      '推进专利转化运用',
      '支持专利开放许可',
    ],
    points: [
      '围绕{X}确定总体目标和重点任务',
      '对{X}成效突出的单位给予奖励',
      '建立{X}联席会议制度',
      '将{X}纳入年度考核',
    ],
    lead: '意见围绕{X}提出具体措施，明确了责任分工和保障条件。',
  },
  {
    category: '政策法规',
    title: '示范区知识产权{X}办法（{Y}年修订）',
    subjects: ['资助', '奖励', '质押融资贴息'],
    points: [
      '修订后的知识产权{X}办法扩大了支持范围',
      '知识产权{X}申请改为线上办理',
      '知识产权{X}年度总额最高{N}00万元',
      '知识产权{X}的申请条件与审核程序更加清晰',
    ],
    lead: '本次修订根据实施情况调整了知识产权{X}的标准，简化了申请材料。',
  },
  {
    category: '政策法规',
    title: '一图读懂：{X}（{Y}年版）',
    subjects: [
      '专利开放许可制度',
      '知识产权质押融资贴息政策',
      '高价值专利培育计划',
      '知识产权资助办法',
    ],
    points: ['{X}适用于哪些企业', '{X}的办理流程和所需材料', '{X}常见问题解答', '{X}的咨询渠道'],
    lead: '本期图解把{X}的要点整理成问答，方便企业快速了解。',
  },
  {
    category: '政策法规',
    title: '{Y}年{X}行业监管政策要点解读',
    subjects: ['专利代理', '商标代理', '知识产权评估'],
    points: [
      '{X}机构须按规定报送年度报告',
      '严厉打击无资质{X}和违规{X}行为',
      '{X}信用评价结果向社会公开',
      '{X}从业人员须参加年度继续教育',
    ],
    lead: '今年的{X}行业监管以规范执业行为、提升服务质量为重点。',
  },
  {
    category: '政策法规',
    title: '关于知识产权{X}入驻示范区的扶持措施（{Y}年）',
    subjects: ['服务机构'],
    points: [
      '对新入驻的知识产权{X}给予房租补贴',
      '对知识产权{X}引进的高层次人才给予安家补助',
      '知识产权{X}年营业收入增长较快的给予奖励',
      '知识产权{X}可优先承接政府购买服务项目',
    ],
    lead: '扶持措施面向在示范区注册并实际经营的知识产权{X}，按年度申报兑现。',
  },
  {
    category: '政策法规',
    title: '{I}发布《{X}》（{Y}年）',
    subjects: [
      '专利转化运用专项行动方案',
      '知识产权公共服务规范',
      '知识产权纠纷调解指引',
      '专利导航工作指南',
    ],
    points: [
      '《{X}》明确了适用范围和基本原则',
      '《{X}》提出{N}项重点任务',
      '《{X}》自发布之日起施行',
      '《{X}》配套印发了实施细则',
    ],
    lead: '《{X}》由主管部门组织起草，广泛征求了企业和服务机构的意见。',
  },
  {
    category: '政策法规',
    title: '{Y}年{X}{申请|保护|运用}政策问答（第{Q}期）',
    subjects: ['专利', '商标', '地理标志'],
    points: [
      '{X}相关费用减缴如何申请',
      '{X}资助政策的申报时间',
      '{X}纠纷可以向哪里求助',
      '{X}信息在哪里查询',
    ],
    lead: '本期问答汇总了企业近期咨询较多的{X}问题，由服务中心统一解答。',
  },
  {
    category: '行业资讯',
    title: '{Y}年{X}示范区发明专利授权量同比增长{P}%',
    subjects: ['上半年', '前三季度', '全年'],
    season: 'period',
    figure: '{X}示范区发明专利授权量同比增幅达到{H}%',
    points: [
      '{X}示范区每万人口高价值发明专利拥有量继续提高',
      '{X}企业发明专利授权量占比超过{P}%',
      '{X}新能源与集成电路领域授权量居前',
      '{X}高校院所发明专利授权量同比增长{P}%',
    ],
    lead: '{X}的授权数据来自国家知识产权局公开信息，由服务中心按示范区企业汇总。',
  },
  {
    category: '行业资讯',
    title: '{X}领域专利布局趋势分析（{Y}年）',
    subjects: ['新能源汽车', '人工智能', '生物医药', '新材料', '集成电路', '低空经济'],
    points: [
      '{X}领域国内专利申请量保持增长',
      '{X}领域企业申请人占比超过{P}%',
      '{X}领域核心专利集中在少数龙头企业',
      '{X}领域海外专利布局明显加快',
    ],
    lead: '分析以{X}领域近五年公开的专利为样本，梳理了技术热点和主要申请人。',
  },
  {
    category: '行业资讯',
    title: '{Y}年专利{X}试点新增许可{N}项',
    subjects: ['开放许可'],
    figure: '今年以来专利{X}试点新增许可{H}项',
    points: [
      '专利{X}声明涉及专利{N}00件',
      '中小企业是专利{X}的主要被许可人',
      '专利{X}的许可费普遍低于市场水平',
      '高校院所积极参与专利{X}',
    ],
    lead: '专利{X}由专利权人公开许可条件，被许可人按条件支付费用即可实施。',
  },
  {
    category: '行业资讯',
    title: '知识产权证券化产品在{X}发行，规模{N}亿元',
    subjects: ['西安', '深圳', '苏州', '成都', '杭州', '武汉'],
    figure: '本期产品发行规模为{H}亿元',
    points: [
      '本期在{X}发行的产品以{N}家企业的专利许可费为底层资产',
      '本期在{X}发行的产品票面利率低于同期贷款利率',
      '{X}参与发行的企业以科技型中小企业为主',
      '{X}已累计发行知识产权证券化产品{N}单',
    ],
    lead: '这是{X}又一单以知识产权为底层资产的证券化产品，拓宽了科技企业的融资渠道。',
  },
  {
    category: '行业资讯',
    title: '{X}：{Y}年行业关注热点',
    subjects: ['数据知识产权', '专利价值评估', '海外知识产权纠纷应对', '标准必要专利许可'],
    points: [
      '{X}相关规则正在加快完善',
      '{X}成为企业知识产权工作的新重点',
      '{X}专业服务需求明显增加',
      '{X}典型案例为企业提供了参考',
    ],
    lead: '业内人士认为，{X}是今年知识产权服务行业讨论最多的话题之一。',
  },
  {
    category: '通知公告',
    title: '关于开展{Y}年度知识产权{X}申报工作的通知',
    subjects: ['示范企业', '优势企业', '服务品牌机构'],
    headings: ['申报条件', '申报材料', '联系方式'],
    contact: '请有关单位于{D}前通过门户网站提交申报材料。咨询电话：{T}。',
    points: [
      '申报知识产权{X}须在示范区注册并具有独立法人资格',
      '申报知识产权{X}须近三年无严重失信行为',
      '知识产权{X}申报书须加盖单位公章',
      '知识产权{X}申报材料须按要求装订',
    ],
    lead: '知识产权{X}的认定每年开展一次，认定结果向社会公布。',
  },
  {
    category: '通知公告',
    title: '关于举办{Y}年第{Q}期{X}培训班的通知',
    subjects: ['专利代理师实务', '知识产权管理体系贯标', '专利检索分析', '专利导航实务'],
    headings: ['培训内容', '报名方式', '联系方式'],
    contact: '请于{D}前通过门户网站在线报名。咨询电话：{T}。',
    contactDays: 14,
    points: [
      '{X}培训班为期两天',
      '{X}培训班面向企业知识产权管理人员',
      '{X}培训班名额{N}人，额满为止',
      '{X}培训班不收取培训费',
    ],
    lead: '{X}培训班由服务中心主办，邀请实务专家授课。',
  },
  {
    category: '通知公告',
    title: '关于{Y}年第{Q}批知识产权{X}拟支持名单的公示',
    subjects: ['资助', '质押融资贴息'],
    headings: ['公示内容', '异议方式', '联系方式'],
    contact: '公示期间如有异议，请于{D}前以书面形式向服务中心反映。联系电话：{T}。',
    contactDays: 7,
    points: [
      '本批知识产权{X}拟支持企业{N}家',
      '知识产权{X}公示期为五个工作日',
      '对知识产权{X}名单有异议的可书面反映',
      '知识产权{X}资金将在公示期满后拨付',
    ],
    lead: '本批知识产权{X}名单经形式审查和专家评审后确定。',
  },
  {
    category: '通知公告',
    title: '关于示范区知识产权公共服务窗口{Y}年{X}假期{调整服务时间|线上预约}的公告',
    subjects: ['春节', '国庆', '元旦'],
    season: 'holiday',
    headings: ['服务安排', '办理方式', '联系方式'],
    contact: '假期值班电话：{T}。',
    points: [
      '{X}假期服务窗口暂停现场受理',
      '{X}假期可通过门户网站在线提交业务',
      '{X}假期后首个工作日恢复现场服务',
      '{X}假期紧急事项可拨打值班电话',
    ],
    lead: '根据{X}放假安排，服务窗口调整假期服务方式，给企业带来的不便敬请谅解。',
  },
];

/** Issuing bodies for documents whose title names one. */
const ISSUERS = ['国家知识产权局', '省知识产权局', '示范区管委会'];

/** The first day of each year's Spring Festival (农历正月初一), the holiday's own date. */
const SPRING_FESTIVAL: Record<string, string> = {
  '2022': '2022-02-01',
  '2023': '2023-01-22',
  '2024': '2024-02-10',
  '2025': '2025-01-29',
  '2026': '2026-02-17',
  '2027': '2027-02-06',
};

const FIRST_DAY = '2023-01-03';

/**
 * A publication day for an article about a holiday or period: holidays are announced in the four
 * weeks before them, period figures in the two months after the period ends. Null when that day
 * would be before the first article or after TODAY, so the caller draws another.
 */
function seasonalDate(rng: Rng, season: Season, subject: string, year: number): string | null {
  let date: string;
  if (season === 'holiday') {
    const day =
      subject === '春节'
        ? SPRING_FESTIVAL[String(year)]
        : subject === '国庆'
          ? `${year}-10-01`
          : `${year}-01-01`;
    date = randomDate(rng, addDays(day, -28), addDays(day, -3));
  } else {
    const lastMonth: Record<string, number> = {
      一: 3,
      二: 6,
      三: 9,
      四: 12,
      上半年: 6,
      前三季度: 9,
      全年: 12,
    };
    const next = year * 12 + lastMonth[subject];
    const from = `${Math.floor(next / 12)}-${String((next % 12) + 1).padStart(2, '0')}-05`;
    date = randomDate(rng, from, addDays(from, 55));
  }
  return date >= FIRST_DAY && date <= TODAY ? date : null;
}

const HEADINGS: Record<Category, readonly [string, string, string]> = {
  园区动态: ['活动内容', '主要成效', '下一步安排'],
  政策法规: ['主要内容', '适用对象', '办理流程'],
  行业资讯: ['数据概况', '主要特点', '趋势展望'],
  通知公告: ['具体事项', '办理方式', '联系方式'],
};

const SOURCES: Record<Category, readonly string[]> = {
  园区动态: ['示范区管委会办公室', '示范区知识产权服务中心', '产业发展处'],
  政策法规: ['示范区管委会', '政策研究室', '知识产权管理处'],
  行业资讯: ['示范区知识产权服务中心', '产业研究院', '综合新闻'],
  通知公告: ['示范区知识产权服务中心', '示范区管委会办公室'],
};

function cnDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/**
 * Fills a template's tokens. `figure` is the headline's number: {H} says it, {n} is a part of it,
 * {M} a total above it, and a number drawn for {N} or {P} that would equal it is moved off it, so
 * no other quantity of the article reads as the headline's. `drawn` collects the numbers drawn
 * for {N} and {P} (a title's is its figure). {n} and {M} take one draw as {N} did before them, so
 * the other articles stay as they were.
 */
function expandWithTokens(
  rng: Rng,
  template: string,
  year: string,
  subject = '',
  figure?: number,
  drawn: number[] = [],
): string {
  const number = (value: number) => {
    const moved = value === figure ? value + 1 : value;
    drawn.push(moved);
    return String(moved);
  };
  // Tokens are filled before the brace expander sees them, so it never reads them as choices.
  return rng.expand(
    template
      .replace(/\{Y\}/g, year)
      .replace(/\{X\}/g, subject)
      .replace(/\{H\}/g, String(figure))
      .replace(/\{I\}/g, () => rng.pick(ISSUERS))
      .replace(/\{N\}/g, () => number(rng.int(3, 60)))
      .replace(/\{n\}/g, () => String(rng.int(1, Math.max(1, (figure ?? 2) - 1))))
      .replace(/\{M\}/g, () => String(rng.int((figure ?? 0) + 3, (figure ?? 0) + 60)))
      .replace(/\{P\}/g, () => number(rng.int(8, 45)))
      .replace(/\{Q\}/g, () => rng.pick(['一', '二', '三', '四'])),
  );
}

/** How an article opens, by category: who did it, or what it applies to (never the title again). */
const OPENERS: Record<Category, readonly string[]> = {
  园区动态: ['据{S}介绍，此次', '{D}，记者从{S}获悉：', '{S}通报，活动期间', '{D}起，{S}陆续'],
  政策法规: [
    '{S}于{D}印发该文件，明确',
    '文件由{S}起草，{D}发布，提出',
    '据{S}解读，政策',
    '{D}起施行的新规',
  ],
  行业资讯: ['{S}{D}发布的统计显示，', '据{S}统计，', '从{S}汇总的数据看，', '{D}，{S}通报：'],
  通知公告: ['{S}提示：', '有关要求如下：', '{D}起受理，要求：', '请有关单位注意：'],
};

/** Closing sentences of the opening paragraph, by category. */
const CLOSINGS: Record<Category, readonly string[]> = {
  园区动态: [
    '相关负责人表示，后续将把成熟做法推广到更多园区。',
    '活动资料已上传至门户网站，供企业下载查阅。',
    '参与企业普遍反映收获较大。',
    '园区企业如有需求，可通过门户网站在线留言或到服务窗口咨询。',
  ],
  政策法规: [
    '文件全文可在门户网站“政策法规”栏目查阅。',
    '企业如有疑问，可通过门户网站在线留言咨询。',
    '相关负责人表示，政策将根据实施情况适时评估调整。',
  ],
  行业资讯: [
    '有关数据将在年度知识产权发展报告中统一发布。',
    '文中数据仅供参考，以主管部门正式发布为准。',
    '服务中心将持续跟踪相关动态。',
  ],
  通知公告: ['请各有关单位相互转告。', '具体事项如下。', '请有关单位和企业留意。'],
};
/** Last paragraphs of articles that are not notices. */
const OUTLOOKS: readonly string[] = [
  '示范区将继续深化知识产权领域改革，为创新主体提供更加便利、高效的公共服务。',
  '下一步，服务中心将跟踪企业反馈，及时调整服务内容。',
  '下一阶段工作安排将另行发布。',
  '后续进展将在门户网站“新闻动态”栏目持续更新。',
  '示范区还将联合金融机构和服务机构，推出更多针对中小企业的服务产品。',
  '对工作中发现的问题，服务中心将建立台账，逐项跟踪解决。',
];

/**
 * Openers of a summary that reports the headline's figure: the event openers (此次, 活动期间,
 * 陆续) read wrongly before a count of companies or an amount.
 */
const FIGURE_OPENERS: Partial<Record<Category, readonly string[]>> = {
  园区动态: ['据{S}介绍，', '{D}，记者从{S}获悉：', '{S}通报：', '{S}{D}发布消息：'],
};

/**
 * The summary under the title: the article's opening with its first two points (openers run on),
 * or with the headline's figure (`stated`) and the first point.
 */
function summaryOf(
  rng: Rng,
  category: Category,
  source: string,
  date: string,
  points: string[],
  stated?: string,
) {
  // One pick either way, so the other articles draw as before.
  const openers = (stated && FIGURE_OPENERS[category]) || OPENERS[category];
  const opener = rng.pick(openers).replace('{S}', source).replace('{D}', cnDate(date));
  return stated ? `${opener}${stated}，${points[0]}。` : `${opener}${points[0]}，${points[1]}。`;
}

/** A topic of the category, its subject and a day that fits them (a holiday's weeks before it…). */
function draw(rng: Rng, category: Category) {
  const topic = rng.pick(TOPICS.filter((t) => t.category === category));
  const subject = rng.pick(topic.subjects);
  for (;;) {
    if (!topic.season) {
      const publishDate = randomDate(rng, FIRST_DAY, TODAY);
      return { topic, subject, publishDate, year: publishDate.slice(0, 4) };
    }
    const year = rng.int(2022, 2027);
    const publishDate = seasonalDate(rng, topic.season, subject, year);
    if (publishDate) return { topic, subject, publishDate, year: String(year) };
  }
}

/**
 * The title of a drawn topic, and the figure it states when its topic has one; a quarter it names
 * is the one the article appears in.
 */
function titleOf(rng: Rng, drawn: ReturnType<typeof draw>): { title: string; figure?: number } {
  const quarter = '一二三四'[Math.floor((Number(drawn.publishDate.slice(5, 7)) - 1) / 3)];
  const template = drawn.topic.title.replace('{C}', quarter);
  const numbers: number[] = [];
  const title = expandWithTokens(rng, template, drawn.year, drawn.subject, undefined, numbers);
  return { title, ...(drawn.topic.figure ? { figure: numbers[0] } : {}) };
}

function article(rng: Rng, index: number, usedTitles: Set<string>): API.NewsArticle {
  const category = rng.weightedPairs(CATEGORY_WEIGHTS);
  let drawn = draw(rng, category);
  let { title, figure } = titleOf(rng, drawn);
  // The same notice or report never appears twice: draw again until the title is new.
  for (let tries = 0; usedTitles.has(title); tries += 1) {
    if (tries > 500) throw new Error(`news: too few distinct ${category} titles`);
    drawn = draw(rng, category);
    ({ title, figure } = titleOf(rng, drawn));
  }
  usedTitles.add(title);
  const { topic, subject, publishDate, year } = drawn;
  const source = rng.pick(SOURCES[category]);
  const [h1, h2, h3] = topic.headings ?? HEADINGS[category];
  const points = rng
    .sample(topic.points, 3)
    .map((p) => expandWithTokens(rng, p, year, subject, figure));
  // The headline's figure leads the summary, of the same thing and in the same unit.
  const stated = topic.figure && expandWithTokens(rng, topic.figure, year, subject, figure);
  const summary = summaryOf(rng, category, source, publishDate, points, stated || undefined);
  const content = [
    `<p>${summary}${rng.pick(CLOSINGS[category])}</p>`,
    `<h3>${h1}</h3>`,
    `<p>${expandWithTokens(rng, topic.lead, year, subject, figure)}</p>`,
    `<h3>${h2}</h3>`,
    `<ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>`,
    `<h3>${h3}</h3>`,
    `<p>${
      topic.contact
        ? topic.contact
            .replace('{D}', cnDate(addDays(publishDate, topic.contactDays ?? 30)))
            .replace('{T}', `029-8888${rng.digits(4)}`)
        : rng.pick(OUTLOOKS)
    }</p>`,
  ].join('');
  return {
    id: `news-${String(index + 1).padStart(4, '0')}`,
    title,
    category,
    source,
    publishDate,
    summary,
    content,
    views: Math.round(3000 * rng.float() ** 2) + rng.int(5, 60),
  };
}

export function buildNews(rng: Rng): NewsRecord[] {
  const usedTitles = new Set<string>();
  const list = Array.from({ length: NEWS_COUNT - 1 }, (_, i) => article(rng, i, usedTitles));
  list.push(article(new Rng(LAST_ARTICLE_SEED), NEWS_COUNT - 1, usedTitles));
  return list;
}
