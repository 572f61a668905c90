// 数据看板's figures and chart numbers (src/pages/admin/dashboard/figures.ts): what each card says
// and which list it opens, before and after the answer; the charts' series as their tables read.
import { chartSeries, dashboardCsv, figuresOf } from '@/pages/admin/dashboard/figures';

const RANGE = { from: '2026-10-29', to: '2026-11-27' };

const ANSWER: API.AdminDashboard = {
  ...RANGE,
  days: 30,
  listings: {
    total: 9,
    byStatus: [
      { status: 'pending', count: 4 },
      { status: 'published', count: 5 },
    ],
  },
  demands: { total: 2, byStatus: [{ status: 'published', count: 2 }] },
  reviews: {
    approved: 6,
    rejected: 1,
    medianWaitHours: 60,
    weeks: [{ week: '2026-11-23', approved: 2, rejected: 1 }],
  },
  messages: { waiting: 3, received: 8, answered: 5, medianFirstReplyHours: 7.5 },
  accounts: {
    total: 40,
    verified: 12,
    registered: 6,
    verifiedInRange: 2,
    weeks: [{ week: '2026-11-23', registered: 4, verified: 1 }],
  },
  favorites: { total: 30, added: 3 },
  savedSearches: { total: 7, added: 0 },
  topListings: [],
  topAgencies: [],
  topProducts: [{ id: 'p1', title: '知识产权质押贷, "快贷"', subtitle: '某银行', score: 12 }],
};

const figure = (title: string, data?: API.AdminDashboard) =>
  figuresOf(data, RANGE).find((each) => each.title === title)!;

it('shows no number before the answer, each card still naming what it counts over', () => {
  const figures = figuresOf(undefined, RANGE);
  expect(figures.map((each) => each.value)).toEqual(figures.map(() => undefined));
  expect(figure('已认证账号').note).toBe('共 — 个账号');
  expect(figure('收藏').note).toBe('统计区间内');
});

it('counts each status from the answer and opens the list with the same filters', () => {
  expect(figure('待审核出让', ANSWER)).toMatchObject({
    value: 4,
    to: '/admin/listings?status=pending&kind=sell',
  });
  // A status the answer has no entry for is not a zero the page makes up.
  expect(figure('待审核需求', ANSWER).value).toBeUndefined();
  expect(figure('新注册账号', ANSWER)).toMatchObject({
    value: 6,
    to: '/admin/users?from=2026-10-29&to=2026-11-27',
  });
  expect(figure('待回复留言', ANSWER)).toMatchObject({
    value: 3,
    to: '/admin/messages?status=pending',
  });
});

it('says the waits in hours or days, and what they were taken over', () => {
  expect(figure('审核等待（中位）', ANSWER)).toMatchObject({
    value: '2.5 天',
    note: '区间内审核 7 次',
  });
  // No list counts a wait: the card links nowhere.
  expect(figure('审核等待（中位）', ANSWER).to).toBeUndefined();
  expect(figure('首次回复用时（中位）', ANSWER)).toMatchObject({
    value: '7.5 小时',
    note: '区间内收到 8 条，已回复 5 条',
  });
});

it('gives the charts a row per kind and status, and per week, in the words of the lists', () => {
  const { statusData, reviewData, accountData } = chartSeries(ANSWER);
  expect(statusData).toEqual([
    { label: '待审核', series: '专利出让', value: 4 },
    { label: '已发布', series: '专利出让', value: 5 },
    { label: '已发布', series: '求购需求', value: 2 },
  ]);
  expect(reviewData).toEqual([
    { label: '11-23 起', series: '通过', value: 2 },
    { label: '11-23 起', series: '驳回', value: 1 },
  ]);
  expect(accountData).toEqual([
    { label: '11-23 起', series: '新注册', value: 4 },
    { label: '11-23 起', series: '通过企业认证', value: 1 },
  ]);
  expect(chartSeries(undefined)).toEqual({ statusData: [], reviewData: [], accountData: [] });
});

it('exports the figures as CSV, quoting a title with a comma or a quote', () => {
  const lines = dashboardCsv(ANSWER)
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  expect(lines[0]).toBe('分组,指标,数值');
  expect(lines).toContain('专利出让（当前）,待审核,4');
  expect(lines).toContain('关注最多的金融产品（收藏+留言）,"1. 知识产权质押贷, ""快贷""",12');
});
