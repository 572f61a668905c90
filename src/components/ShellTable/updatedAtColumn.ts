import type { ProColumns } from '@ant-design/pro-components';
import { formatDateTime } from '@/utils/dateTime';

/** When a listing or demand last changed: its history's latest event (owner and admin views). */
export function lastChangedAt(item: API.IpcTransaction): string | undefined {
  return item.history?.[item.history.length - 1]?.at;
}

/**
 * 更新时间 of 我的发布, 我的需求 and 交易信息管理: the day and the time in China, since two changes
 * of the same day differ only in the time.
 */
export function updatedAtColumn<T extends API.IpcTransaction>(): ProColumns<T> {
  return {
    title: '更新时间',
    key: 'updatedAt',
    width: 140,
    render: (_, item) => formatDateTime(lastChangedAt(item)),
  };
}
