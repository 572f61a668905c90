// The dashboard's cards: a figure, a chart with the table a screen reader reads instead, a top list.
import { ProCard, StatisticCard } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import CardLoading from '@/components/CardLoading';
import LazyOnView from '@/components/LazyOnView';
import { formatCount } from '@/utils/format';
import type { SeriesChartProps, SeriesPoint } from './charts';
import type { Figure } from './figures';
import styles from './index.less';

// Only this page's chunk asks for the chart library, and only once the figures are on screen.
const SeriesChart = lazy(() => import(/* webpackChunkName: "admin-dashboard-charts" */ './charts'));
/** The chart box's height in index.less (.chartBox): the skeleton, the chart and the empty state share it. */
const CHART_HEIGHT = 280;
/** A category × series table of a chart's numbers: what a screen reader reads instead. */
function ChartTable({ caption, data }: { caption: string; data: SeriesPoint[] }) {
  const labels = [...new Set(data.map((point) => point.label))];
  const series = [...new Set(data.map((point) => point.series))];
  const valueOf = (label: string, name: string) =>
    data.find((point) => point.label === label && point.series === name)?.value ?? 0;
  return (
    <div className={styles.dataTable}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">项目</th>
            {series.map((name) => (
              <th scope="col" key={name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((name) => (
                <td key={name}>{valueOf(label, name)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const chartSkeleton = <Skeleton.Node active className={styles.chartSkeleton} />;

/** A chart in a card of fixed height (skeleton, chart or empty state), its table behind it. */
export function ChartCard({
  title,
  extra,
  data,
  emptyText,
  ...chart
}: Omit<SeriesChartProps, 'height'> & {
  title: string;
  extra?: React.ReactNode;
  emptyText: string;
}) {
  const empty = data.every((point) => point.value === 0);
  return (
    <ProCard title={<h2 className={styles.cardTitle}>{title}</h2>} extra={extra} variant="outlined">
      <figure className={styles.figure}>
        <div className={styles.chartBox} aria-hidden>
          {empty ? (
            <Empty description={emptyText} className={styles.chartEmpty} />
          ) : (
            // The chart library (~330 KB gzipped) loads once a chart comes near the screen: the
            // figures above come first, and a phone that never scrolls down never loads it.
            <LazyOnView fallback={chartSkeleton} minHeight={CHART_HEIGHT}>
              <Suspense fallback={chartSkeleton}>
                <SeriesChart data={data} height={CHART_HEIGHT} {...chart} />
              </Suspense>
            </LazyOnView>
          )}
        </div>
        <ChartTable caption={title} data={data} />
      </figure>
    </ProCard>
  );
}

export function TopList({
  title,
  unit,
  items,
  linkOf,
}: {
  title: string;
  unit: string;
  items: API.DashboardTopItem[];
  linkOf: (item: API.DashboardTopItem) => string;
}) {
  return (
    <ProCard title={<h2 className={styles.cardTitle}>{title}</h2>} variant="outlined">
      {items.length === 0 ? (
        <Empty description="暂无数据" />
      ) : (
        <ol className={styles.topList}>
          {items.map((item) => (
            <li key={item.id}>
              <span className={styles.topName}>
                <Link to={linkOf(item)}>{item.title}</Link>
                {item.subtitle && <span className={styles.topSub}>{item.subtitle}</span>}
              </span>
              <span className={styles.topScore}>
                {formatCount(item.score)} {unit}
              </span>
            </li>
          ))}
        </ol>
      )}
    </ProCard>
  );
}

/** A bracketed part (（中位）), or a number with its unit (33 次, 5.9 小时). */
const UNBROKEN = /(（[^）]*）|\d[\d,.]*\s*(?:小时|[次条个件笔家天]))/;

/** A text that wraps between its words, never inside brackets or between a number and its unit. */
function unbroken(text: string | undefined) {
  if (!text) return text;
  return text
    .split(UNBROKEN)
    .filter(Boolean)
    .map((part, index) =>
      UNBROKEN.test(part) ? (
        <span key={index} className={styles.nowrap}>
          {part}
        </span>
      ) : (
        part
      ),
    );
}

export function FigureCard({ figure, loading }: { figure: Figure; loading: boolean }) {
  const shown = typeof figure.value === 'number' ? formatCount(figure.value) : figure.value;
  const card = (
    <StatisticCard
      loading={loading && <CardLoading />}
      className={styles.figureCard}
      statistic={{
        title: unbroken(figure.title),
        value: shown ?? '—',
        description: unbroken(figure.note),
      }}
    />
  );
  return figure.to ? (
    <Link
      to={figure.to}
      className={styles.figureLink}
      aria-label={`${figure.title} ${shown ?? ''}，查看列表`}
    >
      {card}
    </Link>
  ) : (
    <div className={styles.figureLink}>{card}</div>
  );
}
