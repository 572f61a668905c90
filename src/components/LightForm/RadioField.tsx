import type { ReactNode } from 'react';
import FieldFrame from './FieldFrame';
import type { FieldBinding } from './useLightForm';
import styles from './index.less';

interface RadioFieldProps {
  field: FieldBinding;
  label: string;
  options: readonly { value: string; label: string }[];
  help?: ReactNode;
}

/**
 * Native radio buttons drawn as antd's solid button group: arrow keys move between them, and the
 * group carries its name, message and hint.
 */
export default function RadioField({ field, label, options, help }: RadioFieldProps) {
  const checkedIndex = options.findIndex((option) => option.value === field.value);
  return (
    <FieldFrame field={field} label={label} help={help} group="radiogroup">
      {() => (
        <div className={styles.radios}>
          {options.map((option, index) => (
            <label key={option.value} className={styles.radio}>
              <input
                // The form focuses this id when the group fails: the checked button, else the first.
                id={index === Math.max(checkedIndex, 0) ? field.id : undefined}
                type="radio"
                name={field.name}
                value={option.value}
                checked={option.value === field.value}
                onChange={() => field.onChange(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
    </FieldFrame>
  );
}
