import { Select } from 'antd';
import styles from './index.less';

interface FilterSelectProps<T extends string> {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** Names the filter for assistive technology (the toolbar shows no label beside it). */
  'aria-label': string;
  className?: string;
}

/** One of a shell list's filters in its toolbar: antd's Select, as wide as its longest choice. */
export default function FilterSelect<T extends string>({
  value,
  options,
  onChange,
  className,
  'aria-label': label,
}: FilterSelectProps<T>) {
  return (
    <Select<T>
      className={className ?? styles.filterSelect}
      value={value}
      options={[...options]}
      onChange={onChange}
      aria-label={label}
      popupMatchSelectWidth={false}
    />
  );
}
