// Publishing that can be trusted: review before the hall, the seller from the account,
// 代理/授权出让 with a statement, and one live or pending listing per patent and deal.
import { db, resetDb } from '../../mock/_lib/data';
import {
  approveTransaction,
  findAllTransactions,
  pendingTransactionCount,
  rejectTransaction,
  restoreTransaction,
  takeDownTransaction,
} from '../../mock/_lib/handlers/admin-trading';
import {
  findMyTransactions,
  relistTransaction,
  withdrawTransaction,
} from '../../mock/_lib/handlers/my-trading';
import { findTransactions, hallMatches, transactionDetail } from '../../mock/_lib/handlers/trading';
import { saveTransaction } from '../../mock/_lib/handlers/trading-save';
import { transactionStatistics } from '../../mock/_lib/handlers/stats';
import { createUser, resetUsers } from '../../mock/_lib/users';
import { shanghaiToday } from '../../src/contract/tradeForm';
import { authHeader, call, seen } from './helpers';

const admin = authHeader('admin');
const demo = authHeader('demo');
const STATEMENT = '受专利权人书面委托代理出让，授权书编号2026-018';

/** A valid patent of the data set nobody lists yet, held by `holder` when given. */
function freePatent(holder?: string): API.Patent {
  const listed = new Set(db().transactions.map((t) => t.applicationNumber));
  return db().patents.find(
    (p) =>
      p.legalStatus === 'valid' &&
      !listed.has(p.applicationNumber) &&
      (holder ? p.applicants[0] === holder : p.applicants[0] !== '西安瑞源电驱动科技有限公司'),
  )!;
}

function listingOf(patent: API.Patent, extra: Record<string, unknown> = {}) {
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
    authorization: STATEMENT,
    ...extra,
  };
}

const save = (body: Record<string, unknown>, headers = demo) =>
  call<API.IpcTransaction>(saveTransaction, { headers, body });
const act = (handler: typeof approveTransaction, body: Record<string, unknown>, headers = admin) =>
  call<API.IpcTransaction>(handler, { headers, body });
const inHall = (id: string) =>
  call(findTransactions, { query: { queryData: JSON.stringify({ id }) } }).body.data.totalElements;
const detail = (id: string, headers?: Record<string, string>) =>
  call<API.IpcTransactionDetail>(transactionDetail, { query: { id }, headers });
const mine = (status: API.ListingStatus) =>
  call<API.Page<API.IpcTransaction>>(findMyTransactions, {
    headers: demo,
    query: { queryData: JSON.stringify({ kind: 'sell', status }) },
  }).body.data.content;

beforeEach(() => {
  resetDb();
  resetUsers();
});

