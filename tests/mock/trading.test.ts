/** @jest-environment node */
import { firstTradeError, shanghaiToday, validateTradeForm } from '../../src/contract/tradeForm';
import { db, resetDb } from '../../mock/_lib/data';
import {
  findTransactions,
  maskPhone,
  RELATED_COUNT,
  transactionDetail,
} from '../../mock/_lib/handlers/trading';
import { saveTransaction } from '../../mock/_lib/handlers/trading-save';
import { resetUsers } from '../../mock/_lib/users';
import { countsAsView, VIEW_REPEAT_MS } from '../../mock/_lib/views';
import { approveAsAdmin, authHeader, call, inDays, SELL_FORM } from './helpers';

const DEADLINE = inDays(200);

beforeEach(() => {
  resetDb();
  resetUsers();
});

const q = (queryData: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  queryData: JSON.stringify(queryData),
  ...extra,
});

const sell = SELL_FORM;

const buy = {
  kind: 'buy',
  field: 'XNY',
  title: '求购固态电池相关发明专利',
  keywords: '固态电池，电解质',
  transactionType: 'license',
  budgetMin: '50',
  budgetMax: 200.5,
  deadline: `${DEADLINE}T00:00:00.000Z`,
  description: '我司从事动力电池研发，拟受让固态电解质方向的发明专利2件。',
  contactName: '李工',
  contactPhone: '13800138000',
};

const MASKED = /^1\d{2}\*{4}\d{4}$/;

describe('maskPhone', () => {
  it('keeps the first three and the last four digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('02988886666')).toBe('029****6666');
    expect(maskPhone('12345')).toBe('****2345');
    expect(maskPhone('')).toBe('****');
  });
});

describe('contact gating', () => {
  it('masks phones for visitors and shows them to signed-in users', () => {
    const query = { query: { size: '50' } };
    const visitor = call(findTransactions, query).body.data.content as API.IpcTransaction[];
    expect(visitor).toHaveLength(50);
    for (const t of visitor) {
      const stored = db().transactions.find((x) => x.id === t.id)!;
      expect(t.contactHidden).toBe(true);
      expect(t.contactPhone).toMatch(MASKED);
      expect(t.contactPhone).toBe(maskPhone(stored.contactPhone));
      expect(t.contactPhone).not.toBe(stored.contactPhone);
    }
    const member = call(findTransactions, { ...query, headers: authHeader('demo') }).body.data
      .content as API.IpcTransaction[];
    for (const t of member) {
      expect(t.contactHidden).toBeUndefined();
      expect(t.contactPhone).toBe(db().transactions.find((x) => x.id === t.id)!.contactPhone);
    }
  });

  it('hands out contacts a page at a time: at most 100 items, not the whole hall at once', () => {
    const demo = { headers: authHeader('demo') };
    const full = call(findTransactions, { ...demo, query: { size: '100' } }).body.data;
    expect(full.content).toHaveLength(100);
    expect(full.content.every((t: API.IpcTransaction) => !t.contactHidden)).toBe(true);
    const whole = call(findTransactions, { ...demo, query: { size: '5000' } }).body;
    expect(whole).toMatchObject({ success: false, errorMessage: '每页条数必须是1到100之间的整数' });
  });

  it('treats a forged or expired token as a visitor, not as an error', () => {
    const sent = call(findTransactions, { headers: { authorization: 'Bearer bad.token' } });
    expect(sent.status).toBe(200);
    expect(sent.body.data.content[0].contactHidden).toBe(true);
  });

  it('hides the owner of a written item from visitors', () => {
    const id = call(saveTransaction, { headers: authHeader('demo'), body: sell }).body.data.id;
    approveAsAdmin(id);
    const visitor = call(findTransactions, { query: q({ id }) }).body.data.content[0];
    expect(visitor).toMatchObject({ contactPhone: '139****5678', contactHidden: true });
    expect(visitor.owner).toBeUndefined();
    const member = call(findTransactions, { query: q({ id }), headers: authHeader('admin') }).body
      .data.content[0];
    expect(member).toMatchObject({ contactPhone: '13912345678', owner: 'demo' });
    const owner = call(findTransactions, { query: q({ id }), headers: authHeader('demo') }).body
      .data.content[0];
    expect(owner.owner).toBe('demo');
    // Another account sees the contact the publisher gave, not which account published it.
    const other = call(findTransactions, { query: q({ id }), headers: authHeader('buyer') }).body
      .data.content[0];
    expect(other).toMatchObject({ contactPhone: '13912345678' });
    expect(other.owner).toBeUndefined();
    const detail = call(transactionDetail, { query: { id }, headers: authHeader('buyer') }).body
      .data;
    expect(detail.owner).toBeUndefined();
  });

  it('offers no filter on the owner: a visitor cannot find out who published what', () => {
    const total = (query: Record<string, unknown>, headers = {}) =>
      call(findTransactions, { query, headers }).body.data.totalElements;
    const all = total({});
    // The report's attack: bisecting the accounts (mobiles among them) with comma lists.
    for (const owner of ['demo', '13800000001', 'demo,admin', 'no-such-account'])
      for (const query of [q({ owner }), { owner }]) {
        expect(total(query)).toBe(all);
        expect(total(query, authHeader('buyer'))).toBe(all);
      }
  });

  it('gates the detail and its related items too', () => {
    const id = db().transactions[0].id;
    const visitor = call(transactionDetail, { query: { id } }).body
      .data as API.IpcTransactionDetail;
    expect(visitor.contactPhone).toMatch(MASKED);
    expect(visitor.related.every((t) => t.contactHidden && MASKED.test(t.contactPhone))).toBe(true);
    const member = call(transactionDetail, { query: { id }, headers: authHeader('demo') }).body
      .data as API.IpcTransactionDetail;
    expect(member.contactPhone).toBe(db().transactions[0].contactPhone);
    expect(member.related.every((t) => t.contactHidden === undefined)).toBe(true);
  });
});

