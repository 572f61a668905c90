// The owner's housekeeping: a rejected or withdrawn item can be deleted for good; favourites and
// messages about it then say it is gone, and nothing else can be deleted.

import { db, resetDb } from '../../mock/_lib/data';
import { addFavorite, findFavorites } from '../../mock/_lib/handlers/favorites';
import { findMyMessages, findReceivedMessages } from '../../mock/_lib/handlers/messages';
import { leaveMessage } from '../../mock/_lib/handlers/message-leave';
import {
  deleteTransaction,
  findMyTransactions,
  recordDeal,
  withdrawTransaction,
} from '../../mock/_lib/handlers/my-trading';
import { transactionDetail } from '../../mock/_lib/handlers/trading';
import { shanghaiToday } from '../../src/contract/tradeForm';
import { resetLimits } from '../../mock/_lib/limits';
import { resetUsers } from '../../mock/_lib/users';
import { authHeader, call } from './helpers';

const demo = authHeader('demo');
const firm = authHeader('firm');
const admin = authHeader('admin');

const demoListing = () =>
  db().transactions.find((t) => t.owner === 'demo' && t.kind === 'sell' && t.status !== 'pending')!;
const remove = (headers: Record<string, string>, id: string) =>
  call<{ id: string }>(deleteTransaction, { headers, body: { id } });

beforeEach(() => {
  resetDb();
  resetUsers();
  resetLimits();
});

describe('deleting one’s own item', () => {
  it('is refused while it is live, pending or concluded, and to anyone but its owner', () => {
    const item = demoListing();
    expect(remove(demo, item.id).body.errorMessage).toBe('请先下架或撤回，再删除');
    const pending = db().transactions.find((t) => t.owner === 'demo' && t.status === 'pending')!;
    expect(remove(demo, pending.id).body.success).toBe(false);
    call(withdrawTransaction, { headers: demo, body: { id: item.id, reason: '暂不出让' } });
    expect(remove(firm, item.id).status).toBe(403);
    expect(remove(admin, item.id).status).toBe(403);
    const sold = demoListing();
    call(recordDeal, {
      headers: demo,
      body: { id: sold.id, version: sold.version, date: shanghaiToday() },
    });
    expect(remove(demo, sold.id).body.success).toBe(false);
    expect(remove(demo, 'txn-9999').body.errorCode).toBe('TARGET_NOT_FOUND');
  });

  it('removes a withdrawn item for good; favourites and messages about it say it is gone', () => {
    const item = demoListing();
    call(addFavorite, { headers: firm, body: { targetType: 'listing', targetId: item.id } });
    const asked = call<API.LeaveMessage>(leaveMessage, {
      headers: firm,
      body: {
        name: '王经理',
        mobile: '13912345678',
        purpose: 'consult',
        targetType: 'listing',
        targetId: item.id,
        content: '请问该专利能否先许可后转让？',
      },
    }).body.data;
    call(withdrawTransaction, { headers: demo, body: { id: item.id, reason: '暂不出让' } });
    const favourite = () =>
      call<API.Page<API.Favorite>>(findFavorites, { headers: firm }).body.data.content.find(
        (f) => f.targetId === item.id,
      )!;
    expect(favourite()).toMatchObject({ available: false, gone: 'offline' });

    expect(remove(demo, item.id).body.data).toEqual({ id: item.id });
    expect(call(transactionDetail, { query: { id: item.id } }).body.errorCode).toBe('NOT_FOUND');
    const mine = call<API.Page<API.IpcTransaction>>(findMyTransactions, {
      headers: demo,
      query: { size: '100' },
    }).body.data.content;
    expect(mine.map((t) => t.id)).not.toContain(item.id);
    expect(favourite()).toMatchObject({ available: false, gone: 'deleted', title: item.title });
    const sent = call<API.Page<API.LeaveMessage>>(findMyMessages, { headers: firm }).body.data;
    expect(sent.content.find((m) => m.id === asked.id)).toMatchObject({
      targetGone: true,
      targetTitle: item.title,
    });
    const inbox = call<API.Page<API.LeaveMessage>>(findReceivedMessages, { headers: demo }).body
      .data;
    expect(inbox.content.find((m) => m.id === asked.id)?.targetGone).toBe(true);
  });
});
