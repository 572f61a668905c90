import ShellPage from '@/components/ShellPage';
import { history, useModel } from '@umijs/max';
import { Button, Empty, Grid, Popconfirm, Space, Tag } from 'antd';
import LinkButton from '@/components/LinkButton';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import ShellTable, { type ShellColumn } from '@/components/ShellTable/ShellTable';
import useShellTable from '@/components/ShellTable/useShellTable';
import { findSavedSearches, openSavedSearch, removeSavedSearch } from '@/services/savedSearches';
import { feedback } from '@/utils/feedback';
import { formatCount } from '@/utils/format';
import { listQuery } from '@/utils/listState';
import { SAVED_SEARCH_KIND_LABELS, savedSearchLink } from '@/utils/savedSearch';
import { useSavedSearchNews } from '@/utils/savedSearchNewsStore';
import { SAVED_SEARCHES_SCHEMA } from './components/savedSearchesState';
import styles from './searches.less';

// The rename dialog's form and modal (~30 KB gzipped) load when first asked for.
const RenameDialog = lazy(
  () => import(/* webpackChunkName: "account-rename-search" */ './components/RenameSearchDialog'),
);

const NEXT_STEP: Record<API.SavedSearchKind, { text: string; to: string; empty: string }> = {
  patent: {
    text: '去检索专利',
    to: '/gxq/patent/search',
    empty: '还没有保存的专利检索：在检索结果页点击“保存检索”，这里会显示它当前的命中数',
  },
  trading: {
    text: '去交易大厅',
    to: '/gxq/operations/list',
    empty: '还没有保存的交易筛选：在交易大厅选好条件后点击“保存筛选”，有新信息时这里会提示',
  },
};

const formatTime = (iso?: string) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

/**
 * What a saved search finds now (hits of a patent search, items of a hall filter) and what is new
 * since it was last opened: patents that entered the database, listings published.
 */
function CountCell({ item }: { item: API.SavedSearch }) {
  const unit = item.kind === 'patent' ? '件' : '条';
  return (
    <span className={styles.count}>
      <span>
        {item.kind === 'patent' && '当前命中 '}
        <strong>{formatCount(item.count)}</strong> {unit}
      </span>
      {(item.newCount ?? 0) > 0 && (
        <Tag color="red" aria-label={`新增 ${item.newCount} ${unit}`}>
          新增 {item.newCount}
        </Tag>
      )}
    </span>
  );
}

function Conditions({ item }: { item: API.SavedSearch }) {
  return (
    <div className={styles.conditions}>
      {item.conditions.map((condition) => (
        <Tag key={condition}>{condition}</Tag>
      ))}
    </div>
  );
}

/** 重命名 of one saved search: the dialog (antd's form and modal) loads on the first click. */
function RenameForm({ item, onDone }: { item: API.SavedSearch; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so the dialog can animate closed.
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        type="link"
        size="small"
        aria-label={`重命名“${item.name}”`}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        重命名
      </Button>
      {used && (
        <Suspense fallback={null}>
          <RenameDialog item={item} open={open} onClose={() => setOpen(false)} onDone={onDone} />
        </Suspense>
      )}
    </>
  );
}

