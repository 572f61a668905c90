// 操作日志 at the backend: every administrator action on listings, demands, messages and company
// verifications lands in the audit trail with who, what, the target, the reason and the status
// before and after; the trail is filtered by actor, action, target type, China day and keyword,
// newest first; only administrators read it, nobody changes it, and it survives a restart.
import { auditEntries, recordAudit, resetAudit } from '../../mock/_lib/audit';
import { db, resetDb } from '../../mock/_lib/data';
import { findAuditActors, findAuditEntries } from '../../mock/_lib/handlers/admin-audit';
import { getAdminDashboard } from '../../mock/_lib/handlers/dashboard';
import {
  approveTransaction,
  rejectTransaction,
  restoreTransaction,
  takeDownTransaction,
} from '../../mock/_lib/handlers/admin-trading';
import { disableAccount, grantAdmin } from '../../mock/_lib/handlers/admin-users';
import { forwardMessage } from '../../mock/_lib/handlers/message-forward';
import { closeMessage, replyMessage } from '../../mock/_lib/handlers/messages-admin';
import { recordDeal } from '../../mock/_lib/handlers/my-trading';
import { approveVerification, rejectVerification } from '../../mock/_lib/handlers/verification';
import type { Handler } from '../../mock/_lib/envelope';
import { resetLimits } from '../../mock/_lib/limits';
import { applyState, captureState } from '../../mock/_lib/store-state';
import { findUser, resetUsers, sessionToken } from '../../mock/_lib/users';
import { shanghaiToday } from '../../src/contract/tradeForm';
import { routes as websiteRoutes } from '../../mock/website';
import { authHeader, call, seen } from './helpers';

beforeEach(() => {
  resetDb();
  resetUsers();
  resetAudit();
  resetLimits();
});

const sessionOf = (account: string) => ({ authorization: sessionToken(findUser(account)!) });
const admin = () => sessionOf('admin');

const trail = (queryData: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  call<API.Page<API.AuditEntry>>(findAuditEntries, {
    method: 'GET',
    headers: admin(),
    query: { size: '100', queryData: JSON.stringify(queryData), ...extra },
  });
const actionsOf = (sent: ReturnType<typeof trail>) => sent.body.data.content.map((e) => e.action);

const act = (
  handler: Handler,
  body: Record<string, unknown>,
  headers: Record<string, string> = admin(),
) => {
  const sent = call(handler, { method: 'POST', headers, body });
  expect(sent.body).toMatchObject({ success: true });
  return sent.body.data;
};

/**
 * Two items of other accounts waiting for review: the seeded one, and a demand of buyer's put in
 * review here (the seed has one pending item).
 */
function pendingItems(): API.IpcTransaction[] {
  const list = db().transactions;
  const demand = list.findIndex((t) => t.kind === 'buy' && !t.status && t.owner !== 'admin');
  list[demand] = { ...list[demand], status: 'pending' };
  return list.filter((t) => t.status === 'pending' && t.owner !== 'admin');
}
/** A live seeded listing of demo's. */
const liveListing = () =>
  db().transactions.find((t) => t.owner === 'demo' && t.kind === 'sell' && !t.status)!;
/** The consultation buyer sent to a service agency, which the platform answers. */
const agencyQuestion = () =>
  db().messages.find((m) => m.account === 'buyer' && m.targetType === 'agency')!;

describe('every administrator action is recorded', () => {
  it('listing decisions: approve, reject, take down, restore, deal — with reason and status', () => {
    const [first, second] = pendingItems();
    act(approveTransaction, seen(first.id));
    act(rejectTransaction, { ...seen(second.id), reason: '专利信息与公开信息不一致' });
    const live = liveListing();
    act(takeDownTransaction, { ...seen(live.id), reason: '发布者长期无法联系' });
    act(restoreTransaction, seen(live.id));
    const now = db().transactions.find((t) => t.id === live.id)!;
    act(recordDeal, { id: live.id, version: now.version, date: shanghaiToday() });

    // Newest first.
    const entries = trail().body.data.content;
    expect(entries.map((e) => e.action)).toEqual([
      'listing.deal',
      'listing.restore',
      'listing.takeDown',
      'listing.reject',
      'listing.approve',
    ]);
    expect(entries[4]).toMatchObject({
      actor: 'admin',
      actorName: '平台管理员',
      targetType: 'listing',
      targetId: first.id,
      targetTitle: first.title,
      targetExists: true,
      targetKind: first.kind,
      before: { status: 'pending' },
      after: { status: 'published' },
    });
    expect(entries[3]).toMatchObject({
      targetId: second.id,
      reason: '专利信息与公开信息不一致',
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
    expect(entries[2]).toMatchObject({
      reason: '发布者长期无法联系',
      before: { status: 'published' },
      after: { status: 'takenDown' },
    });
    expect(entries[1]).toMatchObject({
      before: { status: 'takenDown' },
      after: { status: 'published' },
    });
    expect(entries[0]).toMatchObject({
      before: { status: 'published' },
      after: { status: 'dealt' },
    });
  });

  it('a deal its owner records is not an administrator action', () => {
    const live = liveListing();
    act(
      recordDeal,
      { id: live.id, version: live.version, date: shanghaiToday() },
      authHeader('demo'),
    );
    expect(auditEntries()).toEqual([]);
  });

  it('a refused decision is not recorded', () => {
    const [item] = pendingItems();
    const refused = call(rejectTransaction, {
      method: 'POST',
      headers: admin(),
      body: { ...seen(item.id), reason: '' },
    });
    expect(refused.body.success).toBe(false);
    expect(auditEntries()).toEqual([]);
  });

  it('messages: the platform’s reply, forwarding and closing', () => {
    const question = agencyQuestion();
    act(replyMessage, { id: question.id, reply: '您好，已收到您的咨询。' });
    act(forwardMessage, { id: question.id, to: '029-88886666' });
    act(closeMessage, { id: question.id });
    // Closing again changes nothing and records nothing.
    act(closeMessage, { id: question.id });

    const entries = trail({ targetType: 'message' }).body.data.content;
    expect(entries.map((e) => e.action)).toEqual([
      'message.close',
      'message.forward',
      'message.reply',
    ]);
    expect(entries[2]).toMatchObject({
      targetId: question.id,
      targetTitle: `${question.name}：${question.targetTitle}`,
      before: { status: 'pending' },
      after: { status: 'replied', reply: '您好，已收到您的咨询。' },
    });
    expect(entries[1].after).toMatchObject({
      forwardedTo: expect.stringContaining('029-88886666'),
    });
    expect(entries[0]).toMatchObject({
      before: { status: 'replied' },
      after: { status: 'closed' },
    });
  });

  it('verification decisions, with the reason of a rejection', () => {
    act(rejectVerification, { id: 'ver-0002', reason: '营业执照图片不清晰' });
    const entries = trail({ targetType: 'verification' }).body.data.content;
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'verification.reject',
        targetId: 'ver-0002',
        targetTitle: expect.stringContaining('（firm）'),
        reason: '营业执照图片不清晰',
        before: { status: 'pending' },
        after: { status: 'rejected' },
      }),
    ]);
  });

  it('a verification approval, next to the account changes of 用户管理', () => {
    act(approveVerification, { id: 'ver-0002' });
    act(disableAccount, { account: 'buyer', version: 1, reason: '恶意骚扰其他用户' });
    expect(actionsOf(trail())).toEqual(['user.disable', 'verification.approve']);
    expect(trail({ targetType: 'user' }).body.data.content[0]).toMatchObject({
      targetId: 'buyer',
      targetTitle: '采购演示用户（buyer）',
      reason: '恶意骚扰其他用户',
    });
  });
});

