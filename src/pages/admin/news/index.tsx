import { PlusOutlined, PushpinFilled } from '@ant-design/icons';
import { Link, history, useSearchParams } from '@umijs/max';
import { Button, Empty, Space, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import FilterSelect from '@/components/ShellTable/FilterSelect';
import ShellPage from '@/components/ShellPage';
import DayRange from '@/components/ShellTable/DayRange';
import ShellTable, { type ShellColumn } from '@/components/ShellTable/ShellTable';
import useShellTable from '@/components/ShellTable/useShellTable';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import { NEWS_CATEGORIES } from '@/contract/newsArticle';
import { findAdminNews } from '@/services/news';
import { formatDateTime } from '@/utils/dateTime';
import {
  dayParam,
  enumParam,
  listQuery,
  pageParam,
  textParam,
  type ListSchema,
} from '@/utils/listState';
import NewsActions from './NewsActions';
import { editPath, NEWS_STATUS_LABELS, STATUS_TAG_COLORS } from './labels';
import styles from './index.less';

// The preview (Modal, the public article view) loads when an article is previewed.
const StoredArticlePreview = lazy(() =>
  import(/* webpackChunkName: "admin-news-preview" */ './PreviewModal').then((module) => ({
    default: module.StoredArticlePreview,
  })),
);

const STATUS_TABS = { all: '全部', ...NEWS_STATUS_LABELS } as const;
type StatusTab = keyof typeof STATUS_TABS;
const CATEGORY_OPTIONS = ['', ...NEWS_CATEGORIES] as const;
type CategoryFilter = (typeof CATEGORY_OPTIONS)[number];

interface NewsListState {
  status: StatusTab;
  category: CategoryFilter;
  from: string;
  to: string;
  keyword: string;
  page: number;
}

const SCHEMA: ListSchema<NewsListState> = {
  status: enumParam(Object.keys(STATUS_TABS) as StatusTab[], 'all'),
  category: enumParam([...CATEGORY_OPTIONS], ''),
  from: dayParam(),
  to: dayParam(),
  keyword: textParam(),
  page: pageParam(),
};

/** The URL param of the article previewed over the list (not a filter of it). */
const PREVIEW_PARAM = 'preview';

/**
 * 内容管理: every article and notice by status, category, publication day and keyword (all in the
 * URL), last changed first; 新建 and 编辑 open the edit page, 预览 shows an article as visitors
 * will read it, 发布 / 下线 / 置顶 act on the row.
 */
export default function AdminNewsPage() {
  const { state, update, tableProps, toolbarSearch, statusTabs, errorAlert, reload } =
    useShellTable(
      SCHEMA,
      (current) =>
        findAdminNews(
          listQuery(current, {
            size: DEFAULT_PAGE_SIZE,
            queryData: {
              status: current.status === 'all' ? undefined : current.status,
              category: current.category || undefined,
              publishedFrom: current.from || undefined,
              publishedTo: current.to || undefined,
            },
          }),
        ),
      '新闻列表加载失败',
      '新闻列表',
      { title: 'title' },
    );

  const [searchParams, setSearchParams] = useSearchParams();
  const previewId = searchParams.get(PREVIEW_PARAM)?.trim().slice(0, 64) ?? '';
  const preview = (id: string) => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set(PREVIEW_PARAM, id);
    else next.delete(PREVIEW_PARAM);
    setSearchParams(next);
  };

  const columns: ShellColumn<API.AdminNewsSummary>[] = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (_, article) => (
        <span className={styles.titleCell}>
          {article.pinned && (
            <Tag color="red" icon={<PushpinFilled />} className={styles.pinTag}>
              置顶
            </Tag>
          )}
          <Link to={editPath(article.id)}>{article.title}</Link>
        </span>
      ),
    },
    { title: '栏目', dataIndex: 'category', width: 100 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (_, article) => (
        <Tag color={STATUS_TAG_COLORS[article.status]}>{NEWS_STATUS_LABELS[article.status]}</Tag>
      ),
    },
    {
      title: '发布日期',
      dataIndex: 'publishDate',
      width: 110,
      render: (_, article) => article.publishDate ?? '—',
    },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 150,
      render: (_, article) => formatDateTime(article.updatedAt),
    },
    {
      title: '操作',
      key: 'actions',
      width: 250,
      render: (_, article) => (
        <NewsActions article={article} onPreview={() => preview(article.id)} onDone={reload} />
      ),
    },
  ];

  const filtered =
    state.status !== 'all' || state.category || state.from || state.to || state.keyword;

  return (
    <ShellPage
      title="内容管理"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => history.push('/admin/news/new')}
        >
          新建新闻
        </Button>
      }
    >
      {errorAlert}
      <ShellTable<API.AdminNewsSummary>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 960 }}
        toolbar={{
          menu: statusTabs(STATUS_TABS),
          filter: (
            <Space wrap className={styles.filters}>
              <FilterSelect<CategoryFilter>
                value={state.category}
                onChange={(category) => update({ category })}
                options={CATEGORY_OPTIONS.map((value) => ({
                  value,
                  label: value === '' ? '全部栏目' : value,
                }))}
                aria-label="栏目"
              />
              <DayRange
                label="发布日期"
                from={state.from}
                to={state.to}
                onChange={(range) => update(range)}
              />
            </Space>
          ),
          search: toolbarSearch('标题、摘要或来源'),
        }}
        locale={{
          emptyText: (
            <Empty
              description={filtered ? '没有符合条件的新闻' : '还没有新闻，点击“新建新闻”开始'}
            />
          ),
        }}
      />
      {previewId && (
        <Suspense fallback={null}>
          <StoredArticlePreview id={previewId} onClose={() => preview('')} />
        </Suspense>
      )}
    </ShellPage>
  );
}
