/** @jest-environment node */
import { db, resetDb } from '../../mock/_lib/data';
import { searchPatents } from '../../mock/_lib/handlers/patent-search';
import {
  findSavedSearches,
  openSavedSearch,
  removeSavedSearch,
  renameSavedSearch,
  saveSearch,
} from '../../mock/_lib/handlers/saved-searches';
import { findTransactions } from '../../mock/_lib/handlers/trading';
import { saveTransaction } from '../../mock/_lib/handlers/trading-save';
import { resetUsers } from '../../mock/_lib/users';
import { routes } from '../../mock/website';
import { toListParams } from '../../src/services/params';
import { readListState } from '../../src/utils/listState';
import { patentSearchRequest, RESULT_SCHEMA } from '../../src/utils/patentResultState';
import {
  patentSavedParams,
  savedSearchLink,
  tradingSavedParams,
} from '../../src/utils/savedSearch';
import { TRADE_SCHEMA, tradeQuery } from '../../src/utils/tradeHallState';
import { approveAsAdmin, authHeader, call, SELL_FORM } from './helpers';
import { applicationNumberCheckChar } from '../../src/contract/validators';

// Tokens carry their issue time: make them on the (fake) clock of each test.
const as = (account: string) => authHeader(account);

const find = (account = 'demo', queryData?: API.SavedSearchFilters) =>
  call<API.Page<API.SavedSearch>>(findSavedSearches, {
    headers: as(account),
    query: queryData ? { queryData: JSON.stringify(queryData) } : {},
  });
const save = (body: unknown, account = 'demo') =>
  call<API.SavedSearch>(saveSearch, { headers: as(account), body });
const act = (handler: typeof openSavedSearch, body: unknown, account = 'demo') =>
  call<API.SavedSearch>(handler, { headers: as(account), body });
const byId = (id: string, account = 'demo') =>
  find(account).body.data.content.find((s) => s.id === id)!;

const patent = (params: unknown, name?: string) => save({ kind: 'patent', params, name });
const hall = (queryData: unknown, rest: Record<string, unknown> = {}, name?: string) =>
  save({ kind: 'trading', params: { ...rest, queryData }, name });

const sellListing = SELL_FORM;
/**
 * Another invention patent's number on each call (its own serial): one live listing per patent
 * and deal, so repeated publishing needs different patents.
 */
let serial = 40000;
function nextInvention(): string {
  serial += 1;
  const digits = `2017106${serial}`;
  return `${digits}.${applicationNumberCheckChar(digits)}`;
}

/**
 * Publishes as demo and approves as the administrator (never the publisher): only approved items
 * are in the hall (and counted).
 */
const publish = (
  body: Record<string, unknown> = { ...sellListing, applicationNumber: nextInvention() },
) => {
  const sent = call<API.IpcTransaction>(saveTransaction, { headers: as('demo'), body }).body;
  if (!sent.success) return sent.data;
  return approveAsAdmin(sent.data.id);
};

/** The hall endpoint's total for a saved filter's query, asked as the hall asks (first page). */
function hallTotal(params: API.SavedTradingParams): number {
  const query = toListParams({ ...params, page: 0, size: 10 });
  return call(findTransactions, { query }).body.data.totalElements;
}

/**
 * A saved search counts applications (records), as the search endpoint counts them without
 * 合并同族 (which counts a family once).
 */
const APPLICATIONS = { groupFamilies: 'false' };

/** The search endpoint's total for a saved search's query, sent as src/services/data.ts sends it. */
function patentTotal({ q, sort, filters }: API.SavedPatentParams): number {
  const query = {
    q,
    ...toListParams({ sort, page: 0, size: 10, queryData: filters }),
    ...APPLICATIONS,
  };
  return call(searchPatents, { query }).body.data.totalElements;
}

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const minutes = (n: number) => jest.setSystemTime(NOW + n * 60_000);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate'] });
  resetDb();
  resetUsers();
});
afterEach(() => jest.useRealTimers());

