import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import classNames from 'classnames';
import { useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import FieldFrame from './FieldFrame';
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
  /** A unit inside the box, after the input (万元). */
  unit?: string;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  /** Shows `typed / maxLength` under the field. */
  showCount?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  disabled?: boolean;
  readOnly?: boolean;
  /** A control joined to the box's right edge (获取验证码, 查询). */
  addon?: ReactNode;
  onBlur?: () => void;
  /** Enter in the box runs this instead of submitting the form. */
  onEnter?: () => void;
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
  unit,
  placeholder,
  autoComplete,
  maxLength,
  showCount,
  inputMode,
  disabled,
  readOnly,
  addon,
  onBlur,
  onEnter,
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const onKeyDown = onEnter
    ? (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        onEnter();
      }
    : undefined;

  return (
    <FieldFrame
      field={field}
      label={label}
      help={help}
      count={showCount && maxLength ? { text: field.value, max: maxLength } : undefined}
    >
      {(aria) => (
        <div className={styles.row}>
          <span
            className={classNames(
              styles.box,
              disabled && styles.disabled,
              readOnly && styles.readOnly,
            )}
          >
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
              onBlur={onBlur}
              onKeyDown={onKeyDown}
              placeholder={placeholder}
              autoComplete={autoComplete}
              maxLength={maxLength}
              inputMode={inputMode}
              disabled={disabled}
              readOnly={readOnly}
              {...aria}
            />
            {unit && <span className={styles.unit}>{unit}</span>}
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
      )}
    </FieldFrame>
  );
}
