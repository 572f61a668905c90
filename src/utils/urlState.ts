/**
 * Reading and writing the state a user shares (query, filters, sort, page) in the URL query.
 * Readers never throw: a malformed or hostile value falls back to the default.
 */

export function readString(params: URLSearchParams, key: string, maxLength = 500): string {
  return (params.get(key) ?? '').slice(0, maxLength);
}

/** An integer within [min, max]; anything else (text, NaN, decimals) gives the fallback, out-of-range values are clamped. */
export function readInt(
  params: URLSearchParams,
  key: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const raw = params.get(key);
  if (raw === null || !/^-?\d{1,9}$/.test(raw.trim())) return fallback;
  return Math.min(max, Math.max(min, Number(raw)));
}

/** A value from an allowed set, else the fallback. */
export function readEnum<T extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = params.get(key);
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

/** A comma-separated list, trimmed, de-duplicated and capped; optionally only allowed values. */
export function readList(
  params: URLSearchParams,
  key: string,
  { allowed, max = 20 }: { allowed?: readonly string[]; max?: number } = {},
): string[] {
  const items = (params.get(key) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item && item.length <= 100 && (!allowed || allowed.includes(item)));
  return [...new Set(items)].slice(0, max);
}

export type ParamValue = string | number | readonly (string | number)[] | null | undefined;

/** A copy of `current` with `patch` applied; empty values remove their key. */
export function patchParams(
  current: URLSearchParams,
  patch: Record<string, ParamValue>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    const text = Array.isArray(value)
      ? value.join(',')
      : value === null || value === undefined
        ? ''
        : String(value);
    if (text === '') next.delete(key);
    else next.set(key, text);
  }
  return next;
}
