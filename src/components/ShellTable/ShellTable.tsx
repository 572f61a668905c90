import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Grid, Input, Pagination, Select, Table, Tabs, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useRef, type Key, type ReactNode } from 'react';
import PastLastPage from '../PastLastPage';
import ScrollRegion from '../ScrollRegion';
import { revealListTop } from '../../utils/revealListTop';
import CardList, { type CardRoles } from './CardList';
import styles from './index.less';

/**
 * A column of a shell list, as antd's Table takes it: rendered as `(value, record, index)`; shown
 * only from its `responsive` breakpoints up (the table and the cards both follow them); `fixed`
 * keeps a row's actions in view while the table scrolls sideways; `ellipsis` cuts one line short
 * with the whole text on hover.
 */
export interface ShellColumn<T> {
  title: ReactNode;
  /** The row field shown (and passed to `render`). */
  dataIndex?: keyof T & string;
  /** Needed when two columns show the same field or none. */
  key?: string;
  width?: number;
  fixed?: 'right';
  ellipsis?: boolean;
  responsive?: ColumnType<T>['responsive'];
  render?: (value: any, row: T, index: number) => ReactNode;
}

export type ShellColumns<T> = ShellColumn<T>[];

/** The status filter over a list: tabs on a wide screen, a select on a phone. */
export interface StatusMenu {
  type: 'tab' | 'select';
  activeKey: string;
  items: { key: string; label: string }[];
  onChange: (key: string) => void;
}

/** The keyword box of a list's toolbar (`toolbarSearch` of useShellTable). */
export interface ToolbarSearch {
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  placeholder: string;
  maxLength?: number;
}

export interface ShellToolbar {
  /** The status tabs (`statusTabs` of useShellTable). */
  menu?: StatusMenu;
  /** The list's own filters, before the keyword box. */
  filter?: ReactNode;
  search?: ToolbarSearch;
  /** What a user can start here (发布, 新建), last in the bar. */
  actions?: ReactNode[];
}

/** What useShellTable gives the table: rows, pager, loading and how to show them. */
export interface ShellTableData<T> {
  dataSource: T[];
  loading: boolean;
  pagination: {
    current: number;
    pageSize: number;
    total: number;
    onChange: (page: number) => void;
  };
  /** Rows as cards (a phone) rather than a table. */
  cards: boolean;
  /** Names the list's box: the table's scrolling region, or the cards' list. */
  label: string;
  cardRoles?: CardRoles;
  onReload: () => void;
  /** The last load failed: the alert above says why, and the empty list claims nothing. */
  failed?: boolean;
}

export type ShellTableProps<T> = ShellTableData<T> & {
  columns: ShellColumns<T>;
  rowKey: (keyof T & string) | ((row: T) => Key);
  toolbar?: ShellToolbar;
  /** Below this width (px) the table scrolls sideways inside its box instead of squeezing. */
  scroll?: { x?: number };
  locale?: { emptyText?: ReactNode };
};

/**
 * A shell list (docs/architecture.md §9): a toolbar — status tabs, the list's filters, the
 * keyword box, its actions and 刷新 — over antd's Table (cards below the md breakpoint) and
 * Pagination. ProTable would bring its query form and every field type (~200 KB gzipped more) to
 * lists whose filters are their own; the rows, the pager and the toolbar's controls are antd's.
 */
