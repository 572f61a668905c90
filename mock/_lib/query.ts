// The list query engine every list endpoint shares: page/size/sort/keyword/queryData in,
// `{ content, totalElements, totalPages, number, size }` out (docs/architecture.md §3).

import { DEFAULT_PAGE_SIZE } from '../../src/contract/vocabulary';
import { badRequest } from './envelope';

export const MAX_PAGE_SIZE = 5000;
export const MAX_KEYWORD_LENGTH = 100;

type Scalar = string | number | boolean | null | undefined;

/**
 * A filter read from queryData[key]:
 * - match: the item's value (or one of its values) equals one of the requested values
 *   (an array, or a comma-separated string);
 * - min / max: a numeric bound on the item's value (inclusive);
 * - bucket: `a-b` means a ≤ value < b, a single `a` means value ≥ a (the agency filter groups);
 * - bool: true/false, also given as 'true'/'false'/'1'/'0';
 * - custom: anything else; `test` gets the raw, non-empty value.
 */
export type FilterSpec<T> =
  | { key: string; kind: 'match'; get: (item: T) => Scalar | Scalar[] }
  | { key: string; kind: 'min' | 'max'; label: string; get: (item: T) => number | null | undefined }
  | { key: string; kind: 'bucket'; label: string; get: (item: T) => number }
  | { key: string; kind: 'bool'; label: string; get: (item: T) => boolean }
  | { key: string; kind: 'custom'; test: (item: T, value: unknown) => boolean };

export interface ListSpec<T> {
  /** Text searched by `keyword`; every space-separated word must occur in one of them. */
  text: (item: T) => (string | undefined | null)[];
  /** Sortable fields: name → value getter. Anything else is refused. */
  sort: Record<string, (item: T) => string | number | null | undefined>;
  defaultSort?: string;
  filters?: FilterSpec<T>[];
  /** The largest page (below MAX_PAGE_SIZE): lists whose items carry contacts are not handed out whole. */
  maxSize?: number;
}

export interface ParsedQuery {
  page: number;
  size: number;
  sort?: { field: string; desc: boolean };
  words: string[];
  queryData: Record<string, unknown>;
}

const RESERVED = new Set(['page', 'size', 'sort', 'keyword', 'queryData']);

/** An integer query parameter within [min, max]; `fallback` when absent. */
export function parseInteger(
  value: unknown,
  fallback: number,
  min: number,
  max: number,
  message: string,
): number {
  if (value === undefined || value === null || value === '') return fallback;
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) n = Number(value);
  else throw badRequest(message);
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest(message);
  return n;
}

/** queryData as sent by axios (a JSON string) or by qs bracket syntax (an object). */
export function parseQueryData(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {};
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest('查询条件格式不正确');
    }
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('查询条件格式不正确');
  return value as Record<string, unknown>;
}

export function parseSort(
  raw: unknown,
  allowed: readonly string[],
): { field: string; desc: boolean } | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') throw badRequest('排序参数格式不正确');
  const parts = raw
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  if (parts.length > 2) throw badRequest('排序参数格式不正确，应为“字段 asc|desc”');
  const [field, dir = 'asc'] = parts;
  if (!allowed.includes(field)) {
    const hint = allowed.length ? `，可选：${allowed.join('、')}` : '';
    throw badRequest(`不支持按“${field}”排序${hint}`);
  }
  const direction = dir.toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') throw badRequest('排序方向只能是 asc 或 desc');
  return { field, desc: direction === 'desc' };
}

export function parseKeyword(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  if (typeof raw !== 'string') throw badRequest('关键词格式不正确');
  const keyword = raw.trim();
  if (keyword.length > MAX_KEYWORD_LENGTH)
    throw badRequest(`关键词不能超过${MAX_KEYWORD_LENGTH}个字符`);
  return keyword
    .toLowerCase()
    .split(/[\s\u3000]+/)
    .filter(Boolean);
}

/** Reads the query parameters; filters come from queryData, falling back to top-level keys. */
export function parseListQuery(
  query: Record<string, unknown> | undefined,
  sortFields: readonly string[],
  defaultSort?: string,
  maxSize: number = MAX_PAGE_SIZE,
): ParsedQuery {
  const q = query ?? {};
  const page = parseInteger(q.page, 0, 0, Number.MAX_SAFE_INTEGER, '页码必须是不小于0的整数');
  const size = parseInteger(
    q.size,
    DEFAULT_PAGE_SIZE,
    1,
    maxSize,
    `每页条数必须是1到${maxSize}之间的整数`,
  );
  const sort = parseSort(q.sort, sortFields) ?? parseSort(defaultSort, sortFields);
  const words = parseKeyword(q.keyword);
  const topLevel: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(q)) if (!RESERVED.has(key)) topLevel[key] = value;
  const queryData = { ...topLevel, ...parseQueryData(q.queryData) };
  return { page, size, sort, words, queryData };
}