describe('routes and session', () => {
  it('are served under the website prefix', () => {
    expect(Object.keys(routes)).toEqual(
      expect.arrayContaining([
        'GET /ipr-website-service/api/authFront/savedSearch/find',
        'POST /ipr-website-service/api/authFront/savedSearch/save',
        'POST /ipr-website-service/api/authFront/savedSearch/open',
        'POST /ipr-website-service/api/authFront/savedSearch/rename',
        'POST /ipr-website-service/api/authFront/savedSearch/remove',
      ]),
    );
  });

  it('answer HTTP 401 without a session or with a forged one', () => {
    const body = { id: 'ss-0001', kind: 'patent', params: { q: '电池' }, name: 'x' };
    for (const handler of [
      findSavedSearches,
      saveSearch,
      openSavedSearch,
      renameSavedSearch,
      removeSavedSearch,
    ]) {
      const sent = call(handler, { body });
      expect(sent.status).toBe(401);
      expect(sent.body).toMatchObject({ success: false, showType: 9 });
      expect(call(handler, { body, headers: { authorization: 'forged' } }).status).toBe(401);
    }
  });
});

describe('the list', () => {
  it('shows the demo account its three seeded searches, newest first, in Chinese', () => {
    const page = find().body.data;
    expect(page.content.map((s) => [s.id, s.kind])).toEqual([
      ['ss-0002', 'trading'],
      ['ss-0001', 'patent'],
      ['ss-0003', 'patent'],
    ]);
    const [filter, search, tracked] = page.content;
    expect(search.conditions).toEqual(['检索式：锂离子电池', '专利类型：发明']);
    expect(search.count).toBeGreaterThan(0);
    // Nothing it finds entered the database after it was last opened (saved-search-alerts.test.ts).
    expect(search.newCount).toBe(0);
    expect(tracked.conditions).toEqual(['检索式：储能']);
    expect(tracked.newCount).toBeGreaterThan(0);
    expect(filter.conditions).toEqual(['专利出让', '交易方式：转让', '专利类型：发明']);
    expect(filter).not.toHaveProperty('account');
    expect(filter).not.toHaveProperty('url');
    expect(find('demo', { kind: 'patent' }).body.data.content.map((s) => s.id)).toEqual([
      'ss-0001',
      'ss-0003',
    ]);
    expect(find('admin').body.data.totalElements).toBe(0);
  });

  it('seeds params as a save would keep them', () => {
    for (const seeded of find().body.data.content) {
      const again = save({ kind: seeded.kind, params: seeded.params }).body.data;
      expect(again).toMatchObject({ id: seeded.id, alreadySaved: true, params: seeded.params });
    }
  });

  it('counts a patent search as the search endpoint counts its query', () => {
    const params = {
      q: '电池',
      sort: 'applicationDate desc',
      filters: { type: ['utility', 'invention'], legalStatus: ['valid'] },
    };
    const saved = patent(params).body.data;
    expect(saved.count).toBeGreaterThan(0);
    expect(saved.count).toBe(patentTotal(params as API.SavedPatentParams));
    expect(saved.conditions).toEqual([
      '检索式：电池',
      '专利类型：发明、实用新型',
      '法律状态：有效',
      '排序：申请日（新→旧）',
    ]);
    const seeded = byId('ss-0001');
    expect(seeded.kind === 'patent' && seeded.count).toBe(
      seeded.kind === 'patent' && patentTotal(seeded.params),
    );
  });

  it('describes every patent filter', () => {
    const saved = patent({
      q: '电池',
      filters: {
        type: ['invention'],
        legalStatus: ['invalid', 'valid'],
        year: [2021, 2019],
        ipcSection: ['H'],
        ipcClass: ['H01'],
        applicant: ['甲公司'],
        agency: ['乙代理'],
      },
    }).body.data;
    expect(saved.conditions).toEqual([
      '检索式：电池',
      '专利类型：发明',
      // Facet values in one order whatever order they came in.
      '法律状态：有效、失效',
      '申请年份：2019、2021',
      expect.stringMatching(/^IPC部：H\b/),
      expect.stringMatching(/^IPC大类：H01\b/),
      '申请人：甲公司',
      '代理机构：乙代理',
    ]);
    expect(saved.count).toBe(0);
  });

  it('counts a hall filter as the hall lists its query, live items only', () => {
    const params: API.SavedTradingParams = {
      queryData: {
        kind: 'sell',
        patentType: 'invention',
        field: 'XNY',
        priceMin: 10,
        priceMax: 50,
      },
    };
    const saved = save({ kind: 'trading', params }).body.data;
    expect(saved.count).toBeGreaterThan(0);
    expect(saved.count).toBe(hallTotal(params));
    expect(saved.conditions).toEqual([
      '专利出让',
      '专利类型：发明',
      '技术领域：新能源',
      '价格：10万-50万',
    ]);
    const demands: API.SavedTradingParams = {
      keyword: '电池',
      queryData: { kind: 'buy', transactionType: 'license' },
    };
    const saveDemands = save({ kind: 'trading', params: demands }).body.data;
    expect(saveDemands.count).toBe(hallTotal(demands));
    expect(saveDemands.conditions).toEqual(['求购需求', '关键词：电池', '交易方式：许可']);
    const seeded = byId('ss-0002');
    expect(seeded.kind === 'trading' && seeded.count).toBe(
      seeded.kind === 'trading' && hallTotal(seeded.params),
    );
  });

  it('describes a price from its numbers, counted as the hall counts it', () => {
    const cases: [Partial<API.SavedTradingQueryData>, string][] = [
      [{ priceMax: 10 }, '价格：10万以下'],
      [{ priceMin: 200 }, '价格：200万以上'],
      [{ priceMin: 30, priceMax: 80 }, '价格：30万-80万'],
      [{ priceMin: 0.5, priceMax: 0.5 }, '价格：0.5万'],
      [{ priceMin: 5000, priceMax: 15000 }, '价格：5000万-1.5亿'],
      [{ negotiable: true }, '价格：面议'],
      [{ negotiable: false }, '价格：有标价'],
    ];
    for (const [price, condition] of cases) {
      const queryData = { kind: 'sell' as const, ...price };
      const saved = hall(queryData).body.data;
      expect(saved.conditions).toEqual(['专利出让', condition]);
      expect(saved.count).toBe(hallTotal({ queryData }));
    }
    // The bands differ: the hall's figures show the price is applied.
    expect(hallTotal({ queryData: { kind: 'sell', negotiable: true } })).toBeGreaterThan(0);
    expect(hallTotal({ queryData: { kind: 'sell', negotiable: true } })).not.toBe(
      hallTotal({ queryData: { kind: 'sell', priceMin: 200 } }),
    );
  });

  it('counts what a page saves as that page searches', () => {
    // The portal builds params with the page's own query functions: the mock's figure for them is
    // the page's own total.
    const hallState = readListState(
      TRADE_SCHEMA,
      new URLSearchParams('type=invention&field=XNY&price=10-50&sort=price-asc&page=2'),
    );
    const fromHall = tradingSavedParams({ ...hallState, kind: 'sell' });
    const hallPage = call(findTransactions, { query: toListParams(tradeQuery(hallState, 10)) });
    expect(hallPage.body.data.totalElements).toBeGreaterThan(0);
    expect(save({ kind: 'trading', params: fromHall }).body.data.count).toBe(
      hallPage.body.data.totalElements,
    );

    const resultState = readListState(
      RESULT_SCHEMA,
      new URLSearchParams('q=电池&ls=valid&ipcs=H&sort=pd-asc&page=3'),
    );
    const fromResult = patentSavedParams(resultState);
    const { filters, ...rest } = patentSearchRequest(resultState);
    const resultPage = call(searchPatents, {
      query: {
        ...toListParams({ ...rest, page: 0, size: 10, queryData: filters }),
        ...APPLICATIONS,
      },
    });
    expect(resultPage.body.data.totalElements).toBeGreaterThan(0);
    expect(patent(fromResult).body.data.count).toBe(resultPage.body.data.totalElements);
  });
});

