import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import classNames from 'classnames';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import type { FieldBinding } from './useLightForm';
import styles from './index.less';

export interface TextFieldProps {
  field: FieldBinding;
  label: string;
  /** The hint under the field (antd's `extra`), read with the field. */
  help?: ReactNode;
  type?: 'text' | 'password' | 'tel';
  /** A decorative icon inside the box. */
  icon?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** A control joined to the box's right edge (获取验证码). */
  addon?: ReactNode;
}

/**
 * A labelled native input in antd's large input look, with its hint and its message linked to it
 * (aria-describedby, aria-invalid). Passwords get a 显示密码 toggle.
 */
export default function TextField({
  field,
  label,
  help,
  type = 'text',
  icon,
  placeholder,
  autoComplete,
  maxLength,
  inputMode,
  addon,
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const errorId = `${field.id}-error`;
  const helpId = `${field.id}-help`;
  const described = [field.error && errorId, help && helpId].filter(Boolean).join(' ');
  const isPassword = type === 'password';

  return (
    <div className={classNames(styles.field, field.error && styles.invalid)}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <span className={styles.box}>
          {icon && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          <input
            id={field.id}
            name={field.name}
            type={isPassword && !revealed ? 'password' : type === 'tel' ? 'tel' : 'text'}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            placeholder={placeholder}
            autoComplete={autoComplete}
            maxLength={maxLength}
            inputMode={inputMode}
            aria-required={field.required || undefined}
            aria-invalid={field.error ? true : undefined}
            aria-describedby={described || undefined}
          />
          {isPassword && (
            <button
              type="button"
              className={styles.reveal}
              aria-label={revealed ? '隐藏密码' : '显示密码'}
              aria-pressed={revealed}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            </button>
          )}
        </span>
        {addon}
      </div>
      {field.error && (
        <div id={errorId} className={styles.error} role="alert">
          {field.error}
        </div>
      )}
      {help && (
        <div id={helpId} className={styles.help}>
          {help}
        </div>
      )}
    </div>
  );
}
