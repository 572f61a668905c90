import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import classNames from 'classnames';
import styles from './index.less';

interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  placeholder?: string;
  size?: 'middle' | 'large';
  loading?: boolean;
  maxLength?: number;
  buttonText?: string;
  'aria-label': string;
  className?: string;
}

/**
 * A search input with its button; Enter or the button runs the search. A native input styled like
 * antd's: antd's Input pulls the whole form context (rc-field-form) into public pages.
 */
export default function SearchBar({
  value,
  onChange,
  onSearch,
  placeholder,
  size = 'middle',
  loading,
  maxLength = 500,
  buttonText = '检索',
  className,
  ...rest
}: SearchBarProps) {
  return (
    <form
      role="search"
      className={classNames(styles.bar, size === 'large' && styles.large, className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-label={rest['aria-label']}
        className={styles.input}
        enterKeyHint="search"
      />
      <Button
        type="primary"
        htmlType="submit"
        size={size}
        icon={<SearchOutlined />}
        loading={loading}
        className={styles.button}
      >
        {buttonText}
      </Button>
    </form>
  );
}
