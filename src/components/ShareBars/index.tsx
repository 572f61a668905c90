import { Link } from '@umijs/max';
import styles from './index.less';

export interface ShareBar {
  label: string;
  value: number;
  /** Where the row leads, e.g. the list filtered to it. */
  to?: string;
}

interface ShareBarsProps {
  label: string;
  items: ShareBar[];
  /** Unit after each value, e.g. 家. */
  unit: string;
}

/**
 * A ranking drawn with CSS bars: light enough for public pages that should not load the chart
 * library. Bars are relative to the largest value.
 */
export default function ShareBars({ label, items, unit }: ShareBarsProps) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <ol className={styles.bars} aria-label={label}>
      {items.map((item) => {
        const text = (
          <>
            <span className={styles.label}>{item.label}</span>
            <span className={styles.track} aria-hidden>
              <span style={{ width: `${(item.value / max) * 100}%` }} />
            </span>
            <span className={styles.value}>
              {item.value} {unit}
            </span>
          </>
        );
        return (
          <li key={item.label}>
            {item.to ? (
              <Link to={item.to} className={styles.row}>
                {text}
              </Link>
            ) : (
              <div className={styles.row}>{text}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
