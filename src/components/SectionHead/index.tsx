import { RightOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import styles from './index.less';

interface SectionHeadProps {
  title: string;
  /** The "more" link; a section without one shows only its title (and note). */
  to?: string;
  more?: string;
  /** One line under the title, e.g. how the section works. */
  note?: string;
}

/** A home-page section title with its "more" link. */
export default function SectionHead({ title, to, more, note }: SectionHeadProps) {
  return (
    <div className={styles.head}>
      <div>
        <h2>{title}</h2>
        {note && <p className={styles.note}>{note}</p>}
      </div>
      {to && (
        <Link to={to} className={styles.more}>
          {more ?? '更多'} <RightOutlined />
        </Link>
      )}
    </div>
  );
}
