import { Link } from '@umijs/max';
import { Tag } from 'antd';
import ListTabs from '@/components/ListPage/ListTabs';
import styles from '@/components/ListPage/index.less';
import PagedResults from '@/components/ListPage/PagedResults';
import PageBanner from '@/components/PageBanner';
import SearchBar from '@/components/SearchBar';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import useIgnoredParams from '@/hooks/useIgnoredParams';
import useListState from '@/hooks/useListState';
import usePagedList from '@/hooks/usePagedList';
import { findNews } from '@/services/website';
import { enumParam, listQuery, pageParam, textParam, type ListSchema } from '@/utils/listState';
import useSnippetChars from '@/hooks/useSnippetChars';
import { snippet } from '@/utils/snippet';
import own from './index.less';

/** News categories; '' is 全部. */
const CATEGORIES = {
  '': '全部',
  园区动态: '园区动态',
  政策法规: '政策法规',
  行业资讯: '行业资讯',
  通知公告: '通知公告',
};
type Category = keyof typeof CATEGORIES;

const NEWS_SCHEMA: ListSchema<{ category: Category; keyword: string; page: number }> = {
  category: enumParam(Object.keys(CATEGORIES) as Category[], ''),
  keyword: textParam(),
  page: pageParam(),
};

export default function NewsListPage() {
  const listState = useListState(NEWS_SCHEMA);
  // Two lines beside the date on a wide screen, three in a phone's narrow column.
  const summaryChars = useSnippetChars(100, 34);
  const { state, update, search } = listState;
  const { category } = state;
  const ignored = useIgnoredParams(NEWS_SCHEMA, { category: '栏目' });
  const list = usePagedList(
    () =>
      findNews(
        listQuery(state, {
          size: DEFAULT_PAGE_SIZE,
          queryData: { category: category || undefined },
        }),
      ),
    listState,
  );

  return (
    <>
      <PageBanner
        title="新闻动态"
        description="示范区园区动态、知识产权政策法规、行业资讯与通知公告。"
      />
      <div className={styles.body}>
        <ListTabs
          tabs={CATEGORIES}
          active={category}
          onChange={(next) => update({ category: next })}
          label="新闻类别"
        />
        <SearchBar
          {...search}
          placeholder="新闻标题、摘要或来源"
          aria-label="新闻关键词"
          className={styles.search}
        />
        <PagedResults
          notice={ignored}
          {...list}
          errorTitle="新闻加载失败"
          count={(total) => (
            <>
              共 <strong>{total}</strong> 条新闻
            </>
          )}
          emptyText="没有符合条件的新闻，请换个关键词或类别"
        >
          {(items) => (
            <ul className={own.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <div className={own.date}>
                    <strong>{item.publishDate.slice(8, 10)}</strong>
                    <span>{item.publishDate.slice(0, 7)}</span>
                  </div>
                  <div className={own.text}>
                    <Link to={`/gxq/news/detail?id=${encodeURIComponent(item.id)}`}>
                      {item.title}
                    </Link>
                    <p>{snippet(item.summary, summaryChars, [item.title])}</p>
                    <span className={own.meta}>
                      {item.pinned && <Tag color="red">置顶</Tag>}
                      <Tag>{item.category}</Tag>
                      {item.source ? `${item.source} · ` : ''}阅读 {item.views}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </PagedResults>
      </div>
    </>
  );
}
