import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../constants';
import LoadError from '../LoadError';
import Pager from '../Pager';
import styles from './index.less';

interface PagedResultsProps<T> {
  /** What failed, e.g. 金融产品加载失败. */
  errorTitle: string;
  error?: unknown;
  loading: boolean;
  onRetry: () => void;
  page?: API.Page<T>;
  /** 1-based page shown. */
  current: number;
  onPage: (page: number) => void;
  /** The count line, e.g. `共 12 款产品`. */
  count: (total: number) => ReactNode;
  emptyText: string;
  /** The items: a grid of cards by default. */
  children: (items: T[]) => ReactNode;
}

/** A list's states in one place: error with retry, skeleton, empty (or past the end), count, items, pager. */
export default function PagedResults<T>({
  errorTitle,
  error,
  loading,
  onRetry,
  page,
  current,
  onPage,
  count,
  emptyText,
  children,
}: PagedResultsProps<T>) {
  if (error) return <LoadError title={errorTitle} error={error} onRetry={onRetry} />;
  if (loading && !page) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <>
      {!page || page.content.length === 0 ? (
        <Empty description={page?.totalElements ? `第 ${current} 页没有内容` : emptyText} />
      ) : (
        <>
          <p className={styles.count} role="status">
            {count(page.totalElements)}
          </p>
          {children(page.content)}
        </>
      )}
      {page && (
        <Pager
          className={styles.pager}
          current={current}
          pageSize={DEFAULT_PAGE_SIZE}
          total={page.totalElements}
          onChange={onPage}
        />
      )}
    </>
  );
}
