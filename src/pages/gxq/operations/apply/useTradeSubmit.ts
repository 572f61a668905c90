import { history } from '@umijs/max';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '@/requestErrorConfig';
import { saveIpcTransaction } from '@/services/website';
import { feedback } from '@/utils/feedback';

/** `{ field: message }` from a refused envelope's data, keeping only fields the form shows. */
function fieldErrors(data: unknown, known: readonly string[]): [string, string][] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.entries(data as Record<string, unknown>).filter(
    (entry): entry is [string, string] => known.includes(entry[0]) && typeof entry[1] === 'string',
  );
}

/**
 * Sends a listing or a demand. Success clears the draft and opens the new item; a failure keeps
 * every value, explains why in `sendError` and marks the fields the backend refused.
 */
export default function useTradeSubmit(
  form: FormInstance,
  {
    clearDraft,
    fields,
    successText,
  }: { clearDraft: () => void; fields: readonly string[]; successText: string },
) {
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();

  const send = async (body: API.IpcTransactionSave) => {
    setSending(true);
    setSendError(undefined);
    try {
      // The refusal goes on the form's fields, so the request layer only ends a lost session.
      const saved = await saveIpcTransaction(body, { skipErrorHandler: true });
      const id = saved?.id;
      if (!id) throw new Error('服务未返回发布结果，请稍后重试');
      clearDraft();
      feedback.success(successText);
      history.push(`/gxq/operations/sell/${encodeURIComponent(id)}`);
    } catch (error) {
      const marked = fieldErrors((error as { data?: unknown })?.data, fields);
      if (marked.length)
        form.setFields(marked.map(([name, message]) => ({ name, errors: [message] })));
      setSendError(errorMessageOf(error));
      setSending(false);
    }
  };

  return { sending, sendError, send };
}
