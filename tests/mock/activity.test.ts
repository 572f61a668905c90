// Items' histories and 最近动态 (GET authFront/account/activity): every change of an item is an
// event with its time and who made it; the feed lists the caller's world, newest first.
import { db, resetDb } from '../../mock/_lib/data';
import { TODAY } from '../../mock/_lib/dates';
import { myActivity } from '../../mock/_lib/handlers/activity';
import {
  approveTransaction,
  rejectTransaction,
  restoreTransaction,
  takeDownTransaction,
} from '../../mock/_lib/handlers/admin-trading';
import { postMessage } from '../../mock/_lib/handlers/messages';
import { leaveMessage } from '../../mock/_lib/handlers/message-leave';
import {
  findMyTransactions,
  recordDeal,
  relistTransaction,
  withdrawTransaction,
} from '../../mock/_lib/handlers/my-trading';
import { findTransactions, transactionDetail } from '../../mock/_lib/handlers/trading';
import { saveTransaction } from '../../mock/_lib/handlers/trading-save';
import { resetLimits } from '../../mock/_lib/limits';
import { resetUsers } from '../../mock/_lib/users';
import { shanghaiToday } from '../../src/contract/tradeForm';
import { authHeader, call, seen } from './helpers';

const demo = authHeader('demo');
const buyer = authHeader('buyer');
const admin = authHeader('admin');
const MINUTE = 60_000;

/** A valid listing of a patent of the data set that nobody lists yet (offered as 代理出让). */
function newListingBody() {
  const listed = new Set(db().transactions.map((t) => t.applicationNumber));
  const patent = db().patents.find(
    (p) =>
      p.legalStatus === 'valid' &&
      !listed.has(p.applicationNumber) &&
      p.applicants[0] !== '西安瑞源电驱动科技有限公司',
  )!;
  return {
    kind: 'sell',
    applicationNumber: patent.applicationNumber,
    title: `专利出让：${patent.title}`.slice(0, 60),
    field: patent.field ?? 'XNY',
    transactionType: 'transfer',
    price: 30,
    description: '该专利已完成中试验证，可整体转让并提供必要的技术支持与资料。',
    contactName: '王经理',
    contactPhone: '13912345678',
    authorization: '受专利权人书面委托代理出让，授权书编号2026-018',
  };
}

const item = (id: string) => db().transactions.find((t) => t.id === id)!;
const act = (
  handler: typeof approveTransaction,
  headers: Record<string, string>,
  body: Record<string, unknown>,
) => {
  const sent = call<API.IpcTransaction>(handler, { headers, body });
  if (!sent.body.success) throw new Error(sent.body.errorMessage);
  // The next step happens a minute later, so each event has its own moment.
  jest.setSystemTime(Date.now() + MINUTE);
  return sent.body.data;
};
const feed = (headers?: Record<string, string>, size?: number) =>
  call<API.ActivityFeed>(myActivity, {
    headers,
    query: size === undefined ? {} : { size: String(size) },
  });
/** What an edit sends besides the form: the item it changes. */
const pick = (t: API.IpcTransaction) => ({ id: t.id });

const history = (id: string) => (item(id).history ?? []).map((e) => [e.type, e.by]);

beforeEach(() => {
  resetDb();
  resetUsers();
  resetLimits();
  jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate'] });
});

afterEach(() => jest.useRealTimers());

