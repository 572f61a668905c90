/** @jest-environment node */
// 检索历史 of a signed-in account: the patent searches it ran, newest first, each query once, at
// most 50; a visitor's browser history merged in at sign-in; one entry or all of them removed by
// their owner only; kept by the store. `firm` has none; demo has three seeded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetDb } from '../../mock/_lib/data';
import { demoSearchHistory } from '../../mock/_lib/data/search-history';
import {
  addSearchHistory,
  clearSearchHistory,
  findSearchHistory,
  mergeSearchHistory,
  removeSearchHistory,
  SEARCH_HISTORY_LIMIT,
} from '../../mock/_lib/handlers/search-history';
import { closeStore, openStore } from '../../mock/_lib/store';
import { replaceSessions } from '../../mock/_lib/token';
import { resetUsers } from '../../mock/_lib/users';
import { routes } from '../../mock/website';
import { authHeader, call } from './helpers';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const seconds = (n: number) => jest.setSystemTime(NOW + n * 1000);

const as = (account: string) => ({ method: 'POST', headers: authHeader(account) });
const list = (account = 'firm') =>
  call<API.SearchHistory>(findSearchHistory, { headers: authHeader(account) }).body.data;
const queries = (account = 'firm') => list(account).content.map((e) => e.query);
const add = (query: unknown, account = 'firm') =>
  call<API.SearchHistoryEntry>(addSearchHistory, { ...as(account), body: { query } });
const merge = (body: unknown, account = 'firm') =>
  call<API.SearchHistory>(mergeSearchHistory, { ...as(account), body });
const remove = (id: unknown, account = 'firm') =>
  call<{ id: string }>(removeSearchHistory, { ...as(account), body: { id } });
const clear = (account = 'firm') =>
  call<{ removed: number }>(clearSearchHistory, { ...as(account), body: {} });

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
        'GET /ipr-website-service/api/authFront/searchHistory/find',
        'POST /ipr-website-service/api/authFront/searchHistory/add',
        'POST /ipr-website-service/api/authFront/searchHistory/merge',
        'POST /ipr-website-service/api/authFront/searchHistory/remove',
        'POST /ipr-website-service/api/authFront/searchHistory/clear',
      ]),
    );
  });

  it('answer HTTP 401 without a session or with a forged one', () => {
    const body = { query: '电池', queries: ['电池'], id: 'sh-0001' };
    for (const handler of [
      findSearchHistory,
      addSearchHistory,
      mergeSearchHistory,
      removeSearchHistory,
      clearSearchHistory,
    ]) {
      const sent = call(handler, { method: 'POST', body });
      expect(sent.status).toBe(401);
      expect(sent.body).toMatchObject({ success: false, showType: 9 });
      expect(
        call(handler, { method: 'POST', body, headers: { authorization: 'forged' } }).status,
      ).toBe(401);
    }
  });
});

describe('adding and listing', () => {
  it('shows demo its seeded searches, newest first', () => {
    expect(list('demo')).toEqual({
      content: [
        { id: 'sh-0003', query: '永磁同步电机', searchedAt: '2026-11-20T02:10:00.000Z' },
        { id: 'sh-0002', query: '储能 AND 电池', searchedAt: '2026-11-19T07:45:00.000Z' },
        { id: 'sh-0001', query: '锂离子电池', searchedAt: '2026-11-17T01:30:00.000Z' },
      ],
      limit: 50,
    });
    expect(demoSearchHistory()).toHaveLength(3);
  });

  it('starts empty, lists newest first, each query once (searched again: to the top)', () => {
    expect(list()).toEqual({ content: [], limit: 50 });
    const first = add(' 电池 ').body.data;
    // Ids above the seeded ones.
    expect(first).toEqual({
      id: 'sh-0004',
      query: '电池',
      searchedAt: new Date(NOW).toISOString(),
    });
    seconds(1);
    add('TI=(储能) AND AD>=2020-01-01');
    seconds(2);
    add('CN202010555743.0');
    expect(queries()).toEqual(['CN202010555743.0', 'TI=(储能) AND AD>=2020-01-01', '电池']);
    seconds(3);
    const again = add('电池').body.data;
    expect(again).toEqual({
      id: 'sh-0004',
      query: '电池',
      searchedAt: new Date(NOW + 3000).toISOString(),
    });
    expect(queries()).toEqual(['电池', 'CN202010555743.0', 'TI=(储能) AND AD>=2020-01-01']);
    // Each account its own.
    expect(list('buyer').content).toEqual([]);
    expect(queries('demo')).toEqual(['永磁同步电机', '储能 AND 电池', '锂离子电池']);
  });

  it('keeps the newest 50: the oldest go', () => {
    for (let i = 1; i <= SEARCH_HISTORY_LIMIT + 5; i += 1) {
      seconds(i);
      expect(add(`检索${i}`).body.success).toBe(true);
    }
    const kept = queries();
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe('检索55');
    expect(kept[49]).toBe('检索6');
  });

  it('refuses what the search would refuse, with a clear message', () => {
    const refused = (query: unknown) => add(query).body;
    expect(refused('  ')).toMatchObject({ success: false, errorMessage: '请输入检索式或关键词' });
    expect(refused(undefined).errorMessage).toBe('请输入检索式或关键词');
    expect(refused(['电池']).errorMessage).toBe('检索式格式不正确');
    expect(refused('电'.repeat(501)).errorMessage).toBe('检索式不能超过 500 个字符');
    expect(refused('电\u200b池').errorMessage).toBe('检索式不能包含不可见字符或控制字符');
    expect(add('电'.repeat(500)).body.success).toBe(true);
    expect(list().content).toHaveLength(1);
  });
});

