import { Skeleton } from 'antd';
import styles from './index.less';

/** The shape of a page while its code or data loads. */
export default function PageSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="正在加载">
      <Skeleton active title paragraph={{ rows }} />
    </div>
  );
}
