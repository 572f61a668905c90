import { Alert, Button } from 'antd';
import useMediaQuery, { PHONE_QUERY } from '../../hooks/useMediaQuery';
import usePageData from '../../hooks/usePageData';
import { DEFAULT_PAGE_SIZE } from '../../constants';
import useListState from '../../hooks/useListState';
import { errorMessageOf } from '../../utils/requestErrors';
import type { CardRoles } from './CardList';
import type { ShellTableData, StatusMenu, ToolbarSearch } from './ShellTable';
import type { ListSchema } from '../../utils/listState';
import styles from './index.less';

type ShellTableState = { page: number; keyword: string; status: string };

/**
 * A shell list whose state (tab, filters, keyword, page) lives in the URL through the list
 * schema: it loads the page of rows the state names, again whenever the state changes or on
 * `reload` (after an action). `tableProps` go to a ShellTable; `errorAlert` shows above it when
 * a page failed to load (with a retry); `statusTabs` and `toolbarSearch` fill its toolbar. Below
 * the md breakpoint the rows are cards built from the same columns (`cardRoles` says which
 * column is the title, the status, the actions); between that and a desktop the table's box,
 * named `tableLabel`, scrolls sideways by itself (and by keyboard) instead of the page.
 */
export default function useShellTable<T, S extends ShellTableState>(
  schema: ListSchema<S>,
  load: (state: S) => Promise<API.Page<T>>,
  errorTitle: string,
  tableLabel: string,
  cardRoles?: CardRoles,
) {
  const list = useListState(schema);
  const { state, update, search, key } = list;
  // ahooks answers only the latest call; what arrives is deferred (usePageData), so a page of rows
  // renders in slices instead of one long task. `refresh` runs the latest loader again.
  const {
    data,
    error: loadError,
    loading,
    refresh: reload,
  } = usePageData(() => load(state), { refreshDeps: [key] });
  // After a failure the table keeps its frame, empty, and the alert offers a retry: rows of the
  // previous filter must not stand under the new one.
  const shown = loadError ? undefined : data;
  const rows = shown?.content ?? [];
  const total = shown?.totalElements ?? 0;

  // A phone has no room for a row's columns side by side: its title, status and actions would
  // hide under one another in a box scrolled sideways.
  const cards = useMediaQuery(PHONE_QUERY);

  const tableProps: ShellTableData<T> = {
    dataSource: rows,
    loading,
    cards,
    label: tableLabel,
    cardRoles,
    onReload: reload,
    failed: loadError !== undefined,
    pagination: {
      current: state.page,
      pageSize: DEFAULT_PAGE_SIZE,
      total,
      onChange: (page) => update({ page } as Partial<S>),
    },
  };

  /** The toolbar's search box bound to the keyword draft. */
  const toolbarSearch = (placeholder: string): ToolbarSearch => ({
    value: search.value,
    onChange: search.onChange,
    onSearch: search.onSearch,
    placeholder,
    maxLength: search.maxLength,
  });

  // A phone cannot show every tab: antd then adds a "more" button inside the tablist, which ARIA
  // does not allow there (axe: aria-required-children). Phones choose the status from a select.
  const narrow = useMediaQuery('(max-width: 575px)');

  /** The toolbar's tabs over the list's `status` field, labelled by `labels`. */
  const statusTabs = (labels: Record<S['status'], string>): StatusMenu => ({
    type: narrow ? 'select' : 'tab',
    activeKey: state.status,
    items: Object.entries(labels).map(([key, label]) => ({ key, label: label as string })),
    onChange: (key) => update({ status: key } as Partial<S>),
  });

  const errorAlert = loadError !== undefined && (
    <Alert
      type="error"
      showIcon
      className={styles.alert}
      title={errorTitle}
      description={errorMessageOf(loadError)}
      action={<Button onClick={reload}>重试</Button>}
    />
  );

  return { ...list, tableProps, toolbarSearch, statusTabs, errorAlert, reload };
}
