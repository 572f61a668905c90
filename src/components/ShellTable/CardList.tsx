import { Spin } from 'antd';
import type { Key, ReactNode } from 'react';
import type { ShellColumn } from './ShellTable';
import styles from './index.less';

/** Which columns play which part on a card, by `dataIndex` or `key`. */
export interface CardRoles {
  /** The row's name, shown in full on top (default: the `title` column, else the first). */
  title?: string;
  /** Default: the `status` column. */
  status?: string;
  /** Default: the `actions` column. */
  actions?: string;
}

const columnId = <T,>(column: ShellColumn<T>) => column.dataIndex ?? column.key ?? '';

const find = <T,>(columns: ShellColumn<T>[], id: string | undefined) =>
  id === undefined ? undefined : columns.find((column) => columnId(column) === id);

/** What a column shows for a record: what the table would put in its cell. */
function cellOf<T>(column: ShellColumn<T>, record: T, index: number): ReactNode {
  const value = column.dataIndex ? record[column.dataIndex] : undefined;
  return column.render ? column.render(value, record, index) : ((value as ReactNode) ?? '');
}

interface CardListProps<T> {
  columns: ShellColumn<T>[];
  rows: T[];
  keyOf: (row: T) => Key;
  loading: boolean;
  emptyText: ReactNode;
  /** Names the list, as the table's box is named on a wider screen. */
  label: string;
  roles?: CardRoles;
}

/**
 * A shell table's rows as cards, for phones: a table there scrolls sideways and hides the title,
 * the status or the actions under one another. Each card shows the title in full, the status,
 * the other columns as label and value, then the actions in a row that wraps. It is built from
 * the table's own columns, so a page describes its list once.
 */
export default function CardList<T>({
  columns,
  rows,
  keyOf,
  loading,
  emptyText,
  label,
  roles = {},
}: CardListProps<T>) {
  const title = find(columns, roles.title ?? 'title') ?? columns[0];
  const status = find(columns, roles.status ?? 'status');
  const actions = find(columns, roles.actions ?? 'actions');
  const fields = columns.filter((column) => ![title, status, actions].includes(column));

  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <div className={styles.empty}>{loading ? null : emptyText}</div>
      ) : (
        <ul className={styles.cards} aria-label={label} aria-busy={loading || undefined}>
          {rows.map((record, index) => (
            <li key={keyOf(record)} className={styles.card}>
              <div className={styles.cardTitle} data-card-part="title">
                {cellOf(title, record, index)}
              </div>
              {status && (
                <div className={styles.cardStatus} data-card-part="status">
                  {cellOf(status, record, index)}
                </div>
              )}
              {fields.length > 0 && (
                <dl className={styles.cardFields}>
                  {fields.map((column, at) => (
                    <div
                      key={String(column.key ?? column.dataIndex ?? at)}
                      className={styles.cardField}
                    >
                      <dt>{column.title}</dt>
                      <dd>{cellOf(column, record, index)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {actions && (
                <div className={styles.cardActions} data-card-part="actions">
                  {cellOf(actions, record, index)}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Spin>
  );
}
