import { Typography } from 'antd';
import styles from './StatusReason.less';

/**
 * Why an item was rejected, taken down or withdrawn, kept within its row: two lines, the rest on
 * hover. `own`: the owner's own reason for withdrawing, which is no fault to correct (not in red).
 */
export default function StatusReason({ reason, own }: { reason: string; own?: boolean }) {
  return (
    <Typography.Paragraph
      type={own ? 'secondary' : 'danger'}
      ellipsis={{ rows: 2, tooltip: reason }}
      className={styles.reason}
    >
      原因：{reason}
    </Typography.Paragraph>
  );
}
