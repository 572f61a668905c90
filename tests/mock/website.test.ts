/** @jest-environment node */
import { db, resetDb } from '../../mock/_lib/data';
import { shanghaiToday } from '../../src/contract/tradeForm';
import { findNews, newsDetail } from '../../mock/_lib/handlers/content';
import { leaveMessage } from '../../mock/_lib/handlers/message-leave';
import {
  findDictItems,
  findInstitutions,
  findPledges,
  findProducts,
  productDetail,
} from '../../mock/_lib/handlers/finance';
import { findTransactions, transactionDetail } from '../../mock/_lib/handlers/trading';
import { saveTransaction } from '../../mock/_lib/handlers/trading-save';
import { resetUsers } from '../../mock/_lib/users';
import { routes } from '../../mock/website';
import { approveAsAdmin, authHeader, call, inDays, SELL_FORM } from './helpers';

beforeEach(() => {
  resetDb();
  resetUsers();
});

describe('routes', () => {
  it('registers every website call under its prefix', () => {
    expect(Object.keys(routes)).toEqual(
      expect.arrayContaining([
        'GET /ipr-website-service/api/front/institutionProduct/findIndex',
        'GET /ipr-website-service/api/front/institution/findIndex',
        'GET /ipr-website-service/api/front/dictItem/find',
        'GET /ipr-website-service/api/front/PledgeFinancing/find',
        'GET /ipr-website-service/api/front/ipcTransaction/findIndex',
        'GET /ipr-website-service/api/front/ipcTransaction/detail',
        'GET /ipr-website-service/api/front/ipcTransaction/statistics',
        'GET /ipr-website-service/api/front/PledgeFinancing/statistics',
        'GET /ipr-website-service/api/front/institutionProduct/detail',
        'GET /ipr-website-service/api/front/institution/detail',
        'POST /ipr-website-service/api/front/website/ipcTransaction/saveOrUpdateIndex',
        'POST /ipr-website-service/api/authFront/leaveMessage',
      ]),
    );
  });
});

describe('dictItem/find', () => {
  it('answers the app query with items in sortNo order', () => {
    const sent = call(findDictItems, {
      query: {
        queryData: JSON.stringify({ code: 'SERVICE_TechnicalFields' }),
        sort: 'sortNo desc',
        size: '5000',
      },
    });
    expect(sent.body.success).toBe(true);
    expect(sent.body.data).toMatchObject({
      totalElements: 12,
      number: 0,
      size: 5000,
      totalPages: 1,
    });
    expect(sent.body.data.content[0]).toEqual({
      label: '新一代信息技术',
      value: 'XXJS',
      code: 'SERVICE_TechnicalFields',
      sortNo: 120,
    });
    const asc = call(findDictItems, {
      query: { queryData: { code: 'ZSCQJY' }, sort: 'sortNo asc' },
    });
    expect(asc.body.data.content.map((d: API.DictItem) => d.label)).toEqual([
      '专利拍卖',
      '作价入股',
      '开放许可',
      '专利许可',
      '专利转让',
    ]);
    expect(asc.body.data.content[0].label).toBe('专利拍卖');
  });

  it('serves all five dictionaries and an empty page for an unknown code', () => {
    for (const code of [
      'ZSCQJR',
      'ZSCQJY',
      'SERVICE_MainService',
      'SERVICE_PartTimeOperation',
      'SERVICE_TechnicalFields',
    ]) {
      expect(
        call(findDictItems, { query: { queryData: JSON.stringify({ code }) } }).body.data
          .totalElements,
      ).toBeGreaterThan(3);
    }
    expect(
      call(findDictItems, { query: { queryData: JSON.stringify({ code: 'NOPE' }) } }).body.data,
    ).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      number: 0,
      size: 10,
    });
  });

  it('requires the code and rejects bad input with an envelope', () => {
    expect(call(findDictItems, { query: {} }).body).toEqual({
      success: false,
      data: null,
      errorCode: 'BAD_REQUEST',
      errorMessage: '缺少字典编码',
      showType: 2,
    });
    expect(call(findDictItems, { query: { queryData: '{bad' } }).body.errorMessage).toBe(
      '查询条件格式不正确',
    );
    expect(
      call(findDictItems, { query: { queryData: '{"code":"ZSCQJR"}', sort: 'label sideways' } })
        .body.errorMessage,
    ).toBe('排序方向只能是 asc 或 desc');
  });
});

