import { useState } from 'react';
import { errorFieldOf, errorMessageOf, versionConflictOf } from '@/utils/requestErrors';
import { saveIpcTransaction } from '@/services/website';
import { feedback } from '@/utils/feedback';

/** `{ field: message }` from a refused envelope's data, keeping only fields the form shows. */
function fieldErrors(data: unknown, known: readonly string[]): [string, string][] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.entries(data as Record<string, unknown>).filter(
    (entry): entry is [string, string] => known.includes(entry[0]) && typeof entry[1] === 'string',
  );
}

/** The listing a refusal names as already published for the same patent and deal. */
export interface DuplicateRef {
  id: string;
  own: boolean;
}

function duplicateOf(error: unknown): DuplicateRef | undefined {
  const data = (error as { data?: Partial<API.DuplicateListingData> } | undefined)?.data;
  return data && typeof data.duplicateId === 'string'
    ? { id: data.duplicateId, own: Boolean(data.duplicateOwn) }
    : undefined;
}

/** A change refused because the item changed meanwhile: the backend's words and the item now. */
export interface EditConflict extends API.VersionConflictData {
  message: string;
}

/** What the submit needs of the form's draft (useFormDraft). */
interface DraftOfEdit<V> {
  clear: () => void;
  /** The version of the stored item the values are based on. */
  baseVersion: () => number | undefined;
  rebase: (version: number, values?: V) => void;
}

/**
 * Sends a listing or a demand. Success clears the draft and hands back the saved item (the form
 * then says it waits for review); a failure keeps every value, explains why in `sendError`
 * (with the listing it duplicates, if any) and marks the fields the backend refused.
 *
 * A change of a stored item (`editing`) is sent with the version its values are based on. When the
 * item changed meanwhile (another window or device, an administrator's decision) the backend
 * refuses it (VERSION_CONFLICT) and `conflict` holds the item as it is now; nothing typed is lost.
 * The user then chooses: `reloadLatest` puts the current item in the form (`loadItem`) and drops
 * the draft, `keepMine` keeps the typed values and bases them on the current version, so the next
 * send saves them over it. `item` is the stored item as last known (for the notices).
 */
export default function useTradeSubmit<V>({
  showErrors,
  draft,
  fields,
  successText,
  editing,
  getValues,
  loadItem,
}: {
  /** Shows messages at the named fields (the form's `showErrors`). */
  showErrors: (messages: Record<string, string>) => void;
  draft: DraftOfEdit<V>;
  fields: readonly string[];
  successText: string;
  /** The stored item being changed; none for a new one. */
  editing?: API.IpcTransaction;
  /** The form's values now. */
  getValues: () => V;
  /** Replaces the form's values with those of `item`. */
  loadItem: (item: API.IpcTransaction) => void;
}) {
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const [duplicate, setDuplicate] = useState<DuplicateRef>();
  const [saved, setSaved] = useState<API.IpcTransaction>();
  const [conflict, setConflict] = useState<EditConflict>();
  const [item, setItem] = useState(editing);
  /** How the user went on after a conflict (the form says so). */
  const [resolved, setResolved] = useState<'kept' | 'reloaded'>();

  const send = async (values: API.IpcTransactionSave) => {
    setSending(true);
    setSendError(undefined);
    setDuplicate(undefined);
    setConflict(undefined);
    const body = editing ? { ...values, id: editing.id, version: draft.baseVersion() } : values;
    try {
      // The refusal goes on the form's fields, so the request layer only ends a lost session.
      const saved = await saveIpcTransaction(body, { skipErrorHandler: true });
      const id = saved?.id;
      if (!id) throw new Error('服务未返回发布结果，请稍后重试');
      draft.clear();
      feedback.success(successText);
      setSaved(saved);
      setSending(false);
      window.scrollTo?.({ top: 0 });
    } catch (error) {
      const changed = editing ? versionConflictOf(error) : undefined;
      if (changed) {
        // Said by the form's own notice, which offers the two ways on; the values stay as typed.
        setConflict({ ...changed, message: errorMessageOf(error) });
        setResolved(undefined);
        setSending(false);
        return;
      }
      // A refusal about one field names it (data.field); a validation refusal maps every field.
      const field = errorFieldOf(error);
      const marked: [string, string][] = field
        ? [[field, errorMessageOf(error)]]
        : fieldErrors((error as { data?: unknown })?.data, fields);
      if (marked.length) showErrors(Object.fromEntries(marked));
      setSendError(errorMessageOf(error));
      setDuplicate(duplicateOf(error));
      setSending(false);
    }
  };

  /** The typed values stay, now based on the current version: the next send saves them over it. */
  const keepMine = () => {
    if (!conflict) return;
    draft.rebase(conflict.currentVersion, getValues());
    setItem(conflict.current);
    setConflict(undefined);
    setResolved('kept');
  };

  /** The form takes the item as it is now; what was typed is dropped (the user confirmed). */
  const reloadLatest = () => {
    if (!conflict) return;
    loadItem(conflict.current);
    draft.rebase(conflict.currentVersion);
    // The form now holds the stored item: nothing of its own to keep.
    draft.clear();
    setItem(conflict.current);
    setConflict(undefined);
    setResolved('reloaded');
  };

  return {
    sending,
    sendError,
    duplicate,
    saved,
    send,
    conflict,
    item,
    resolved,
    keepMine,
    reloadLatest,
  };
}
