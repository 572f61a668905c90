import { Link, useSearchParams } from '@umijs/max';
import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import ListTabs from '@/components/ListPage/ListTabs';
import styles from '@/components/ListPage/index.less';
import PagedResults from '@/components/ListPage/PagedResults';
import PageBanner from '@/components/PageBanner';
import SearchBar from '@/components/SearchBar';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import usePageData from '@/hooks/usePageData';
import { findNews } from '@/services/website';
import { patchParams, readEnum, readInt, readString } from '@/utils/urlState';
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

export default function NewsListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = readEnum(searchParams, 'category', Object.keys(CATEGORIES) as Category[], '');
  const keyword = readString(searchParams, 'keyword', 100).trim();
  const page = readInt(searchParams, 'page', { min: 1, max: 10_000, fallback: 1 });
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
  const update = (patch: { category?: string; keyword?: string; page?: number }) =>
    setSearchParams(
      patchParams(searchParams, {
        ...patch,
        page: patch.page && patch.page > 1 ? patch.page : null,
      }),
    );

  const { data, loading, error, refresh } = usePageData(
    () =>
      findNews({
        page: page - 1,
        size: DEFAULT_PAGE_SIZE,
        keyword: keyword || undefined,
        queryData: { category: category || undefined },
      }),
    { refreshDeps: [searchParams.toString()] },
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
          value={draft}
          onChange={setDraft}
          onSearch={(value) => update({ keyword: value.trim() })}
          placeholder="新闻标题、摘要或来源"
          buttonText="搜索"
          maxLength={100}
          aria-label="新闻关键词"
          className={styles.search}
        />
        <PagedResults
          errorTitle="新闻加载失败"
          error={error}
          loading={loading}
          onRetry={refresh}
          page={data}
          current={page}
          onPage={(next) => update({ page: next })}
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
                    <p>{item.summary}</p>
                    <span className={own.meta}>
                      <Tag>{item.category}</Tag>
                      {item.source} · 阅读 {item.views}
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
