import { db, resetDb } from '../../mock/_lib/data';
import {
  findMyTransactions,
  myTransactionDetail,
  relistTransaction,
  withdrawTransaction,
} from '../../mock/_lib/handlers/my-trading';
import { transactionStatistics } from '../../mock/_lib/handlers/stats';
import { findTransactions, transactionDetail } from '../../mock/_lib/handlers/trading';
import { resetUsers } from '../../mock/_lib/users';
import { routes } from '../../mock/website';
import { authHeader, call } from './helpers';

const demo = authHeader('demo');
const mine = (kind: API.TransactionKind, extra: Record<string, unknown> = {}) =>
  call<API.Page<API.IpcTransaction>>(findMyTransactions, {
    headers: demo,
    query: { queryData: JSON.stringify({ kind, ...extra }) },
  });
const inHall = (id: string) =>
  call<API.Page<API.IpcTransaction>>(findTransactions, {
    query: { queryData: JSON.stringify({ id }) },
  }).body.data.totalElements;

beforeEach(() => {
  resetDb();
  resetUsers();
});

describe('my listings and demands', () => {
  it('are served under the website prefix', () => {
    expect(Object.keys(routes)).toEqual(
      expect.arrayContaining([
        'GET /ipr-website-service/api/authFront/ipcTransaction/mine',
        'POST /ipr-website-service/api/authFront/ipcTransaction/withdraw',
        'POST /ipr-website-service/api/authFront/ipcTransaction/relist',
      ]),
    );
  });

  it('lists only the signed-in account’s items of one kind, each with its status', () => {
    const sell = mine('sell').body.data;
    expect(sell.totalElements).toBeGreaterThan(0);
    expect(sell.content.every((t) => t.owner === 'demo' && t.kind === 'sell')).toBe(true);
    // The seeded ones are published; the demo account also has two 待审核 and one 未通过.
    expect(sell.content.map((t) => t.status).sort()).toEqual([
      'pending',
      'pending',
      'published',
      'published',
      'published',
      'rejected',
    ]);
    expect(sell.content.find((t) => t.status === 'rejected')?.statusReason).toBeTruthy();
    expect(mine('buy').body.data.content.every((t) => t.kind === 'buy')).toBe(true);
    const admin = call(findMyTransactions, {
      headers: authHeader('admin'),
      query: { queryData: JSON.stringify({ kind: 'sell' }) },
    });
    expect(admin.body.data.totalElements).toBe(0);
  });

  it('hands the owner one item to edit, without counting a view, and nobody else', () => {
    const item = mine('sell').body.data.content[0];
    const own = call(myTransactionDetail, { headers: demo, query: { id: item.id } });
    expect(own.body.data).toMatchObject({ id: item.id, views: item.views, status: 'published' });
    expect(own.body.data.contactHidden).toBeUndefined();
    expect(
      call(myTransactionDetail, { headers: authHeader('admin'), query: { id: item.id } }).status,
    ).toBe(403);
    expect(
      call(myTransactionDetail, { headers: demo, query: { id: 'txn-9999' } }).body.errorCode,
    ).toBe('NOT_FOUND');
  });

  it('needs a session', () => {
    const sent = call(findMyTransactions, { query: {} });
    expect(sent.status).toBe(401);
    expect(sent.body).toMatchObject({ success: false, showType: 9 });
  });
});

describe('withdrawing and relisting', () => {
  const firstOwned = () => mine('sell').body.data.content[0];

  it('a withdrawn listing leaves the hall, its figures and its patent, and comes back relisted', () => {
    const item = firstOwned();
    const listed = call(transactionStatistics).body.data.listingCount;
    expect(inHall(item.id)).toBe(1);

    const withdrawn = call(withdrawTransaction, {
      headers: demo,
      body: { id: item.id, reason: '暂不出让' },
    });
    expect(withdrawn.body.data).toMatchObject({ id: item.id, status: 'withdrawn' });
    expect(inHall(item.id)).toBe(0);
    expect(call(transactionStatistics).body.data.listingCount).toBe(listed - 1);
    expect(mine('sell', { status: 'withdrawn' }).body.data.content.map((t) => t.id)).toEqual([
      item.id,
    ]);
    // Its page still answers and says so; a visitor does not get the contact.
    const page = call(transactionDetail, { query: { id: item.id } }).body.data;
    expect(page).toMatchObject({ status: 'withdrawn', contactHidden: true });

    const relisted = call(relistTransaction, { headers: demo, body: { id: item.id } });
    expect(relisted.body.data.status).toBe('published');
    expect(inHall(item.id)).toBe(1);
  });

  it('refuses another account with HTTP 403 and a clear message', () => {
    const item = firstOwned();
    for (const handler of [withdrawTransaction, relistTransaction]) {
      const sent = call(handler, { headers: authHeader('admin'), body: { id: item.id } });
      expect(sent.status).toBe(403);
      expect(sent.body).toMatchObject({
        success: false,
        errorCode: 'FORBIDDEN',
        errorMessage: '只能操作自己发布的信息',
      });
    }
    expect(inHall(item.id)).toBe(1);
  });

  it('an item an administrator took down cannot be relisted by its owner', () => {
    const item = firstOwned();
    const index = db().transactions.findIndex((t) => t.id === item.id);
    db().transactions[index] = { ...item, status: 'takenDown', statusReason: '价格信息不实' };
    const sent = call(relistTransaction, { headers: demo, body: { id: item.id } });
    expect(sent.body.success).toBe(false);
    expect(sent.body.errorMessage).toContain('价格信息不实');
    expect(inHall(item.id)).toBe(0);
  });

  it('explains a missing or unknown id', () => {
    expect(call(withdrawTransaction, { headers: demo, body: {} }).body.errorMessage).toBe(
      '缺少参数 id',
    );
    expect(
      call(withdrawTransaction, { headers: demo, body: { id: 'txn-9999' } }).body,
    ).toMatchObject({ errorCode: 'TARGET_NOT_FOUND', showType: 2 });
    expect(call(withdrawTransaction, { body: { id: 'txn-0001' } }).status).toBe(401);
  });
});
