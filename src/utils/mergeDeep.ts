/**
 * Deep merge in the manner of lodash's `merge`: sources are merged into `target` (which is changed
 * and returned) from left to right; plain objects and arrays merge key by key, a source value of
 * `undefined` leaves the target's value, anything else replaces it.
 *
 * Umi's antd plugin imports lodash/merge for its runtime config setter; `.umirc.ts` points that
 * import here, which keeps lodash's merge machinery (about 4 KB gzipped) out of every page.
 */
type Mergeable = Record<string, unknown> | unknown[];

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const isMergeable = (value: unknown): value is Mergeable =>
  Array.isArray(value) || isPlainObject(value);

function mergeInto(target: Mergeable, source: Mergeable, seen: WeakMap<object, Mergeable>) {
  const into = target as Record<string, unknown>;
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (isMergeable(value)) {
      const done = seen.get(value);
      if (done) {
        into[key] = done;
        continue;
      }
      const current = into[key];
      const base: Mergeable = Array.isArray(value)
        ? Array.isArray(current)
          ? current
          : []
        : isPlainObject(current)
          ? current
          : {};
      seen.set(value, base);
      into[key] = mergeInto(base, value, seen);
    } else if (value !== undefined || !(key in into)) {
      into[key] = value;
    }
  }
  return target;
}

export default function mergeDeep<T extends object>(target: T, ...sources: unknown[]): T {
  const seen = new WeakMap<object, Mergeable>();
  for (const source of sources) {
    if (isMergeable(source)) mergeInto(target as Mergeable, source, seen);
  }
  return target;
}
