// The owner's 下架 / 撤回 says why: the reason is required, 2–100 characters, refused at its field,
// kept with the withdrawn item for its owner and the administrators, and never shown to the public.

import { db, resetDb } from '../../mock/_lib/data';
import { findAllTransactions } from '../../mock/_lib/handlers/admin-trading';
import {
  findMyTransactions,
  relistTransaction,
  withdrawTransaction,
} from '../../mock/_lib/handlers/my-trading';
import { findTransactions, transactionDetail } from '../../mock/_lib/handlers/trading';
import { resetUsers } from '../../mock/_lib/users';
import { authHeader, call } from './helpers';

const demo = authHeader('demo');
const admin = authHeader('admin');
const mine = (status: API.ListingStatus) =>
  call<API.Page<API.IpcTransaction>>(findMyTransactions, {
    headers: demo,
    query: { queryData: JSON.stringify({ kind: 'sell', status }) },
  }).body.data.content;
const adminRow = (id: string) =>
  call<API.Page<API.IpcTransaction>>(findAllTransactions, {
    headers: admin,
    query: { queryData: JSON.stringify({ id }) },
  }).body.data.content.find((t) => t.id === id);
const inHall = (id: string) =>
  call(findTransactions, { query: { queryData: JSON.stringify({ id }) } }).body.data.totalElements;
const withdraw = (id: string, reason?: unknown) =>
  call<API.IpcTransaction>(withdrawTransaction, {
    headers: demo,
    body: reason === undefined ? { id } : { id, reason },
  });

beforeEach(() => {
  resetDb();
  resetUsers();
});

describe('the owner’s reason for withdrawing', () => {
  it('is required for 下架, refused at the reason field while the item stays in the hall', () => {
    const item = mine('published')[0];
    for (const [reason, message] of [
      [undefined, '请填写下架原因'],
      ['   ', '请填写下架原因'],
      ['停', '下架原因长度应为2-100个字符'],
      ['因'.repeat(101), '下架原因长度应为2-100个字符'],
    ] as const) {
      expect(withdraw(item.id, reason).body).toMatchObject({
        success: false,
        errorCode: 'BAD_REQUEST',
        errorMessage: message,
        data: { field: 'reason' },
      });
    }
    expect(inHall(item.id)).toBe(1);
    expect(withdraw(item.id, '因'.repeat(100)).body.data.status).toBe('withdrawn');
  });

  it('is required for 撤回 of an item in review too', () => {
    const pending = mine('pending')[0];
    expect(withdraw(pending.id).body).toMatchObject({
      errorMessage: '请填写撤回原因',
      data: { field: 'reason' },
    });
    expect(withdraw(pending.id, ' 信息有误，需修改后重新发布 ').body.data).toMatchObject({
      status: 'withdrawn',
      statusReason: '信息有误，需修改后重新发布',
    });
  });

  it('stays with the withdrawn item for its owner and administrators, not for visitors', () => {
    const item = mine('published')[0];
    withdraw(item.id, '已通过其他渠道成交');
    expect(mine('withdrawn').find((t) => t.id === item.id)?.statusReason).toBe(
      '已通过其他渠道成交',
    );
    expect(adminRow(item.id)).toMatchObject({
      status: 'withdrawn',
      statusReason: '已通过其他渠道成交',
    });
    const publicView = call(transactionDetail, { query: { id: item.id } }).body.data;
    expect(publicView.status).toBe('withdrawn');
    expect(publicView.statusReason).toBeUndefined();
    // A second withdrawal changes nothing, its first reason included.
    expect(withdraw(item.id, '暂不出让').body.data.statusReason).toBe('已通过其他渠道成交');
  });

  it('is dropped when the item is relisted', () => {
    const item = mine('published')[0];
    withdraw(item.id, '暂不出让');
    const relisted = call<API.IpcTransaction>(relistTransaction, {
      headers: demo,
      body: { id: item.id },
    }).body.data;
    expect(relisted.status).toBe('published');
    expect(relisted.statusReason).toBeUndefined();
  });
});

describe('the review queue', () => {
  it('names the registered holder of a listed patent, to check against the seller', () => {
    const listing = db().transactions.find((t) => t.kind === 'sell' && t.patentId)!;
    const patent = db().patents.find((p) => p.id === listing.patentId)!;
    expect(adminRow(listing.id)?.patentHolder).toBe(patent.applicants[0]);
    const demand = db().transactions.find((t) => t.kind === 'buy')!;
    expect(adminRow(demand.id)?.patentHolder).toBeUndefined();
  });

  it('keeps the holder to administrators', () => {
    const listing = db().transactions.find((t) => t.kind === 'sell' && t.patentId && !t.status)!;
    expect(
      call(transactionDetail, { query: { id: listing.id } }).body.data.patentHolder,
    ).toBeUndefined();
  });
});
