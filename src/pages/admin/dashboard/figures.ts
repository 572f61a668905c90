import { addIsoDays, shanghaiToday } from '@/contract/tradeForm';
import { LISTING_STATUS_LABELS } from '@/contract/vocabulary';
import { agencyUrl } from '@/utils/agency';
import { toCsv } from '@/utils/csv';
import { formatCount } from '@/utils/format';
import type { SeriesPoint } from './charts';

/** The status names 交易信息管理's tabs use, so a figure reads as the list it opens. */
export const STATUS_LABELS = LISTING_STATUS_LABELS;

export const KIND_LABELS: Record<API.TransactionKind, string> = {
  sell: '专利出让',
  buy: '求购需求',
};

export interface DayRange {
  from: string;
  to: string;
}

export type PresetKey = 'week' | 'month30' | 'thisMonth' | 'year';

/** The ranges one click away, ending today (China time). */
export const PRESETS: Record<PresetKey, { label: string; range: (today: string) => DayRange }> = {
  week: { label: '近7天', range: (today) => ({ from: addIsoDays(today, -6), to: today }) },
  month30: { label: '近30天', range: (today) => ({ from: addIsoDays(today, -29), to: today }) },
  thisMonth: { label: '本月', range: (today) => ({ from: `${today.slice(0, 8)}01`, to: today }) },
  // 365 days back and today: a year however February falls.
  year: { label: '近一年', range: (today) => ({ from: addIsoDays(today, -365), to: today }) },
};

export const DEFAULT_PRESET: PresetKey = 'month30';

export const todayInChina = () => shanghaiToday();

/** The preset a range is, when it is one (as of today). */
export function presetOf(range: DayRange, today: string): PresetKey | undefined {
  return (Object.keys(PRESETS) as PresetKey[]).find((key) => {
    const preset = PRESETS[key].range(today);
    return preset.from === range.from && preset.to === range.to;
  });
}

/** Where the administrators' list of what a figure counts is, with that list's filters. */
export const LINKS = {
  items: (kind: API.TransactionKind, status: API.ListingStatus) =>
    `/admin/listings?status=${status}&kind=${kind}`,
  waitingMessages: '/admin/messages?status=pending',
  registered: ({ from, to }: DayRange) => `/admin/users?from=${from}&to=${to}`,
  verifiedAccounts: '/admin/users?verified=yes',
  accounts: '/admin/users',
};

/** A public page of a top item, where visitors see it. */
export const topItemLinks = {
  listing: (item: API.DashboardTopItem) =>
    `/gxq/operations/${item.kind === 'buy' ? 'buy' : 'sell'}/${item.id}`,
  agency: (item: API.DashboardTopItem) => agencyUrl(item.id, item.title),
  product: (item: API.DashboardTopItem) => `/gxq/finance/product/${item.id}`,
};

/** Hours as people say them: 36.5 小时, or 2.3 天 beyond two days. */
export function durationText(hours: number | undefined): string {
  if (hours === undefined) return '—';
  return hours >= 48 ? `${(hours / 24).toFixed(1)} 天` : `${hours} 小时`;
}

/** A week's Monday as its label: 11-23 起. */
export const weekLabel = (monday: string) => `${monday.slice(5)} 起`;

interface CsvRow {
  group: string;
  figure: string;
  value: number | string;
}

/** Every figure of the board as rows of 分组, 指标, 数值 — what the page shows, nothing else. */
export function dashboardRows(data: API.AdminDashboard): CsvRow[] {
  const rows: CsvRow[] = [];
  const add = (group: string, figure: string, value: number | string | undefined) =>
    rows.push({ group, figure, value: value ?? '' });
  add('统计区间', '开始日期', data.from);
  add('统计区间', '结束日期', data.to);
  add('统计区间', '天数', data.days);
  for (const [kind, items] of [
    ['sell', data.listings],
    ['buy', data.demands],
  ] as const) {
    const group = `${KIND_LABELS[kind]}（当前）`;
    add(group, '合计', items.total);
    for (const { status, count } of items.byStatus) add(group, STATUS_LABELS[status], count);
  }
  add('审核（区间内）', '通过', data.reviews.approved);
  add('审核（区间内）', '驳回', data.reviews.rejected);
  add('审核（区间内）', '提交到审核结果的中位等待（小时）', data.reviews.medianWaitHours);
  for (const week of data.reviews.weeks) {
    add('每周审核', `${week.week} 起 通过`, week.approved);
    add('每周审核', `${week.week} 起 驳回`, week.rejected);
  }
  add('留言', '待回复（当前）', data.messages.waiting);
  add('留言', '区间内收到', data.messages.received);
  add('留言', '区间内已回复', data.messages.answered);
  add('留言', '首次回复中位用时（小时）', data.messages.medianFirstReplyHours);
  add('账号', '账号总数（当前）', data.accounts.total);
  add('账号', '已认证账号（当前）', data.accounts.verified);
  add('账号', '区间内新注册', data.accounts.registered);
  add('账号', '区间内通过企业认证', data.accounts.verifiedInRange);
  for (const week of data.accounts.weeks) {
    add('每周账号', `${week.week} 起 新注册`, week.registered);
    add('每周账号', `${week.week} 起 通过认证`, week.verified);
  }
  add('收藏', '收藏总数（当前）', data.favorites.total);
  add('收藏', '区间内新增', data.favorites.added);
  add('保存的检索', '总数（当前）', data.savedSearches.total);
  add('保存的检索', '区间内新增', data.savedSearches.added);
  data.topListings.forEach((item, index) =>
    add('浏览最多的交易信息（浏览量）', `${index + 1}. ${item.title}`, item.score),
  );
  data.topAgencies.forEach((item, index) =>
    add('关注最多的服务机构（收藏+留言）', `${index + 1}. ${item.title}`, item.score),
  );
  data.topProducts.forEach((item, index) =>
    add('关注最多的金融产品（收藏+留言）', `${index + 1}. ${item.title}`, item.score),
  );
  return rows;
}

