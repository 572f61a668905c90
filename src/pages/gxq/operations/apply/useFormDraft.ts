import { useCallback, useState } from 'react';
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

/**
 * A form's draft in localStorage under `key` (one per form and account): read once when the form
 * mounts (only what fits `defaults`), saved on every change, cleared only after a successful send.
 */
export default function useFormDraft<T extends object>(key: string, defaults: T) {
  const [restored] = useState(() => {
    const stored = loadDraft<T>(key);
    return stored ? draftValues(stored, defaults) : undefined;
  });
  const save = useCallback((values: T) => saveDraft(key, values), [key]);
  const clear = useCallback(() => clearDraft(key), [key]);
  return { restored, save, clear };
}
