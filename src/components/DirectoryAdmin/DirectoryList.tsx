import { Button, Empty } from 'antd';
import { Suspense, type ReactNode } from 'react';
import FilterSelect from '../ShellTable/FilterSelect';
import ShellPage from '../ShellPage';
import RowAction from '../ShellTable/RowAction';
import ShellTable, { type ShellColumn } from '../ShellTable/ShellTable';
import useShellTable from '../ShellTable/useShellTable';
import useMediaQuery, { PHONE_QUERY } from '../../hooks/useMediaQuery';
import { DEFAULT_PAGE_SIZE } from '../../constants';
import { enumParam, listQuery, pageParam, textParam, type ListSchema } from '../../utils/listState';
import DirectoryActions, { type DirectoryActionsProps } from './DirectoryActions';
import StatusCell from './StatusCell';
import { DIRECTORY_STATUS_TABS, type DirectoryStatusTab } from './labels';
import useEditParam from './useEditParam';
import styles from './index.less';

type Record = API.DirectoryRecordState & { id: string };

/** What every directory list keeps in the URL besides its own filters. */
export interface DirectoryListState {
  status: DirectoryStatusTab;
  keyword: string;
  page: number;
}

/** A directory list's URL schema: the status tab, the page's own filters, the keyword, the page. */
export function directorySchema<F>(filters: ListSchema<F>): ListSchema<DirectoryListState & F> {
  return {
    status: enumParam(Object.keys(DIRECTORY_STATUS_TABS) as DirectoryStatusTab[], 'all'),
    ...filters,
    keyword: textParam(),
    page: pageParam(),
  } as ListSchema<DirectoryListState & F>;
}

/** The query of a list page: its status tab, keyword and page with the page's own filters. */
export function directoryQuery<Q>(state: DirectoryListState, queryData: Q) {
  return listQuery(state, {
    size: DEFAULT_PAGE_SIZE,
    queryData: {
      ...queryData,
      status: state.status === 'all' ? undefined : state.status,
    },
  });
}

/**
 * A directory list's rows (state in the URL, as useShellTable) and the record open in its drawer
 * (`?edit=`, 'new' while creating). `noun` names the page, its list, its empty text and drawer.
 */
export function useDirectoryList<R extends Record, S extends DirectoryListState>(
  noun: string,
  schema: ListSchema<S>,
  load: (state: S) => Promise<API.Page<R>>,
) {
  // On a phone each record is a card under its name.
  const table = useShellTable(schema, load, `${noun}列表加载失败`, `${noun}列表`, {
    title: 'recordName',
  });
  return { ...table, ...useEditParam(), noun };
}

export type DirectoryListModel<R extends Record, S extends DirectoryListState> = ReturnType<
  typeof useDirectoryList<R, S>
>;

/** A toolbar filter: the browser's select over one field of the list state. */
export interface DirectoryFilter<S> {
  key: keyof S & string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The choice that lifts the filter (default `<label>不限`), unless `options` has it. */
  all?: string;
}

/** What a page's form drawer is given. */
export interface DirectoryEditor {
  editing: string;
  onClose: () => void;
  /** Closes the drawer and reloads the list. */
  onSaved: () => void;
}

interface DirectoryListProps<R extends Record, S extends DirectoryListState> {
  list: DirectoryListModel<R, S>;
  /** The first column: the record's name, which opens its form, over a second line. */
  name: { title: string; width: number; of: (record: R) => string; sub: (record: R) => ReactNode };
  /** The page's own columns, between the name and the status. */
  columns: ShellColumn<R>[];
  /** Why an active record is not on the portal (a product of a disabled institution). */
  hiddenNote?: string;
  actions: (
    record: R,
  ) => Pick<DirectoryActionsProps, 'publicUrl' | 'disableNote' | 'disable' | 'enable'>;
  filters: DirectoryFilter<S>[];
  searchPlaceholder: string;
  /** The page's form drawer: loaded on open (React.lazy), so the list does not carry it. */
  form: (editor: DirectoryEditor) => ReactNode;
}