describe('the trail as administrators read it', () => {
  /** Two administrators acting on different days (entries dated by hand, China time). */
  function twoAdministrators() {
    act(grantAdmin, { account: 'firm', version: 1 });
    const [first, second] = pendingItems();
    act(approveTransaction, seen(first.id), sessionOf('firm'));
    act(rejectTransaction, { ...seen(second.id), reason: '缺少有效的授权说明' });
    // 2026-11-20 23:30 in China is still 11-20 there, though 15:30 UTC.
    recordAudit(
      { actor: 'admin', action: 'news.publish', targetType: 'news', targetId: 'news-x' },
      new Date('2026-11-20T15:30:00Z'),
    );
    // 2026-11-21 00:30 in China, 16:30 UTC on the 20th.
    recordAudit(
      {
        actor: 'admin',
        action: 'agency.disable',
        targetType: 'agency',
        targetId: 'gone',
        targetTitle: '已注销的代理机构',
        reason: '机构已注销',
      },
      new Date('2026-11-20T16:30:00Z'),
    );
    return { first, second };
  }

  it('filters by actor, action, verb, target type, China day and keyword', () => {
    const { first, second } = twoAdministrators();
    expect(actionsOf(trail({ actor: 'firm' }))).toEqual(['listing.approve']);
    expect(actionsOf(trail({ action: 'listing.reject' }))).toEqual(['listing.reject']);
    expect(actionsOf(trail({ verb: 'disable' }))).toEqual(['agency.disable']);
    expect(actionsOf(trail({ targetType: 'listing', actor: 'admin' }))).toEqual(['listing.reject']);
    expect(actionsOf(trail({ from: '2026-11-20', to: '2026-11-20' }))).toEqual(['news.publish']);
    expect(actionsOf(trail({ from: '2026-11-21', to: '2026-11-21' }))).toEqual(['agency.disable']);
    expect(actionsOf(trail({}, { keyword: second.id }))).toEqual(['listing.reject']);
    expect(actionsOf(trail({}, { keyword: first.title }))).toEqual(['listing.approve']);
    // A target that is gone is found and named by the title it was recorded with.
    expect(trail({}, { keyword: '已注销' }).body.data.content).toEqual([
      expect.objectContaining({ targetTitle: '已注销的代理机构', targetExists: false }),
    ]);
    expect(trail({ from: '2026-13-01' }).body).toMatchObject({ success: false });
  });

  it('names the administrators who acted, for the filter', () => {
    twoAdministrators();
    const actors = call<API.AuditActor[]>(findAuditActors, { method: 'GET', headers: admin() });
    expect(actors.body.data).toEqual([
      { account: 'admin', name: '平台管理员' },
      { account: 'firm', name: '企业申请演示' },
    ]);
  });

  it('pages newest first, or oldest first when asked', () => {
    twoAdministrators();
    const newest = trail({}, { size: '2' }).body.data;
    expect(newest.totalElements).toBe(5);
    expect(newest.content.map((e) => e.action)).toEqual(['listing.reject', 'listing.approve']);
    const oldest = trail({}, { sort: 'at asc', size: '1' }).body.data.content;
    expect(oldest.map((e) => e.action)).toEqual(['news.publish']);
  });

  it('keeps the entries of this page across a restart', () => {
    const [item] = pendingItems();
    act(rejectTransaction, { ...seen(item.id), reason: '缺少有效的授权说明' });
    act(replyMessage, { id: agencyQuestion().id, reply: '您好，已收到您的咨询。' });
    act(rejectVerification, { id: 'ver-0002', reason: '营业执照图片不清晰' });
    const kept = JSON.parse(JSON.stringify(captureState()));
    resetDb();
    resetUsers();
    resetAudit();
    expect(trail().body.data.totalElements).toBe(0);
    applyState(kept);
    expect(actionsOf(trail())).toEqual(['verification.reject', 'message.reply', 'listing.reject']);
    expect(trail({ targetType: 'listing' }).body.data.content[0]).toMatchObject({
      reason: '缺少有效的授权说明',
      targetTitle: item.title,
    });
  });
});