describe('merging the browser’s history at sign-in', () => {
  it('puts the browser’s entries on top, in their order, each query once', () => {
    const merged = merge({ queries: ['石墨烯', '锂离子电池', '石墨烯', '光伏'] }, 'demo').body.data;
    expect(merged.content.map((e) => e.query)).toEqual([
      '石墨烯',
      '锂离子电池',
      '光伏',
      '永磁同步电机',
      '储能 AND 电池',
    ]);
    // A search after the merge is newer than every merged entry.
    add('芯片', 'demo');
    expect(queries('demo')).toEqual([
      '芯片',
      '石墨烯',
      '锂离子电池',
      '光伏',
      '永磁同步电机',
      '储能 AND 电池',
    ]);
  });

  it('refuses a list that is not one, too long, or holds a bad query; nothing is merged', () => {
    expect(merge({ queries: '电池' }).body.errorMessage).toBe('queries 应为检索式的列表');
    expect(merge({}).body.errorMessage).toBe('queries 应为检索式的列表');
    expect(
      merge({ queries: Array.from({ length: 51 }, (_, i) => `q${i}`) }).body.errorMessage,
    ).toBe('一次最多合并50条检索历史');
    expect(merge({ queries: ['电池', ' '] }).body.errorMessage).toBe('请输入检索式或关键词');
    expect(list().content).toEqual([]);
  });
});

describe('removing', () => {
  it('removes one of the owner’s entries; another’s is refused (403), an unknown one said', () => {
    const battery = add('电池').body.data;
    add('储能');
    const other = add('光伏', 'buyer').body.data;

    const foreign = remove(other.id);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(queries('buyer')).toEqual(['光伏']);

    expect(remove(battery.id).body.data).toEqual({ id: battery.id });
    expect(queries()).toEqual(['储能']);
    expect(remove(battery.id).body).toMatchObject({
      success: false,
      errorCode: 'TARGET_NOT_FOUND',
      errorMessage: '未找到该检索历史，可能已被删除',
    });
    expect(remove(undefined).body.errorMessage).toBe('缺少参数 id');
  });

  it('clears all of the account’s entries (清空历史) and no one else’s', () => {
    add('电池');
    add('储能');
    add('光伏', 'buyer');
    expect(clear().body.data).toEqual({ removed: 2 });
    expect(list().content).toEqual([]);
    expect(queries('buyer')).toEqual(['光伏']);
    expect(queries('demo')).toHaveLength(3);
    expect(clear().body.data).toEqual({ removed: 0 });
  });
});

describe('the store', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-history-'));
    replaceSessions([]);
  });
  afterEach(() => {
    closeStore();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps each account’s history across a restart', () => {
    expect(openStore(dir)).toBe('seeded');
    add('电池');
    seconds(1);
    add('储能');
    add('光伏', 'buyer');
    const before = list();
    resetDb();
    resetUsers();
    expect(list().content).toEqual([]);
    expect(openStore(dir)).toBe('restored');
    expect(list()).toEqual(before);
    expect(queries('buyer')).toEqual(['光伏']);
  });
});