describe('finance lists', () => {
  it('filters products by category, institution and overlapping amounts', () => {
    const inst = db().institutions[0].id;
    const byInst = call(findProducts, {
      query: { queryData: JSON.stringify({ institutionId: inst }), size: '100' },
    }).body.data;
    expect(byInst.totalElements).toBe(db().institutions[0].productCount);
    const wanted = call(findProducts, {
      query: {
        queryData: JSON.stringify({ amountMin: 1000, amountMax: 1500, category: 'ZLZYDK' }),
        size: '500',
      },
    }).body.data;
    expect(wanted.totalElements).toBeGreaterThan(0);
    for (const p of wanted.content)
      expect(p.amountMax >= 1000 && p.amountMin <= 1500 && p.category === 'ZLZYDK').toBe(true);
    const sorted = call(findProducts, {
      query: { sort: 'rateMin asc', size: '200' },
    }).body.data.content.map((p: API.FinancialProduct) => p.rateMin);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    expect(call(findProducts, { query: { sort: 'name asc' } }).body.errorMessage).toContain(
      '不支持按“name”排序',
    );
  });

  it('lists institutions and pledges, and finds a product by id', () => {
    const banks = call(findInstitutions, {
      query: { queryData: JSON.stringify({ type: '银行' }), sort: 'productCount desc' },
    }).body.data;
    expect(banks.totalElements).toBeGreaterThan(0);
    expect(banks.content.every((i: API.FinancialInstitution) => i.type === '银行')).toBe(true);
    const counts = banks.content.map((i: API.FinancialInstitution) => i.productCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const pledges = call(findPledges, {
      query: { queryData: JSON.stringify({ pledgeType: '专利' }), sort: 'amount desc' },
    }).body.data;
    expect(pledges.content[0].amount).toBeGreaterThanOrEqual(pledges.content[1].amount);
    expect(call(productDetail, { query: { id: 'prod-0001' } }).body.data.id).toBe('prod-0001');
    expect(call(productDetail, { query: { id: 'prod-9999' } }).body).toMatchObject({
      success: false,
      errorCode: 'NOT_FOUND',
      errorMessage: '未找到该金融产品',
    });
  });
});

describe('ipcTransaction', () => {
  const sell = SELL_FORM;

  it('lists with filters, keyword and the default date order', () => {
    const page = call(findTransactions, {
      query: {
        queryData: JSON.stringify({ kind: 'sell', transactionType: 'open_license' }),
        size: '100',
      },
    }).body.data;
    expect(page.totalElements).toBeGreaterThan(0);
    const dates = page.content.map((t: API.IpcTransaction) => t.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const negotiable = call(findTransactions, {
      query: { queryData: JSON.stringify({ negotiable: true }) },
    }).body.data;
    expect(negotiable.content.every((t: API.IpcTransaction) => t.price === null)).toBe(true);
    const listing = db().transactions.find((t) => t.kind === 'sell')!;
    const byNumber = call(findTransactions, { query: { keyword: listing.applicationNumber } }).body
      .data;
    expect(byNumber.content.map((t: API.IpcTransaction) => t.id)).toContain(listing.id);
    expect(
      call(findTransactions, { query: { queryData: JSON.stringify({ priceMin: 'x' }) } }).body
        .errorMessage,
    ).toBe('价格下限必须是数字');
  });

  it('requires login to publish', () => {
    const sent = call(saveTransaction, { body: sell });
    expect(sent.status).toBe(401);
    expect(sent.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED', showType: 9 });
  });

  it('stores a new listing that then shows first', () => {
    const ownedByDemo = () =>
      call(findTransactions, { query: { queryData: JSON.stringify({ owner: 'demo' }) } }).body.data
        .totalElements;
    const before = ownedByDemo();
    const saved = call(saveTransaction, { headers: authHeader('demo'), body: sell }).body;
    expect(saved.success).toBe(true);
    expect(saved.data).toMatchObject({
      id: 'txn-0604',
      status: 'pending',
      publishDate: shanghaiToday(),
      views: 0,
      inquiries: 0,
      owner: 'demo',
      applicationNumber: '201710601862.3',
      patentType: 'invention',
      category: 'ZLZR',
    });
    const firstId = () =>
      call(findTransactions, { query: { queryData: JSON.stringify({ kind: 'sell' }) } }).body.data
        .content[0].id;
    // In review: not in the hall, and unknown to visitors.
    expect(firstId()).not.toBe('txn-0604');
    expect(ownedByDemo()).toBe(before);
    expect(call(transactionDetail, { query: { id: 'txn-0604' } }).body.errorCode).toBe('NOT_FOUND');
    approveAsAdmin('txn-0604');
    expect(firstId()).toBe('txn-0604');
    expect(call(transactionDetail, { query: { id: 'txn-0604' } }).body.data.title).toBe(sell.title);
    expect(ownedByDemo()).toBe(before + 1);
  });

  it('updates only the owner’s items', () => {
    const id = call(saveTransaction, { headers: authHeader('demo'), body: sell }).body.data.id;
    const updated = call(saveTransaction, {
      headers: authHeader('demo'),
      body: { ...sell, id, version: 1, price: null },
    }).body;
    expect(updated.data).toMatchObject({ id, price: null, publishDate: shanghaiToday() });
    expect(db().transactions.filter((t) => t.id === id)).toHaveLength(1);
    expect(
      call(saveTransaction, { headers: authHeader('admin'), body: { ...sell, id, version: 2 } }),
    ).toMatchObject({ status: 403, body: { success: false, errorCode: 'FORBIDDEN' } });
    expect(
      call(saveTransaction, {
        headers: authHeader('demo'),
        body: { ...sell, id: 'txn-0001', version: 1 },
      }).body.errorCode,
    ).toBe('FORBIDDEN');
    expect(
      call(saveTransaction, {
        headers: authHeader('demo'),
        body: { ...sell, id: 'txn-9999', version: 1 },
      }).body.errorCode,
    ).toBe('TARGET_NOT_FOUND');
  });

  it('validates every field in Chinese', () => {
    const h = authHeader('demo');
    const err = (body: Record<string, unknown>) =>
      call(saveTransaction, { headers: h, body }).body.errorMessage;
    expect(err({ ...sell, kind: 'rent' })).toContain('发布类型不正确');
    expect(err({ ...sell, title: '锂电' })).toBe('标题长度应为4-60个字符');
    expect(err({ ...sell, title: '长'.repeat(61) })).toBe('标题长度应为4-60个字符');
    expect(err({ ...sell, field: 'SPACE' })).toBe('请选择正确的技术领域');
    expect(err({ ...sell, transactionType: 'gift' })).toBe('请选择正确的交易方式');
    expect(err({ ...sell, price: -1 })).toBe('价格必须是不小于0的数字');
    expect(err({ ...sell, contactName: '' })).toBe('请填写联系人');
    expect(err({ ...sell, contactPhone: '0291234567' })).toBe('请输入正确的11位手机号码');
    expect(err({ ...sell, description: '长'.repeat(2001) })).toBe('详细描述长度应为20-2000个字符');
    expect(err({ ...sell, description: '太短的描述' })).toBe('详细描述长度应为20-2000个字符');
    expect(err({ ...sell, description: '  ' })).toBe('请填写详细描述');
    expect(err({ ...sell, applicationNumber: '201710601862.4' })).toBe('专利申请号校验位不正确');
    expect(err({ ...sell, applicationNumber: undefined })).toBe('请输入专利申请号');
    expect(err({ ...sell, patentType: 'design' })).toBe('专利类型与申请号不符');
    expect(err({ ...sell, transactionType: 'open_license', price: null })).toBe(
      '开放许可须声明许可使用费',
    );
    const buy = {
      ...sell,
      kind: 'buy',
      applicationNumber: undefined,
      keywords: ['正极材料', '高镍'],
      budgetMin: 50,
      budgetMax: 20,
      deadline: inDays(200),
    };
    expect(err(buy)).toBe('预算下限不能大于预算上限');
    // Checked against the server's clock: yesterday and today are refused, tomorrow is fine.
    expect(err({ ...buy, budgetMax: 100, deadline: inDays(-1) })).toBe('截止日期须晚于今天');
    expect(err({ ...buy, budgetMax: 100, deadline: inDays(0) })).toBe('截止日期须晚于今天');
    // At most 5 years ahead: no 9999-12-31.
    expect(err({ ...buy, budgetMax: 100, deadline: '9999-12-31' })).toMatch(
      /^截止日期不能晚于\d{4}-\d{2}-\d{2}（今天起5年内）$/,
    );
    expect(err({ ...buy, budgetMax: 100, deadline: undefined })).toBe('请选择截止日期');
    expect(err({ ...buy, budgetMax: 100, deadline: '2027-02-30' })).toBe(
      '截止日期格式不正确，应为YYYY-MM-DD',
    );
    expect(
      call(saveTransaction, { headers: h, body: { ...buy, budgetMax: 100 } }).body.data,
    ).toMatchObject({
      kind: 'buy',
      budgetMin: 50,
      budgetMax: 100,
      deadline: inDays(200),
    });
  });

  it('dates a demand’s deadline by the server’s clock in Shanghai days, not the data set’s day', () => {
    const save = (deadline: string) =>
      call(saveTransaction, {
        headers: authHeader('demo'),
        body: {
          ...SELL_FORM,
          kind: 'buy',
          applicationNumber: undefined,
          keywords: ['电池'],
          deadline,
        },
      }).body;
    jest.useFakeTimers({ now: Date.UTC(2029, 2, 1, 16, 30) }); // 2029-03-02 00:30 in Shanghai
    try {
      expect(save('2029-03-02').errorMessage).toBe('截止日期须晚于今天');
      expect(save('2029-03-03').success).toBe(true);
      expect(save('2034-03-02').success).toBe(true);
      expect(save('2034-03-03').errorMessage).toBe('截止日期不能晚于2034-03-02（今天起5年内）');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('news and messages', () => {
  it('lists news without bodies and serves an article with its body', () => {
    const page = call(findNews, { query: { queryData: JSON.stringify({ category: '通知公告' }) } })
      .body.data;
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.content[0].content).toBeUndefined();
    const article = call(newsDetail, { query: { id: page.content[0].id } }).body.data;
    expect(article.title).toBe(page.content[0].title);
    expect(article.content).toMatch(/^<p>.+<\/p><h3>/);
  });

  it('needs a login to leave a message, validates it and stores it', () => {
    const message = {
      name: '王先生',
      mobile: '13912345678',
      email: 'wang@example.com',
      content: '想了解专利质押融资的办理流程和所需材料。',
      targetType: 'product',
      targetId: 'prod-0001',
    };
    expect(call(leaveMessage, { body: message }).status).toBe(401);
    expect(
      call(leaveMessage, { headers: { authorization: 'Bearer bad.token' }, body: message }).body
        .errorMessage,
    ).toBe('登录状态已失效，请重新登录');
    const h = authHeader('demo');
    const err = (body: Record<string, unknown>) =>
      call(leaveMessage, { headers: h, body }).body.errorMessage;
    expect(err({ ...message, name: '王' })).toBe('姓名长度应为2-20个字符');
    expect(err({ ...message, mobile: '123' })).toBe('请输入正确的11位手机号码');
    expect(err({ ...message, email: 'bad' })).toBe('请输入正确的邮箱地址');
    expect(err({ ...message, content: '太短了' })).toBe('留言内容长度应为10-500个字符');
    expect(err({ ...message, content: '长'.repeat(501) })).toBe('留言内容长度应为10-500个字符');
    const before = db().messages.length;
    const saved = call(leaveMessage, { headers: h, body: { ...message, email: '' } }).body;
    expect(saved.data).toMatchObject({
      account: 'demo',
      name: '王先生',
      targetId: 'prod-0001',
      targetTitle: db().products.find((p) => p.id === 'prod-0001')?.name,
      status: 'pending',
    });
    expect(db().messages.filter((m) => m.id === saved.data.id)).toHaveLength(1);
    expect(saved.data.email).toBeUndefined();
    expect(db().messages).toHaveLength(before + 1);
  });
});
