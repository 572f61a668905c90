// 数据看板 at the backend: only administrators get the figures; the range is refused at its
// field when malformed, reversed or longer than a year; each figure equals the count of the
// administrators' list it names, and follows what people do (an approval, a message, a
// registration) at once, because it is computed from the live data.
import { dashboardFigures, medianHours, weekOf } from '../../mock/_lib/dashboard';
import { chinaDayOf } from '../../mock/_lib/dates';
import { db, resetDb } from '../../mock/_lib/data';
import { findAccounts } from '../../mock/_lib/handlers/admin-users';
import { approveTransaction, findAllTransactions } from '../../mock/_lib/handlers/admin-trading';
import { registerOrLogin } from '../../mock/_lib/handlers/auth';
import { getAdminDashboard } from '../../mock/_lib/handlers/dashboard';
import { leaveMessage } from '../../mock/_lib/handlers/message-leave';
import { findAllMessages, replyMessage } from '../../mock/_lib/handlers/messages-admin';
import { resetLimits } from '../../mock/_lib/limits';
import { resetCodes, sendCode } from '../../mock/_lib/sms';
import { findUser, resetUsers, sessionToken } from '../../mock/_lib/users';
import { call, seen } from './helpers';

beforeEach(() => {
  resetDb();
  resetUsers();
  resetCodes();
  resetLimits();
});

const sessionOf = (account: string) => ({ authorization: sessionToken(findUser(account)!) });
const admin = () => sessionOf('admin');

