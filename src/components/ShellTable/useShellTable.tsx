import type { ActionType, ProTableProps } from '@ant-design/pro-components';
import { Alert, Button } from 'antd';
import { useRef, useState } from 'react';
import useMediaQuery from '../../hooks/useMediaQuery';
import { DEFAULT_PAGE_SIZE } from '../../constants';
import useListState from '../../hooks/useListState';
import { errorMessageOf } from '../../utils/requestErrors';
import ScrollRegion from '../ScrollRegion';
import CardList, { type CardRoles } from './CardList';
import type { ListSchema } from '../../utils/listState';
import styles from './index.less';

type ShellTableState = { page: number; keyword: string; status: string };

/**
 * A shell list in a ProTable whose state (tab, filters, keyword, page) lives in the URL through
 * the list schema: `tableProps` to spread into the ProTable, `errorAlert` to show above it when a
 * page failed to load (with a retry), `statusTabs` and `toolbarSearch` for the toolbar, `reload`
 * for after an action. Below the md breakpoint the rows are cards built from the same columns
 * (`cardRoles` says which column is the title, the status, the actions); between that and a
 * desktop the table's box, named `tableLabel`, scrolls sideways by itself (and by keyboard)
 * instead of the page.
 */
export default function useShellTable<T, S extends ShellTableState>(
  schema: ListSchema<S>,
  load: (state: S) => Promise<API.Page<T>>,
  errorTitle: string,
  tableLabel: string,
  cardRoles?: CardRoles,
) {
  const list = useListState(schema);
  const { state, update, search } = list;
  const action = useRef<ActionType>();
  const [loadError, setLoadError] = useState<unknown>();
  const reload = () => action.current?.reload();
  // A phone has no room for a row's columns side by side: its title, status and actions would
  // hide under one another in a box scrolled sideways.
  const cards = useMediaQuery('(max-width: 767px)');

  const tableProps: Partial<ProTableProps<T, S>> = {
    actionRef: action,
    search: false,
    options: { reload: true, density: false, setting: false },
    params: state,
    className: styles.table,
    tableViewRender: (props, table) =>
      cards ? (
        <CardList table={props} label={tableLabel} roles={cardRoles} />
      ) : (
        <ScrollRegion label={tableLabel}>{table}</ScrollRegion>
      ),
    request: async () => {
      try {
        const page = await load(state);
        setLoadError(undefined);
        return { data: page.content, total: page.totalElements, success: true };
      } catch (error) {
        // The request layer has said what failed; the table keeps its frame and offers a retry.
        setLoadError(error);
        return { data: [], total: 0, success: false };
      }
    },
    pagination: {
      current: state.page,
      pageSize: DEFAULT_PAGE_SIZE,
      showSizeChanger: false,
      onChange: (page) => update({ page } as Partial<S>),
    },
  };

  /** The toolbar's search box bound to the keyword draft. */
  const toolbarSearch = (placeholder: string) => ({
    value: search.value,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => search.onChange(event.target.value),
    onSearch: search.onSearch,
    placeholder,
    maxLength: search.maxLength,
    allowClear: true,
    'aria-label': '关键词',
  });

  // A phone cannot show every tab: antd then adds a "more" button inside the tablist, which ARIA
  // does not allow there (axe: aria-required-children). Phones choose the status from a menu.
  const narrow = useMediaQuery('(max-width: 575px)');

  /** The toolbar's tabs over the list's `status` field, labelled by `labels`. */
  const statusTabs = (labels: Record<S['status'], string>) => ({
    type: narrow ? ('dropdown' as const) : ('tab' as const),
    activeKey: state.status,
    items: Object.entries(labels).map(([key, label]) => ({ key, label: label as string })),
    onChange: (key: React.Key | undefined) => update({ status: key } as Partial<S>),
  });

  const errorAlert = loadError !== undefined && (
    <Alert
      type="error"
      showIcon
      className={styles.alert}
      message={errorTitle}
      description={errorMessageOf(loadError)}
      action={<Button onClick={reload}>重试</Button>}
    />
  );

  return { ...list, tableProps, toolbarSearch, statusTabs, errorAlert, reload };
}
