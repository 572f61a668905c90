import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import classNames from 'classnames';
import styles from './index.less';
import { pageItems } from './pages';

interface PagerProps {
  /** 1-based. */
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  className?: string;
}

/**
 * Page navigation for the public portal: buttons and a native page-size select, a fraction of the
 * weight of antd's Pagination (which brings Select, virtual lists and popups with it).
 */
export default function Pager({
  current,
  pageSize,
  total,
  onChange,
  pageSizeOptions,
  className,
}: PagerProps) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= 0) return null;
  const go = (page: number) => onChange(Math.min(Math.max(1, page), totalPages), pageSize);
  return (
    <nav className={classNames(styles.pager, className)} aria-label="分页">
      <button
        type="button"
        className={styles.item}
        disabled={current <= 1}
        onClick={() => go(current - 1)}
        aria-label="上一页"
      >
        <LeftOutlined />
      </button>
      {pageItems(current, totalPages).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden>
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className={classNames(styles.item, page === current && styles.active)}
            aria-current={page === current ? 'page' : undefined}
            aria-label={`第 ${page} 页`}
            onClick={() => go(page)}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.item}
        disabled={current >= totalPages}
        onClick={() => go(current + 1)}
        aria-label="下一页"
      >
        <RightOutlined />
      </button>
      {pageSizeOptions && pageSizeOptions.length > 1 && (
        <select
          className={styles.size}
          value={pageSize}
          aria-label="每页条数"
          onChange={(event) => onChange(1, Number(event.target.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size} 条/页
            </option>
          ))}
        </select>
      )}
    </nav>
  );
}