/** The last 30 China days up to today, as the page asks by default. */
function lastThirtyDays(): { from: string; to: string } {
  const to = chinaDayOf(new Date().toISOString())!;
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

const figures = (
  query: Record<string, string> = lastThirtyDays(),
  headers: Record<string, string> = admin(),
) => call<API.AdminDashboard>(getAdminDashboard, { method: 'GET', headers, query });

const statusCount = (items: API.DashboardItems, status: API.ListingStatus) =>
  items.byStatus.find((entry) => entry.status === status)!.count;

/** The total an administrators' list reports for these filters. */
const listTotal = (handler: typeof findAllTransactions, queryData: Record<string, unknown>) =>
  call<API.Page<unknown>>(handler, {
    method: 'GET',
    headers: admin(),
    query: { size: '1', queryData: JSON.stringify(queryData) },
  }).body.data.totalElements;

describe('数据看板 access and range', () => {
  it('is for administrators: 401 for visitors, 403 for registered users', () => {
    expect(figures(lastThirtyDays(), {}).status).toBe(401);
    const refused = figures(lastThirtyDays(), sessionOf('demo'));
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('FORBIDDEN');
    expect(figures().body.success).toBe(true);
  });

  it.each([
    [{ from: '2026-13-01', to: '2026-11-20' }, 'from', '开始日期格式不正确，应为YYYY-MM-DD'],
    [{ from: '2026-11-01' }, 'to', '结束日期格式不正确，应为YYYY-MM-DD'],
    [{ from: '2026-11-20', to: '2026-11-01' }, 'to', '结束日期不能早于开始日期'],
    [{ from: '2025-01-01', to: '2026-01-02' }, 'to', '统计区间不能超过366天'],
  ])('refuses the range %j at its field', (query, field, message) => {
    const sent = figures(query as Record<string, string>);
    expect(sent.body).toMatchObject({
      success: false,
      errorCode: 'BAD_REQUEST',
      errorMessage: message,
      data: { field },
    });
  });

  it('takes a year with a 29 February, both ends counted, in weeks from Monday', () => {
    const sent = figures({ from: '2024-01-03', to: '2025-01-02' }).body.data;
    expect(sent.days).toBe(366);
    // 2024-01-03 was a Wednesday: its week began on the Monday before.
    expect(sent.reviews.weeks[0].week).toBe('2024-01-01');
  });
});

describe('数据看板 figures', () => {
  it('equal the totals of the lists they link to', () => {
    const range = lastThirtyDays();
    const data = figures(range).body.data;
    for (const status of ['pending', 'published', 'rejected', 'dealt'] as const) {
      expect(statusCount(data.listings, status)).toBe(
        listTotal(findAllTransactions, { status, kind: 'sell' }),
      );
      expect(statusCount(data.demands, status)).toBe(
        listTotal(findAllTransactions, { status, kind: 'buy' }),
      );
    }
    expect(data.listings.total + data.demands.total).toBe(listTotal(findAllTransactions, {}));
    expect(data.messages.waiting).toBe(listTotal(findAllMessages, { status: 'pending' }));
    expect(data.accounts.registered).toBe(
      listTotal(findAccounts, { createdFrom: range.from, createdTo: range.to }),
    );
    expect(data.accounts.verified).toBe(listTotal(findAccounts, { verified: true }));
    expect(data.accounts.total).toBe(listTotal(findAccounts, {}));
  });

  it('follow an approval: one fewer pending, one more published, a review this week', () => {
    const before = figures().body.data;
    const candidates = db().transactions.filter((t) => t.kind === 'sell' && t.status === 'pending');
    // The first that may be approved, and only it.
    const approved = candidates.find(
      (item) => call(approveTransaction, { headers: admin(), body: seen(item.id) }).body.success,
    );
    expect(approved).toBeDefined();
    const after = figures().body.data;
    expect(statusCount(after.listings, 'pending')).toBe(
      statusCount(before.listings, 'pending') - 1,
    );
    expect(statusCount(after.listings, 'published')).toBe(
      statusCount(before.listings, 'published') + 1,
    );
    expect(after.reviews.approved).toBe(before.reviews.approved + 1);
    const thisWeek = weekOf(chinaDayOf(new Date().toISOString())!);
    const weekCount = (data: API.AdminDashboard) =>
      data.reviews.weeks.find((week) => week.week === thisWeek)!.approved;
    expect(weekCount(after)).toBe(weekCount(before) + 1);
    expect(after.reviews.medianWaitHours).toBeGreaterThanOrEqual(0);
  });

  it('follow a new message and its answer: waiting, received, answered', () => {
    const before = figures().body.data.messages;
    const sent = call<API.LeaveMessage>(leaveMessage, {
      headers: sessionOf('demo'),
      body: { name: '演示用户', mobile: '13800000001', content: '请问平台的交易服务费如何收取？' },
    }).body.data;
    const waiting = figures().body.data.messages;
    expect(waiting.waiting).toBe(before.waiting + 1);
    expect(waiting.received).toBe(before.received + 1);
    expect(waiting.answered).toBe(before.answered);

    call(replyMessage, {
      headers: admin(),
      body: { id: sent.id, reply: '平台撮合服务不收取费用。' },
    });
    const answered = figures().body.data.messages;
    expect(answered.waiting).toBe(before.waiting);
    expect(answered.answered).toBe(before.answered + 1);
    expect(answered.medianFirstReplyHours).toBeGreaterThanOrEqual(0);
  });

  it('follow a registration: one more account registered in the range and this week', () => {
    const before = figures().body.data.accounts;
    const code = sendCode('13912340001', 'register');
    const registered = call(registerOrLogin, {
      method: 'POST',
      body: { mobile: '13912340001', smsCode: code, password: 'Secret2026', scene: 'register' },
    });
    expect(registered.body.success).toBe(true);
    const after = figures().body.data.accounts;
    expect(after.total).toBe(before.total + 1);
    expect(after.registered).toBe(before.registered + 1);
    expect(after.weeks.reduce((sum, week) => sum + week.registered, 0)).toBe(after.registered);
  });

  it('count the decisions of the range only, by week', () => {
    // A range of the seeded past: its decisions are the seeded items' approvals and refusals.
    const data = dashboardFigures('2026-09-01', '2026-10-31');
    const decided = db()
      .transactions.flatMap((t) => t.history ?? [])
      .filter((event) => event.type === 'approved' || event.type === 'rejected')
      .filter((event) => {
        const day = chinaDayOf(event.at)!;
        return day >= '2026-09-01' && day <= '2026-10-31';
      });
    expect(data.reviews.approved + data.reviews.rejected).toBe(decided.length);
    expect(data.reviews.weeks.reduce((sum, w) => sum + w.approved + w.rejected, 0)).toBe(
      decided.length,
    );
    expect(data.reviews.weeks.every((w) => weekOf(w.week) === w.week)).toBe(true);
  });

  it('rank the most viewed listings, published ones only', () => {
    const top = dashboardFigures('2026-11-01', '2026-11-21').topListings;
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(5);
    const scores = top.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const byId = new Map(db().transactions.map((t) => [t.id, t]));
    for (const item of top)
      expect(['published', 'dealt']).toContain(byId.get(item.id)!.status ?? 'published');
    const hidden = db().transactions.find((t) => t.status === 'pending')!;
    hidden.views = scores[0] + 1000;
    expect(dashboardFigures('2026-11-01', '2026-11-21').topListings.map((t) => t.id)).not.toContain(
      hidden.id,
    );
  });

  it('rank agencies and products by favourites and messages about them', () => {
    const agency = db().agencies[10];
    call(leaveMessage, {
      headers: sessionOf('demo'),
      body: {
        name: '演示用户',
        mobile: '13800000001',
        content: '想了解贵所的专利布局分析服务报价。',
        targetType: 'agency',
        targetId: agency.creditCode,
      },
    });
    const top = dashboardFigures('2026-11-01', '2026-11-21').topAgencies;
    expect(top.map((item) => item.id)).toContain(agency.creditCode);
    expect(top.every((item) => item.score > 0)).toBe(true);
  });
});

describe('medianHours', () => {
  it('is the middle value, or the mean of the two middle ones, in hours', () => {
    const hours = (h: number) => h * 3_600_000;
    expect(medianHours([hours(5), hours(1), hours(3)])).toBe(3);
    expect(medianHours([hours(1), hours(2)])).toBe(1.5);
    expect(medianHours([])).toBeUndefined();
  });
});
