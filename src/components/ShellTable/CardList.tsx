import { Empty, Grid, Pagination, Spin, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { isValidElement, type Key, type ReactNode } from 'react';
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

type Column<T> = ColumnType<T>;

const columnId = (column: Column<unknown>) =>
  typeof column.dataIndex === 'string' ? column.dataIndex : String(column.key ?? '');

const find = <T,>(columns: Column<T>[], id: string | undefined) =>
  id === undefined
    ? undefined
    : columns.find((column) => columnId(column as Column<unknown>) === id);

/** What a column shows for a record: what the table would put in its cell. */
function cellOf<T>(column: Column<T>, record: T, index: number): ReactNode {
  const value =
    typeof column.dataIndex === 'string'
      ? (record as Record<string, unknown>)[column.dataIndex]
      : undefined;
  if (!column.render) return value as ReactNode;
  const rendered = column.render(value, record, index) as unknown;
  // antd also allows `{ children, props }` (cell spans), which a card has no use for.
  if (
    rendered &&
    typeof rendered === 'object' &&
    !isValidElement(rendered) &&
    'children' in rendered
  )
    return (rendered as { children: ReactNode }).children;
  return rendered as ReactNode;
}

function headingOf<T>(column: Column<T>): ReactNode {
  return typeof column.title === 'function' ? column.title({}) : column.title;
}

function keyOf<T>(rowKey: TableProps<T>['rowKey'], record: T, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(record, index);
  const id = (record as Record<string, unknown>)[String(rowKey ?? 'id')];
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

interface CardListProps<T> {
  /** What ProTable would give its antd Table: columns, rows, loading, pager, empty text. */
  table: TableProps<T>;
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
export default function CardList<T>({ table, label, roles = {} }: CardListProps<T>) {
  const screens = Grid.useBreakpoint();
  // A column the page keeps for wider screens (`responsive`) stays off the card, as off the table.
  const columns = ((table.columns ?? []) as Column<T>[]).filter(
    (column) => !column.responsive || column.responsive.some((breakpoint) => screens[breakpoint]),
  );
  const title = find(columns, roles.title ?? 'title') ?? columns[0];
  const status = find(columns, roles.status ?? 'status');
  const actions = find(columns, roles.actions ?? 'actions');
  const fields = columns.filter((column) => ![title, status, actions].includes(column));
  const rows = (table.dataSource ?? []) as T[];
  const pagination = table.pagination || undefined;
  const loading = typeof table.loading === 'object' ? table.loading.spinning : table.loading;

  const changePage = (page: number, pageSize: number) => {
    // What the antd Table does on its pager, so ProTable and the page hear the same.
    pagination?.onChange?.(page, pageSize);
    table.onChange?.({ ...pagination, current: page, pageSize }, {}, [], {
      action: 'paginate',
      currentDataSource: rows,
    });
  };

  return (
    <Spin spinning={Boolean(loading)}>
      {rows.length === 0 ? (
        <div className={styles.empty}>
          {loading ? null : ((table.locale?.emptyText as ReactNode) ?? <Empty />)}
        </div>
      ) : (
        <ul className={styles.cards} aria-label={label}>
          {rows.map((record, index) => (
            <li key={keyOf(table.rowKey, record, index)} className={styles.card}>
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
                    <div key={String(column.key ?? at)} className={styles.cardField}>
                      <dt>{headingOf(column)}</dt>
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
      {pagination && (pagination.total ?? 0) > (pagination.pageSize ?? Infinity) && (
        <Pagination
          className={styles.cardPager}
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          showSizeChanger={false}
          showLessItems
          onChange={changePage}
        />
      )}
    </Spin>
  );
}