describe('review before the hall', () => {
  it('a new listing waits for review, unseen by the public, until an administrator approves it', () => {
    const patent = freePatent();
    const before = call(transactionStatistics).body.data.listingCount;
    const saved = save(listingOf(patent)).body.data;
    expect(saved).toMatchObject({ status: 'pending', owner: 'demo' });
    expect(inHall(saved.id)).toBe(0);
    expect(
      call(findTransactions, { query: { keyword: patent.applicationNumber } }).body.data
        .totalElements,
    ).toBe(0);
    expect(hallMatches({ keyword: patent.applicationNumber })).toHaveLength(0);
    expect(call(transactionStatistics).body.data.listingCount).toBe(before);
    // Visitors and other accounts: as if it did not exist; the owner and administrators see it.
    expect(detail(saved.id).body.errorCode).toBe('NOT_FOUND');
    const other = createUser('13911112222', 'Secret2026').account;
    expect(detail(saved.id, authHeader(other)).body.errorCode).toBe('NOT_FOUND');
    expect(detail(saved.id, demo).body.data.status).toBe('pending');
    expect(detail(saved.id, admin).body.data.status).toBe('pending');
    expect(mine('pending').map((t) => t.id)).toContain(saved.id);

    const approved = act(approveTransaction, seen(saved.id)).body.data;
    expect(approved).toMatchObject({ status: 'published', approved: true });
    expect(approved.publishedAt).toBeDefined();
    expect(inHall(saved.id)).toBe(1);
    expect(detail(saved.id).body.data.id).toBe(saved.id);
    expect(call(transactionStatistics).body.data.listingCount).toBe(before + 1);
  });

  it('an edit of a live listing takes it off the hall until it is approved again', () => {
    const saved = save(listingOf(freePatent())).body.data;
    act(approveTransaction, seen(saved.id));
    const edited = save({
      ...listingOf(freePatent()),
      applicationNumber: saved.applicationNumber,
      id: saved.id,
      version: 2,
      price: 45,
    }).body.data;
    expect(edited).toMatchObject({ id: saved.id, status: 'pending', price: 45 });
    expect(inHall(saved.id)).toBe(0);
    act(approveTransaction, seen(saved.id));
    expect(inHall(saved.id)).toBe(1);
  });

  it('a decision names the version it was taken on: an item changed since is refused with what it says now', () => {
    const saved = save(listingOf(freePatent())).body.data;
    const opened = seen(saved.id);
    // The owner edits while the administrator still looks at the first version.
    save({
      ...listingOf(freePatent()),
      applicationNumber: saved.applicationNumber,
      id: saved.id,
      version: opened.version,
      price: 99,
    });
    for (const [handler, extra] of [
      [approveTransaction, {}],
      [rejectTransaction, { reason: '价格信息与实际不符' }],
    ] as const) {
      const stale = act(handler, { ...opened, ...extra });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        errorCode: 'VERSION_CONFLICT',
        data: { currentVersion: opened.version! + 1, current: { price: 99, status: 'pending' } },
      });
    }
    expect(detail(saved.id, admin).body.data).toMatchObject({ status: 'pending', price: 99 });
    expect(inHall(saved.id)).toBe(0);
    // Without a version nothing is decided either; on the version now, it is.
    expect(act(approveTransaction, { id: saved.id }).body).toMatchObject({
      success: false,
      data: { field: 'version' },
    });
    expect(act(approveTransaction, seen(saved.id)).body.data.status).toBe('published');
  });

  it('rejects with a reason the owner sees; the owner edits and resubmits', () => {
    const saved = save(listingOf(freePatent())).body.data;
    expect(act(rejectTransaction, { ...seen(saved.id), reason: ' ' }).body).toMatchObject({
      success: false,
    });
    expect(
      act(rejectTransaction, { ...seen(saved.id), reason: '长'.repeat(201) }).body.success,
    ).toBe(false);
    const rejected = act(rejectTransaction, { ...seen(saved.id), reason: '授权说明不完整' }).body
      .data;
    expect(rejected).toMatchObject({ status: 'rejected', statusReason: '授权说明不完整' });
    expect(mine('rejected').find((t) => t.id === saved.id)?.statusReason).toBe('授权说明不完整');
    expect(detail(saved.id).body.errorCode).toBe('NOT_FOUND');
    // Not withdrawn or relisted: edited and sent again.
    expect(
      call(withdrawTransaction, { headers: demo, body: { id: saved.id, reason: '暂不出让' } }).body
        .success,
    ).toBe(false);
    expect(call(relistTransaction, { headers: demo, body: { id: saved.id } }).body.success).toBe(
      false,
    );
    const again = save({
      ...listingOf(freePatent()),
      applicationNumber: saved.applicationNumber,
      id: saved.id,
      version: rejected.version,
    }).body.data;
    expect(again.status).toBe('pending');
    expect(again.statusReason).toBeUndefined();
  });

  it('only pending items are approved or rejected, only by administrators', () => {
    const saved = save(listingOf(freePatent())).body.data;
    for (const handler of [approveTransaction, rejectTransaction]) {
      const sent = act(handler, { ...seen(saved.id), reason: '不符合要求' }, demo);
      expect(sent.status).toBe(403);
      expect(call(handler, { body: { id: saved.id } }).status).toBe(401);
    }
    expect(call(pendingTransactionCount, { headers: demo }).status).toBe(403);
    const count = call<{ count: number }>(pendingTransactionCount, { headers: admin }).body.data
      .count;
    expect(count).toBe(3);
    act(approveTransaction, seen(saved.id));
    expect(act(approveTransaction, seen(saved.id)).body.errorMessage).toBe(
      '该信息已发布，只有待审核的信息可以通过',
    );
    expect(
      act(rejectTransaction, { ...seen(saved.id), reason: '不符合要求' }).body.errorMessage,
    ).toBe('该信息已发布，只有待审核的信息可以驳回');
    expect(act(approveTransaction, { id: 'txn-9999' }).body.errorCode).toBe('TARGET_NOT_FOUND');
    // A pending one is reviewed, not taken down.
    const other = save(listingOf(freePatent())).body.data;
    expect(act(takeDownTransaction, { ...seen(other.id), reason: '重复发布' }).body.success).toBe(
      false,
    );
    const pending = call<API.Page<API.IpcTransaction>>(findAllTransactions, {
      headers: admin,
      query: { queryData: JSON.stringify({ status: 'pending' }) },
    }).body.data;
    expect(pending.content.every((t) => t.status === 'pending')).toBe(true);
    expect(pending.content.map((t) => t.id)).toContain(other.id);
  });

  it('restoring content never approved puts it in review, not the hall (finding 9)', () => {
    // An administrator's own item, withdrawn while it waits for review, then taken down by itself.
    const own = save(listingOf(freePatent()), admin).body.data;
    expect(
      call(withdrawTransaction, { headers: admin, body: { id: own.id, reason: '暂不出让' } }).body
        .success,
    ).toBe(true);
    expect(act(takeDownTransaction, { ...seen(own.id), reason: '重复发布' }).body.data.status).toBe(
      'takenDown',
    );
    const restored = act(restoreTransaction, seen(own.id)).body.data;
    expect(restored).toMatchObject({ status: 'pending', approved: false });
    expect(inHall(own.id)).toBe(0);
    // …where it is still not its own administrator's to approve.
    expect(act(approveTransaction, seen(own.id)).status).toBe(403);
  });

  it('an administrator does not approve its own item: another administrator does', () => {
    const own = save(listingOf(freePatent()), admin).body.data;
    expect(own).toMatchObject({ status: 'pending', owner: 'admin' });
    const self = act(approveTransaction, seen(own.id));
    expect(self.status).toBe(403);
    expect(self.body).toMatchObject({
      success: false,
      errorCode: 'FORBIDDEN',
      errorMessage: '不能审核自己发布的信息，请由其他管理员审核',
    });
    expect(inHall(own.id)).toBe(0);

    const colleague = createUser('13900000088', 'Second2026');
    colleague.profile.userType = 'admin';
    const approved = act(approveTransaction, seen(own.id), authHeader(colleague.account));
    expect(approved.body.data.status).toBe('published');
    expect(inHall(own.id)).toBe(1);
  });

  it('withdrawing works on published and pending items; relisting goes to review unless approved', () => {
    const pending = save(listingOf(freePatent())).body.data;
    expect(
      call(withdrawTransaction, { headers: demo, body: { id: pending.id, reason: '暂不出让' } })
        .body.data.status,
    ).toBe('withdrawn');
    // Never approved: back to review.
    expect(
      call(relistTransaction, { headers: demo, body: { id: pending.id } }).body.data.status,
    ).toBe('pending');
    act(approveTransaction, seen(pending.id));
    call(withdrawTransaction, { headers: demo, body: { id: pending.id, reason: '暂不出让' } });
    // Approved and unchanged: straight back to the hall.
    expect(
      call(relistTransaction, { headers: demo, body: { id: pending.id } }).body.data.status,
    ).toBe('published');
    expect(inHall(pending.id)).toBe(1);
  });

  it('seeds two pending listings and a rejected one for the demo account', () => {
    // One of a patent of the data set, one of a patent outside it (权利人待核验).
    expect(mine('pending').map((t) => t.holderCheck)).toEqual(['pending', undefined]);
    expect(mine('rejected')).toHaveLength(1);
    expect(mine('rejected')[0].statusReason).toBeTruthy();
  });
});

