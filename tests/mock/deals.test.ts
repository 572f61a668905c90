// Deals are recorded: the owner (or an administrator) marks a listing 已成交 or a demand 已解决;
// it leaves the hall, keeps its page, is listed in 成交公示 and counted in the figures.

import { addIsoDays, shanghaiToday } from '../../src/contract/tradeForm';
import { db, resetDb } from '../../mock/_lib/data';
import { leaveMessage } from '../../mock/_lib/handlers/message-leave';
import {
  recordDeal,
  relistTransaction,
  withdrawTransaction,
} from '../../mock/_lib/handlers/my-trading';
import { transactionStatistics } from '../../mock/_lib/handlers/stats';
import { saveTransaction } from '../../mock/_lib/handlers/trading-save';
import { findDeals, findTransactions, transactionDetail } from '../../mock/_lib/handlers/trading';
import { resetLimits } from '../../mock/_lib/limits';
import { resetUsers } from '../../mock/_lib/users';
import { authHeader, call } from './helpers';

const demo = authHeader('demo');
const firm = authHeader('firm');
const admin = authHeader('admin');

const demoListing = () =>
  db().transactions.find((t) => t.owner === 'demo' && t.kind === 'sell' && t.status !== 'pending')!;
const deal = (headers: Record<string, string> | undefined, item: API.IpcTransaction, more = {}) =>
  call<API.IpcTransaction>(recordDeal, {
    headers,
    body: { id: item.id, version: item.version, date: shanghaiToday(), ...more },
  });
const hallIds = () =>
  // The hall answers 100 items a page at most: every page.
  Array.from({ length: Math.ceil(db().transactions.length / 100) }, (_, page) =>
    call<API.Page<API.IpcTransaction>>(findTransactions, {
      query: { size: '100', page: String(page) },
    }).body.data.content.map((t) => t.id),
  ).flat();
const stats = () => call<API.TradeStatistics>(transactionStatistics).body.data;

beforeEach(() => {
  resetDb();
  resetUsers();
  resetLimits();
});

describe('recording a deal', () => {
  it('takes the listing out of the hall, keeps its page, lists it in 成交公示 and counts it', () => {
    const item = demoListing();
    const before = stats();
    expect(hallIds()).toContain(item.id);
    const sold = deal(demo, item, { price: 88.5, counterpart: '西安示范智能装备有限公司' });
    expect(sold.body.data).toMatchObject({
      status: 'dealt',
      version: item.version + 1,
      deal: {
        date: shanghaiToday(),
        price: 88.5,
        counterpart: '西安示范智能装备有限公司',
        recordedBy: 'owner',
      },
    });
    expect(hallIds()).not.toContain(item.id);
    const page = call<API.IpcTransactionDetail>(transactionDetail, { query: { id: item.id } });
    expect(page.body.data).toMatchObject({ status: 'dealt', deal: { price: 88.5 } });
    const deals = call<API.Page<API.IpcTransaction>>(findDeals, {}).body.data;
    expect(deals.content[0].id).toBe(item.id);
    // Latest deal first all the way down.
    const dates = deals.content.map((t) => t.deal!.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(stats()).toMatchObject({
      dealCount: before.dealCount + 1,
      listingCount: before.listingCount - 1,
    });
  });

  it('is the owner’s or an administrator’s to record', () => {
    const item = demoListing();
    expect(deal(undefined, item).status).toBe(401);
    expect(deal(firm, item).status).toBe(403);
    expect(deal(admin, item).body.data.deal!.recordedBy).toBe('platform');
  });

  it('refuses a day in the future or before publication, a bad price, a long counterpart, at the field', () => {
    const item = demoListing();
    const field = (more: Record<string, unknown>) => deal(demo, item, more).body.data;
    expect(field({ date: addIsoDays(shanghaiToday(), 1) })).toEqual({ field: 'date' });
    expect(field({ date: addIsoDays(item.publishDate, -1) })).toEqual({ field: 'date' });
    expect(field({ date: '2026-02-30' })).toEqual({ field: 'date' });
    expect(field({ price: -1 })).toEqual({ field: 'price' });
    expect(field({ price: 'abc' })).toEqual({ field: 'price' });
    expect(field({ counterpart: '公'.repeat(61) })).toEqual({ field: 'counterpart' });
    expect(field({ counterpart: '西安\u202e公司' })).toEqual({ field: 'counterpart' });
    expect(db().transactions.find((t) => t.id === item.id)!.status).not.toBe('dealt');
  });

  it('refuses a stale version (HTTP 409) and a second recording', () => {
    const item = demoListing();
    expect(deal(demo, item, { version: item.version - 1 || 99 }).status).toBe(409);
    expect(deal(demo, item).body.success).toBe(true);
    expect(deal(demo, { ...item, version: item.version + 1 }).body.errorMessage).toBe(
      '该信息已标记为已成交',
    );
  });

  it('a concluded item takes no consultation, no edit, no withdrawal and no relisting', () => {
    const item = demoListing();
    const sold = deal(demo, item).body.data;
    const consult = call(leaveMessage, {
      headers: firm,
      body: {
        name: '王经理',
        mobile: '13912345678',
        purpose: 'consult',
        targetType: 'listing',
        targetId: item.id,
        content: '请问这项专利还可以转让吗？',
      },
    });
    expect(consult.body.success).toBe(false);
    expect(
      call(withdrawTransaction, { headers: demo, body: { id: item.id, reason: '暂不出让' } }).body
        .success,
    ).toBe(false);
    expect(call(relistTransaction, { headers: demo, body: { id: item.id } }).body.success).toBe(
      false,
    );
    const edit = call(saveTransaction, { headers: demo, body: { ...sold, version: sold.version } });
    expect(edit.body).toMatchObject({ success: false, errorMessage: '该信息已成交，不能再修改' });
  });

  it('a demand is marked 已解决 the same way and counted apart', () => {
    const demand = db().transactions.find(
      (t) => t.owner === 'demo' && t.kind === 'buy' && t.status !== 'pending',
    )!;
    const before = stats();
    expect(deal(demo, demand, { date: addIsoDays(shanghaiToday(), 3) }).body.errorMessage).toBe(
      '解决日期不能晚于今天',
    );
    deal(demo, demand);
    expect(stats().solvedCount).toBe(before.solvedCount + 1);
    const demands = call<API.Page<API.IpcTransaction>>(findDeals, {
      query: { queryData: JSON.stringify({ kind: 'buy' }) },
    }).body.data.content;
    expect(demands.every((t) => t.kind === 'buy')).toBe(true);
    expect(demands.map((t) => t.id)).toContain(demand.id);
  });
});