/**
 * A page of 机构与产品: status tabs, the page's filters and keyword over the records, each named
 * by a link to its form, with its status (who disabled it, when and why) and actions (编辑,
 * 停用 / 启用, its page on the portal); 新建 in the toolbar; the open form in the URL.
 */
export default function DirectoryList<R extends Record, S extends DirectoryListState>({
  list,
  name,
  columns,
  hiddenNote,
  actions,
  filters,
  searchPlaceholder,
  form,
}: DirectoryListProps<R, S>) {
  const { noun, state, update, tableProps, toolbarSearch, statusTabs, errorAlert, reload } = list;
  const { editing, openEditor, closeEditor } = list;
  // A phone's toolbar row holds the keyword box and 刷新 only: the filters and 新建 go above it.
  const phone = useMediaQuery(PHONE_QUERY);
  const filtered = Object.entries(state).some(([key, value]) =>
    key === 'status' ? value !== 'all' : key !== 'page' && Boolean(value),
  );

  const allColumns: ShellColumn<R>[] = [
    {
      title: name.title,
      key: 'recordName',
      width: name.width,
      render: (_, record) => (
        <span className={styles.nameCell}>
          <RowAction inline onClick={() => openEditor(record.id)}>
            {name.of(record)}
          </RowAction>
          <span className={styles.secondary}>{name.sub(record)}</span>
        </span>
      ),
    },
    ...columns,
    {
      title: '状态',
      dataIndex: 'status',
      width: 150,
      render: (_, record) => <StatusCell record={record} hiddenNote={hiddenNote} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, record) => (
        <DirectoryActions
          {...actions(record)}
          record={record}
          name={name.of(record)}
          noun={noun}
          onEdit={() => openEditor(record.id)}
          onDone={reload}
        />
      ),
    },
  ];

  // Narrower than its columns' widths together, the table scrolls sideways: each column keeps its
  // width, and none slides under the fixed 操作 column. A page's widths add up to at most 1,105 px,
  // what the shell's content has at 1440 px.
  const scrollX = allColumns.reduce((sum, column) => sum + (Number(column.width) || 0), 0);

  const filterBar = (
    <div className={styles.filters}>
      {filters.map(({ key, label, options, all }) => (
        <FilterSelect
          key={key}
          aria-label={label}
          value={String(state[key])}
          onChange={(value) => update({ [key]: value } as Partial<S>)}
          options={
            options.some((option) => option.value === '')
              ? options
              : [{ value: '', label: all ?? `${label}不限` }, ...options]
          }
          className={styles.filter}
        />
      ))}
    </div>
  );
  const createButton = (
    <Button key="create" type="primary" onClick={() => openEditor('new')}>
      新建{noun}
    </Button>
  );

  return (
    <ShellPage title={noun}>
      {errorAlert}
      {phone && (
        <div className={styles.phoneBar}>
          {filterBar}
          {createButton}
        </div>
      )}
      <div className={styles.list}>
        <ShellTable<R>
          {...tableProps}
          rowKey="id"
          columns={allColumns}
          scroll={{ x: scrollX }}
          toolbar={{
            menu: statusTabs(DIRECTORY_STATUS_TABS),
            filter: !phone && filterBar,
            search: toolbarSearch(searchPlaceholder),
            actions: phone ? undefined : [createButton],
          }}
          locale={{
            emptyText: <Empty description={filtered ? `没有符合条件的${noun}` : `还没有${noun}`} />,
          }}
        />
      </div>
      {editing && (
        <Suspense fallback={null}>
          {form({
            editing,
            onClose: closeEditor,
            onSaved: () => {
              closeEditor();
              reload();
            },
          })}
        </Suspense>
      )}
    </ShellPage>
  );
}
