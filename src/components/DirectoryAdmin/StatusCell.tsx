import { Tag } from 'antd';
import dayjs from 'dayjs';
import { DIRECTORY_STATUS_TABS } from './labels';
import styles from './index.less';

const when = (time?: string) => (time ? dayjs(time).format('YYYY-MM-DD HH:mm') : '—');

/**
 * 正常 / 已停用 with what an operator checks next: why and by whom it was disabled, or, for an
 * active record visitors still do not see (a product of a disabled institution), why not; and
 * when it last changed (China time). Styled spans: antd's Typography would cost the list ~8 KB.
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
    <span className={styles.status}>
      <Tag color={disabled ? 'default' : 'success'} className={styles.statusTag}>
        {DIRECTORY_STATUS_TABS[record.status]}
      </Tag>
      {disabled && (
        <span className={styles.secondary}>
          {record.disabledBy ?? '—'} {when(record.disabledAt)} 停用：{record.disabledReason ?? '—'}
        </span>
      )}
      {!disabled && !record.visible && (
        <span className={styles.warning}>{hiddenNote ?? '门户暂不展示'}</span>
      )}
      <span className={styles.secondary}>更新于 {when(record.updatedAt)}</span>
    </span>
  );
}
