import { useCallback, useRef, useState } from 'react';
import { clearDraft, loadDraft, saveDraft } from '@/utils/draft';

/**
 * The stored values that fit the form: each kept only when it has the type of the field's
 * default (a number from an older draft becomes text), so a stale or hand-edited draft can never
 * put an object where the form expects text.
 */
export function draftValues<T extends object>(stored: object, defaults: T): Partial<T> {
  const values: Record<string, unknown> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = (stored as Record<string, unknown>)[name];
    if (typeof fallback === 'string' && typeof value === 'number' && Number.isFinite(value))
      values[name] = String(value);
    else if (Array.isArray(fallback)) {
      if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
        values[name] = value;
    } else if (typeof value === typeof fallback) values[name] = value;
  }
  return values as Partial<T>;
}

/** Where a draft of a change keeps the version of the item its values were based on. */
export const DRAFT_BASE_VERSION = 'baseVersion';

/** The version a stored draft of a change was based on, if it names a usable one. */
export function draftBaseVersion(stored: object): number | undefined {
  const value = (stored as Record<string, unknown>)[DRAFT_BASE_VERSION];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * A form's draft in localStorage under `key` (one per form and account): read once when the form
 * mounts (only what fits `defaults`), saved on every change, cleared only after a successful send
 * (or when the user reloads the stored item instead).
 *
 * A draft of a change to a stored item also keeps the `version` of the item its values were based
 * on, and a restored draft keeps its own: values typed against version 3, restored when the item is
 * at version 4, are sent as based on 3, so the backend refuses them as stale instead of letting
 * them silently undo the other change. `rebase` moves the draft on to a newer version when the
 * user chooses to keep their values over it.
 */
export default function useFormDraft<T extends object>(key: string, defaults: T, version?: number) {
  const [restored] = useState(() => {
    const stored = loadDraft<T>(key);
    return stored
      ? { values: draftValues(stored, defaults), version: draftBaseVersion(stored) }
      : undefined;
  });
  const base = useRef(restored?.version ?? version);
  const save = useCallback(
    (values: T) =>
      saveDraft(
        key,
        base.current === undefined ? values : { ...values, [DRAFT_BASE_VERSION]: base.current },
      ),
    [key],
  );
  const clear = useCallback(() => clearDraft(key), [key]);
  /** The version the values are based on now: sent with the change. */
  const baseVersion = useCallback(() => base.current, []);
  /** Bases the values on `next` from now on; with `values`, stores them so at once. */
  const rebase = useCallback(
    (next: number, values?: T) => {
      base.current = next;
      if (values) save(values);
    },
    [save],
  );
  return { restored: restored?.values, save, clear, baseVersion, rebase };
}
