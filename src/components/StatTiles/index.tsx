import { Skeleton } from 'antd';
import LoadError from '../LoadError';
import styles from './index.less';

interface StatTilesProps {
  label: string;
  /** [label, value] pairs; undefined while loading. */
  items?: [string, string][];
  error?: unknown;
  onRetry: () => void;
}

/** The figures that open a module home page, lifted over the banner's lower edge. */
export default function StatTiles({ label, items, error, onRetry }: StatTilesProps) {
  return (
    <section className={styles.tiles} aria-label={label}>
      {error ? (
        <LoadError title={`${label}加载失败`} error={error} onRetry={onRetry} />
      ) : !items ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        items.map(([name, value]) => (
          <div key={name} className={styles.tile}>
            <strong>{value}</strong>
            <span>{name}</span>
          </div>
        ))
      )}
    </section>
  );
}
