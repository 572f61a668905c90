// The conditions of a saved search, as the website service keeps them: the query the portal sends
// to the patent search (`q`, `sort`, `filters`) or to the trading hall (`keyword`, `sort`,
// `queryData`), without paging. Checked here against what those endpoints accept, kept in one
// canonical form (so the same conditions saved twice are found); saved-search-words.ts describes
// them in Chinese.
// Backend code on its own: it knows the endpoints' parameters and its dictionaries, never the
// portal's pages or URLs.

import {
  DICT_CODES,
  LEGAL_STATUS_LABELS,
  PATENT_TYPE_LABELS,
  TRANSACTION_TYPE_LABELS,
} from '../../../src/contract/vocabulary';
import { db } from '../data';
import { ApiError, badRequest } from '../envelope';
import { MAX_KEYWORD_LENGTH } from '../query';
import { charLength } from '../../../src/contract/fieldRules';
import { parseSearchQuery, PATENT_SORTS } from './patent-search';
import { TRANSACTION_LIST } from './trading';

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches per account. */
  perAccount: 30,
  name: 30,
  /** Values per patent facet, and the length of an applicant's or agency's name. */
  facetValues: 20,
  facetText: 100,
  /** 万元, as the publish form's price limit. */
  amount: 1_000_000,
} as const;

type Json = Record<string, unknown>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A quoted value in a message: short, so a long or crafted one does not fill it. */
const quote = (value: unknown) => {
  const chars = Array.from(String(value));
  return `“${chars.length > 20 ? `${chars.slice(0, 19).join('')}…` : chars.join('')}”`;
};

function objectOf(value: unknown, message: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest(message);
  return value as Json;
}

function onlyKeys(object: Json, allowed: readonly string[]) {
  const unknown = Object.keys(object).find((key) => !allowed.includes(key));
  if (unknown !== undefined) throw badRequest(`不支持的检索条件${quote(unknown)}`);
}

/** A trimmed string, undefined when empty; anything but a string is refused. */
function textOf(value: unknown, label: string, max: number): string | undefined {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string') throw badRequest(`${label}格式不正确`);
  const text = value.trim();
  if (charLength(text) > max) throw badRequest(`${label}不能超过${max}个字符`);
  return text;
}

function enumOf<T extends string>(value: unknown, allowed: readonly T[], label: string) {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value.trim()))
    throw badRequest(`${label}${quote(value)}不正确，可选：${allowed.join('、')}`);
  return value.trim() as T;
}

/** The sorted keys of plain objects, recursively: the form stored and compared. */
function sortedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortedKeys) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.fromEntries(entries.map(([k, v]) => [k, sortedKeys(v)])) as T;
}

// ---- Patent searches -------------------------------------------------------------------------

type FacetKey = keyof API.PatentFacetFilters;

interface FacetRule {
  label: string;
  /** The value as the search takes it, or undefined when it cannot be one; absent: a name. */
  read?: (value: unknown) => string | number | undefined;
  /** Values kept in this order, so the same set is the same params. */
  order: (a: string | number, b: string | number) => number;
}

const byText = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const byPosition = (values: readonly string[]) => (a: string | number, b: string | number) =>
  values.indexOf(String(a)) - values.indexOf(String(b));

const codeIn = (allowed: readonly string[]) => (value: unknown) =>
  typeof value === 'string' && allowed.includes(value) ? value : undefined;

const matching = (pattern: RegExp) => (value: unknown) =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

const TYPES = Object.keys(PATENT_TYPE_LABELS) as API.PatentType[];
const STATUSES = Object.keys(LEGAL_STATUS_LABELS) as API.LegalStatus[];

const FACETS: Record<FacetKey, FacetRule> = {
  type: { label: '专利类型', read: codeIn(TYPES), order: byPosition(TYPES) },
  legalStatus: { label: '法律状态', read: codeIn(STATUSES), order: byPosition(STATUSES) },
  year: {
    label: '申请年份',
    read: (value) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 1900 && value <= 2099
        ? value
        : undefined,
    order: (a, b) => Number(a) - Number(b),
  },
  ipcSection: { label: 'IPC部', read: matching(/^[A-H]$/), order: byText },
  ipcClass: { label: 'IPC大类', read: matching(/^[A-H]\d{2}$/), order: byText },
  applicant: { label: '申请人', order: byText },
  agency: { label: '代理机构', order: byText },
};

