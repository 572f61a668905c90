import dayjs, { isDayjs } from 'dayjs';
import { useCallback, useState } from 'react';
import { clearDraft, loadDraft, saveDraft } from '@/utils/draft';

type Values = Record<string, unknown>;

/** Dates as `YYYY-MM-DD`, so the JSON draft can be read back. */
function toStored(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, isDayjs(value) ? value.format('YYYY-MM-DD') : value]),
  );
}

function fromStored(stored: Values, dateFields: readonly string[]): Values {
  const values = { ...stored };
  for (const name of dateFields) {
    const raw = values[name];
    const date = typeof raw === 'string' ? dayjs(raw, 'YYYY-MM-DD') : null;
    values[name] = date?.isValid() ? date : undefined;
  }
  return values;
}

/**
 * A form's draft in localStorage under `key` (one per form and account): read once when the form
 * mounts, saved on every change, cleared only after a successful send.
 */
export default function useFormDraft<T extends object>(
  key: string,
  dateFields: readonly string[] = [],
) {
  const [restored] = useState(() => {
    const stored = loadDraft<Values>(key);
    return stored ? (fromStored(stored, dateFields) as Partial<T>) : undefined;
  });
  const save = useCallback(
    (values: Partial<T>) => saveDraft(key, toStored(values as Values)),
    [key],
  );
  const clear = useCallback(() => clearDraft(key), [key]);
  return { restored, save, clear };
}