export function dashboardCsv(data: API.AdminDashboard): string {
  return toCsv(dashboardRows(data), [
    { header: '分组', value: (row) => row.group },
    { header: '指标', value: (row) => row.figure },
    { header: '数值', value: (row) => row.value },
  ]);
}

export const csvFileName = ({ from, to }: DayRange) => `数据看板_${from}_${to}.csv`;

export interface Figure {
  title: string;
  value: number | string | undefined;
  /** What it counts over: now, or the range. */
  note: string;
  /** The administrators' list it counts, with that list's filters. */
  to?: string;
}

/** The figures at the top, each with the list it counts where there is one. */
export function figuresOf(data: API.AdminDashboard | undefined, range: DayRange): Figure[] {
  const count = (items: API.DashboardItems | undefined, status: API.ListingStatus) =>
    items?.byStatus.find((entry) => entry.status === status)?.count;
  return [
    {
      title: '待审核出让',
      value: count(data?.listings, 'pending'),
      note: '当前',
      to: LINKS.items('sell', 'pending'),
    },
    {
      title: '待审核需求',
      value: count(data?.demands, 'pending'),
      note: '当前',
      to: LINKS.items('buy', 'pending'),
    },
    {
      title: '已发布出让',
      value: count(data?.listings, 'published'),
      note: '当前',
      to: LINKS.items('sell', 'published'),
    },
    {
      title: '已发布需求',
      value: count(data?.demands, 'published'),
      note: '当前',
      to: LINKS.items('buy', 'published'),
    },
    {
      title: '待回复留言',
      value: data?.messages.waiting,
      note: '当前',
      to: LINKS.waitingMessages,
    },
    {
      title: '新注册账号',
      value: data?.accounts.registered,
      note: '统计区间内',
      to: LINKS.registered(range),
    },
    {
      title: '已认证账号',
      value: data?.accounts.verified,
      note: `共 ${data ? formatCount(data.accounts.total) : '—'} 个账号`,
      to: LINKS.verifiedAccounts,
    },
    {
      title: '审核等待（中位）',
      value: data && durationText(data.reviews.medianWaitHours),
      note: data ? `区间内审核 ${data.reviews.approved + data.reviews.rejected} 次` : '统计区间内',
    },
    {
      title: '首次回复用时（中位）',
      value: data && durationText(data.messages.medianFirstReplyHours),
      note: data
        ? `区间内收到 ${data.messages.received} 条，已回复 ${data.messages.answered} 条`
        : '统计区间内',
    },
    {
      title: '收藏',
      value: data?.favorites.total,
      note: data ? `区间内新增 ${data.favorites.added}` : '统计区间内',
    },
    {
      title: '保存的检索',
      value: data?.savedSearches.total,
      note: data ? `区间内新增 ${data.savedSearches.added}` : '统计区间内',
    },
  ];
}

/** The charts' numbers: listings and demands by status, reviews and accounts per week. */
export function chartSeries(current: API.AdminDashboard | undefined) {
  const statusData: SeriesPoint[] = current
    ? (['sell', 'buy'] as const).flatMap((kind) =>
        (kind === 'sell' ? current.listings : current.demands).byStatus.map(
          ({ status, count }) => ({
            label: STATUS_LABELS[status],
            series: KIND_LABELS[kind],
            value: count,
          }),
        ),
      )
    : [];
  const reviewData: SeriesPoint[] = (current?.reviews.weeks ?? []).flatMap((week) => [
    { label: weekLabel(week.week), series: '通过', value: week.approved },
    { label: weekLabel(week.week), series: '驳回', value: week.rejected },
  ]);
  const accountData: SeriesPoint[] = (current?.accounts.weeks ?? []).flatMap((week) => [
    { label: weekLabel(week.week), series: '新注册', value: week.registered },
    { label: weekLabel(week.week), series: '通过企业认证', value: week.verified },
  ]);
  return { statusData, reviewData, accountData };
}
