// Saved searches (我的检索) on the portal's side: what a result page or the trading hall saves (the
// query it sends to its search endpoint, built by the same functions the page builds it with) and
// the page a saved search opens. The backend checks, describes and counts saved searches itself.

import { DEFAULT_PAGE_SIZE } from '../constants';
import { nextListParams, readListState, type ListSchema } from './listState';
import {
  FACET_PARAMS,
  patentSearchRequest,
  RESULT_SCHEMA,
  SORTS,
  type FacetKey,
  type ResultState,
  type SortKey,
} from './patentResultState';
import {
  HALL_PARAM_LABELS,
  PRICE_BANDS,
  TRADE_SCHEMA,
  TRADE_SORTS,
  tradeQuery,
  type TradeListState,
} from './tradeHallState';

export const SAVED_SEARCH_PATHS: Record<API.SavedSearchKind, string> = {
  patent: '/gxq/patent/result',
  trading: '/gxq/operations/list',
};

export const SAVED_SEARCH_KIND_LABELS: Record<API.SavedSearchKind, string> = {
  patent: '专利检索',
  trading: '交易筛选',
};

export { SAVED_SEARCH_LIMITS } from './savedSearchLimits';

/** The object without its undefined values: what JSON would send, for comparing and tests. */
function defined<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
}

/** What the result page saves: the search it sends (without paging), empty filters left out. */
export function patentSavedParams(state: ResultState): API.SavedPatentParams {
  const { q, sort, filters, expand, without } = patentSearchRequest(state);
  const chosen = Object.entries(filters).filter(([, values]) => values && values.length > 0);
  return defined({
    q,
    sort,
    filters: chosen.length ? Object.fromEntries(chosen) : undefined,
    expand,
    without: without?.split(','),
  });
}

/** What the hall saves on its listings or demands tab: the query it sends, without paging. */
export function tradingSavedParams(
  state: TradeListState & { kind: API.TransactionKind },
): API.SavedTradingParams {
  const { keyword, sort, queryData } = tradeQuery(state, DEFAULT_PAGE_SIZE);
  // The state's values were read through the hall's schema: each is one of the API's values.
  return defined({
    keyword,
    sort,
    queryData: defined(queryData as unknown as API.SavedTradingQueryData),
  });
}

export interface SavedSearchLink {
  /** The page to open, without the base path. */
  url: string;
  /** What the page cannot show of the saved conditions (left out of `url`), e.g. 价格区间. */
  omitted: string[];
  /** Says so in Chinese, when something was left out. */
  notice?: string;
}

const PATENT_PARAM_LABELS: Record<'q' | 'sort' | FacetKey, string> = {
  q: '检索式',
  sort: '排序',
  type: '专利类型',
  legalStatus: '法律状态',
  year: '申请年份',
  ipcSection: 'IPC部',
  ipcClass: 'IPC大类',
  applicant: '申请人',
  agency: '代理机构',
};

const TRADING_PARAM_LABELS = { ...HALL_PARAM_LABELS, keyword: '关键词' };

const PAGE_NAMES: Record<API.SavedSearchKind, string> = {
  patent: '检索结果页',
  trading: '交易大厅',
};

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item) => b.includes(item))
    : a === b;

/**
 * The page's URL for a state, written and read back through the page's own schema: a field that
 * does not come back as it was (a value the page refuses, a name with a comma in a list) is left
 * out, or keeps the list items that do, and is named in `omitted`.
 */
function pageLink<S extends object>(
  kind: API.SavedSearchKind,
  schema: ListSchema<S>,
  wanted: S,
  labels: Partial<Record<keyof S, string>>,
  omitted: string[],
): SavedSearchLink {
  const defaults = readListState(schema, new URLSearchParams());
  const written = nextListParams(schema, new URLSearchParams(), wanted);
  const back = readListState(schema, written);
  const kept = { ...wanted };
  for (const field of Object.keys(schema) as (keyof S)[]) {
    const value = wanted[field];
    if (sameValue(back[field], value)) continue;
    kept[field] = (
      Array.isArray(value)
        ? (back[field] as unknown[]).filter((item) => value.includes(item))
        : defaults[field]
    ) as S[keyof S];
    omitted.push(labels[field] ?? String(field));
  }
  const search = nextListParams(schema, new URLSearchParams(), kept).toString();
  const url = `${SAVED_SEARCH_PATHS[kind]}${search ? `?${search}` : ''}`;
  const left = [...new Set(omitted)];
  if (!left.length) return { url, omitted: left };
  return {
    url,
    omitted: left,
    notice: `${PAGE_NAMES[kind]}无法显示其中的${left.join('、')}条件，已按其余条件打开，结果数可能与我的检索中不同`,
  };
}

function patentLink(params: API.SavedPatentParams): SavedSearchLink {
  const omitted: string[] = [];
  const wanted: ResultState = readListState(RESULT_SCHEMA, new URLSearchParams());
  wanted.q = params.q;
  wanted.expand = params.expand !== false;
  wanted.without = [...(params.without ?? [])];
  const api = params.sort ?? SORTS.rel.api;
  const sort = (Object.keys(SORTS) as SortKey[]).find((key) => SORTS[key].api === api);
  if (sort) wanted.sort = sort;
  else omitted.push(PATENT_PARAM_LABELS.sort);
  for (const key of Object.keys(FACET_PARAMS) as FacetKey[]) {
    const values = params.filters?.[key];
    if (values) Object.assign(wanted, { [key]: [...values] });
  }
  return pageLink('patent', RESULT_SCHEMA, wanted, PATENT_PARAM_LABELS, omitted);
}

function tradingLink(params: API.SavedTradingParams): SavedSearchLink {
  const omitted: string[] = [];
  const data = params.queryData;
  const wanted: TradeListState = {
    ...readListState(TRADE_SCHEMA, new URLSearchParams()),
    kind: data.kind,
    keyword: params.keyword ?? '',
    category: data.category ?? '',
    transactionType: data.transactionType ?? '',
    patentType: data.patentType ?? '',
    field: data.field ?? '',
    legalStatus: data.legalStatus ?? '',
  };
  // The hall offers price bands only: a range that is none of them cannot be shown.
  const price = Object.keys(PRICE_BANDS).find((key) => {
    const band = PRICE_BANDS[key];
    return (
      band.min === data.priceMin &&
      band.max === data.priceMax &&
      band.negotiable === data.negotiable
    );
  });
  if (price !== undefined) wanted.price = price;
  else omitted.push(TRADING_PARAM_LABELS.price!);
  const api = params.sort ?? TRADE_SORTS[wanted.sort].api;
  const sort = Object.keys(TRADE_SORTS).find((key) => TRADE_SORTS[key].api === api);
  if (sort) wanted.sort = sort;
  else omitted.push(TRADING_PARAM_LABELS.sort!);
  return pageLink('trading', TRADE_SCHEMA, wanted, TRADING_PARAM_LABELS, omitted);
}

/** The page a saved search opens: the result page or the hall, with what it can show of it. */
export function savedSearchLink(search: API.SavedSearchTarget): SavedSearchLink {
  return search.kind === 'patent' ? patentLink(search.params) : tradingLink(search.params);
}
