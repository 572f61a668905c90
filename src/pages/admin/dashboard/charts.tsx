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

/** Counts have whole ticks only: 0, 1, 2 — never 0.2 or 0.4 between them. */
const wholeTicks = (tick: number) => Number.isInteger(tick);

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
      axis={{ y: { tickFilter: wholeTicks } }}
      // Each bar says its number, so 1 beside 438 is read even where its bar is a sliver; a
      // stack's numbers sit inside their segments, a group's past the bar's end.
      label={{
        text: (point: SeriesPoint) => (point.value > 0 ? String(point.value) : ''),
        ...(mode === 'stack'
          ? { position: 'inside' }
          : horizontal
            ? { position: 'right', textAlign: 'start', dx: 4 }
            : { position: 'top', textBaseline: 'bottom', dy: -2 }),
        fontSize: 11,
      }}
    />
  );
}
