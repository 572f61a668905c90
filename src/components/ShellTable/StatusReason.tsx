import { Typography } from 'antd';
import styles from './StatusReason.less';

/** Why an item was rejected or taken down, kept within its row: two lines, the rest on hover. */
export default function StatusReason({ reason }: { reason: string }) {
  return (
    <Typography.Paragraph
      type="danger"
      ellipsis={{ rows: 2, tooltip: reason }}
      className={styles.reason}
    >
      原因：{reason}
    </Typography.Paragraph>
  );
}
