import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { refusalOf } from '../utils/refusal';

/**
 * A form's refused submit: `show` puts the reason at the field the backend named (when the form has
 * it) or in `error` above the form; what was typed stays. `clear` before the next try.
 */
export default function useFormRefusal<F extends string>(form: FormInstance, fields: readonly F[]) {
  const [error, setError] = useState<string>();
  const show = useCallback(
    (failure: unknown) => {
      const refusal = refusalOf(failure, fields);
      if (refusal.field) form.setFields([{ name: refusal.field, errors: [refusal.message] }]);
      else setError(refusal.message);
    },
    [form, fields],
  );
  const clear = useCallback(() => setError(undefined), []);
  return { error, show, clear, setError };
}
