import classNames from 'classnames';
import styles from './index.less';

interface NativeSelectProps<T extends string> {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  'aria-label': string;
  className?: string;
}

/** The browser's own select, styled like antd's: light, accessible and native on phones. */
export default function NativeSelect<T extends string>({
  value,
  options,
  onChange,
  className,
  ...rest
}: NativeSelectProps<T>) {
  return (
    <select
      className={classNames(styles.select, className)}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      aria-label={rest['aria-label']}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