export default function ShellTable<T>({
  dataSource,
  loading,
  pagination,
  cards,
  label,
  cardRoles,
  onReload,
  failed,
  columns,
  rowKey,
  toolbar = {},
  scroll,
  locale,
}: ShellTableProps<T>) {
  const screens = Grid.useBreakpoint();
  const rowsTop = useRef<HTMLSpanElement>(null);
  const { menu, filter, search, actions } = toolbar;
  // A column the page keeps for wider screens stays off the card, as off the table.
  const shown = columns.filter(
    (column) => !column.responsive || column.responsive.some((breakpoint) => screens[breakpoint]),
  );
  const keyOf = (row: T): Key =>
    typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as unknown as Key);
  const { current, pageSize, total } = pagination;
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(current * pageSize, total);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  // "No matching items" would be untrue when the list did not load at all, or when a shared or
  // edited link names a page past the last one: there are items, on earlier pages.
  let emptyText = locale?.emptyText ?? <Empty />;
  if (failed) emptyText = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="列表未能加载" />;
  else if (total > 0 && first > total)
    emptyText = (
      <PastLastPage
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        current={current}
        lastPage={lastPage}
        onGoToLast={() => pagination.onChange(lastPage)}
      />
    );

  return (
    <div className={styles.shellTable}>
      <div className={styles.toolbar}>
        <div className={styles.toolbarStart}>
          {menu?.type === 'tab' && (
            <Tabs
              className={styles.tabs}
              activeKey={menu.activeKey}
              items={menu.items}
              onChange={menu.onChange}
            />
          )}
          {menu?.type === 'select' && (
            <Select
              aria-label="状态"
              className={styles.statusSelect}
              value={menu.activeKey}
              options={menu.items.map((item) => ({ value: item.key, label: item.label }))}
              onChange={menu.onChange}
            />
          )}
        </div>
        <div className={styles.toolbarEnd}>
          {filter}
          {search && (
            <Input.Search
              value={search.value}
              onChange={(event) => search.onChange(event.target.value)}
              onSearch={(value) => search.onSearch(value)}
              placeholder={search.placeholder}
              maxLength={search.maxLength}
              aria-label="关键词"
              enterButton={
                <>
                  <SearchOutlined aria-hidden /> 搜索
                </>
              }
              allowClear
              className={styles.search}
            />
          )}
          {actions}
          <Tooltip title="刷新">
            <Button type="text" icon={<ReloadOutlined />} aria-label="刷新" onClick={onReload} />
          </Tooltip>
        </div>
      </div>
      <span ref={rowsTop} className={styles.rowsTop} aria-hidden />
      {cards ? (
        <CardList
          columns={shown}
          rows={dataSource}
          keyOf={keyOf}
          loading={loading}
          emptyText={emptyText}
          label={label}
          roles={cardRoles}
        />
      ) : (
        <ScrollRegion label={label}>
          <Table<T>
            className={styles.table}
            columns={shown.map(({ ellipsis, ...column }) => ({
              ...column,
              // The whole text on hover, as the browser's own hint (no Tooltip in every row).
              ellipsis: ellipsis ? { showTitle: true } : undefined,
            }))}
            dataSource={dataSource}
            rowKey={rowKey}
            loading={loading}
            pagination={false}
            scroll={scroll?.x ? { x: scroll.x } : undefined}
            // A cut-off column needs the set widths to hold; they then also hold as the rows
            // arrive, where the browser's layout would widen the long text's column.
            tableLayout={columns.some((column) => column.ellipsis) ? 'fixed' : undefined}
            locale={{ emptyText }}
          />
        </ScrollRegion>
      )}
      {total > 0 && (
        <div className={styles.footer}>
          <span className={styles.total}>
            {first <= total ? `第 ${first}-${last} 条/总共 ${total} 条` : `总共 ${total} 条`}
          </span>
          {total > pageSize && (
            <Pagination
              current={current}
              pageSize={pageSize}
              total={total}
              showSizeChanger={false}
              // Fewer page numbers on a phone, each 44 px wide.
              showLessItems={!screens.md}
              // antd's page items are bare numbers; each is named as the portal's pager names it.
              itemRender={(page, type, element) =>
                type === 'page' ? (
                  <a
                    rel="nofollow"
                    role="button"
                    aria-label={`第 ${page} 页`}
                    aria-current={page === current ? 'page' : undefined}
                  >
                    {page}
                  </a>
                ) : (
                  element
                )
              }
              onChange={(page) => {
                pagination.onChange(page);
                revealListTop(rowsTop.current);
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}
