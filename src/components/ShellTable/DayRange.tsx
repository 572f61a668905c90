import { Input } from 'antd';
import styles from './index.less';

interface DayRangeProps {
  /** What the days are of (操作日期, 注册日期): names the group and each field. */
  label: string;
  /** YYYY-MM-DD, or '' for open. */
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/**
 * A shell list's day range filter: antd's Input on the browser's own date fields, each named,
 * either may be left open. antd's RangePicker would add ~33 KB gzipped to every list page that
 * filters by date for a calendar the browser already has. The end cannot be chosen before the
 * start, nor the start after the end.
 */
export default function DayRange({ label, from, to, onChange }: DayRangeProps) {
  return (
    <div role="group" aria-label={label} className={styles.dayRange}>
      <Input
        type="date"
        aria-label={`${label}：开始日期`}
        value={from}
        max={to || undefined}
        onChange={(event) => onChange({ from: event.target.value, to })}
      />
      <span aria-hidden="true">至</span>
      <Input
        type="date"
        aria-label={`${label}：结束日期`}
        value={to}
        min={from || undefined}
        onChange={(event) => onChange({ from, to: event.target.value })}
      />
    </div>
  );
}
