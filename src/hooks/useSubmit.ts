import { useRef, useState } from 'react';

/**
 * A form's or a dialog's submit: `sending` while the call runs (the button's loading state), and a
 * second submit meanwhile is ignored, so a double click sends once. `submit` resolves true once the
 * action succeeded. A failure resolves false: the request layer has said why, or `onError` puts it
 * at the form (useFormRefusal); either way nothing typed is lost.
 */
export default function useSubmit<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
  onError?: (failure: unknown) => void,
) {
  const [sending, setSending] = useState(false);
  const running = useRef(false);
  const submit = async (...args: A): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setSending(true);
    try {
      await action(...args);
      return true;
    } catch (failure) {
      onError?.(failure);
      return false;
    } finally {
      running.current = false;
      setSending(false);
    }
  };
  return { sending, submit };
}
