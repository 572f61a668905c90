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
import { filtersOf, RESULT_SCHEMA, SORTS } from '../../src/utils/patentResultState';
import { TRADE_SCHEMA, tradeQuery } from '../../src/utils/tradeHallState';
import { approveAsAdmin, authHeader, call, SELL_FORM } from './helpers';
import { applicationNumberCheckChar } from '../../src/utils/validators';

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

/** Publishes and approves: only approved items are in the hall (and counted). */
const publish = (
  body: Record<string, unknown> = { ...sellListing, applicationNumber: nextInvention() },
) => {
  const sent = call<API.IpcTransaction>(saveTransaction, { headers: as('admin'), body }).body;
  if (!sent.success) return sent.data;
  return approveAsAdmin(sent.data.id);
};

/** What the hall page asks for at `url` (the same call the page makes), and its total. */
function hallTotal(url: string): number {
  const state = readListState(TRADE_SCHEMA, new URLSearchParams(url.split('?')[1]));
  return call(findTransactions, { query: toListParams(tradeQuery(state, 10)) }).body.data
    .totalElements;
}

/** What the result page asks for at `url`, and its total. */
function patentTotal(url: string): number {
  const state = readListState(RESULT_SCHEMA, new URLSearchParams(url.split('?')[1]));
  // As src/services/data.ts sends it: q, paging and sort, the facet filters in queryData.
  const query = {
    q: state.q,
    ...toListParams({
      sort: SORTS[state.sort].api,
      page: 0,
      size: 10,
      queryData: filtersOf(state),
    }),
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
    const body = { id: 'ss-0001', kind: 'patent', url: '/gxq/patent/result?q=电池', name: 'x' };
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
  it('shows the demo account its two seeded searches, newest first, in Chinese', () => {
    const page = find().body.data;
    expect(page.content.map((s) => [s.id, s.kind])).toEqual([
      ['ss-0002', 'trading'],
      ['ss-0001', 'patent'],
    ]);
    const [hall, patent] = page.content;
    expect(patent.conditions).toEqual(['检索式：锂离子电池', '专利类型：发明']);
    expect(patent.count).toBeGreaterThan(0);
    expect(patent.newCount).toBeUndefined();
    expect(hall.conditions).toEqual(['专利出让', '交易方式：转让', '专利类型：发明']);
    expect(hall).not.toHaveProperty('account');
    expect(find('demo', { kind: 'patent' }).body.data.content.map((s) => s.id)).toEqual([
      'ss-0001',
    ]);
    expect(find('admin').body.data.totalElements).toBe(0);
  });

  it('counts a patent search as the result page’s search counts it', () => {
    const url = '/gxq/patent/result?q=电池&sort=ad-desc&type=invention,utility&ls=valid';
    const saved = save({ kind: 'patent', url }).body.data;
    expect(saved.count).toBeGreaterThan(0);
    expect(saved.count).toBe(patentTotal(url));
    expect(saved.conditions).toEqual([
      '检索式：电池',
      '专利类型：发明、实用新型',
      '法律状态：有效',
      '排序：申请日（新→旧）',
    ]);
    const seeded = byId('ss-0001');
    expect(seeded.count).toBe(patentTotal(seeded.url));
  });

  it('counts a hall filter as the hall lists it, live items only', () => {
    const url = '/gxq/operations/list?type=invention&field=XNY&price=10-50';
    const saved = save({ kind: 'trading', url }).body.data;
    expect(saved.count).toBeGreaterThan(0);
    expect(saved.count).toBe(hallTotal(url));
    expect(saved.conditions).toEqual([
      '专利出让',
      '专利类型：发明',
      '技术领域：新能源',
      '价格：10万-50万',
    ]);
    const demands = save({ kind: 'trading', url: '/gxq/operations/list?kind=buy&tt=license' }).body
      .data;
    expect(demands.count).toBe(hallTotal('/gxq/operations/list?kind=buy&tt=license'));
    const seeded = byId('ss-0002');
    expect(seeded.count).toBe(hallTotal(seeded.url));
  });
});

