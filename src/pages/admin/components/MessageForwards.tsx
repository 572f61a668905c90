import { Tag, Typography } from 'antd';
import { formatDateTime } from '@/utils/dateTime';
import ForwardForm from './ForwardForm';
import styles from './MessageForwards.less';

/**
 * Above a thread in 留言管理: the message's forwardings (to whom, when, by whom, the note) and
 * 转交机构 while it can be forwarded; nothing for a message the platform does not forward.
 */
export default function MessageForwards({
  message,
  onForwarded,
}: {
  message: API.LeaveMessage;
  onForwarded: (message: API.LeaveMessage) => void;
}) {
  const forwards = message.forwards ?? [];
  if (!message.forwardTarget && forwards.length === 0) return null;
  return (
    <section aria-label="转交记录" className={styles.forwards}>
      {forwards.length > 0 && (
        <ol className={styles.list}>
          {forwards.map((forward) => (
            <li key={`${forward.at}-${forward.to}`} className={styles.item}>
              <div>
                <Tag color="purple">已转交</Tag>
                <Typography.Text strong>{forward.toName}</Typography.Text>
                <span className={styles.contact}>{forward.to}</span>
              </div>
              <Typography.Text type="secondary">
                {forward.by} · <time dateTime={forward.at}>{formatDateTime(forward.at)}</time>
              </Typography.Text>
              {forward.note && <div className={styles.note}>备注：{forward.note}</div>}
            </li>
          ))}
        </ol>
      )}
      {message.forwardTarget && (
        <ForwardForm message={message} target={message.forwardTarget} onForwarded={onForwarded} />
      )}
    </section>
  );
}
