// Which businesses fit a patent's subject: words of company names (INDUSTRY_WORDS in names.ts,
// and the builders of orgs.ts) by technical field, narrowed by topic where one field spans
// several trades — the other party of a seeded deal is drawn from them (deals.ts).

import { INDUSTRY_WORDS } from './names';

interface Trade {
  field: string;
  /** Words of the item's title that name the topic; none: the field's remaining subjects. */
  topic?: RegExp;
  /** Words of company names in that trade. */
  words: readonly string[];
}

/** First match wins: a field's topics, then its catch-all. Fields not listed take INDUSTRY_WORDS. */
const TRADES: readonly Trade[] = [
  // 节能环保 holds pollution control, building services and building engineering.
  { field: 'JNHB', topic: /废水|污水|污泥|渗滤液/, words: ['水处理技术', '环境技术', '环保科技'] },
  { field: 'JNHB', topic: /垃圾|废气|烟气|脱硝|脱硫|催化|挥发性/, words: ['环保科技', '环境技术'] },
  { field: 'JNHB', topic: /空调|暖通|新风/, words: ['节能科技', '建筑科技'] },
  { field: 'JNHB', topic: /除湿|空气净化/, words: ['环境技术', '环保科技', '节能科技'] },
  // A 隔震结构, a wall panel or a building's envelope goes to a builder.
  {
    field: 'JNHB',
    topic: /建筑|隔震|减震|阻尼|墙板|保温|围护|桥梁|支座/,
    words: ['建筑科技', '建设工程', '建筑工程'],
  },
  { field: 'JNHB', words: ['环保科技', '环境技术', '节能科技'] },
  // Seed companies breed; greenhouses, irrigation and fertiliser are farming at large.
  { field: 'XDNY', topic: /品种|选育|分子标记|育种/, words: ['种业科技', '农业科技'] },
  { field: 'XDNY', topic: /养殖/, words: ['生态农业', '农业科技'] },
  { field: 'XDNY', words: ['农业科技', '生态农业', '智慧农业科技'] },
  // Instruments and diagnostics to device makers; medicines and their making to pharma.
  {
    field: 'SWYY',
    topic: /监测|监护|血压|血糖|制氧|注射泵|输液泵|试剂盒|采血管|诊断|筛查|标志物|心电|体温/,
    words: ['医疗器械', '生物科技'],
  },
  { field: 'SWYY', words: ['生物医药', '药业', '生物科技'] },
  { field: 'XNY', topic: /光伏|太阳能/, words: ['光伏科技', '新能源科技'] },
  { field: 'XNY', topic: /风电|风力|风光储|微电网|储能/, words: ['储能技术', '新能源科技'] },
  { field: 'XNY', words: ['电池科技', '新能源科技', '储能技术'] },
  { field: 'HKHT', topic: /卫星|航天/, words: ['航天技术'] },
  { field: 'HKHT', topic: /无人机|飞行器/, words: ['无人机技术', '航空科技'] },
  { field: 'HKHT', topic: /导航|定位|北斗/, words: ['导航科技', '航天技术', '航空科技'] },
  { field: 'HKHT', words: ['航空科技', '航天技术'] },
  { field: 'GDZB', topic: /激光/, words: ['激光科技', '智能装备', '精密机械'] },
  { field: 'GDZB', words: ['智能装备', '精密机械', '机电设备', '自动化科技'] },
];

/** Trades the builders of orgs.ts add, which no applicant of the data set is in. */
export const BUILDER_WORDS = ['建设工程', '建筑工程'] as const;

/** Words of the names of companies whose business fits an item of this field and title. */
export function tradesOf(item: Pick<API.IpcTransaction, 'field' | 'title'>): readonly string[] {
  const trade = TRADES.find(
    (t) => t.field === item.field && (!t.topic || t.topic.test(item.title)),
  );
  return trade?.words ?? INDUSTRY_WORDS[item.field] ?? [];
}

/** Whether a company of this name is in a trade that fits the item. */
export function fitsTrade(
  name: string,
  item: Pick<API.IpcTransaction, 'field' | 'title'>,
): boolean {
  return tradesOf(item).some((word) => name.includes(word));
}