describe('seller and authorisation', () => {
  it('lists under the account’s verified name; the holder’s own patent needs no statement', () => {
    const own = freePatent('西安瑞源电驱动科技有限公司');
    const saved = save(listingOf(own, { authorization: undefined, seller: '某某集团有限公司' }))
      .body.data;
    expect(saved).toMatchObject({ seller: '西安瑞源电驱动科技有限公司', authorized: false });
    expect(saved.authorization).toBeUndefined();
  });

  it('someone else’s patent is 代理/授权出让 and requires the statement, here and in the mock', () => {
    const patent = freePatent();
    const refused = save(listingOf(patent, { authorization: '' })).body;
    expect(refused).toMatchObject({ success: false, errorMessage: '请填写授权说明' });
    expect(refused.data).toMatchObject({ authorization: '请填写授权说明' });
    expect(save(listingOf(patent, { authorization: '太短的说明' })).body.errorMessage).toBe(
      '授权说明长度应为10-300个字符',
    );
    const saved = save(listingOf(patent)).body.data;
    expect(saved).toMatchObject({
      seller: '西安瑞源电驱动科技有限公司',
      authorized: true,
      authorization: STATEMENT,
    });
  });

  it('an unverified account publishes as 个人, whatever its nickname says', () => {
    const patent = freePatent();
    const user = createUser('13922223333', 'Secret2026');
    // The holder is not verified on the platform, so its name is free to type as a nickname…
    user.profile.name = patent.applicants[0].slice(0, 20);
    const refused = save(listingOf(patent, { authorization: '' }), authHeader(user.account)).body;
    // …but it never makes the patent the account's own: the statement is still required.
    expect(refused.data).toMatchObject({ authorization: '请填写授权说明' });
    const saved = save(listingOf(patent), authHeader(user.account)).body.data;
    expect(saved).toMatchObject({ seller: '个人', sellerVerified: false, authorized: true });
  });
});

