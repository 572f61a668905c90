// The chart library (@ant-design/plots, G2 underneath) is large: this module is only ever
// imported lazily through ./index, so pages without charts never download it.
import { Bar, Column, Pie, Radar } from '@ant-design/plots';
import { SLICE_COLORS } from './palette';

export interface PointChartProps {
  data: API.ChartPoint[];
  height?: number;
  /** Name of the value in tooltips, e.g. 申请量. */
  valueName?: string;
}

const tooltip = (valueName: string) => ({ items: [{ channel: 'y', name: valueName }] });

export function ColumnChart({ data, height = 260, valueName = '数量' }: PointChartProps) {
  return (
    <Column
      data={data}
      xField="label"
      yField="value"
      height={height}
      tooltip={tooltip(valueName)}
    />
  );
}

export function BarChart({ data, height = 300, valueName = '数量' }: PointChartProps) {
  return (
    <Bar data={data} xField="label" yField="value" height={height} tooltip={tooltip(valueName)} />
  );
}

export function PieChart({ data, height = 280 }: PointChartProps) {
  return (
    <Pie
      data={data}
      angleField="value"
      colorField="label"
      height={height}
      innerRadius={0.55}
      // Names sit in the HTML legend beneath (./index): labels outside the ring are cut off by the
      // canvas on a phone, where the ring takes the whole width.
      label={false}
      legend={false}
      scale={{ color: { range: SLICE_COLORS } }}
    />
  );
}

export function RadarChart({ data, height = 300, valueName = '得分' }: PointChartProps) {
  return (
    <Radar
      data={data}
      xField="label"
      yField="value"
      height={height}
      area={{ style: { fillOpacity: 0.25 } }}
      scale={{ y: { domainMin: 0, domainMax: 100 } }}
      axis={{ x: { grid: true }, y: { gridLineDash: [4, 4], tick: false } }}
      tooltip={tooltip(valueName)}
    />
  );
}
