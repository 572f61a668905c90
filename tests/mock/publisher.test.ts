/**
 * @jest-environment node
 *
 * One identity per account: an item is shown under its publishing account's verified company
 * (else 个人) wherever it is read — the hall, its page, 成交公示, the owner's and the
 * administrators' lists, the threads — and is the holder's own only when that name is the
 * patent's registered holder. Read at the time of asking, so a verification decided after
 * publication shows at once.
 */
import { db, resetDb } from '../../mock/_lib/data';
import { findAllTransactions } from '../../mock/_lib/handlers/admin-trading';
import { leaveMessage } from '../../mock/_lib/handlers/message-leave';
import { postMessage } from '../../mock/_lib/handlers/messages';
import { findMyTransactions } from '../../mock/_lib/handlers/my-trading';
import { findDeals, findTransactions, transactionDetail } from '../../mock/_lib/handlers/trading';
import { saveTransaction } from '../../mock/_lib/handlers/trading-save';
import { approveVerification, submitVerification } from '../../mock/_lib/handlers/verification';
import { allUsers, createUser, resetUsers } from '../../mock/_lib/users';
import { approveAsAdmin, authHeader, call } from './helpers';

const DEMO_COMPANY = '西安瑞源电驱动科技有限公司';
const admin = authHeader('admin');
const demo = authHeader('demo');

/** Every item of a paged list call, page by page. */
function everyItem(
  handler: Parameters<typeof call>[0],
  headers: Record<string, string> = {},
  query: Record<string, string> = {},
): API.IpcTransaction[] {
  const items: API.IpcTransaction[] = [];
  for (let page = 0; ; page += 1) {
    const { content, totalPages } = call<API.Page<API.IpcTransaction>>(handler, {
      headers,
      query: { size: '100', page: String(page), ...query },
    }).body.data;
    items.push(...content);
    if (page + 1 >= totalPages) return items;
  }
}

const holderOf = (item: API.IpcTransaction) =>
  db().patents.find((p) => p.id === item.patentId)?.applicants[0];

beforeEach(() => {
  resetDb();
  resetUsers();
});

