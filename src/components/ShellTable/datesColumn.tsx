import { formatDateTime } from '@/utils/dateTime';
import type { ShellColumn } from './ShellTable';
import styles from './index.less';

/** When a listing or demand last changed: its history's latest event (owner and admin views). */
export function lastChangedAt(item: API.IpcTransaction): string | undefined {
  return item.history?.[item.history.length - 1]?.at;
}

/**
 * 发布 / 更新 of 我的发布, 我的需求 and 交易信息管理: the day it was published, and its last change
 * with the time in China, since two changes of the same day differ only in the time. One cell
 * holds both so the title keeps its room.
 */
export function datesColumn<T extends API.IpcTransaction>(): ShellColumn<T> {
  return {
    title: '发布 / 更新',
    key: 'dates',
    width: 150,
    render: (_, item) => {
      const changed = lastChangedAt(item);
      return (
        <span className={styles.dates}>
          <span>{item.publishDate}</span>
          {changed && <span className={styles.changed}>更新 {formatDateTime(changed)}</span>}
        </span>
      );
    },
  };
}
