import { RightOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import styles from './index.less';

/** A home-page section title with its "more" link. */
export default function SectionHead({
  title,
  to,
  more,
}: {
  title: string;
  to: string;
  more: string;
}) {
  return (
    <div className={styles.head}>
      <h2>{title}</h2>
      <Link to={to}>
        {more} <RightOutlined />
      </Link>
    </div>
  );
}
