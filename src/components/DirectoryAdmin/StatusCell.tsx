import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { DIRECTORY_STATUS_TABS } from './labels';
import styles from './index.less';

const when = (time?: string) => (time ? dayjs(time).format('YYYY-MM-DD HH:mm') : '—');

/**
 * 正常 / 已停用 with what an operator checks next: why and by whom it was disabled, or, for an
 * active record visitors still do not see (a product of a disabled institution), why not; and
 * when it last changed (China time).
 */
export default function StatusCell({
  record,
  hiddenNote,
}: {
  record: API.DirectoryRecordState;
  /** Why an active record is not on the portal. */
  hiddenNote?: string;
}) {
  const disabled = record.status === 'disabled';
  return (
    <Space direction="vertical" size={0} className={styles.status}>
      <Tag color={disabled ? 'default' : 'success'} className={styles.statusTag}>
        {DIRECTORY_STATUS_TABS[record.status]}
      </Tag>
      {disabled && (
        <Typography.Text type="secondary">
          {record.disabledBy ?? '—'} {when(record.disabledAt)} 停用：{record.disabledReason ?? '—'}
        </Typography.Text>
      )}
      {!disabled && !record.visible && (
        <Typography.Text type="warning">{hiddenNote ?? '门户暂不展示'}</Typography.Text>
      )}
      <Typography.Text type="secondary">更新于 {when(record.updatedAt)}</Typography.Text>
    </Space>
  );
}
