import type { ReactNode } from 'react';
import type { FieldBinding } from './useLightForm';
import styles from './index.less';

/**
 * A checkbox that must be ticked (an agreement): its value is 'yes' when ticked, '' otherwise, so a
 * `required` rule checks it like any other field; its message is linked to it like TextField's.
 */
export default function CheckField({
  field,
  children,
}: {
  field: FieldBinding;
  /** The label's content; it may hold a button (to open the text agreed to). */
  children: ReactNode;
}) {
  const errorId = `${field.id}-error`;
  return (
    <div className={styles.checkField}>
      <label className={styles.check}>
        <input
          id={field.id}
          name={field.name}
          type="checkbox"
          checked={field.value === 'yes'}
          onChange={(event) => field.onChange(event.target.checked ? 'yes' : '')}
          aria-required={field.required || undefined}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? errorId : undefined}
        />
        <span>{children}</span>
      </label>
      {field.error && (
        <div id={errorId} className={styles.error} role="alert">
          {field.error}
        </div>
      )}
    </div>
  );
}
