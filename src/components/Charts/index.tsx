import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import LazyOnView from '../LazyOnView';
import type { PointChartProps } from './charts';

const load = () => import('./charts');
const LazyColumn = lazy(() => load().then((module) => ({ default: module.ColumnChart })));
const LazyBar = lazy(() => load().then((module) => ({ default: module.BarChart })));
const LazyPie = lazy(() => load().then((module) => ({ default: module.PieChart })));
const LazyRadar = lazy(() => load().then((module) => ({ default: module.RadarChart })));

function withFallback(Chart: React.ComponentType<PointChartProps>, label: string) {
  return function LazyChart(props: PointChartProps) {
    const skeleton = (
      <Skeleton.Node active style={{ width: '100%', height: props.height ?? 260 }} />
    );
    return (
      <figure aria-label={label} style={{ margin: 0, minHeight: props.height ?? 260 }}>
        {/* The chart library (~450 KB gzipped) loads only when a chart comes near the viewport. */}
        <LazyOnView fallback={skeleton}>
          <Suspense fallback={skeleton}>
            <Chart {...props} />
          </Suspense>
        </LazyOnView>
      </figure>
    );
  };
}

/** Charts that load the chart library on first use. */
export const ColumnChart = withFallback(LazyColumn, '柱状图');
export const BarChart = withFallback(LazyBar, '条形图');
export const PieChart = withFallback(LazyPie, '环形图');
export const RadarChart = withFallback(LazyRadar, '雷达图');
export type { PointChartProps };