const FACET_KEYS = Object.keys(FACETS) as FacetKey[];

function facetValues(key: FacetKey, raw: unknown): (string | number)[] {
  const { label, read, order } = FACETS[key];
  if (!Array.isArray(raw)) throw badRequest(`${label}筛选条件应为列表`);
  const values = new Set<string | number>();
  for (const item of raw) {
    if (isEmpty(item)) continue;
    if (!read) {
      const name = textOf(item, label, SAVED_SEARCH_LIMITS.facetText);
      if (name) values.add(name);
      continue;
    }
    const value = read(typeof item === 'string' ? item.trim() : item);
    if (value === undefined) throw badRequest(`${label}筛选值${quote(item)}不正确`);
    values.add(value);
  }
  if (values.size > SAVED_SEARCH_LIMITS.facetValues)
    throw badRequest(`${label}最多选择${SAVED_SEARCH_LIMITS.facetValues}个`);
  return [...values].sort(order);
}

function checkFilters(raw: unknown): API.PatentFacetFilters | undefined {
  if (isEmpty(raw)) return undefined;
  const object = objectOf(raw, '筛选条件格式不正确');
  onlyKeys(object, FACET_KEYS);
  const filters: Record<string, (string | number)[]> = {};
  for (const key of FACET_KEYS) {
    if (isEmpty(object[key])) continue;
    const values = facetValues(key, object[key]);
    if (values.length) filters[key] = values;
  }
  return Object.keys(filters).length ? (filters as API.PatentFacetFilters) : undefined;
}

/** The equivalents a saved search leaves out: a list of short words. */
function checkWithout(raw: unknown): string[] {
  if (isEmpty(raw)) return [];
  if (
    !Array.isArray(raw) ||
    raw.length > 50 ||
    raw.some((term) => typeof term !== 'string' || !term.trim() || term.length > 50)
  )
    throw badRequest('不扩展的检索词格式不正确');
  return [...new Set((raw as string[]).map((term) => term.trim()))];
}

function checkPatent(raw: unknown): API.SavedPatentParams {
  const params = objectOf(raw, '检索条件格式不正确');
  onlyKeys(params, ['q', 'sort', 'filters', 'expand', 'without']);
  if (!isEmpty(params.q) && typeof params.q !== 'string') throw badRequest('检索式格式不正确');
  const q = typeof params.q === 'string' ? params.q.trim() : '';
  if (!q) throw badRequest('请先输入检索式或关键词');
  try {
    parseSearchQuery(q);
  } catch (error) {
    // The search's own parse: a saved search is refused exactly when searching it would be.
    if (error instanceof ApiError && error.errorCode === 'BAD_QUERY')
      throw badRequest(`检索式有误：${error.message}`);
    throw error;
  }
  const sort = enumOf(params.sort, PATENT_SORTS, '排序方式');
  if (!isEmpty(params.expand) && typeof params.expand !== 'boolean')
    throw badRequest('扩展检索（expand）只能是 true 或 false');
  const without = checkWithout(params.without);
  return {
    q,
    sort: sort === 'relevance' ? undefined : sort,
    filters: checkFilters(params.filters),
    // 扩展检索 is on unless saved off; the terms left out only matter while it is on.
    ...(params.expand === false ? { expand: false } : without.length ? { without } : {}),
  };
}

// ---- Trading-hall filters ------------------------------------------------------------------

export const KINDS: Record<API.TransactionKind, string> = { sell: '专利出让', buy: '求购需求' };

/** Sorts in words; the hall's endpoint takes each of its sort fields either way. */
export const TRADING_SORT_LABELS: Record<string, string> = {
  'publishDate desc': '最新发布',
  'publishDate asc': '最早发布',
  'price asc': '价格从低到高',
  'price desc': '价格从高到低',
  'views desc': '浏览最多',
  'views asc': '浏览最少',
};

