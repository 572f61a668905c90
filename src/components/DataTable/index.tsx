import classNames from 'classnames';
import type { Key, ReactNode } from 'react';
import styles from './index.less';

export interface DataColumn<T> {
  title: ReactNode;
  /** The row field shown (and passed to `render`). */
  dataIndex?: keyof T & string;
  /** Needed when two columns show the same field or none. */
  key?: string;
  width?: number;
  /** Stays in view at the right edge while the table scrolls sideways (a row's actions). */
  fixed?: 'right';
  /** One line, cut with an ellipsis; the whole text shows on hover. */
  ellipsis?: boolean;
  render?: (value: any, row: T, index: number) => ReactNode;
}

interface DataTableProps<T> {
  columns: DataColumn<T>[];
  dataSource: T[];
  rowKey: (keyof T & string) | ((row: T) => Key);
  /** Below this width (px) the table scrolls sideways inside its box instead of squeezing. */
  minWidth?: number;
  /** A page of new rows is on its way: the old ones stay, dimmed. */
  loading?: boolean;
  emptyText?: ReactNode;
  /** Rows after the data, e.g. a total (<tr> elements). */
  footer?: ReactNode;
  size?: 'small' | 'middle';
  className?: string;
}

/**
 * A plain, read-only HTML table in antd's look, for the public pages. antd's Table brings its
 * sorter, filter and pagination machinery (Tree, Select, Dropdown, Menu, Checkbox: ~120 KB of
 * gzipped JavaScript) even for a static list; the portal's tables only show rows.
 */
export default function DataTable<T>({
  columns,
  dataSource,
  rowKey,
  minWidth,
  loading = false,
  emptyText = '暂无数据',
  footer,
  size = 'middle',
  className,
}: DataTableProps<T>) {
  const keyOf = (row: T): Key =>
    typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as unknown as Key);
  return (
    <div
      className={classNames(styles.box, className)}
      aria-busy={loading || undefined}
      data-scroll-box
    >
      <table
        className={classNames(
          styles.table,
          size === 'small' && styles.small,
          loading && styles.loading,
          // As antd's Table does: a cut-off column needs the set widths to hold. They then also
          // hold as the rows arrive, where the browser's own layout would widen the long text's
          // column and fold the headers beside it (a layout shift).
          columns.some((column) => column.ellipsis) && styles.fixedLayout,
        )}
        style={minWidth ? { minWidth } : undefined}
      >
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.key ?? column.dataIndex ?? index}
                scope="col"
                className={classNames(column.fixed && styles.fixedRight)}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dataSource.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            dataSource.map((row, rowIndex) => (
              <tr key={keyOf(row)} data-row-key={keyOf(row)}>
                {columns.map((column, index) => {
                  const value = column.dataIndex ? row[column.dataIndex] : undefined;
                  const shown = column.render
                    ? column.render(value, row, rowIndex)
                    : ((value as ReactNode) ?? '');
                  return (
                    <td
                      key={column.key ?? column.dataIndex ?? index}
                      className={classNames(column.fixed && styles.fixedRight)}
                    >
                      {column.ellipsis ? (
                        <div
                          className={styles.ellipsis}
                          title={typeof value === 'string' ? value : undefined}
                        >
                          {shown}
                        </div>
                      ) : (
                        shown
                      )}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  );
}
