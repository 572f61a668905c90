// The board's charts. @ant-design/plots (G2 underneath) is large: this module is only imported
// lazily by the dashboard page, after its figures are shown, so no other chunk carries it.
import { Bar, Column } from '@ant-design/plots';

/** One bar of a series: its category, its series and its value. */
export interface SeriesPoint {
  label: string;
  series: string;
  value: number;
}

export interface SeriesChartProps {
  data: SeriesPoint[];
  height: number;
  /** Bars of a category side by side (grouped), or one on the other (stacked). */
  mode: 'group' | 'stack';
  /** Horizontal bars, for long category names. */
  horizontal?: boolean;
}

export default function SeriesChart({ data, height, mode, horizontal }: SeriesChartProps) {
  const Chart = horizontal ? Bar : Column;
  return (
    <Chart
      data={data}
      xField="label"
      yField="value"
      colorField="series"
      height={height}
      {...(mode === 'group' ? { group: true } : { stack: true })}
      legend={{ color: { position: 'top' } }}
      tooltip={{ items: [{ channel: 'y', name: '数量' }] }}
    />
  );
}