/** `field asc|desc` on a field the hall sorts by, its default left out. */
function tradingSort(raw: unknown): API.SavedTradingParams['sort'] {
  if (isEmpty(raw)) return undefined;
  const text = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  const [field, direction, ...rest] = text.split(' ');
  const fields = Object.keys(TRANSACTION_LIST.sort);
  if (!fields.includes(field) || !['asc', 'desc'].includes(direction) || rest.length)
    throw badRequest(
      `排序方式${quote(raw)}不正确，应为“${fields.join('|')} asc|desc”，如 publishDate desc`,
    );
  // Checked above: a sortable field and a direction.
  const sort = text as NonNullable<API.SavedTradingParams['sort']>;
  return text === TRANSACTION_LIST.defaultSort ? undefined : sort;
}

function dictionaryValue(value: unknown, code: string, label: string): string | undefined {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string') throw badRequest(`${label}格式不正确`);
  const text = value.trim();
  if (!db().dictionaries[code]?.some((item) => item.value === text))
    throw badRequest(`${label}${quote(text)}不存在`);
  return text;
}

function amountOf(value: unknown, label: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw badRequest(`${label}必须是不小于0的数字（万元）`);
  if (value > SAVED_SEARCH_LIMITS.amount)
    throw badRequest(`${label}不能超过${SAVED_SEARCH_LIMITS.amount}万元`);
  return value;
}

function checkQueryData(raw: unknown): API.SavedTradingQueryData {
  if (isEmpty(raw)) throw badRequest('缺少交易大厅的筛选条件 queryData');
  const data = objectOf(raw, '筛选条件格式不正确');
  onlyKeys(data, [
    'kind',
    'category',
    'transactionType',
    'patentType',
    'field',
    'legalStatus',
    'priceMin',
    'priceMax',
    'negotiable',
  ]);
  if (typeof data.kind !== 'string' || !(data.kind in KINDS))
    throw badRequest('只能保存专利出让或求购需求的筛选条件');
  const priceMin = amountOf(data.priceMin, '价格下限');
  const priceMax = amountOf(data.priceMax, '价格上限');
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    throw badRequest('价格下限不能高于价格上限');
  let negotiable: boolean | undefined;
  if (data.negotiable !== undefined && data.negotiable !== null) {
    if (typeof data.negotiable !== 'boolean') throw badRequest('面议只能是 true 或 false');
    negotiable = data.negotiable;
  }
  const ranged = priceMin !== undefined || priceMax !== undefined;
  if (negotiable && ranged) throw badRequest('面议不能与价格区间同时选择');
  return {
    kind: data.kind as API.TransactionKind,
    category: dictionaryValue(data.category, DICT_CODES.tradeCategory, '交易类别'),
    transactionType: enumOf(
      data.transactionType,
      Object.keys(TRANSACTION_TYPE_LABELS) as API.TransactionType[],
      '交易方式',
    ),
    patentType: enumOf(data.patentType, TYPES, '专利类型'),
    field: dictionaryValue(data.field, DICT_CODES.technicalFields, '技术领域'),
    legalStatus: enumOf(data.legalStatus, STATUSES, '法律状态'),
    priceMin,
    priceMax,
    // A price range already keeps priced items only: `false` beside it adds nothing.
    negotiable: ranged && negotiable === false ? undefined : negotiable,
  };
}

function checkTrading(raw: unknown): API.SavedTradingParams {
  const params = objectOf(raw, '筛选条件格式不正确');
  onlyKeys(params, ['keyword', 'sort', 'queryData']);
  return {
    keyword: textOf(params.keyword, '关键词', MAX_KEYWORD_LENGTH),
    sort: tradingSort(params.sort),
    queryData: checkQueryData(params.queryData),
  };
}

// ---- Both ------------------------------------------------------------------------------------

/**
 * The saved search a request asks for, checked and canonical: keys sorted, empty values and
 * defaults left out, facet values in one order. Bad input throws BAD_REQUEST in Chinese.
 */
export function checkSavedSearch(kind: API.SavedSearchKind, raw: unknown): API.SavedSearchTarget {
  if (isEmpty(raw)) throw badRequest('缺少检索条件 params');
  return kind === 'patent'
    ? { kind, params: sortedKeys(checkPatent(raw)) }
    : { kind, params: sortedKeys(checkTrading(raw)) };
}

/** The same conditions whatever the order of their keys: what saving twice is checked by. */
export function savedSearchKey(target: API.SavedSearchTarget): string {
  return `${target.kind}:${JSON.stringify(sortedKeys(target.params))}`;
}
