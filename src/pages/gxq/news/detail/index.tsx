import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from '@umijs/max';
import { Skeleton } from 'antd';
import NewsArticleView from '@/components/NewsArticleView';
import NotFoundBlock from '@/components/NotFoundBlock';
import RecordError from '@/components/RecordError';
import usePageData from '@/hooks/usePageData';
import { getNews } from '@/services/website';
import styles from './index.less';
import useItemTitle from '@/hooks/useItemTitle';

const notFound = (description: string) => ({
  title: '未找到该新闻',
  description,
  to: '/gxq/index/list',
  linkText: '返回新闻列表',
});

export default function NewsDetailPage() {
  const [searchParams] = useSearchParams();
  const id = (searchParams.get('id') ?? '').trim().slice(0, 64);
  const {
    data: article,
    loading,
    error,
    refresh,
  } = usePageData(() => getNews(id), { refreshDeps: [id], ready: Boolean(id) });
  useItemTitle(article?.title);

  let content: React.ReactNode;
  if (!id) content = <NotFoundBlock {...notFound('链接中缺少新闻编号，请从新闻列表进入。')} />;
  else if (error)
    content = (
      <RecordError
        error={error}
        title="新闻加载失败"
        onRetry={refresh}
        // No internal id: a reader followed a link, and the number tells them nothing.
        notFound={notFound('这篇新闻不存在或已被撤下，可以在新闻列表中查看其他新闻。')}
      />
    );
  else if (loading || !article) content = <Skeleton active paragraph={{ rows: 14 }} />;
  else
    content = (
      <NewsArticleView article={article}>
        <nav className={styles.neighbours} aria-label="上一篇和下一篇">
          {article.previous ? (
            <Link to={`/gxq/news/detail?id=${encodeURIComponent(article.previous.id)}`}>
              <LeftOutlined /> 上一篇：{article.previous.title}
            </Link>
          ) : (
            <span>已是最新一篇</span>
          )}
          {article.next ? (
            <Link to={`/gxq/news/detail?id=${encodeURIComponent(article.next.id)}`}>
              下一篇：{article.next.title} <RightOutlined />
            </Link>
          ) : (
            <span>已是最早一篇</span>
          )}
        </nav>
      </NewsArticleView>
    );

  return (
    <div className={styles.page}>
      <Link to="/gxq/index/list" className={styles.back}>
        <LeftOutlined /> 新闻动态
      </Link>
      {content}
    </div>
  );
}
