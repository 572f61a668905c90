import classNames from 'classnames';
import LoadError from '../LoadError';
import styles from './index.less';

interface StatTilesProps {
  label: string;
  /** [label, value] pairs; undefined while loading. */
  items?: [string, string][];
  error?: unknown;
  onRetry: () => void;
  /** Tiles to hold while loading (every module home shows four). */
  placeholders?: number;
}

/** The figures that open a module home page, lifted over the banner's lower edge. */
export default function StatTiles({
  label,
  items,
  error,
  onRetry,
  placeholders = 4,
}: StatTilesProps) {
  return (
    <section className={styles.tiles} aria-label={label} aria-busy={!items && !error}>
      {error ? (
        <LoadError title={`${label}加载失败`} error={error} onRetry={onRetry} />
      ) : !items ? (
        // Tiles of the final size with shimmering bars for text: the figures arriving move nothing.
        Array.from({ length: placeholders }, (_, index) => (
          <div key={index} className={classNames(styles.tile, styles.placeholder)} aria-hidden>
            <strong>&nbsp;</strong>
            <span>&nbsp;</span>
          </div>
        ))
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