describe('扩展检索 in a saved search', () => {
  /** What the result page at `url` saves, its count, and the page's own total. */
  const fromResultPage = (url: string) => {
    const state = readListState(RESULT_SCHEMA, new URLSearchParams(url));
    const { filters, ...rest } = patentSearchRequest(state);
    const total = call(searchPatents, {
      query: {
        ...toListParams({ ...rest, page: 0, size: 10, queryData: filters }),
        ...APPLICATIONS,
      },
    }).body.data.totalElements;
    const params = patentSavedParams(state);
    return { params, saved: patent(params).body.data, total };
  };

  it('counts and describes a search as the page searched it: widened, narrowed or off', () => {
    const widened = fromResultPage('q=锂电池');
    expect(widened.params).toEqual({ q: '锂电池', sort: 'relevance' });
    expect(widened.saved.count).toBe(widened.total);
    expect(widened.total).toBeGreaterThan(10);

    const narrowed = fromResultPage('q=锂电池&nx=锂离子电池,锂离子二次电池');
    expect(narrowed.params).toEqual({
      q: '锂电池',
      sort: 'relevance',
      without: ['锂离子电池', '锂离子二次电池'],
    });
    expect(narrowed.saved.count).toBe(narrowed.total);
    expect(narrowed.total).toBeLessThan(widened.total);
    expect(narrowed.saved.conditions).toEqual([
      '检索式：锂电池',
      '不扩展：锂离子电池、锂离子二次电池',
    ]);

    const off = fromResultPage('q=锂电池&exp=0&nx=锂离子电池');
    expect(off.params).toEqual({ q: '锂电池', sort: 'relevance', expand: false });
    expect(off.saved.count).toBe(off.total);
    expect(off.saved.conditions).toEqual(['检索式：锂电池', '扩展检索：关闭']);
    // Each opens the page it was saved from.
    expect(decodeURIComponent(savedSearchLink(off.saved).url)).toBe(
      '/gxq/patent/result?q=锂电池&exp=0',
    );
    expect(decodeURIComponent(savedSearchLink(narrowed.saved).url)).toBe(
      '/gxq/patent/result?q=锂电池&nx=锂离子电池,锂离子二次电池',
    );
  });

  it('refuses an expand that is not a boolean and a without that is not a list of words', () => {
    for (const params of [
      { q: '电池', expand: 'false' },
      { q: '电池', without: '锂离子电池' },
      { q: '电池', without: [''] },
      { q: '电池', without: ['x'.repeat(51)] },
    ])
      expect({ params, body: patent(params).body }).toMatchObject({
        params,
        body: { success: false, errorCode: 'BAD_REQUEST' },
      });
  });
});

