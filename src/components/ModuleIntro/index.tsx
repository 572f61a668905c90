import { RightOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import type { ReactNode } from 'react';
import PageBanner from '../PageBanner';
import styles from './index.less';

export interface ModuleLink {
  title: string;
  description: string;
  to: string;
}

interface ModuleIntroProps {
  title: string;
  description: string;
  /** Extra facts shown in the banner, e.g. the record a detail route names. */
  meta?: ReactNode;
  links?: ModuleLink[];
  children?: ReactNode;
}

/** A module page's banner (title, one sentence) and entries to the module's pages. */
export default function ModuleIntro({
  title,
  description,
  meta,
  links = [],
  children,
}: ModuleIntroProps) {
  return (
    <>
      <PageBanner title={title} description={description}>
        {meta && <div className={styles.meta}>{meta}</div>}
      </PageBanner>
      <div className={styles.body}>
        {children}
        {links.length > 0 && (
          <div className={styles.cards}>
            {links.map((link) => (
              <Link key={link.to} to={link.to} className={styles.card}>
                <span className={styles.cardTitle}>
                  {link.title} <RightOutlined />
                </span>
                <span className={styles.cardText}>{link.description}</span>
              </Link>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