describe('access', () => {
  it('has no endpoint that writes the trail', () => {
    const auditRoutes = Object.keys(websiteRoutes).filter((route) =>
      route.includes('/admin/audit'),
    );
    expect(auditRoutes.length).toBeGreaterThan(0);
    expect(auditRoutes.every((route) => route.startsWith('GET '))).toBe(true);
  });

  it.each([
    ['find', findAuditEntries],
    ['actors', findAuditActors],
  ] as const)('%s answers a visitor 401 and a registered user 403', (_, handler) => {
    const visitor = call(handler, { method: 'GET' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.errorCode).toBe('UNAUTHORIZED');
    const user = call(handler, { method: 'GET', headers: authHeader('demo') });
    expect(user.status).toBe(403);
    expect(user.body.errorCode).toBe('FORBIDDEN');
  });

  it('is read-only: what a reader gets cannot rewrite the trail', () => {
    const [item] = pendingItems();
    act(rejectTransaction, { ...seen(item.id), reason: '缺少有效的授权说明' });
    const read = trail().body.data.content[0];
    read.reason = '改写';
    (read.after as Record<string, unknown>).status = 'published';
    auditEntries()[0].reason = '改写';
    (auditEntries()[0].after as Record<string, unknown>).status = 'published';
    expect(trail().body.data.content[0]).toMatchObject({
      reason: '缺少有效的授权说明',
      after: { status: 'rejected' },
    });
  });
});

describe("the seed's history in the trail", () => {
  const dashboard = (from: string, to: string) =>
    call<API.AdminDashboard>(getAdminDashboard, {
      method: 'GET',
      headers: admin(),
      query: { from, to },
    }).body.data;
  const reviewsIn = (from: string, to: string) =>
    ['listing.approve', 'listing.reject'].map(
      (action) => trail({ action, from, to }).body.data.totalElements,
    );

  it('lists the reviews 数据看板 counts, in any range, before and after a review made now', () => {
    resetAudit({ seeded: true });
    for (const [from, to] of [
      ['2026-10-23', '2026-11-21'],
      ['2025-11-22', '2026-11-21'],
      ['2026-11-02', '2026-11-08'],
    ]) {
      const { approved, rejected } = dashboard(from, to).reviews;
      expect({ from, to, reviews: reviewsIn(from, to) }).toEqual({
        from,
        to,
        reviews: [approved, rejected],
      });
    }
    expect(reviewsIn('2025-11-22', '2026-11-21')[0]).toBeGreaterThan(30);
    const today = shanghaiToday();
    const before = dashboard(today, today).reviews;
    act(approveTransaction, seen(pendingItems()[0].id));
    expect(reviewsIn(today, today)).toEqual([before.approved + 1, before.rejected]);
    expect(dashboard(today, today).reviews.approved).toBe(before.approved + 1);
  });

  it('says who decided, what and why, like an entry recorded now', () => {
    resetAudit({ seeded: true });
    const rejected = db().transactions.find((t) => t.status === 'rejected' && t.statusReason)!;
    expect(trail({ action: 'listing.reject' }, { keyword: rejected.id }).body.data.content).toEqual(
      [
        expect.objectContaining({
          actor: 'admin',
          actorName: '平台管理员',
          targetId: rejected.id,
          targetTitle: rejected.title,
          before: { status: 'pending' },
          after: { status: 'rejected' },
          reason: rejected.statusReason,
        }),
      ],
    );
    // Nothing of it goes to the store: it comes from the seed at every start.
    expect(captureState().audit).toEqual([]);
  });
});