describe('saving', () => {
  it('names a search after its query, or a filter after its conditions, unless named', () => {
    expect(patent({ q: '固态电解质' }).body.data.name).toBe('固态电解质');
    expect(
      hall({ kind: 'sell', transactionType: 'license', field: 'XNY' }, { sort: 'views desc' }).body
        .data.name,
    ).toBe('专利出让 · 许可 · 新能源');
    expect(hall({ kind: 'buy' }, {}, '  求购需求  ').body.data.name).toBe('求购需求');
    expect(Array.from(patent({ q: `${'电池'.repeat(20)}` }).body.data.name)).toHaveLength(30);
  });

  it('keeps params canonical: keys sorted, empty values and defaults left out', () => {
    const search = patent({
      sort: 'relevance',
      q: '  传感器 ',
      filters: { year: [2021, 2020, 2021], type: [], applicant: ['  甲公司 ', ''] },
    }).body.data;
    expect(search.params).toEqual({
      filters: { applicant: ['甲公司'], year: [2020, 2021] },
      q: '传感器',
    });
    expect(Object.keys(search.params)).toEqual(['filters', 'q']);
    expect(patent({ q: '电机', filters: { type: [] } }).body.data.params).toEqual({ q: '电机' });

    const filter = save({
      kind: 'trading',
      params: {
        sort: 'publishDate desc',
        keyword: ' ',
        queryData: {
          priceMin: 10,
          kind: 'sell',
          category: '',
          priceMax: 50,
          negotiable: false,
          legalStatus: null,
        },
      },
    }).body.data;
    expect(filter.params).toEqual({ queryData: { kind: 'sell', priceMax: 50, priceMin: 10 } });
    expect(Object.keys((filter.params as API.SavedTradingParams).queryData)).toEqual([
      'kind',
      'priceMax',
      'priceMin',
    ]);
    expect(hall({ kind: 'sell' }, { sort: ' price   asc ' }).body.data.params).toEqual({
      sort: 'price asc',
      queryData: { kind: 'sell' },
    });
  });

  it('saving the same conditions twice returns the first one', () => {
    const first = hall({ kind: 'sell', transactionType: 'transfer', patentType: 'invention' }).body
      .data;
    expect(first).toMatchObject({ id: 'ss-0002', alreadySaved: true });
    const again = save({
      kind: 'trading',
      params: {
        sort: 'publishDate desc',
        keyword: '',
        queryData: { patentType: 'invention', kind: 'sell', transactionType: 'transfer' },
      },
      name: '另一个名字',
    }).body.data;
    expect(again).toMatchObject({ id: 'ss-0002', alreadySaved: true, name: '发明专利转让' });
    const search = patent({ q: '电池', filters: { type: ['utility', 'invention'] } }).body.data;
    expect(search.alreadySaved).toBeUndefined();
    expect(
      patent({ filters: { type: ['invention', 'utility'] }, sort: 'relevance', q: '电池 ' }).body
        .data,
    ).toMatchObject({ id: search.id, alreadySaved: true });
    expect(find().body.data.totalElements).toBe(4);
    // Not the same: another sort, another filter value, another kind of search.
    expect(patent({ q: '电池', sort: 'publicationDate asc' }).body.data.alreadySaved).toBe(
      undefined,
    );
    expect(
      hall({ kind: 'buy', transactionType: 'transfer', patentType: 'invention' }).body.data
        .alreadySaved,
    ).toBeUndefined();
    // Another account saving the same conditions gets its own.
    expect(save({ kind: 'trading', params: first.params }, 'admin').body.data).toMatchObject({
      id: expect.not.stringMatching('ss-0002'),
    });
    expect(save({ kind: 'trading', params: first.params }, 'admin').body.data.alreadySaved).toBe(
      true,
    );
  });

  it('refuses bad input with a clear message', () => {
    const refused = (body: unknown) => {
      const sent = save(body);
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ success: false, showType: 2, errorCode: 'BAD_REQUEST' });
      return sent.body.errorMessage;
    };
    const search = (params: unknown) => refused({ kind: 'patent', params });
    const filter = (queryData: unknown, rest: Record<string, unknown> = {}) =>
      refused({ kind: 'trading', params: { ...rest, queryData } });

    expect(refused('text')).toBe('请求内容格式不正确');
    expect(refused({ kind: 'agency', params: { q: 'a' } })).toMatch('检索类型');
    expect(refused({ kind: 'patent' })).toBe('缺少检索条件 params');
    // What the portal sent before: a page URL, which no backend can run.
    expect(refused({ kind: 'patent', url: '/gxq/patent/result?q=a' })).toBe('缺少检索条件 params');
    expect(search('/gxq/patent/result?q=a')).toBe('检索条件格式不正确');
    expect(search({ q: 'a', page: 2 })).toBe('不支持的检索条件“page”');
    expect(search({})).toBe('请先输入检索式或关键词');
    expect(search({ q: '  ' })).toBe('请先输入检索式或关键词');
    expect(search({ q: ['电池'] })).toBe('检索式格式不正确');
    expect(search({ q: 'TI=(' })).toMatch(/^检索式有误：/);
    expect(search({ q: '电'.repeat(501) })).toMatch(/^检索式有误：.*500/);
    expect(search({ q: 'a', sort: 'score' })).toMatch(/^排序方式“score”不正确/);
    expect(search({ q: 'a', filters: ['invention'] })).toBe('筛选条件格式不正确');
    expect(search({ q: 'a', filters: { color: ['red'] } })).toBe('不支持的检索条件“color”');
    expect(search({ q: 'a', filters: { type: 'invention' } })).toBe('专利类型筛选条件应为列表');
    expect(search({ q: 'a', filters: { type: ['patent'] } })).toBe('专利类型筛选值“patent”不正确');
    expect(search({ q: 'a', filters: { legalStatus: ['expired'] } })).toMatch('法律状态');
    expect(search({ q: 'a', filters: { year: ['2021'] } })).toBe('申请年份筛选值“2021”不正确');
    expect(search({ q: 'a', filters: { year: [1850] } })).toMatch('申请年份');
    expect(search({ q: 'a', filters: { ipcSection: ['h'] } })).toMatch('IPC部');
    expect(search({ q: 'a', filters: { ipcClass: ['H1'] } })).toMatch('IPC大类');
    expect(search({ q: 'a', filters: { applicant: [3] } })).toBe('申请人格式不正确');
    expect(search({ q: 'a', filters: { agency: ['名'.repeat(101)] } })).toBe(
      '代理机构不能超过100个字符',
    );
    const years = Array.from({ length: 21 }, (_, i) => 2000 + i);
    expect(search({ q: 'a', filters: { year: years } })).toBe('申请年份最多选择20个');

    expect(refused({ kind: 'trading', params: { keyword: '电池' } })).toBe(
      '缺少交易大厅的筛选条件 queryData',
    );
    expect(filter({ kind: 'sell' }, { page: 1 })).toBe('不支持的检索条件“page”');
    expect(filter({ kind: 'sell', size: 10 })).toBe('不支持的检索条件“size”');
    expect(filter({ kind: 'expert' })).toBe('只能保存专利出让或求购需求的筛选条件');
    expect(filter({})).toBe('只能保存专利出让或求购需求的筛选条件');
    expect(filter('kind=sell')).toBe('筛选条件格式不正确');
    expect(filter({ kind: 'sell' }, { keyword: 5 })).toBe('关键词格式不正确');
    expect(filter({ kind: 'sell' }, { keyword: '词'.repeat(101) })).toBe('关键词不能超过100个字符');
    expect(filter({ kind: 'sell' }, { sort: 'title asc' })).toMatch(/^排序方式“title asc”不正确/);
    expect(filter({ kind: 'sell' }, { sort: 'price' })).toMatch(/^排序方式“price”不正确/);
    expect(filter({ kind: 'sell', transactionType: 'gift' })).toMatch(/^交易方式“gift”不正确/);
    expect(filter({ kind: 'sell', patentType: 'software' })).toMatch(/^专利类型“software”不正确/);
    expect(filter({ kind: 'sell', legalStatus: 'lost' })).toMatch(/^法律状态“lost”不正确/);
    expect(filter({ kind: 'sell', field: 'MARS' })).toBe('技术领域“MARS”不存在');
    expect(filter({ kind: 'sell', category: 'ZZZ' })).toBe('交易类别“ZZZ”不存在');
    expect(filter({ kind: 'sell', field: ['XNY'] })).toBe('技术领域格式不正确');
    expect(filter({ kind: 'sell', priceMin: '10' })).toBe('价格下限必须是不小于0的数字（万元）');
    expect(filter({ kind: 'sell', priceMax: -1 })).toBe('价格上限必须是不小于0的数字（万元）');
    expect(filter({ kind: 'sell', priceMax: 2_000_000 })).toMatch('价格上限不能超过');
    expect(filter({ kind: 'sell', priceMin: 50, priceMax: 10 })).toBe('价格下限不能高于价格上限');
    expect(filter({ kind: 'sell', negotiable: 'yes' })).toBe('面议只能是 true 或 false');
    expect(filter({ kind: 'sell', negotiable: true, priceMax: 10 })).toBe(
      '面议不能与价格区间同时选择',
    );
    expect(refused({ kind: 'patent', params: { q: 'a' }, name: '名'.repeat(31) })).toBe(
      '名称不能超过30个字符',
    );
    expect(find().body.data.totalElements).toBe(3);
  });

  it('keeps at most 30 per account', () => {
    // Demo has three seeded.
    for (let i = 0; i < 27; i += 1)
      expect(patent({ q: '电池', filters: { year: [1995 + i] } }).body.success).toBe(true);
    const sent = patent({ q: '电机' });
    expect(sent.body).toMatchObject({ success: false, showType: 2 });
    expect(sent.body.errorMessage).toBe('最多保存30条检索，请先在“我的检索”中删除不再需要的');
    // Saving one already there still answers with it.
    expect(patent({ q: '电池', filters: { year: [1995] } }).body.data.alreadySaved).toBe(true);
    act(removeSavedSearch, { id: 'ss-0001' });
    expect(patent({ q: '电机' }).body.success).toBe(true);
  });
});