describe('an item’s history', () => {
  it('records every change with the real time and who made it', () => {
    const started = Date.now();
    const created = act(saveTransaction, demo, newListingBody());
    act(approveTransaction, admin, seen(created.id));
    act(withdrawTransaction, demo, { id: created.id, reason: '信息有误，需修改后重新发布' });
    act(relistTransaction, demo, { id: created.id });
    act(takeDownTransaction, admin, { ...seen(created.id), reason: '价格信息与实际不符' });
    act(saveTransaction, demo, {
      ...newListingBody(),
      ...pick(created),
      version: item(created.id).version,
    });
    // Edited while down: restoring it is a review request, approved before it is back.
    act(restoreTransaction, admin, seen(created.id));
    act(approveTransaction, admin, seen(created.id));
    act(recordDeal, demo, {
      id: created.id,
      version: item(created.id).version,
      date: shanghaiToday(),
    });

    expect(history(created.id)).toEqual([
      ['submitted', 'owner'],
      ['approved', 'admin'],
      ['withdrawn', 'owner'],
      ['relisted', 'owner'],
      ['takenDown', 'admin'],
      ['edited', 'owner'],
      ['restored', 'admin'],
      ['approved', 'admin'],
      ['dealt', 'owner'],
    ]);
    const events = item(created.id).history!;
    expect(events[4].reason).toBe('价格信息与实际不符');
    // Real moments, a minute apart: the order they happened in.
    expect(events.map((e) => Date.parse(e.at) - started)).toEqual(events.map((_, i) => i * MINUTE));
  });

  it('records a rejection with its reason, and an edit that goes back to review', () => {
    const created = act(saveTransaction, demo, newListingBody());
    act(rejectTransaction, admin, { ...seen(created.id), reason: '缺少专利实施情况说明' });
    act(saveTransaction, demo, {
      ...newListingBody(),
      ...pick(created),
      version: item(created.id).version,
    });
    expect(history(created.id)).toEqual([
      ['submitted', 'owner'],
      ['rejected', 'admin'],
      ['edited', 'owner'],
    ]);
    expect(item(created.id).history![1].reason).toBe('缺少专利实施情况说明');
  });

  it('is shown to its owner and administrators, never to visitors or other accounts', () => {
    const own = item(
      db().transactions.find(
        (t) => t.owner === 'demo' && (t.status ?? 'published') === 'published',
      )!.id,
    );
    const detail = (headers?: Record<string, string>) =>
      call<API.IpcTransactionDetail>(transactionDetail, { headers, query: { id: own.id } }).body
        .data;
    expect(detail(demo).history?.length).toBeGreaterThan(0);
    expect(detail(admin).history?.length).toBeGreaterThan(0);
    expect(detail(undefined)).not.toHaveProperty('history');
    expect(detail(buyer)).not.toHaveProperty('history');
    const hall = call<API.Page<API.IpcTransaction>>(findTransactions, { query: { size: '50' } });
    expect(hall.body.data.content.some((t) => 'history' in t)).toBe(false);
    const mine = call<API.Page<API.IpcTransaction>>(findMyTransactions, { headers: demo });
    expect(mine.body.data.content.every((t) => t.history?.length)).toBe(true);
  });

  it('seeds a history from the seeded days: sent in the morning, reviewed later, in order', () => {
    const chinaHour = (at: string) => (new Date(at).getUTCHours() + 8) % 24;
    for (const t of db().transactions) {
      const events = t.history ?? [];
      expect(events[0]).toMatchObject({ type: 'submitted', by: 'owner' });
      // The day it was sent is its publishDate, in China.
      expect(new Date(Date.parse(events[0].at) + 8 * 3_600_000).toISOString().slice(0, 10)).toBe(
        t.publishDate,
      );
      for (const e of events) {
        expect(chinaHour(e.at)).toBeGreaterThanOrEqual(9);
        expect(chinaHour(e.at)).toBeLessThan(18);
        expect(e.at.slice(0, 10) <= TODAY).toBe(true);
      }
      const times = events.map((e) => e.at);
      expect(times).toEqual([...times].sort());
      const last = events[events.length - 1].type;
      const status = t.status ?? 'published';
      expect(last).toBe(
        status === 'published' ? 'approved' : status === 'pending' ? 'submitted' : status,
      );
    }
  });
});

