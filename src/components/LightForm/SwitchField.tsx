import classNames from 'classnames';
import type { FieldBinding } from './useLightForm';
import styles from './index.less';

interface SwitchFieldProps {
  field: FieldBinding<boolean>;
  label: string;
  disabled?: boolean;
}

/** An on/off choice (面议) as antd's switch: a button with role switch, named by its label. */
export default function SwitchField({ field, label, disabled }: SwitchFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
      </label>
      <div className={styles.switchRow}>
        <button
          id={field.id}
          type="button"
          role="switch"
          aria-checked={field.value}
          disabled={disabled}
          className={classNames(styles.switch, field.value && styles.switchOn)}
          onClick={() => field.onChange(!field.value)}
        >
          <span className={styles.switchHandle} />
        </button>
      </div>
    </div>
  );
}
