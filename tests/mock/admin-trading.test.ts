import { resetDb } from '../../mock/_lib/data';
import {
  findAllTransactions,
  restoreTransaction,
  takeDownTransaction,
} from '../../mock/_lib/handlers/admin-trading';
import { findMyTransactions, relistTransaction } from '../../mock/_lib/handlers/my-trading';
import { findTransactions } from '../../mock/_lib/handlers/trading';
import { resetUsers } from '../../mock/_lib/users';
import { authHeader, call, seen } from './helpers';

const admin = authHeader('admin');
const demo = authHeader('demo');
const inHall = (id: string) =>
  call(findTransactions, { query: { queryData: JSON.stringify({ id }) } }).body.data.totalElements;
const demoListing = () =>
  call<API.Page<API.IpcTransaction>>(findMyTransactions, {
    headers: demo,
    query: { queryData: JSON.stringify({ kind: 'sell' }) },
  }).body.data.content[0];

beforeEach(() => {
  resetDb();
  resetUsers();
});

describe('administrators and trading items', () => {
  it('take one down with a reason: it leaves the hall, its owner sees why and cannot relist it', () => {
    const item = demoListing();
    const down = call(takeDownTransaction, {
      headers: admin,
      body: { ...seen(item.id), reason: '价格信息与实际不符' },
    });
    expect(down.body.data).toMatchObject({
      status: 'takenDown',
      statusReason: '价格信息与实际不符',
    });
    expect(inHall(item.id)).toBe(0);
    expect(demoListing()).toMatchObject({ id: item.id, statusReason: '价格信息与实际不符' });
    expect(call(relistTransaction, { headers: demo, body: { id: item.id } }).body.success).toBe(
      false,
    );

    const restored = call(restoreTransaction, { headers: admin, body: seen(item.id) });
    expect(restored.body.data.status).toBe('published');
    expect(restored.body.data.statusReason).toBeUndefined();
    expect(inHall(item.id)).toBe(1);
  });

  it('list every item with its owner, filtered by status', () => {
    const item = demoListing();
    call(takeDownTransaction, { headers: admin, body: { ...seen(item.id), reason: '重复发布' } });
    const down = call<API.Page<API.IpcTransaction>>(findAllTransactions, {
      headers: admin,
      query: { queryData: JSON.stringify({ status: 'takenDown' }) },
    }).body.data;
    expect(down.content.map((t) => t.id)).toEqual([item.id]);
    expect(down.content[0].owner).toBe('demo');
  });

  it('need a reason, and are refused to anyone but administrators (HTTP 403)', () => {
    const item = demoListing();
    expect(
      call(takeDownTransaction, { headers: admin, body: seen(item.id) }).body.errorMessage,
    ).toBe('请填写下架原因');
    for (const [handler, body] of [
      [findAllTransactions, undefined],
      [takeDownTransaction, { ...seen(item.id), reason: '测试原因' }],
      [restoreTransaction, seen(item.id)],
    ] as const) {
      const sent = call(handler, { headers: demo, body });
      expect(sent.status).toBe(403);
      expect(sent.body.errorMessage).toBe('仅平台管理员可以管理交易信息');
    }
    expect(
      call(restoreTransaction, { headers: admin, body: seen(item.id) }).body.errorMessage,
    ).toBe('只有被管理员下架的信息需要恢复');
  });
});