describe('the seeded data set', () => {
  const verifiedNames = () =>
    new Map(
      allUsers()
        .filter((u) => u.profile.verifiedName)
        .map((u) => [u.profile.verifiedName!, u.account]),
    );

  it("shows every owned item under its account's verified company, and no company under two identities", () => {
    const companies = verifiedNames();
    const users = new Map(allUsers().map((u) => [u.account, u.profile]));
    for (const item of everyItem(findAllTransactions, admin)) {
      if (item.owner) {
        const verified = users.get(item.owner)!.verifiedName;
        expect([item.id, item.seller, item.sellerVerified]).toEqual([
          item.id,
          verified ?? '个人',
          Boolean(verified),
        ]);
      } else {
        // An item of no account is published by a company no account is verified as.
        expect([item.id, companies.get(item.seller)]).toEqual([item.id, undefined]);
      }
    }
  });

  it("makes a listing the holder's own only when its seller is the patent's registered holder", () => {
    for (const item of everyItem(findAllTransactions, admin)) {
      if (item.kind !== 'sell') continue;
      // Outside the data set, what the publisher claimed (and proved with its scan).
      const own = item.holderClaim ? item.holderClaim === 'holder' : item.seller === holderOf(item);
      expect([item.id, Boolean(item.authorized)]).toEqual([item.id, !own]);
      if (item.authorized) expect(item.authorization?.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('shows all of demo’s items as 西安瑞源电驱动科技有限公司 in every list that holds them', () => {
    const mine = everyItem(findMyTransactions, demo, { kind: 'sell' }).concat(
      everyItem(findMyTransactions, demo, { kind: 'buy' }),
    );
    expect(mine.map((t) => t.id).sort()).toEqual(
      db()
        .transactions.filter((t) => t.owner === 'demo')
        .map((t) => t.id)
        .sort(),
    );
    const ids = new Set(mine.map((t) => t.id));
    const readers = [
      ...everyItem(findTransactions),
      ...everyItem(findDeals),
      ...everyItem(findAllTransactions, admin),
      ...mine,
      ...mine.map(
        (t) =>
          call<API.IpcTransactionDetail>(transactionDetail, { headers: demo, query: { id: t.id } })
            .body.data,
      ),
    ].filter((t) => ids.has(t.id));
    expect(new Set(readers.map((t) => t.seller))).toEqual(new Set([DEMO_COMPANY]));
    // An administrator searching by the company finds demo's items and nobody else's.
    const found = everyItem(findAllTransactions, admin, { keyword: '西安瑞源电驱动' });
    expect(found.map((t) => t.id).sort()).toEqual([...ids].sort());
  });
});

describe('a verification decided after publication', () => {
  // A 1×1 PNG: the licence's header is read, so it must be a whole picture.
  const PNG =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  it('turns a 个人 authorised listing into the holder’s own, in the hall and in its threads', () => {
    // A holder no account speaks for yet, whose valid patent is not listed.
    const listed = new Set(db().transactions.map((t) => t.applicationNumber));
    const owners = new Set(db().transactions.map((t) => t.seller));
    const patent = db().patents.find(
      (p) =>
        p.legalStatus === 'valid' &&
        p.applicants[0].endsWith('有限公司') &&
        !owners.has(p.applicants[0]) &&
        !listed.has(p.applicationNumber),
    )!;
    const holder = patent.applicants[0];
    const user = createUser('13900005555', 'Secret2026');
    const headers = authHeader(user.account);
    const saved = call<API.IpcTransaction>(saveTransaction, {
      headers,
      body: {
        kind: 'sell',
        applicationNumber: patent.applicationNumber,
        title: patent.title.slice(0, 60),
        field: patent.field ?? 'XNY',
        transactionType: 'transfer',
        price: 30,
        description: '该专利已完成中试验证，可整体转让并提供必要的技术支持与资料。',
        contactName: '王经理',
        contactPhone: '13912345678',
        authorization: '受专利权人书面委托代理出让，授权书编号2026-031',
      },
    }).body.data;
    expect(saved).toMatchObject({ seller: '个人', sellerVerified: false, authorized: true });
    approveAsAdmin(saved.id);

    const application = call<API.Verification>(submitVerification, {
      headers,
      body: {
        companyName: holder,
        creditCode: db().applicants.find((a) => a.name === holder)!.creditCode,
        contactName: '王经理',
        contactPhone: '13912345678',
        licence: PNG,
      },
    }).body;
    expect(application.success).toBe(true);
    expect(
      call(approveVerification, { headers: admin, body: { id: application.data.id } }).body.success,
    ).toBe(true);

    const read = (h: Record<string, string>) =>
      call<API.IpcTransactionDetail>(transactionDetail, { headers: h, query: { id: saved.id } })
        .body.data;
    expect(read({})).toMatchObject({ seller: holder, sellerVerified: true, authorized: false });
    expect(
      everyItem(findTransactions, {}, { keyword: patent.applicationNumber }).map((t) => [
        t.id,
        t.seller,
      ]),
    ).toEqual([[saved.id, holder]]);

    // A buyer writes to the holder and is answered under the holder's name.
    const question = call<API.LeaveMessage>(leaveMessage, {
      headers: authHeader('buyer'),
      body: {
        purpose: 'consult',
        targetType: 'listing',
        targetId: saved.id,
        name: '采购部李工',
        mobile: '13800000003',
        content: '请问该专利是否可以先许可后转让？',
      },
    }).body;
    expect(question.success).toBe(true);
    const answer = call<API.LeaveMessage>(postMessage, {
      headers,
      body: { id: question.data.id, content: '可以，许可费可抵转让款。' },
    }).body.data;
    expect(answer.thread!.at(-1)).toMatchObject({ role: 'owner', author: holder });
  });
});