describe('saving', () => {
  it('names a search after its query, or a filter after its conditions, unless named', () => {
    expect(save({ kind: 'patent', url: '/gxq/patent/result?q=固态电解质' }).body.data.name).toBe(
      '固态电解质',
    );
    expect(
      save({ kind: 'trading', url: '/gxq/operations/list?tt=license&field=XNY&sort=views' }).body
        .data.name,
    ).toBe('专利出让 · 许可 · 新能源');
    expect(
      save({ kind: 'trading', url: '/gxq/operations/list?kind=buy', name: '  求购需求  ' }).body
        .data.name,
    ).toBe('求购需求');
  });

  it('keeps the page’s URL without its page number, and the base path is accepted', () => {
    const saved = save({
      kind: 'patent',
      url: '/ipr-front/gxq/patent/result?q=传感器&page=3&year=2021&saveSearch=1',
    }).body.data;
    expect(saved.url).toBe(`/gxq/patent/result?q=${encodeURIComponent('传感器')}&year=2021`);
  });

  it('saving the same page twice returns the first one', () => {
    const first = save({ kind: 'trading', url: '/gxq/operations/list?type=invention&tt=transfer' })
      .body.data;
    const again = save({ kind: 'trading', url: '/gxq/operations/list?tt=transfer&type=invention' })
      .body.data;
    expect(again).toMatchObject({ id: 'ss-0002', alreadySaved: true });
    expect(first.id).toBe('ss-0002');
    expect(find().body.data.totalElements).toBe(2);
    // Another account saving the same page gets its own.
    expect(save({ kind: 'trading', url: first.url }, 'admin').body.data.alreadySaved).toBe(
      undefined,
    );
  });

  it('refuses bad input with a clear message', () => {
    const refused = (body: unknown) => {
      const sent = save(body);
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ success: false, showType: 2, errorCode: 'BAD_REQUEST' });
      return sent.body.errorMessage;
    };
    expect(refused('text')).toBe('请求内容格式不正确');
    expect(refused({ kind: 'agency', url: '/gxq/patent/result?q=a' })).toMatch('检索类型');
    expect(refused({ kind: 'patent' })).toBe('缺少要保存的页面');
    expect(refused({ kind: 'patent', url: 'https://evil.example/gxq/patent/result?q=a' })).toBe(
      '只能保存专利检索结果页或交易大厅的筛选条件',
    );
    expect(refused({ kind: 'patent', url: '//evil.example/gxq/patent/result?q=a' })).toBe(
      '只能保存专利检索结果页或交易大厅的筛选条件',
    );
    expect(refused({ kind: 'patent', url: '/gxq/index' })).toBe(
      '只能保存专利检索结果页或交易大厅的筛选条件',
    );
    expect(refused({ kind: 'patent', url: '/gxq/operations/list' })).toBe(
      '该页面不是专利检索结果页',
    );
    expect(refused({ kind: 'trading', url: '/gxq/patent/result?q=a' })).toBe('该页面不是交易大厅');
    expect(refused({ kind: 'patent', url: '/gxq/patent/result?q=a&utm=x' })).toBe(
      '不支持的检索条件“utm”',
    );
    expect(refused({ kind: 'patent', url: '/gxq/patent/result' })).toBe('请先输入检索式或关键词');
    expect(refused({ kind: 'patent', url: '/gxq/patent/result?q=TI%3D(' })).toMatch(
      /^检索式有误：/,
    );
    expect(refused({ kind: 'trading', url: '/gxq/operations/list?kind=expert' })).toBe(
      '只能保存专利出让或求购需求的筛选条件',
    );
    expect(refused({ kind: 'patent', url: '/gxq/patent/result?q=a', name: '名'.repeat(31) })).toBe(
      '名称不能超过30个字符',
    );
    expect(find().body.data.totalElements).toBe(2);
  });

  it('keeps at most 30 per account', () => {
    for (let i = 0; i < 28; i += 1)
      expect(
        save({ kind: 'patent', url: `/gxq/patent/result?q=电池&year=${1995 + i}` }).body.success,
      ).toBe(true);
    const sent = save({ kind: 'patent', url: '/gxq/patent/result?q=电机' });
    expect(sent.body).toMatchObject({ success: false, showType: 2 });
    expect(sent.body.errorMessage).toBe('最多保存30条检索，请先在“我的检索”中删除不再需要的');
    // Saving one already there still answers with it.
    expect(
      save({ kind: 'patent', url: '/gxq/patent/result?q=电池&year=1995' }).body.data.alreadySaved,
    ).toBe(true);
    act(removeSavedSearch, { id: 'ss-0001' });
    expect(save({ kind: 'patent', url: '/gxq/patent/result?q=电机' }).body.success).toBe(true);
  });
});

describe('new since last opened', () => {
  const url = '/gxq/operations/list?type=invention&field=XNY';

  it('counts the matching listings published after saving, then after each opening', () => {
    const saved = save({ kind: 'trading', url }).body.data;
    expect(saved.newCount).toBe(0);

    minutes(5);
    publish();
    // Not matching: a utility model in the same field, and a demand.
    publish({ ...sellListing, applicationNumber: '201820000001.0' });
    expect(byId(saved.id)).toMatchObject({ count: saved.count + 1, newCount: 1 });

    minutes(10);
    const opened = act(openSavedSearch, { id: saved.id }).body.data;
    expect(opened).toMatchObject({
      url,
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
    const saved = save({ kind: 'trading', url }).body.data;
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
        errorCode: 'NOT_FOUND',
        showType: 2,
        errorMessage: '未找到该检索，可能已被删除',
      });
      expect(act(handler, {}).body.errorMessage).toBe('缺少参数 id');
    }
    expect(act(openSavedSearch, { id: 'ss-0001' }).body.data.url).toBe(
      `/gxq/patent/result?q=${encodeURIComponent('锂离子电池')}&type=invention`,
    );
    expect(act(removeSavedSearch, { id: 'ss-0001' }).body.data).toEqual({ id: 'ss-0001' });
    expect(find().body.data.content.map((s) => s.id)).toEqual(['ss-0002']);
  });
});
