/**
 * The state of a list a user can share (keyword, filters, sort, page), described once as a schema
 * of URL params: how each is read (never throwing: a malformed or hostile value falls back to its
 * default) and written (defaults are left out, so shared links stay short).
 */
import { isCalendarDay } from '../contract/validators';
import { readEnum, readInt, readList, readString } from './urlState';

export interface ParamSpec<T, S = object> {
  /** URL key; the field's own name when absent. */
  key?: string;
  read(params: URLSearchParams, key: string): T;
  /** The value as URL text, or null to leave it out (it is the default). */
  write(value: T, state: S): string | null;
  /** Changing it keeps the page (e.g. which report is open beside the list). */
  keepsPage?: boolean;
  /** Changing it resets every other field (e.g. a tab whose filters are its own). */
  resetsOthers?: boolean;
  /** For text: the longest value kept (a search box bound to it takes no more). */
  maxLength?: number;
}

export type ListSchema<S> = { [K in keyof S]: ParamSpec<S[K], S> };

const orNull = (text: string) => (text === '' ? null : text);

/** Free text, trimmed and capped; `keep` strips characters a value can never contain. */
export function textParam(maxLength = 100, keep?: RegExp): ParamSpec<string> {
  return {
    maxLength,
    read: (params, key) => {
      const text = readString(params, key, maxLength).trim();
      return keep ? text.replace(keep, '') : text;
    },
    write: orNull,
  };
}

/** One of a fixed set of values; anything else is the fallback. */
export function enumParam<T extends string>(allowed: readonly T[], fallback: T): ParamSpec<T> {
  return {
    read: (params, key) => readEnum(params, key, allowed, fallback),
    write: (value) => (value === fallback ? null : value),
  };
}

/** An integer within [min, max] (clamped); text, decimals and NaN give the fallback. */
export function intParam(min: number, max: number, fallback: number): ParamSpec<number> {
  return {
    read: (params, key) => readInt(params, key, { min, max, fallback }),
    write: (value) => (value === fallback ? null : String(value)),
  };
}

/** The 1-based page. */
export const pageParam = (max = 10_000) => intParam(1, max, 1);

/** A comma-separated list, de-duplicated and capped; with `allowed`, only those values. */
export function listParam(options: { allowed?: readonly string[]; max?: number } = {}) {
  const spec: ParamSpec<string[]> = {
    read: (params, key) => readList(params, key, options),
    write: (value) => orNull(value.join(',')),
  };
  return spec;
}

/** A calendar day (YYYY-MM-DD), a day filter's bound; anything else reads as no bound. */
export function dayParam(): ParamSpec<string> {
  return {
    read: (params, key) => {
      const text = readString(params, key, 40).trim();
      return isCalendarDay(text) ? text : '';
    },
    write: orNull,
  };
}

/** The state a URL describes. */
export function readListState<S>(schema: ListSchema<S>, params: URLSearchParams): S {
  const state = {} as S;
  for (const field of Object.keys(schema) as (keyof S)[]) {
    const spec = schema[field];
    state[field] = spec.read(params, spec.key ?? String(field));
  }
  return state;
}

/**
 * The URL after a change. Every key of the list is rewritten from the clean state, so a hostile
 * value is gone on the first click; a change of anything but the page (or a field that keeps it)
 * starts again at page 1; a field that resets the others starts from a clean URL. Params that
 * belong to no field are kept.
 */
export function nextListParams<S>(
  schema: ListSchema<S>,
  current: URLSearchParams,
  patch: Partial<S>,
): URLSearchParams {
  const fields = Object.keys(schema) as (keyof S)[];
  const changed = Object.keys(patch) as (keyof S)[];
  const resetting = changed.some((field) => schema[field].resetsOthers);
  const base = resetting ? new URLSearchParams() : current;
  const next: S = { ...readListState(schema, base), ...patch };
  const keepsPage = changed.every((field) => field === 'page' || schema[field].keepsPage);
  const page = 'page' as keyof S;
  if (page in schema && !keepsPage) next[page] = schema[page].read(new URLSearchParams(), 'page');
  const params = new URLSearchParams(base);
  for (const field of fields) {
    const spec = schema[field];
    const key = spec.key ?? String(field);
    const text = spec.write(next[field], next);
    if (text === null) params.delete(key);
    else params.set(key, text);
  }
  return params;
}

/** A list call's paging, sort and keyword from the state (0-based page for the backend). */
export function listQuery<Q, S extends string = never>(
  state: { page: number; keyword?: string },
  { size, sort, queryData }: { size: number; sort?: S; queryData?: Q },
): API.PageQuery<Q, S> {
  return {
    page: state.page - 1,
    size,
    sort,
    keyword: state.keyword || undefined,
    queryData,
  };
}

export interface IgnoredParam<S> {
  field: keyof S;
  /** What the reader calls the filter, e.g. 交易类别. */
  label: string;
  /** The value the link gave, as given. */
  value: string;
}

/**
 * Filters a link names that the list cannot apply: a value the schema refuses (it would silently
 * fall back), or one missing from `known` (e.g. a dictionary, once loaded; undefined while loading).
 * Only the fields `labels` names are reported.
 */
export function ignoredParams<S>(
  schema: ListSchema<S>,
  params: URLSearchParams,
  labels: Partial<Record<keyof S, string>>,
  known: Partial<Record<keyof S, readonly string[] | undefined>> = {},
): IgnoredParam<S>[] {
  const ignored: IgnoredParam<S>[] = [];
  for (const field of Object.keys(labels) as (keyof S)[]) {
    const spec = schema[field];
    const key = spec.key ?? String(field);
    const raw = (params.get(key) ?? '').trim();
    if (!raw) continue;
    const value = spec.read(params, key) as unknown;
    const allowed = known[field];
    const label = labels[field] as string;
    if (Array.isArray(value)) {
      const given = raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const bad = given.filter(
        (item) => !value.includes(item) || (allowed !== undefined && !allowed.includes(item)),
      );
      if (bad.length) ignored.push({ field, label, value: bad.join('、') });
      continue;
    }
    const text = String(value);
    const fallback = String(spec.read(new URLSearchParams(), key));
    const refused = text === fallback && raw !== fallback;
    const unknown = allowed !== undefined && text !== '' && !allowed.includes(text);
    if (refused || unknown) ignored.push({ field, label, value: raw });
  }
  return ignored;
}

/** The state's values of `fields` put back to their defaults (list fields keep their known items). */
export function clearedParams<S>(
  schema: ListSchema<S>,
  params: URLSearchParams,
  ignored: IgnoredParam<S>[],
  known: Partial<Record<keyof S, readonly string[] | undefined>> = {},
): Partial<S> {
  const patch: Partial<S> = {};
  for (const { field } of ignored) {
    const spec = schema[field];
    const key = spec.key ?? String(field);
    const value = spec.read(params, key) as unknown;
    const allowed = known[field];
    patch[field] = (
      Array.isArray(value)
        ? value.filter((item) => allowed === undefined || allowed.includes(item))
        : spec.read(new URLSearchParams(), key)
    ) as S[keyof S];
  }
  return patch;
}
