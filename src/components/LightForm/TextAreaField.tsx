import type { ReactNode } from 'react';
import FieldFrame from './FieldFrame';
import type { FieldBinding } from './useLightForm';
import styles from './index.less';

interface TextAreaFieldProps {
  field: FieldBinding;
  label: string;
  help?: ReactNode;
  placeholder?: string;
  rows?: number;
  maxLength: number;
}

/** A labelled native textarea in antd's look, with its `typed / max` count under it. */
export default function TextAreaField({
  field,
  label,
  help,
  placeholder,
  rows = 4,
  maxLength,
}: TextAreaFieldProps) {
  return (
    <FieldFrame
      field={field}
      label={label}
      help={help}
      count={{ text: field.value, max: maxLength }}
    >
      {(aria) => (
        <textarea
          id={field.id}
          name={field.name}
          className={styles.textarea}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          placeholder={placeholder}
          rows={rows}
          maxLength={maxLength}
          {...aria}
        />
      )}
    </FieldFrame>
  );
}