describe('new since last opened', () => {
  const queryData = { kind: 'sell', patentType: 'invention', field: 'XNY' };

  it('counts the matching listings published after saving, then after each opening', () => {
    const saved = hall(queryData).body.data;
    expect(saved.newCount).toBe(0);

    minutes(5);
    publish();
    // Not matching: a utility model in the same field.
    publish({ ...sellListing, applicationNumber: '201820000001.0' });
    expect(byId(saved.id)).toMatchObject({ count: saved.count + 1, newCount: 1 });

    minutes(10);
    const opened = act(openSavedSearch, { id: saved.id }).body.data;
    expect(opened).toMatchObject({
      params: { queryData },
      newCount: 0,
      lastOpenedAt: new Date(NOW + 600_000).toISOString(),
    });
    expect(byId(saved.id).newCount).toBe(0);

    minutes(11);
    publish();
    publish();
    expect(byId(saved.id)).toMatchObject({ count: saved.count + 3, newCount: 2 });
  });

  it('a listing taken off the hall no longer counts, new or not', () => {
    const saved = hall(queryData).body.data;
    minutes(1);
    const item = publish();
    expect(byId(saved.id).newCount).toBe(1);
    const index = db().transactions.findIndex((t) => t.id === item.id);
    db().transactions[index] = { ...item, status: 'withdrawn' };
    expect(byId(saved.id)).toMatchObject({ count: saved.count, newCount: 0 });
  });

  it('seeded listings count by their day: those after the last opening are new', () => {
    const seeded = byId('ss-0002');
    const matching = db().transactions.filter(
      (t) =>
        t.kind === 'sell' &&
        t.transactionType === 'transfer' &&
        t.patentType === 'invention' &&
        (t.status ?? 'published') === 'published',
    );
    expect(seeded.count).toBe(matching.length);
    // Last opened 2026-11-14 09:00 in China: listings of the 15th on are new, the 14th's are not.
    const expected = matching.filter((t) => t.publishDate >= '2026-11-15').length;
    expect(expected).toBeGreaterThan(0);
    expect(seeded.newCount).toBe(expected);
  });
});

