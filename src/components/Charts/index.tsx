import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import LazyOnView from '../LazyOnView';
import type { PointChartProps } from './charts';
import { formatCount } from '@/utils/format';
import { sliceColor } from './palette';
import styles from './index.less';

const load = () => import(/* webpackChunkName: "portal-charts" */ './charts');
const LazyColumn = lazy(() => load().then((module) => ({ default: module.ColumnChart })));
const LazyBar = lazy(() => load().then((module) => ({ default: module.BarChart })));
const LazyPie = lazy(() => load().then((module) => ({ default: module.PieChart })));
const LazyRadar = lazy(() => load().then((module) => ({ default: module.RadarChart })));
const skeleton = <Skeleton.Node active className={styles.placeholder} />;

export interface ChartProps extends PointChartProps {
  /** What the chart shows, e.g. 年度申请趋势: names the figure and captions its data table. */
  title: string;
  /** Unit after each value in the data table, e.g. 件 or 分. */
  unit?: string;
}

/**
 * The chart is drawn on a canvas, which a screen reader cannot read: the same points are in a
 * table beside it (visually hidden, WCAG 1.1.1), and the canvas is hidden from assistive technology.
 */
function DataTable({ title, data, valueName = '数量', unit = '' }: ChartProps) {
  return (
    // The wrapper is what is hidden: a table grows to its content whatever width it is given.
    <div className={styles.dataTable}>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">项目</th>
            <th scope="col">{valueName}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>
                {point.value}
                {unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The pie's key: each slice's name, value and share, in HTML so it wraps to any width and is never
 * cut off by the canvas. Hidden from screen readers, which read the data table instead.
 */
function SliceLegend({ data, unit = '' }: ChartProps) {
  const total = data.reduce((sum, point) => sum + point.value, 0);
  return (
    <ul className={styles.legend} aria-hidden>
      {data.map((point, index) => (
        <li key={point.label}>
          <i style={{ background: sliceColor(index) }} />
          <span>{point.label}</span>
          <strong>
            {formatCount(point.value)}
            {unit}
          </strong>
          {total > 0 && <span>（{((point.value / total) * 100).toFixed(1)}%）</span>}
        </li>
      ))}
    </ul>
  );
}

function withFallback(
  Chart: React.ComponentType<PointChartProps>,
  defaultHeight: number,
  Legend?: React.ComponentType<ChartProps>,
) {
  return function LazyChart(props: ChartProps) {
    const { title, unit, ...chartProps } = props;
    const height = props.height ?? defaultHeight;
    return (
      <figure className={styles.figure} aria-label={title}>
        {/* The box keeps the chart's final height while the library (~450 KB gzipped) loads, which
            it does only when the chart comes near the viewport: nothing below moves. */}
        <div style={{ height }} aria-hidden>
          <LazyOnView fallback={skeleton} className={styles.lazyBox}>
            <Suspense fallback={skeleton}>
              <Chart {...chartProps} height={height} />
            </Suspense>
          </LazyOnView>
        </div>
        {Legend && <Legend {...props} />}
        <DataTable {...props} unit={unit} />
      </figure>
    );
  };
}

/** Charts that load the chart library on first use, each with its data as a table. */
export const ColumnChart = withFallback(LazyColumn, 260);
export const BarChart = withFallback(LazyBar, 300);
export const PieChart = withFallback(LazyPie, 240, SliceLegend);
export const RadarChart = withFallback(LazyRadar, 300);
export type { PointChartProps };
