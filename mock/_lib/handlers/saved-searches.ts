// Website service, 我的检索: patent searches and trading-hall filters a user saved, each with what it
// finds now and what is new since its owner last opened it (or saved it). A patent search counts
// through the search endpoint's own selection, new being the records that entered the database
// after that (patent-intake.ts); a hall filter through the hall's, new being the items published
// after it. Only the owner
// may see or change one (HTTP 403 otherwise). A saved search is its kind and the query its page
// sends to the search (saved-search-params.ts checks and describes it): nothing here knows the
// portal's pages or URLs.

import { db } from '../data';
import type { SavedSearchRecord } from '../data/saved-searches';
import type { MockRequest } from '../envelope';
import { badRequest, bodyOf, forbidden, handle, targetNotFound } from '../envelope';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { requireAccount } from '../users';
import { oneOf, optionalText, requiredText } from '../validate';
import { addedAtOf } from '../patent-intake';
import { selectPatents } from './patent-search';
import { checkSavedSearch, SAVED_SEARCH_LIMITS, savedSearchKey } from './saved-search-params';
import { defaultSavedSearchName, describeSavedSearch } from './saved-search-words';
import { hallMatches, publishedAtOf } from './trading';
import { nextIdOf } from '../sequences';

const KINDS: readonly API.SavedSearchKind[] = ['patent', 'trading'];

const SAVED_LIST: ListSpec<SavedSearchRecord> = {
  text: (s) => [s.name, ...describeSavedSearch(s)],
  // Ties (several saved in one millisecond) keep the newest id first.
  sort: { createdAt: (s) => `${s.createdAt}|${s.id}` },
  defaultSort: 'createdAt desc',
  filters: [{ key: 'kind', kind: 'match', get: (s) => s.kind }],
};

/** What a saved search finds now, and how much of it is new since `lastOpenedAt`. */
function viewOf(record: SavedSearchRecord): API.SavedSearch {
  const { account, ...rest } = record;
  void account;
  const conditions = describeSavedSearch(record);
  // Never opened: new means since it was saved (the user saw the list then).
  const since = Date.parse(record.lastOpenedAt ?? record.createdAt);
  if (rest.kind === 'patent') {
    // The search endpoint's own selection, given what the result page sends it.
    const { q, expand, without, filters } = rest.params;
    const { hits } = selectPatents({ q, expand, without, queryData: filters ?? {} });
    const newCount = hits.filter(({ patent }) => addedAtOf(patent) > since).length;
    return { ...rest, conditions, count: hits.length, newCount };
  }
  const { keyword, queryData } = rest.params;
  const items = hallMatches({ keyword, queryData: { ...queryData } });
  const newCount = items.filter((t) => Date.parse(publishedAtOf(t)) > since).length;
  return { ...rest, conditions, count: items.length, newCount };
}

/** GET authFront/savedSearch/find: the user's saved searches, newest first, with their counts. */
export const findSavedSearches = handle((req) => {
  const account = requireAccount(req);
  const page = runQuery(
    db().savedSearches.filter((s) => s.account === account),
    req.query,
    SAVED_LIST,
  );
  return { ...page, content: page.content.map(viewOf) };
});

const nextId = (list: SavedSearchRecord[]) =>
  nextIdOf(
    'savedSearch',
    'ss-',
    list.map((s) => s.id),
  );

/**
 * POST authFront/savedSearch/save {kind, params, name?}: `params` is what the page sends to its
 * search; saving the same conditions twice gives the first.
 */
export const saveSearch = handle((req): API.SavedSearch => {
  const account = requireAccount(req);
  const body = bodyOf(req);
  const kind = oneOf(body.kind, KINDS, '检索类型只能是专利检索（patent）或交易筛选（trading）');
  const target = checkSavedSearch(kind, body.params);
  const name = optionalText(body.name, '名称', SAVED_SEARCH_LIMITS.name);

  const list = db().savedSearches;
  const key = savedSearchKey(target);
  const existing = list.find((s) => s.account === account && savedSearchKey(s) === key);
  if (existing) return { ...viewOf(existing), alreadySaved: true };
  if (list.filter((s) => s.account === account).length >= SAVED_SEARCH_LIMITS.perAccount)
    throw badRequest(
      `最多保存${SAVED_SEARCH_LIMITS.perAccount}条检索，请先在“我的检索”中删除不再需要的`,
    );

  const record: SavedSearchRecord = {
    id: nextId(list),
    account,
    ...target,
    name: name ?? defaultSavedSearchName(target, describeSavedSearch(target)),
    createdAt: new Date().toISOString(),
  };
  list.push(record);
  return viewOf(record);
});

/** The saved search the body's id names, when the signed-in account owns it. */
function ownSearch(req: MockRequest): { index: number; record: SavedSearchRecord } {
  const account = requireAccount(req);
  const id = optionalText(bodyOf(req).id, 'id', 40);
  if (!id) throw badRequest('缺少参数 id');
  const list = db().savedSearches;
  const index = list.findIndex((s) => s.id === id);
  // Asked for by the user's action: worth a message (showType 2).
  if (index < 0) throw targetNotFound('未找到该检索，可能已被删除');
  if (list[index].account !== account) throw forbidden('只能操作自己保存的检索');
  return { index, record: list[index] };
}

/** Replaces the entry rather than changing it, so resetDb() undoes the write. */
function store(index: number, record: SavedSearchRecord): SavedSearchRecord {
  db().savedSearches[index] = record;
  return record;
}

/** POST authFront/savedSearch/open {id}: the user opens it now; what is new counts from here. */
export const openSavedSearch = handle((req) => {
  const { index, record } = ownSearch(req);
  return viewOf(store(index, { ...record, lastOpenedAt: new Date().toISOString() }));
});

/** POST authFront/savedSearch/rename {id, name}. */
export const renameSavedSearch = handle((req) => {
  const { index, record } = ownSearch(req);
  const name = requiredText(bodyOf(req).name, '名称', 1, SAVED_SEARCH_LIMITS.name);
  return viewOf(store(index, { ...record, name }));
});

/** POST authFront/savedSearch/remove {id}. */
export const removeSavedSearch = handle((req) => {
  const { index, record } = ownSearch(req);
  db().savedSearches.splice(index, 1);
  return { id: record.id };
});
