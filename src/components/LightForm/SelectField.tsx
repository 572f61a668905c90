import type { ReactNode } from 'react';
import FieldFrame from './FieldFrame';
import type { FieldBinding } from './useLightForm';
import styles from './index.less';

interface SelectFieldProps {
  field: FieldBinding;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The text of the empty choice ('' as value): 请选择, 不限, 按交易方式默认… */
  placeholder: string;
  help?: ReactNode;
}

/**
 * A labelled native select in antd's large look: the phone's own picker, typeahead by keyboard.
 * A value the options do not hold (an old draft, a retired dictionary entry) shows as empty, and
 * the field's rules say so.
 */
export default function SelectField({
  field,
  label,
  options,
  placeholder,
  help,
}: SelectFieldProps) {
  const known = options.some((option) => option.value === field.value);
  return (
    <FieldFrame field={field} label={label} help={help}>
      {(aria) => (
        <select
          id={field.id}
          name={field.name}
          className={styles.select}
          value={known ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value)}
          data-empty={!known || undefined}
          {...aria}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