describe('acting on one', () => {
  it('opens, renames and removes the owner’s own; others get 403, unknown ids a message', () => {
    expect(act(renameSavedSearch, { id: 'ss-0001', name: ' 电池专利 ' }).body.data.name).toBe(
      '电池专利',
    );
    expect(act(renameSavedSearch, { id: 'ss-0001', name: ' ' }).body.errorMessage).toBe(
      '请填写名称',
    );
    for (const handler of [openSavedSearch, renameSavedSearch, removeSavedSearch]) {
      const other = act(handler, { id: 'ss-0001', name: 'x' }, 'admin');
      expect(other.status).toBe(403);
      expect(other.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
      const missing = act(handler, { id: 'ss-9999', name: 'x' });
      expect(missing.body).toMatchObject({
        success: false,
        errorCode: 'TARGET_NOT_FOUND',
        showType: 2,
        errorMessage: '未找到该检索，可能已被删除',
      });
      expect(act(handler, {}).body.errorMessage).toBe('缺少参数 id');
    }
    const opened = act(openSavedSearch, { id: 'ss-0001' }).body.data;
    expect(opened).toMatchObject({
      kind: 'patent',
      params: { q: '锂离子电池', filters: { type: ['invention'] } },
      conditions: ['检索式：锂离子电池', '专利类型：发明'],
    });
    expect(act(removeSavedSearch, { id: 'ss-0001' }).body.data).toEqual({ id: 'ss-0001' });
    expect(find().body.data.content.map((s) => s.id)).toEqual(['ss-0002', 'ss-0003']);
  });
});
