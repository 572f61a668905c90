import { Link } from '@umijs/max';
import { Empty, Skeleton } from 'antd';
import LoadError from '@/components/LoadError';
import SectionHead from '@/components/SectionHead';
import usePageData from '@/hooks/usePageData';
import { findNews } from '@/services/website';
import useSnippetChars from '@/hooks/useSnippetChars';
import { snippet } from '@/utils/snippet';
import styles from './index.less';

const NOTICE_CATEGORY = '通知公告';
const newsUrl = (id: string) => `/gxq/news/detail?id=${encodeURIComponent(id)}`;

function useNews(size: number, category?: string) {
  return usePageData(() => findNews({ size, sort: 'publishDate desc', queryData: { category } }));
}

type NewsRequest = ReturnType<typeof useNews>;
type NewsItem = Omit<API.NewsArticle, 'content'>;

function NewsState({
  request,
  title,
  select = (items) => items,
  children,
}: {
  request: NewsRequest;
  title: string;
  /** Which of the loaded items to show. */
  select?: (items: NewsItem[]) => NewsItem[];
  children: (items: NewsItem[]) => React.ReactNode;
}) {
  if (request.error)
    return <LoadError title={`${title}加载失败`} error={request.error} onRetry={request.refresh} />;
  if (!request.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  const items = select(request.data.content);
  if (items.length === 0) return <Empty description={`暂无${title}`} />;
  return <>{children(items)}</>;
}

/** Latest news (the first with its summary) beside the latest notices. */
export default function NewsColumns() {
  // Notices have their own column, so the news column leaves them out.
  const latest = useNews(14);
  const notices = useNews(6, NOTICE_CATEGORY);
  // Three lines of the half-width column, or of a phone's full width.
  const summaryChars = useSnippetChars(80, 48);
  return (
    <div className={styles.newsRow}>
      <section>
        <SectionHead title="新闻动态" to="/gxq/index/list" more="更多新闻" />
        <NewsState
          request={latest}
          title="新闻"
          select={(items) => items.filter((item) => item.category !== NOTICE_CATEGORY).slice(0, 7)}
        >
          {([headline, ...rest]) => (
            <div className={styles.panel}>
              <Link to={newsUrl(headline.id)} className={styles.headline}>
                <span className={styles.category}>{headline.category}</span>
                <strong>{headline.title}</strong>
                <p>{snippet(headline.summary, summaryChars, [headline.title])}</p>
                <time dateTime={headline.publishDate}>
                  {headline.publishDate}
                  {headline.source ? ` · ${headline.source}` : ''}
                </time>
              </Link>
              <ul className={styles.newsList}>
                {rest.map((item) => (
                  <li key={item.id}>
                    <Link to={newsUrl(item.id)}>{item.title}</Link>
                    <time dateTime={item.publishDate}>{item.publishDate.slice(5)}</time>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </NewsState>
      </section>
      <section>
        <SectionHead
          title={NOTICE_CATEGORY}
          to={`/gxq/index/list?category=${encodeURIComponent(NOTICE_CATEGORY)}`}
          more="更多公告"
        />
        <NewsState request={notices} title={NOTICE_CATEGORY}>
          {(items) => (
            <ul className={`${styles.panel} ${styles.notices}`}>
              {items.map((item) => (
                <li key={item.id}>
                  <time dateTime={item.publishDate}>
                    <strong>{item.publishDate.slice(8, 10)}</strong>
                    {item.publishDate.slice(0, 7)}
                  </time>
                  <Link to={newsUrl(item.id)}>{item.title}</Link>
                </li>
              ))}
            </ul>
          )}
        </NewsState>
      </section>
    </div>
  );
}
