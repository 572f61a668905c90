import type { BadgeProps } from 'antd';

/**
 * The badge colour of each state of a listing or demand, as the user centre and 交易信息管理
 * show it beside its word (LISTING_STATUS_LABELS): one map, so owner and administrator see the same.
 */
export const LISTING_STATUS_BADGES: Record<API.ListingStatus, NonNullable<BadgeProps['status']>> = {
  pending: 'processing',
  published: 'success',
  rejected: 'warning',
  withdrawn: 'default',
  takenDown: 'error',
  dealt: 'success',
};