describe('ipcTransaction/detail', () => {
  it('counts a view once a day per reader, not the publisher’s or administrators’', () => {
    const item = db().transactions.find((t) => t.kind === 'sell' && t.owner === 'demo')!;
    const before = item.views;
    const viewsOf = (req: Parameters<typeof call>[1]) =>
      call(transactionDetail, { ...req, query: { id: item.id } }).body.data.views;
    const visitor = { ip: '203.0.113.7' };
    expect(viewsOf(visitor)).toBe(before + 1);
    // The same visitor's loop of reads, then another visitor, then an account.
    for (let n = 0; n < 50; n += 1) viewsOf(visitor);
    expect(viewsOf(visitor)).toBe(before + 1);
    expect(viewsOf({ ip: '203.0.113.8' })).toBe(before + 2);
    expect(viewsOf({ ...visitor, headers: authHeader('buyer') })).toBe(before + 3);
    expect(viewsOf({ headers: authHeader('buyer') })).toBe(before + 3);
    // Its publisher and the administrators read it as often as they like.
    expect(viewsOf({ headers: authHeader('demo') })).toBe(before + 3);
    expect(viewsOf({ headers: authHeader('admin') })).toBe(before + 3);
    expect(call(findTransactions, { query: q({ id: item.id }) }).body.data.content[0].views).toBe(
      before + 3,
    );
    resetDb();
    expect(db().transactions.find((t) => t.id === item.id)!.views).toBe(before);
  });

  it('counts a reader’s view again after a day', () => {
    const item = db().transactions.find((t) => t.kind === 'sell' && t.status === undefined)!;
    expect(countsAsView(item.id, 'client:203.0.113.9', 0)).toBe(true);
    expect(countsAsView(item.id, 'client:203.0.113.9', VIEW_REPEAT_MS - 1)).toBe(false);
    expect(countsAsView(item.id, 'client:203.0.113.9', VIEW_REPEAT_MS)).toBe(true);
  });

  it('keeps the views when the owner edits the item', () => {
    const id = call(saveTransaction, { headers: authHeader('demo'), body: sell }).body.data.id;
    approveAsAdmin(id);
    call(transactionDetail, { query: { id } });
    call(transactionDetail, { query: { id }, headers: authHeader('buyer') });
    const updated = call(saveTransaction, {
      headers: authHeader('demo'),
      // Approval was a change: the edit is based on the version after it.
      body: { ...sell, id, version: 2, price: 90 },
    }).body.data;
    // The change goes back to review, the figures stay.
    expect(updated).toMatchObject({ views: 2, price: 90, status: 'pending' });
  });

  it('refuses titles and texts that hide characters (an override, a zero-width space)', () => {
    const hidden = (over: Record<string, unknown>) =>
      call(saveTransaction, { headers: authHeader('demo'), body: { ...sell, ...over } }).body;
    expect(hidden({ title: `${sell.title}\u202e面议` })).toMatchObject({
      success: false,
      errorMessage: '标题不能包含不可见字符或控制字符',
      data: { title: '标题不能包含不可见字符或控制字符' },
    });
    expect(hidden({ contactName: '王\u200b经理' }).success).toBe(false);
    expect(hidden({ description: `${sell.description}\n第二段说明，含换行。` }).success).toBe(true);
  });

  it('does not let an edit turn a listing into a demand', () => {
    const id = call(saveTransaction, { headers: authHeader('demo'), body: sell }).body.data.id;
    const turned = call(saveTransaction, { headers: authHeader('demo'), body: { ...buy, id } });
    expect(turned.body).toMatchObject({
      success: false,
      errorCode: 'BAD_REQUEST',
      errorMessage: '发布后不能更改信息类型（出让/求购），请另行发布',
      data: { field: 'kind' },
    });
    expect(db().transactions.find((t) => t.id === id)?.kind).toBe('sell');
  });

  it('relates up to four items of the same kind sharing the IPC class or the field', () => {
    for (const item of [
      db().transactions.find((t) => t.kind === 'sell')!,
      db().transactions.find((t) => t.kind === 'buy')!,
    ]) {
      const detail = call(transactionDetail, { query: { id: item.id } }).body
        .data as API.IpcTransactionDetail;
      expect(detail.id).toBe(item.id);
      expect(detail.related).toHaveLength(RELATED_COUNT);
      const cls = item.ipcMain?.slice(0, 3);
      for (const r of detail.related) {
        expect(r.id).not.toBe(item.id);
        expect(r.kind).toBe(item.kind);
        expect(r.field === item.field || (cls && r.ipcMain?.startsWith(cls))).toBeTruthy();
      }
    }
  });

  it('puts items sharing both the IPC class and the field first', () => {
    const item = db().transactions.find(
      (t) =>
        t.kind === 'sell' &&
        db().transactions.filter(
          (x) =>
            x.id !== t.id &&
            x.kind === 'sell' &&
            x.field === t.field &&
            x.ipcMain?.slice(0, 3) === t.ipcMain?.slice(0, 3),
        ).length >= RELATED_COUNT,
    )!;
    expect(item).toBeDefined();
    const related = call(transactionDetail, { query: { id: item.id } }).body.data.related;
    for (const r of related as API.IpcTransaction[]) {
      expect(r.field).toBe(item.field);
      expect(r.ipcMain!.slice(0, 3)).toBe(item.ipcMain!.slice(0, 3));
    }
  });

  it('answers an unknown or missing id with an envelope error', () => {
    expect(call(transactionDetail, { query: { id: 'txn-9999' } }).body).toEqual({
      success: false,
      data: null,
      errorCode: 'NOT_FOUND',
      errorMessage: '未找到该交易信息',
      showType: 0,
    });
    expect(call(transactionDetail, { query: {} }).body.errorMessage).toBe('缺少参数 id');
  });
});

