/** Form drafts kept in the browser so what a user typed survives a reload, a login trip or a failed send. */
const PREFIX = 'ipr.draft.';

export function loadDraft<T extends object>(key: string): Partial<T> | undefined {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    const parsed = raw ? JSON.parse(raw) : undefined;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft<T extends object>(key: string, values: T): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function clearDraft(key: string): void {
  window.localStorage.removeItem(PREFIX + key);
}
