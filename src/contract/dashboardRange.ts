// The 数据看板's date range (authFront/admin/dashboard): two calendar days of China time, the
// first not after the second, at most a leap year apart. The page checks the range it puts in
// its URL with the same rule the backend refuses by.

import { isCalendarDay } from './validators';

/** The longest range in days, both ends counted: a whole leap year. */
export const DASHBOARD_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted (2026-11-01 … 2026-11-30 is 30). */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export interface RangeRefusal {
  field: 'from' | 'to';
  message: string;
}

/** Why a range is refused, at the field it is about; null when it is a good one. */
export function checkDashboardRange(from: unknown, to: unknown): RangeRefusal | null {
  if (!isCalendarDay(from)) return { field: 'from', message: '开始日期格式不正确，应为YYYY-MM-DD' };
  if (!isCalendarDay(to)) return { field: 'to', message: '结束日期格式不正确，应为YYYY-MM-DD' };
  if (from > to) return { field: 'to', message: '结束日期不能早于开始日期' };
  if (rangeDays(from, to) > DASHBOARD_MAX_DAYS)
    return { field: 'to', message: `统计区间不能超过${DASHBOARD_MAX_DAYS}天` };
  return null;
}
