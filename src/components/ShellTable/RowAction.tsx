import { LoadingOutlined } from '@ant-design/icons';
import classNames from 'classnames';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styles from './RowAction.less';

export interface RowActionProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  danger?: boolean;
  /** Busy: a spinner before the words, and a press does nothing. */
  loading?: boolean;
  /** Words that run on in the cell (a record's name) rather than a compact action. */
  inline?: boolean;
  icon?: ReactNode;
}

/**
 * A row action of a shell table: the look of antd's small link button, the browser's own button
 * underneath. Forwards its ref, so a Popconfirm or Tooltip can anchor to it.
 */
const RowAction = forwardRef<HTMLButtonElement, RowActionProps>(function RowAction(
  { danger, loading, inline, icon, className, onClick, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className={classNames(
        styles.action,
        { [styles.danger]: danger, [styles.inline]: inline },
        className,
      )}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading ? <LoadingOutlined /> : icon}
      {children}
    </button>
  );
});

export default RowAction;
