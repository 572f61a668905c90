// Website service, 检索历史 of a signed-in account: the patent searches it ran, newest first, each
// query once, at most SEARCH_HISTORY_LIMIT. The search pages add each search; a visitor's history,
// kept in the browser, is merged in at sign-in. Only the owner sees or changes an entry.

import { MAX_QUERY_LENGTH } from '../../../src/contract/patentQuery';
import { hiddenCharacterProblem } from '../../../src/contract/validators';
import type { SearchHistoryRecord } from '../data/search-history';
import { searchHistoryRecords } from '../data/search-history';
import type { MockRequest } from '../envelope';
import { badRequest, bodyOf, forbidden, handle, targetNotFound } from '../envelope';
import { nextIdOf } from '../sequences';
import { requireAccount } from '../users';
import { optionalText } from '../validate';

/** Entries kept per account: an older one goes when a new one comes. */
export const SEARCH_HISTORY_LIMIT = 50;

/** A query as the search endpoint takes it (its length limit, no hidden characters), trimmed. */
function queryOf(value: unknown): string {
  if (value !== undefined && value !== null && typeof value !== 'string')
    throw badRequest('检索式格式不正确');
  const query = typeof value === 'string' ? value.trim() : '';
  if (!query) throw badRequest('请输入检索式或关键词');
  if (query.length > MAX_QUERY_LENGTH)
    throw badRequest(`检索式不能超过 ${MAX_QUERY_LENGTH} 个字符`);
  const hidden = hiddenCharacterProblem(query, '检索式');
  if (hidden) throw badRequest(hidden);
  return query;
}

/** Newest first; entries of one millisecond keep the newer id first. */
const newestFirst = (a: SearchHistoryRecord, b: SearchHistoryRecord) =>
  b.searchedAt.localeCompare(a.searchedAt) || b.id.localeCompare(a.id, 'en', { numeric: true });

function entriesOf(account: string): SearchHistoryRecord[] {
  return searchHistoryRecords()
    .filter((r) => r.account === account)
    .sort(newestFirst);
}

const entryOf = ({ id, query, searchedAt }: SearchHistoryRecord): API.SearchHistoryEntry => ({
  id,
  query,
  searchedAt,
});

function historyOf(account: string): API.SearchHistory {
  return { content: entriesOf(account).map(entryOf), limit: SEARCH_HISTORY_LIMIT };
}

/**
 * Records that `account` searched `query` at `at`: the entry of the same query moves to the top
 * (so each query is there once), and the oldest beyond the limit go.
 */
function remember(account: string, query: string, at: string): SearchHistoryRecord {
  const list = searchHistoryRecords();
  const index = list.findIndex((r) => r.account === account && r.query === query);
  let record: SearchHistoryRecord;
  if (index >= 0) {
    record = { ...list[index], searchedAt: at };
    list[index] = record;
  } else {
    record = {
      id: nextIdOf(
        'searchHistory',
        'sh-',
        list.map((r) => r.id),
      ),
      account,
      query,
      searchedAt: at,
    };
    list.push(record);
  }
  const dropped = new Set(entriesOf(account).slice(SEARCH_HISTORY_LIMIT));
  if (dropped.size) {
    const kept = list.filter((r) => !dropped.has(r));
    list.splice(0, list.length, ...kept);
  }
  return record;
}

/** GET authFront/searchHistory/find: the account's history, newest first. */
export const findSearchHistory = handle((req) => historyOf(requireAccount(req)));

/** POST authFront/searchHistory/add {query}: a search the account just ran. */
export const addSearchHistory = handle((req): API.SearchHistoryEntry => {
  const account = requireAccount(req);
  const query = queryOf(bodyOf(req).query);
  return entryOf(remember(account, query, new Date().toISOString()));
});

/**
 * POST authFront/searchHistory/merge {queries}: the browser's history of the visitor who just
 * signed in, newest first; they become the account's newest entries, in that order.
 */
export const mergeSearchHistory = handle((req): API.SearchHistory => {
  const account = requireAccount(req);
  const raw = bodyOf(req).queries;
  if (!Array.isArray(raw)) throw badRequest('queries 应为检索式的列表');
  if (raw.length > SEARCH_HISTORY_LIMIT)
    throw badRequest(`一次最多合并${SEARCH_HISTORY_LIMIT}条检索历史`);
  const queries = raw.map(queryOf);
  const now = Date.now();
  // A millisecond apart, the first now: the list's order, and none later than a search to come.
  [...new Set(queries)].forEach((query, index) =>
    remember(account, query, new Date(now - index).toISOString()),
  );
  return historyOf(account);
});

/** The entry the body's id names, when the signed-in account owns it. */
function ownEntry(req: MockRequest): SearchHistoryRecord {
  const account = requireAccount(req);
  const id = optionalText(bodyOf(req).id, 'id', 40);
  if (!id) throw badRequest('缺少参数 id');
  const record = searchHistoryRecords().find((r) => r.id === id);
  if (!record) throw targetNotFound('未找到该检索历史，可能已被删除');
  if (record.account !== account) throw forbidden('只能删除自己的检索历史');
  return record;
}

/** POST authFront/searchHistory/remove {id}: one entry. */
export const removeSearchHistory = handle((req) => {
  const record = ownEntry(req);
  const list = searchHistoryRecords();
  list.splice(list.indexOf(record), 1);
  return { id: record.id };
});

/** POST authFront/searchHistory/clear: every entry of the account (清空历史). */
export const clearSearchHistory = handle((req) => {
  const account = requireAccount(req);
  const list = searchHistoryRecords();
  const kept = list.filter((r) => r.account !== account);
  const removed = list.length - kept.length;
  list.splice(0, list.length, ...kept);
  return { removed };
});
