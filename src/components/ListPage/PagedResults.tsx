import { Empty, Skeleton } from 'antd';
import { useRef, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../constants';
import { revealListTop } from '../../utils/revealListTop';
import LoadError from '../LoadError';
import Pager from '../Pager';
import PastLastPage from '../PastLastPage';
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
  /** Items per page; the portal's default of 10 when absent. */
  pageSize?: number;
  /** Sizes the reader may choose from; none when absent. */
  pageSizeOptions?: readonly number[];
  onPage: (page: number, pageSize: number) => void;
  /** The count line, e.g. `共 12 款产品`. */
  count: (total: number) => ReactNode;
  /** Beside the count line, e.g. the sort and an export button. */
  tools?: ReactNode;
  emptyText: ReactNode;
  /** Under the empty text when nothing matches, e.g. a button that clears the filters. */
  emptyAction?: ReactNode;
  /** A note above the results, e.g. which of the link's filters were ignored. */
  notice?: ReactNode;
  /** The items: a grid of cards by default. */
  children: (items: T[]) => ReactNode;
}

/** A list's states in one place: error with retry, skeleton, empty (or past the end, with a way back), count, items, pager. */
export default function PagedResults<T>({
  errorTitle,
  error,
  loading,
  onRetry,
  page,
  current,
  pageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions,
  onPage,
  count,
  tools,
  emptyText,
  emptyAction,
  notice,
  children,
}: PagedResultsProps<T>) {
  const top = useRef<HTMLSpanElement>(null);
  // The pager sits below the results: a new page, asked for from down there, is shown from its
  // first item (the count line), not from where the previous page's last items were.
  const turnPage = (next: number, size: number) => {
    onPage(next, size);
    revealListTop(top.current);
  };
  const note = notice ? (
    <p className={styles.notice} role="status">
      {notice}
    </p>
  ) : null;
  if (error) return <LoadError title={errorTitle} error={error} onRetry={onRetry} />;
  if (loading && !page)
    return (
      <>
        {note}
        <Skeleton active paragraph={{ rows: 8 }} />
      </>
    );
  return (
    <>
      <span ref={top} className={styles.resultsTop} aria-hidden />
      {note}
      {!page || page.totalElements === 0 ? (
        <Empty className={styles.empty} description={emptyText}>
          {emptyAction}
        </Empty>
      ) : page.content.length === 0 ? (
        // A shared or edited link past the last page.
        <PastLastPage
          className={styles.empty}
          current={current}
          lastPage={page.totalPages}
          onGoToLast={() => onPage(Math.max(1, page.totalPages), pageSize)}
        />
      ) : (
        <>
          <div className={styles.countLine}>
            <p className={styles.count} role="status">
              {count(page.totalElements)}
            </p>
            {tools}
          </div>
          {children(page.content)}
        </>
      )}
      {page && (
        <Pager
          className={styles.pager}
          current={current}
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          total={page.totalElements}
          onChange={turnPage}
        />
      )}
    </>
  );
}
