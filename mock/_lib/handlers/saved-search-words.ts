// A saved search's conditions in words, as the user centre lists them, and the name one gets when
// nobody named it. The conditions are the canonical form saved-search-params.ts checked.

import {
  DICT_CODES,
  LEGAL_STATUS_LABELS,
  PATENT_TYPE_LABELS,
  TRANSACTION_TYPE_LABELS,
} from '../../../src/contract/vocabulary';
import { db } from '../data';
import { ipcClassLabel, ipcSectionLabel } from '../ipc';
import { KINDS, SAVED_SEARCH_LIMITS, TRADING_SORT_LABELS } from './saved-search-params';

/** 万元 as people write it: 50万, 1.5亿. */
function money(amount: number): string {
  const round = (n: number) => String(Math.round(n * 100) / 100);
  return amount >= 10_000 ? `${round(amount / 10_000)}亿` : `${round(amount)}万`;
}

/** A hall filter's price condition in words: 10万-50万, 10万以下, 200万以上, 面议. */
export function describePrice(data: API.SavedTradingQueryData): string | undefined {
  const { priceMin: min, priceMax: max, negotiable } = data;
  if (negotiable) return '面议';
  if (min !== undefined && max !== undefined)
    return min === max ? money(min) : `${money(min)}-${money(max)}`;
  if (max !== undefined) return `${money(max)}以下`;
  if (min !== undefined) return `${money(min)}以上`;
  if (negotiable === false) return '有标价';
  return undefined;
}

const PATENT_SORT_LABELS: Record<API.PatentSort, string> = {
  relevance: '相关度',
  'applicationDate desc': '申请日（新→旧）',
  'applicationDate asc': '申请日（旧→新）',
  'publicationDate desc': '公开日（新→旧）',
  'publicationDate asc': '公开日（旧→新）',
};

const dictLabel = (code: string, value: string) =>
  db().dictionaries[code]?.find((item) => item.value === value)?.label ?? value;

/** The conditions of a saved search, as a person reads them. */
export function describeSavedSearch(target: API.SavedSearchTarget): string[] {
  const out: string[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) out.push(`${label}：${value}`);
  };
  if (target.kind === 'patent') {
    const { q, sort, filters = {}, expand, without } = target.params;
    add('检索式', q);
    add('扩展检索', expand === false ? '关闭' : undefined);
    add('不扩展', without?.join('、'));
    add('专利类型', filters.type?.map((v) => PATENT_TYPE_LABELS[v]).join('、'));
    add('法律状态', filters.legalStatus?.map((v) => LEGAL_STATUS_LABELS[v]).join('、'));
    add('申请年份', filters.year?.join('、'));
    add('IPC部', filters.ipcSection?.map(ipcSectionLabel).join('、'));
    add('IPC大类', filters.ipcClass?.map(ipcClassLabel).join('、'));
    add('申请人', filters.applicant?.join('、'));
    add('代理机构', filters.agency?.join('、'));
    add('排序', sort && sort !== 'relevance' ? PATENT_SORT_LABELS[sort] : undefined);
    return out;
  }
  const { keyword, sort, queryData: data } = target.params;
  out.push(KINDS[data.kind]);
  add('关键词', keyword);
  add('交易方式', data.transactionType && TRANSACTION_TYPE_LABELS[data.transactionType]);
  add('专利类型', data.patentType && PATENT_TYPE_LABELS[data.patentType]);
  add('技术领域', data.field && dictLabel(DICT_CODES.technicalFields, data.field));
  add('价格', describePrice(data));
  add('法律状态', data.legalStatus && LEGAL_STATUS_LABELS[data.legalStatus]);
  add('交易类别', data.category && dictLabel(DICT_CODES.tradeCategory, data.category));
  add('排序', sort && (TRADING_SORT_LABELS[sort] ?? sort));
  return out;
}

function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/** A name for a saved search nobody named: the query text, or the hall's filters. */
export function defaultSavedSearchName(
  target: API.SavedSearchTarget,
  conditions: string[],
): string {
  if (target.kind === 'patent') return clip(target.params.q, SAVED_SEARCH_LIMITS.name);
  const values = conditions
    .filter((c) => !c.startsWith('排序：'))
    .map((c) => c.slice(c.indexOf('：') + 1));
  return clip(values.join(' · '), SAVED_SEARCH_LIMITS.name);
}
