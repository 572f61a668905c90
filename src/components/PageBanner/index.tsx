import classNames from 'classnames';
import type { ReactNode } from 'react';
import styles from './index.less';

interface PageBannerProps {
  title: ReactNode;
  description?: ReactNode;
  /** Narrow content column (search pages) instead of the full 1200 px. */
  narrow?: boolean;
  children?: ReactNode;
}

/** The blue banner that opens module pages: title, one sentence, then an optional action. */
export default function PageBanner({ title, description, narrow, children }: PageBannerProps) {
  return (
    <section className={styles.banner}>
      <div className={classNames(styles.inner, narrow && styles.narrow)}>
        <h1>{title}</h1>
        {description && <p>{description}</p>}
        {children}
      </div>
    </section>
  );
}
