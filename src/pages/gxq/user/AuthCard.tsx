import type { ReactNode } from 'react';
import styles from './authPages.less';

/**
 * The card of the account pages (login, registration, password reset), in antd Card's look: its
 * title is the page's `<h1>`. Plain markup, since antd Card brings Tabs and its menus along.
 */
export default function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="auth-card-title">
      <h1 id="auth-card-title" className={styles.cardTitle}>
        {title}
      </h1>
      <div className={styles.cardBody}>{children}</div>
    </section>
  );
}
