import type { ReactNode } from 'react';
import FieldFrame from './FieldFrame';
import type { FieldBinding } from './useLightForm';
import styles from './index.less';

interface DateFieldProps {
  field: FieldBinding;
  label: string;
  help?: ReactNode;
  /** The earliest date the picker offers, `YYYY-MM-DD`; the field's rules still check it. */
  min?: string;
  /** The latest date the picker offers, `YYYY-MM-DD`; the field's rules still check it. */
  max?: string;
}

/** A labelled native date input; its value is `YYYY-MM-DD`, or '' while incomplete. */
export default function DateField({ field, label, help, min, max }: DateFieldProps) {
  return (
    <FieldFrame field={field} label={label} help={help}>
      {(aria) => (
        <input
          id={field.id}
          name={field.name}
          type="date"
          className={styles.date}
          value={field.value}
          min={min}
          max={max}
          onChange={(event) => field.onChange(event.target.value)}
          {...aria}
        />
      )}
    </FieldFrame>
  );
}