describe('ipcTransaction/findIndex filters', () => {
  it('keeps demands whose budget overlaps a price range, and sorts them by budget', () => {
    const page = call(findTransactions, {
      query: q({ kind: 'buy', priceMin: 100, priceMax: 150 }, { size: '100' }),
    }).body.data;
    expect(page.totalElements).toBeGreaterThan(0);
    const expected = db().transactions.filter(
      (t) =>
        t.kind === 'buy' &&
        (t.status ?? 'published') === 'published' &&
        t.budgetMax! >= 100 &&
        t.budgetMin! <= 150,
    );
    expect(page.totalElements).toBe(expected.length);
    const sorted = call(findTransactions, {
      query: q({ kind: 'buy' }, { sort: 'price desc', size: '100' }),
    }).body.data.content.map((t: API.IpcTransaction) => t.budgetMax);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  });

  it('filters listings by type, patent type, field, price and legal status', () => {
    const query = {
      kind: 'sell',
      transactionType: 'transfer',
      patentType: 'invention',
      field: ['XNY', 'XXJS'],
      legalStatus: 'valid',
      priceMin: 10,
      priceMax: 100,
    };
    const page = call(findTransactions, { query: q(query, { sort: 'price asc', size: '100' }) })
      .body.data;
    expect(page.totalElements).toBeGreaterThan(0);
    for (const t of page.content as API.IpcTransaction[]) {
      expect(t).toMatchObject({ kind: 'sell', transactionType: 'transfer', legalStatus: 'valid' });
      expect(t.patentType).toBe('invention');
      expect(['XNY', 'XXJS']).toContain(t.field);
      expect(t.price! >= 10 && t.price! <= 100).toBe(true);
    }
    const prices = page.content.map((t: API.IpcTransaction) => t.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(call(findTransactions, { query: q({ priceMax: 'x' }) }).body.errorMessage).toBe(
      '价格上限必须是数字',
    );
  });
});

describe('saveOrUpdateIndex uses the shared form checks', () => {
  const bodies: Record<string, unknown>[] = [
    { ...sell, price: 0 },
    { ...sell, price: 12.345 },
    { ...sell, description: '太短' },
    { ...sell, keywords: ['a', 'b', 'c', 'd', 'e', 'f'] },
    { ...sell, category: 'NOPE' },
    { ...sell, title: '锂电', contactPhone: '1' },
    { ...buy, keywords: [] },
    { ...buy, deadline: inDays(-1) },
    { ...buy, deadline: inDays(0) },
    { ...buy, deadline: '9999-12-31' },
    { ...buy, budgetMin: -1 },
    { ...buy, field: 'SPACE', description: '' },
    { ...buy, kind: 'rent' },
  ];

  it('refuses exactly what the form refuses, with the same first message', () => {
    const values = (code: string) => db().dictionaries[code].map((d) => d.value);
    const options = {
      today: shanghaiToday(),
      fields: values('SERVICE_TechnicalFields'),
      categories: values('ZSCQJY'),
    };
    for (const body of bodies) {
      const errors = validateTradeForm(body, options);
      expect(Object.keys(errors).length).toBeGreaterThan(0);
      const sent = call(saveTransaction, { headers: authHeader('demo'), body }).body;
      expect(sent.success).toBe(false);
      expect(sent.errorMessage).toBe(firstTradeError(errors, body.kind === 'buy' ? 'buy' : 'sell'));
    }
  });

  it('sends every field message as the envelope data', () => {
    const sent = call(saveTransaction, {
      headers: authHeader('demo'),
      body: { ...sell, title: '锂电', contactPhone: '1' },
    }).body;
    expect(sent).toMatchObject({
      success: false,
      errorCode: 'BAD_REQUEST',
      errorMessage: '标题长度应为4-60个字符',
      data: { title: '标题长度应为4-60个字符', contactPhone: '请输入正确的11位手机号码' },
    });
  });

  it('stores a demand in normal form', () => {
    const saved = call(saveTransaction, { headers: authHeader('demo'), body: buy }).body.data;
    expect(saved).toMatchObject({
      kind: 'buy',
      keywords: ['固态电池', '电解质'],
      budgetMin: 50,
      budgetMax: 200.5,
      deadline: DEADLINE,
      price: null,
      category: 'ZLXK',
      // The account's verified name, not anything sent.
      seller: '西安瑞源电驱动科技有限公司',
      owner: 'demo',
      status: 'pending',
    });
    expect(saved.applicationNumber).toBeUndefined();
  });

  it('stores a negotiable listing and links the patent of the data set', () => {
    // A patent nobody lists yet: one live or pending listing per patent and deal.
    const listed = new Set(db().transactions.map((t) => t.applicationNumber));
    const patent = db().patents.find(
      (p) => p.legalStatus === 'valid' && p.type === 'utility' && !listed.has(p.applicationNumber),
    )!;
    const saved = call(saveTransaction, {
      headers: authHeader('demo'),
      body: { ...sell, applicationNumber: patent.applicationNumber, price: '', seller: '某某公司' },
    }).body.data;
    expect(saved).toMatchObject({
      price: null,
      patentId: patent.id,
      patentType: 'utility',
      legalStatus: 'valid',
      // A `seller` in the body is ignored: the listing shows who publishes it.
      seller: '西安瑞源电驱动科技有限公司',
      authorized: true,
      authorization: sell.authorization,
    });
  });
});