describe('最近动态', () => {
  it('is refused to visitors', () => {
    expect(feed(undefined).status).toBe(401);
  });

  it('shows the owner an administrator’s rejection with its reason, newest first', () => {
    const created = act(saveTransaction, demo, newListingBody());
    act(rejectTransaction, admin, { ...seen(created.id), reason: '缺少专利实施情况说明' });
    const { content } = feed(demo).body.data;
    expect(content.slice(0, 2)).toMatchObject([
      {
        type: 'rejected',
        by: 'admin',
        reason: '缺少专利实施情况说明',
        title: created.title,
        target: { type: 'transaction', id: created.id, kind: 'sell' },
      },
      { type: 'submitted', by: 'owner', title: created.title },
    ]);
  });

  it('lists the events newest first, no more than asked, and says when there are more', () => {
    const all = feed(demo, 100).body.data;
    const times = all.content.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.content.map((e) => e.key)).size).toBe(all.content.length);
    // The seeded demo account has its items, messages, favourites and saved searches.
    const types = new Set(all.content.map((e) => e.type));
    for (const type of [
      'submitted',
      'approved',
      'rejected',
      'messageSent',
      'favorited',
      'searchSaved',
    ])
      expect(types).toContain(type);
    const few = feed(demo, 3).body.data;
    expect(few.content).toEqual(all.content.slice(0, 3));
    expect(few.hasMore).toBe(true);
    expect(feed(demo).body.data.content).toHaveLength(10);
    expect(feed(demo, 0).body.success).toBe(false);
  });

  it('follows a consultation on both sides: sent, received, answered by the owner, followed up', () => {
    const listing = db().transactions.find(
      (t) => t.owner === 'demo' && t.kind === 'sell' && (t.status ?? 'published') === 'published',
    )!;
    const asked = call<API.LeaveMessage>(leaveMessage, {
      headers: buyer,
      body: {
        name: '王经理',
        mobile: '13912345678',
        purpose: 'consult',
        targetType: 'listing',
        targetId: listing.id,
        content: '请问该专利能否先许可后转让？价格是否可以分期？',
      },
    }).body.data;
    jest.setSystemTime(Date.now() + MINUTE);
    act(postMessage, demo, { id: asked.id, content: '可以先许可，欢迎来电详谈。' });
    act(postMessage, buyer, { id: asked.id, content: '好的，许可费用大概多少？' });

    // Newest first: this conversation before what the buyer did earlier (a seeded question).
    const buyerFeed = feed(buyer).body.data.content.slice(0, 2);
    expect(buyerFeed.map((e) => [e.type, e.by])).toEqual([
      ['replyReceived', 'owner'],
      ['messageSent', undefined],
    ]);
    expect(buyerFeed[0]).toMatchObject({
      title: listing.title,
      target: { type: 'message', id: asked.id, box: 'sent' },
    });
    const demoFeed = feed(demo).body.data.content.slice(0, 2);
    expect(demoFeed).toMatchObject([
      { type: 'followUpReceived', by: 'sender', target: { id: asked.id, box: 'received' } },
      { type: 'consultationReceived', target: { id: asked.id, box: 'received' } },
    ]);
  });

  it('never shows one account another’s events', () => {
    const created = act(saveTransaction, demo, newListingBody());
    act(approveTransaction, admin, seen(created.id));
    const demoKeys = new Set(feed(demo, 100).body.data.content.map((e) => e.key));
    expect([...demoKeys].some((key) => key.includes(created.id))).toBe(true);
    // The buyer's feed holds only the buyer's doings (a seeded question to an agency).
    const theirs = feed(buyer, 100).body.data.content;
    expect(theirs.some((e) => demoKeys.has(e.key) || e.key.includes(created.id))).toBe(false);
    const adminFeed = feed(admin, 100).body.data.content;
    // An administrator's decisions are events of the owner's items, not of the administrator.
    expect(adminFeed.some((e) => demoKeys.has(e.key))).toBe(false);
  });
});
