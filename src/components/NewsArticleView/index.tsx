import { Tag } from 'antd';
import { useMemo } from 'react';
import { sanitizeArticleHtml } from '@/utils/sanitizeArticle';
import styles from './index.less';

/** What the article shows above its body; the preview passes what the form holds. */
export interface ArticleShown {
  title: string;
  category: string;
  publishDate: string;
  source?: string;
  views?: number;
  content: string;
}

/**
 * An article as the public reads it: title, category, date, source, reads and the sanitised body.
 * The news detail page and the administrators' preview both render this, so a preview is exactly
 * what visitors will see.
 */
export default function NewsArticleView({
  article,
  children,
}: {
  article: ArticleShown;
  /** What follows the body (the detail page's previous/next). */
  children?: React.ReactNode;
}) {
  const html = useMemo(() => sanitizeArticleHtml(article.content), [article.content]);
  return (
    <article className={styles.article}>
      <header>
        <h1>{article.title}</h1>
        <div className={styles.meta}>
          <Tag color="blue">{article.category}</Tag>
          <span>发布日期 {article.publishDate}</span>
          {article.source && <span>来源 {article.source}</span>}
          {article.views !== undefined && <span>阅读 {article.views}</span>}
        </div>
      </header>
      {/* Sanitised by DOMPurify above: the only place backend HTML reaches the page. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
      {children}
    </article>
  );
}
