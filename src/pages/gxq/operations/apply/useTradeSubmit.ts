import { useState } from 'react';
import { errorFieldOf, errorMessageOf } from '@/requestErrorConfig';
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

/**
 * Sends a listing or a demand. Success clears the draft and hands back the saved item (the form
 * then says it waits for review); a failure keeps every value, explains why in `sendError`
 * (with the listing it duplicates, if any) and marks the fields the backend refused.
 */
export default function useTradeSubmit({
  showErrors,
  clearDraft,
  fields,
  successText,
}: {
  /** Shows messages at the named fields (the form's `showErrors`). */
  showErrors: (messages: Record<string, string>) => void;
  clearDraft: () => void;
  fields: readonly string[];
  successText: string;
}) {
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const [duplicate, setDuplicate] = useState<DuplicateRef>();
  const [saved, setSaved] = useState<API.IpcTransaction>();

  const send = async (body: API.IpcTransactionSave) => {
    setSending(true);
    setSendError(undefined);
    setDuplicate(undefined);
    try {
      // The refusal goes on the form's fields, so the request layer only ends a lost session.
      const saved = await saveIpcTransaction(body, { skipErrorHandler: true });
      const id = saved?.id;
      if (!id) throw new Error('服务未返回发布结果，请稍后重试');
      clearDraft();
      feedback.success(successText);
      setSaved(saved);
      setSending(false);
      window.scrollTo?.({ top: 0 });
    } catch (error) {
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

  return { sending, sendError, duplicate, saved, send };
}