/** 我的检索: saved patent searches and trading-hall filters, what they find now, open them again. */
export default function MySavedSearchesPage() {
  const { state, update, tableProps, toolbarSearch, statusTabs, errorAlert, reload } =
    useShellTable(
      SAVED_SEARCHES_SCHEMA,
      (current) =>
        findSavedSearches(
          listQuery(current, { size: DEFAULT_PAGE_SIZE, queryData: { kind: current.status } }),
        ),
      '我的检索加载失败',
      '我的检索列表',
    );
  const [busyId, setBusyId] = useState<string>();
  const next = NEXT_STEP[state.status];
  // What is new on each tab (the menu's badge adds them up); read again after an opening or a removal.
  const news = useSavedSearchNews(useModel('@@initialState').initialState?.currentUser?.account);
  useEffect(news.load, [news.load]);
  const tabLabels = Object.fromEntries(
    (Object.keys(SAVED_SEARCH_KIND_LABELS) as API.SavedSearchKind[]).map((kind) => [
      kind,
      news[kind]
        ? `${SAVED_SEARCH_KIND_LABELS[kind]}（新增 ${news[kind]}）`
        : SAVED_SEARCH_KIND_LABELS[kind],
    ]),
  ) as Record<API.SavedSearchKind, string>;
  // Phones get the name with its count and conditions beneath, and the actions: no side scrolling.
  const narrow = !Grid.useBreakpoint().md;

  const open = async (item: API.SavedSearch) => {
    setBusyId(item.id);
    try {
      const opened = await openSavedSearch(item.id);
      news.load();
      const link = savedSearchLink(opened);
      // The portal page lives outside the shell; the app's history opens it in its own frame.
      history.push(link.url);
      if (link.notice) feedback.warning(link.notice);
    } catch {
      // The request layer has said why; the row stays as it was.
      setBusyId(undefined);
    }
  };

  const remove = async (item: API.SavedSearch) => {
    try {
      await removeSavedSearch(item.id);
      feedback.success('已删除');
      reload();
      news.load();
    } catch {
      // Said by the request layer; the row stays.
    }
  };

  const columns: ShellColumn<API.SavedSearch>[] = [
    {
      title: '名称',
      dataIndex: 'name',
      width: narrow ? undefined : 200,
      render: (_, item) => (
        <Space orientation="vertical" size={4}>
          <Button
            type="link"
            className={styles.name}
            onClick={() => open(item)}
            title={`打开“${item.name}”`}
          >
            {item.name}
          </Button>
          {narrow && <CountCell item={item} />}
          {narrow && <Conditions item={item} />}
        </Space>
      ),
    },
    {
      title: state.status === 'patent' ? '检索条件' : '筛选条件',
      dataIndex: 'conditions',
      responsive: ['md'],
      render: (_, item) => <Conditions item={item} />,
    },
    {
      title: state.status === 'patent' ? '当前结果' : '当前信息',
      key: 'count',
      width: 150,
      responsive: ['md'],
      render: (_, item) => <CountCell item={item} />,
    },
    {
      title: '保存时间',
      dataIndex: 'createdAt',
      width: 140,
      responsive: ['lg'],
      render: (_, item) => formatTime(item.createdAt),
    },
    {
      title: '上次打开',
      dataIndex: 'lastOpenedAt',
      width: 140,
      responsive: ['md'],
      render: (_, item) =>
        item.lastOpenedAt ? (
          formatTime(item.lastOpenedAt)
        ) : (
          <span className={styles.secondary}>未打开</span>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: narrow ? 76 : 170,
      fixed: narrow ? undefined : 'right',
      render: (_, item) => (
        <Space size={0} orientation={narrow ? 'vertical' : 'horizontal'} align="start">
          <Button
            type="link"
            size="small"
            loading={busyId === item.id}
            onClick={() => open(item)}
            aria-label={`打开“${item.name}”`}
          >
            打开
          </Button>
          <RenameForm item={item} onDone={reload} />
          <Popconfirm
            title={`删除“${item.name}”？`}
            description="删除后可在原页面重新保存。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => remove(item)}
          >
            <Button type="link" size="small" danger aria-label={`删除“${item.name}”`}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <ShellPage title="我的检索">
      {errorAlert}
      <ShellTable<API.SavedSearch>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={narrow ? undefined : { x: 960 }}
        toolbar={{
          menu: statusTabs(tabLabels),
          search: toolbarSearch('名称或条件'),
          actions: [
            <LinkButton key="next" to={next.to} type="primary">
              {next.text}
            </LinkButton>,
          ],
        }}
        locale={{
          emptyText: state.keyword ? (
            <Empty description="没有符合条件的检索">
              <Button onClick={() => update({ keyword: '' })}>查看全部</Button>
            </Empty>
          ) : (
            <Empty description={next.empty}>
              <LinkButton to={next.to} type="primary">
                {next.text}
              </LinkButton>
            </Empty>
          ),
        }}
      />
    </ShellPage>
  );
}