describe('one live or pending listing per patent and deal', () => {
  it('refuses a second one with the first one’s id; another deal or the item itself is fine', () => {
    const patent = freePatent();
    const first = save(listingOf(patent)).body.data;
    const second = save(listingOf(patent, { price: 10 }));
    expect(second.body).toMatchObject({
      success: false,
      errorCode: 'DUPLICATE_LISTING',
      showType: 2,
      data: { field: 'applicationNumber', duplicateId: first.id, duplicateOwn: true },
    });
    // Another account: the same refusal, not its own.
    const user = createUser('13933334444', 'Secret2026');
    expect(save(listingOf(patent), authHeader(user.account)).body.data).toMatchObject({
      duplicateId: first.id,
      duplicateOwn: false,
    });
    // Published still counts.
    act(approveTransaction, seen(first.id));
    expect(save(listingOf(patent)).body.errorCode).toBe('DUPLICATE_LISTING');
    expect(save(listingOf(patent, { transactionType: 'license' })).body.success).toBe(true);
    expect(save(listingOf(patent, { id: first.id, version: 2, price: 12 })).body.success).toBe(
      true,
    );
    // Withdrawn frees the patent; relisting the withdrawn one is then refused.
    call(withdrawTransaction, { headers: demo, body: { id: first.id, reason: '暂不出让' } });
    const third = save(listingOf(patent, { price: 15 })).body;
    expect(third.success).toBe(true);
    expect(call(relistTransaction, { headers: demo, body: { id: first.id } }).body.errorCode).toBe(
      'DUPLICATE_LISTING',
    );
  });

  it('the seeded listings are one per patent and deal', () => {
    const keys = db()
      .transactions.filter((t) => t.kind === 'sell')
      .map((t) => `${t.applicationNumber}|${t.transactionType}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('one clock', () => {
  it('an item sent and approved today is dated today (China time), not the data set’s day', () => {
    const today = shanghaiToday();
    const sent = save(listingOf(freePatent())).body.data;
    expect(sent).toMatchObject({ publishDate: today, statusDate: today });
    const approved = act(approveTransaction, seen(sent.id)).body.data;
    expect(approved).toMatchObject({ publishDate: today, statusDate: today });
    expect(Date.parse(approved.publishedAt!)).toBeGreaterThan(Date.now() - 60_000);
    // Newest first in the hall: today's listing ahead of the data set's.
    const first = call<API.Page<API.IpcTransaction>>(findTransactions, {
      query: { queryData: JSON.stringify({ kind: 'sell' }) },
    }).body.data.content[0];
    expect(first.id).toBe(sent.id);
  });
});