export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Requested values of a match filter: an array, or a comma-separated string. */
export function toValues(value: unknown): string[] {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : [value];
  return list
    .map((v) => String(v).trim())
    .filter((v) => v !== '' && v !== 'undefined' && v !== 'null');
}

export function toNumber(value: unknown, label: string): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n)) throw badRequest(`${label}必须是数字`);
  return n;
}

export function toBool(value: unknown, label: string): boolean {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw badRequest(`${label}只能是 true 或 false`);
}

function parseBucket(value: unknown, label: string): [number, number] {
  const text = String(value).trim();
  const match = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?$/.exec(text);
  if (!match) throw badRequest(`${label}筛选值不正确`);
  const low = Number(match[1]);
  const high = match[2] === undefined ? Infinity : Number(match[2]);
  if (high <= low) throw badRequest(`${label}筛选值不正确`);
  return [low, high];
}

/** Turns the filter specs and the request's queryData into one predicate (validating values first). */
function compileFilters<T>(
  specs: FilterSpec<T>[],
  queryData: Record<string, unknown>,
): ((item: T) => boolean)[] {
  const tests: ((item: T) => boolean)[] = [];
  for (const spec of specs) {
    const raw = queryData[spec.key];
    if (isBlank(raw)) continue;
    switch (spec.kind) {
      case 'match': {
        const wanted = new Set(toValues(raw));
        if (wanted.size === 0) break;
        tests.push((item) => {
          const v = spec.get(item);
          const have = Array.isArray(v) ? v : [v];
          return have.some((x) => x !== null && x !== undefined && wanted.has(String(x)));
        });
        break;
      }
      case 'min':
      case 'max': {
        const bound = toNumber(raw, spec.label);
        const isMin = spec.kind === 'min';
        tests.push((item) => {
          const v = spec.get(item);
          if (v === null || v === undefined) return false;
          return isMin ? v >= bound : v <= bound;
        });
        break;
      }
      case 'bucket': {
        const ranges = toValues(raw).map((v) => parseBucket(v, spec.label));
        tests.push((item) => {
          const v = spec.get(item);
          return ranges.some(([low, high]) => v >= low && v < high);
        });
        break;
      }
      case 'bool': {
        const wanted = toBool(raw, spec.label);
        tests.push((item) => spec.get(item) === wanted);
        break;
      }
      case 'custom':
        tests.push((item) => spec.test(item, raw));
        break;
      default:
        break;
    }
  }
  return tests;
}

function compare(
  a: string | number | null | undefined,
  b: string | number | null | undefined,
): number {
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

export function paginate<T>(items: T[], page: number, size: number): API.Page<T> {
  const totalElements = items.length;
  return {
    content: items.slice(page * size, page * size + size),
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    number: page,
    size,
  };
}

function applyFilters<T>(items: readonly T[], parsed: ParsedQuery, spec: ListSpec<T>): T[] {
  const tests = compileFilters(spec.filters ?? [], parsed.queryData);
  const { words } = parsed;
  let result = items.filter((item) => tests.every((t) => t(item)));
  if (words.length) {
    result = result.filter((item) => {
      const haystack = spec.text(item).filter(Boolean).join('\n').toLowerCase();
      return words.every((w) => haystack.includes(w));
    });
  }
  return result;
}

/** The items a list request selects (filters and keyword), unsorted and unpaged: for figures. */
export function filterItems<T>(
  items: readonly T[],
  query: Record<string, unknown> | undefined,
  spec: ListSpec<T>,
): T[] {
  return applyFilters(items, parseListQuery(query, Object.keys(spec.sort), spec.defaultSort), spec);
}

/** Filters, searches, sorts (stable; empty values last) and pages `items` for one request. */
export function runQuery<T>(
  items: readonly T[],
  query: Record<string, unknown> | undefined,
  spec: ListSpec<T>,
): API.Page<T> {
  const parsed = parseListQuery(query, Object.keys(spec.sort), spec.defaultSort, spec.maxSize);
  let result = applyFilters(items, parsed, spec);
  if (parsed.sort) {
    const get = spec.sort[parsed.sort.field];
    const sign = parsed.sort.desc ? -1 : 1;
    result = result
      .map((item) => ({ item, key: get(item) }))
      .sort((x, y) => {
        const xNull = x.key === null || x.key === undefined;
        const yNull = y.key === null || y.key === undefined;
        if (xNull || yNull) return compare(x.key, y.key);
        return sign * compare(x.key, y.key);
      })
      .map((x) => x.item);
  }
  return paginate(result, parsed.page, parsed.size);
}
