import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Grid, Spin, Tabs, Tooltip } from 'antd';
import type { Breakpoint } from 'antd/es/_util/responsiveObserver';
import { useRef, type Key, type ReactNode } from 'react';
import DataTable, { type DataColumn } from '../DataTable';
import NativeSelect from '../NativeSelect';
import Pager from '../Pager';
import PastLastPage from '../PastLastPage';
import ScrollRegion from '../ScrollRegion';
import SearchBar from '../SearchBar';
import { revealListTop } from '../../utils/revealListTop';
import CardList, { type CardRoles } from './CardList';
import styles from './index.less';

/** A column of a shell list: rendered as `(value, record, index)`. */
export interface ShellColumn<T> extends DataColumn<T> {
  /** Shown only from these breakpoints up (the table and the cards both follow it). */
  responsive?: Breakpoint[];
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
 * keyword box, its actions and 刷新 — over the control kit's table (cards below the md
 * breakpoint) and pager. ProTable and antd's Table brought their form, filter and field
 * machinery (~300 KB gzipped) to lists that only show rows, which kept every shell list over
 * its 450 KB first-load budget.
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
            <NativeSelect
              aria-label="状态"
              value={menu.activeKey}
              options={menu.items.map((item) => ({ value: item.key, label: item.label }))}
              onChange={menu.onChange}
            />
          )}
        </div>
        <div className={styles.toolbarEnd}>
          {filter}
          {search && (
            <SearchBar
              {...search}
              aria-label="关键词"
              buttonText="搜索"
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
          <DataTable<T>
            columns={shown}
            dataSource={dataSource}
            rowKey={rowKey}
            minWidth={scroll?.x}
            loading={loading}
            emptyText={loading && dataSource.length === 0 ? <Spin /> : emptyText}
          />
        </ScrollRegion>
      )}
      {total > 0 && (
        <div className={styles.footer}>
          <span className={styles.total}>
            {first <= total ? `第 ${first}-${last} 条/总共 ${total} 条` : `总共 ${total} 条`}
          </span>
          {total > pageSize && (
            <Pager
              current={current}
              pageSize={pageSize}
              total={total}
              onChange={(page) => {
                pagination.onChange(page);
                revealListTop(rowsTop.current);
              }}
              className={styles.pager}
            />
          )}
        </div>
      )}
    </div>
  );
}
