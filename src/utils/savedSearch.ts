// Saved searches (我的检索): which portal pages can be saved, the URL a saved search keeps and its
// conditions in Chinese. Shared by the pages and the mock (which validates and counts with it), so
// it imports by relative path only.

import {
  BASE_PATH,
  LEGAL_STATUS_LABELS,
  PATENT_TYPE_LABELS,
  SAVE_SEARCH_PARAM,
  TRANSACTION_TYPE_LABELS,
} from '../constants';
import { readListState, type ListSchema } from './listState';
import { parsePatentQuery } from './patentQuery';
import { RESULT_SCHEMA, SORTS, type ResultState } from './patentResultState';
import {
  KINDS,
  PRICE_BANDS,
  TRADE_SCHEMA,
  TRADE_SORTS,
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

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches per account. */
  perAccount: 30,
  name: 30,
  url: 2000,
} as const;

/** Params a saved URL never keeps: the page it was on, and the flag above. */
const TRANSIENT = new Set(['page', SAVE_SEARCH_PARAM]);

export type SavedSearchTarget =
  | { kind: 'patent'; url: string; state: ResultState }
  | { kind: 'trading'; url: string; state: TradeListState };

export type SavedUrlCheck = ({ ok: true } & SavedSearchTarget) | { ok: false; message: string };

const SCHEMAS: Record<API.SavedSearchKind, ListSchema<any>> = {
  patent: RESULT_SCHEMA,
  trading: TRADE_SCHEMA,
};

const keyOf = (schema: ListSchema<any>, field: string) => schema[field].key ?? field;

/** `url` without the base path, on this app, or null (another origin, not a path). */
function appUrl(url: string): URL | null {
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://app.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'http://app.invalid') return null;
  let path = parsed.pathname;
  if (path === BASE_PATH || path.startsWith(`${BASE_PATH}/`)) path = path.slice(BASE_PATH.length);
  parsed.pathname = path.replace(/\/+$/, '') || '/';
  return parsed;
}

/**
 * Checks a page to save and gives its clean URL: only the patent result page (with a query that
 * parses) or the trading hall's listings or demands, only params the page knows, values read as
 * the page reads them (defaults and the page number dropped, the order kept).
 */
export function checkSavedSearchUrl(raw: unknown, kind?: API.SavedSearchKind): SavedUrlCheck {
  if (typeof raw !== 'string' || raw.trim() === '')
    return { ok: false, message: '缺少要保存的页面' };
  if (raw.length > SAVED_SEARCH_LIMITS.url) return { ok: false, message: '检索条件过长，无法保存' };
  const url = appUrl(raw.trim());
  const found = (Object.keys(SAVED_SEARCH_PATHS) as API.SavedSearchKind[]).find(
    (k) => SAVED_SEARCH_PATHS[k] === url?.pathname,
  );
  if (!url || !found) return { ok: false, message: '只能保存专利检索结果页或交易大厅的筛选条件' };
  if (kind && kind !== found)
    return {
      ok: false,
      message: kind === 'patent' ? '该页面不是专利检索结果页' : '该页面不是交易大厅',
    };

  const schema = SCHEMAS[found];
  const fields = Object.keys(schema);
  const known = new Set(fields.map((field) => keyOf(schema, field)));
  const params = url.searchParams;
  for (const key of TRANSIENT) params.delete(key);
  const unknown = [...params.keys()].find((key) => !known.has(key));
  if (unknown) return { ok: false, message: `不支持的检索条件“${unknown}”` };

  const state = readListState(schema, params);
  if (found === 'patent') {
    if (!state.q) return { ok: false, message: '请先输入检索式或关键词' };
    const parsed = parsePatentQuery(state.q);
    if (!parsed.ok) return { ok: false, message: `检索式有误：${parsed.error.message}` };
  } else if (state.kind === 'expert') {
    return { ok: false, message: '只能保存专利出让或求购需求的筛选条件' };
  }

  const written = new Map<string, string | null>(
    fields.map((field) => [keyOf(schema, field), schema[field].write(state[field], state)]),
  );
  const clean = new URLSearchParams();
  for (const key of new Set(params.keys())) {
    const value = written.get(key);
    if (value !== null && value !== undefined) clean.set(key, value);
  }
  const search = clean.toString();
  return { ok: true, kind: found, state, url: `${url.pathname}${search ? `?${search}` : ''}` };
}

/** The same search whatever the order of its params: what saving twice is checked by. */
export function savedSearchKey(url: string): string {
  const [path, search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  params.sort();
  return `${path}?${params}`;
}

/** Labels of dictionary values (technical fields, trade categories); the raw value when unknown. */
export interface ConditionLabels {
  field?: (value: string) => string | undefined;
  category?: (value: string) => string | undefined;
}

const join = (values: readonly string[], labels?: Record<string, string>) =>
  values.map((value) => labels?.[value] ?? value).join('、');

/** The conditions of a saved page, as a person reads them. */
export function describeSavedSearch(target: SavedSearchTarget, labels: ConditionLabels = {}) {
  const out: string[] = [];
  const add = (label: string, value: string | undefined | false) => {
    if (value) out.push(`${label}：${value}`);
  };
  if (target.kind === 'patent') {
    const s = target.state;
    add('检索式', s.q);
    add('专利类型', join(s.type, PATENT_TYPE_LABELS));
    add('法律状态', join(s.legalStatus, LEGAL_STATUS_LABELS));
    add('申请年份', join(s.year.map(String)));
    add('IPC部', join(s.ipcSection));
    add('IPC大类', join(s.ipcClass));
    add('申请人', join(s.applicant));
    add('代理机构', join(s.agency));
    add('排序', s.sort !== 'rel' && SORTS[s.sort].label);
    return out;
  }
  const s = target.state;
  out.push(KINDS[s.kind]);
  add('关键词', s.keyword);
  add('交易方式', TRANSACTION_TYPE_LABELS[s.transactionType as API.TransactionType]);
  add('专利类型', PATENT_TYPE_LABELS[s.patentType as API.PatentType]);
  add('技术领域', s.field && (labels.field?.(s.field) ?? s.field));
  add('价格', s.price && PRICE_BANDS[s.price].label);
  add('法律状态', LEGAL_STATUS_LABELS[s.legalStatus as API.LegalStatus]);
  add('交易类别', s.category && (labels.category?.(s.category) ?? s.category));
  add('排序', s.sort !== 'new' && TRADE_SORTS[s.sort].label);
  return out;
}

function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/** A name for a saved search nobody named: the query text, or the hall's filters. */
export function defaultSavedSearchName(target: SavedSearchTarget, conditions: string[]): string {
  if (target.kind === 'patent') return clip(target.state.q, SAVED_SEARCH_LIMITS.name);
  const values = conditions
    .filter((c) => !c.startsWith('排序：'))
    .map((c) => c.slice(c.indexOf('：') + 1));
  return clip(values.join(' · '), SAVED_SEARCH_LIMITS.name);
}
