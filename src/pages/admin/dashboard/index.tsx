import { DownloadOutlined } from '@ant-design/icons';
import { ProCard, StatisticCard } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Button, Empty, Radio, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import LoadError from '@/components/LoadError';
import LazyOnView from '@/components/LazyOnView';
import CardLoading from '@/components/CardLoading';
import ShellPage from '@/components/ShellPage';
import { checkDashboardRange } from '@/contract/dashboardRange';
import useListState from '@/hooks/useListState';
import usePageData from '@/hooks/usePageData';
import { getAdminDashboard } from '@/services/website';
import { downloadCsv } from '@/utils/csv';
import { formatCount } from '@/utils/format';
import type { ListSchema, ParamSpec } from '@/utils/listState';
import type { SeriesChartProps, SeriesPoint } from './charts';
import {
  csvFileName,
  dashboardCsv,
  DEFAULT_PRESET,
  durationText,
  KIND_LABELS,
  LINKS,
  presetOf,
  PRESETS,
  STATUS_LABELS,
  todayInChina,
  topItemLinks,
  weekLabel,
  type DayRange,
  type PresetKey,
} from './figures';
import styles from './index.less';

// Only this page's chunk asks for the chart library, and only once the figures are on screen.
const SeriesChart = lazy(() => import('./charts'));

interface DashboardState {
  from: string;
  to: string;
}

/** A day as the URL holds it; anything else is kept as typed, so the page can say what is wrong. */
const rawDay = (): ParamSpec<string> => ({
  read: (params, key) => (params.get(key) ?? '').trim().slice(0, 10),
  write: (value) => value || null,
});

const SCHEMA: ListSchema<DashboardState> = { from: rawDay(), to: rawDay() };

/** The chart box's height in index.less (.chartBox): the skeleton, the chart and the empty state share it. */
const CHART_HEIGHT = 280;

interface Figure {
  title: string;
  value: number | string | undefined;
  /** What it counts over: now, or the range. */
  note: string;
  /** The administrators' list it counts, with that list's filters. */
  to?: string;
}

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

const chartSkeleton = <Skeleton.Node active className={styles.chartSkeleton} />;

/** A chart in a card of fixed height (skeleton, chart or empty state), its table behind it. */
function ChartCard({
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
    <ProCard title={<h2 className={styles.cardTitle}>{title}</h2>} extra={extra} bordered>
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

function TopList({
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
    <ProCard title={<h2 className={styles.cardTitle}>{title}</h2>} bordered>
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

function figuresOf(data: API.AdminDashboard | undefined, range: DayRange): Figure[] {
  const count = (items: API.DashboardItems | undefined, status: API.ListingStatus) =>
    items?.byStatus.find((entry) => entry.status === status)?.count;
  return [
    {
      title: '待审核出让',
      value: count(data?.listings, 'pending'),
      note: '当前',
      to: LINKS.items('sell', 'pending'),
    },
    {
      title: '待审核需求',
      value: count(data?.demands, 'pending'),
      note: '当前',
      to: LINKS.items('buy', 'pending'),
    },
    {
      title: '已发布出让',
      value: count(data?.listings, 'published'),
      note: '当前',
      to: LINKS.items('sell', 'published'),
    },
    {
      title: '已发布需求',
      value: count(data?.demands, 'published'),
      note: '当前',
      to: LINKS.items('buy', 'published'),
    },
    {
      title: '待回复留言',
      value: data?.messages.waiting,
      note: '当前',
      to: LINKS.waitingMessages,
    },
    {
      title: '新注册账号',
      value: data?.accounts.registered,
      note: '统计区间内',
      to: LINKS.registered(range),
    },
    {
      title: '已认证账号',
      value: data?.accounts.verified,
      note: `共 ${data ? formatCount(data.accounts.total) : '—'} 个账号`,
      to: LINKS.verifiedAccounts,
    },
    {
      title: '审核等待（中位）',
      value: data && durationText(data.reviews.medianWaitHours),
      note: data ? `区间内审核 ${data.reviews.approved + data.reviews.rejected} 次` : '统计区间内',
    },
    {
      title: '首次回复用时（中位）',
      value: data && durationText(data.messages.medianFirstReplyHours),
      note: data
        ? `区间内收到 ${data.messages.received} 条，已回复 ${data.messages.answered} 条`
        : '统计区间内',
    },
    {
      title: '收藏',
      value: data?.favorites.total,
      note: data ? `区间内新增 ${data.favorites.added}` : '统计区间内',
    },
    {
      title: '保存的检索',
      value: data?.savedSearches.total,
      note: data ? `区间内新增 ${data.savedSearches.added}` : '统计区间内',
    },
  ];
}

function FigureCard({ figure, loading }: { figure: Figure; loading: boolean }) {
  const shown = typeof figure.value === 'number' ? formatCount(figure.value) : figure.value;
  const card = (
    <StatisticCard
      loading={loading && <CardLoading />}
      className={styles.figureCard}
      statistic={{ title: figure.title, value: shown ?? '—', description: figure.note }}
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

/**
 * 数据看板: the zone's figures for a range of China days in the URL (近30天 when it names none).
 * Every figure that counts a list opens that list with its filters; the charts load after the
 * figures, each with its numbers in a table behind it; 导出 CSV writes every figure shown.
 */
export default function AdminDashboardPage() {
  const { state, update } = useListState(SCHEMA);
  const today = todayInChina();
  const named = Boolean(state.from || state.to);
  const range: DayRange = named ? state : PRESETS[DEFAULT_PRESET].range(today);
  const refusal = checkDashboardRange(range.from, range.to);
  const [pickerRefusal, setPickerRefusal] = useState<ReturnType<typeof checkDashboardRange>>();
  const rangeError = pickerRefusal?.message ?? refusal?.message;
  const refusalField = (pickerRefusal ?? refusal)?.field;

  const { data, loading, error, refresh } = usePageData(
    () => getAdminDashboard(range.from, range.to),
    { ready: !refusal, refreshDeps: [range.from, range.to] },
  );
  // The figures shown are the range's: an answer for another range is not shown as this one's.
  const current = data && data.from === range.from && data.to === range.to ? data : undefined;

  const choose = (next: DayRange) => {
    const refused = checkDashboardRange(next.from, next.to);
    setPickerRefusal(refused);
    if (!refused) update(next);
  };

  const statusData: SeriesPoint[] = current
    ? (['sell', 'buy'] as const).flatMap((kind) =>
        (kind === 'sell' ? current.listings : current.demands).byStatus.map(
          ({ status, count }) => ({
            label: STATUS_LABELS[status],
            series: KIND_LABELS[kind],
            value: count,
          }),
        ),
      )
    : [];
  const reviewData: SeriesPoint[] = (current?.reviews.weeks ?? []).flatMap((week) => [
    { label: weekLabel(week.week), series: '通过', value: week.approved },
    { label: weekLabel(week.week), series: '驳回', value: week.rejected },
  ]);
  const accountData: SeriesPoint[] = (current?.accounts.weeks ?? []).flatMap((week) => [
    { label: weekLabel(week.week), series: '新注册', value: week.registered },
    { label: weekLabel(week.week), series: '通过企业认证', value: week.verified },
  ]);

  const preset = presetOf(range, today);

  return (
    <ShellPage
      title="数据看板"
      content={
        <div className={styles.controls}>
          <Radio.Group
            optionType="button"
            value={preset}
            onChange={(event) => choose(PRESETS[event.target.value as PresetKey].range(today))}
            options={(Object.keys(PRESETS) as PresetKey[]).map((key) => ({
              value: key,
              label: PRESETS[key].label,
            }))}
            aria-label="常用统计区间"
          />
          <div className={styles.rangeField}>
            {/* The browser's own date fields: antd's picker would add ~40 KB to the first load. */}
            <div className={styles.rangeInputs} role="group" aria-label="统计区间">
              <label>
                开始日期
                <input
                  type="date"
                  value={range.from}
                  onChange={(event) =>
                    event.target.value && choose({ ...range, from: event.target.value })
                  }
                  aria-invalid={refusalField === 'from'}
                  aria-describedby={rangeError ? 'dashboard-range-error' : undefined}
                />
              </label>
              <label>
                结束日期
                <input
                  type="date"
                  value={range.to}
                  onChange={(event) =>
                    event.target.value && choose({ ...range, to: event.target.value })
                  }
                  aria-invalid={refusalField === 'to'}
                  aria-describedby={rangeError ? 'dashboard-range-error' : undefined}
                />
              </label>
            </div>
            {rangeError && (
              <div id="dashboard-range-error" role="alert" className={styles.rangeError}>
                {rangeError}
              </div>
            )}
          </div>
          <Button
            icon={<DownloadOutlined />}
            disabled={!current}
            onClick={() => current && downloadCsv(csvFileName(range), dashboardCsv(current))}
          >
            导出 CSV
          </Button>
        </div>
      }
    >
      {refusal ? (
        <Empty description="统计区间无效，请重新选择">
          <Button type="primary" onClick={() => choose(PRESETS[DEFAULT_PRESET].range(today))}>
            查看近30天
          </Button>
        </Empty>
      ) : error && !current ? (
        <LoadError title="数据看板加载失败" error={error} onRetry={refresh} />
      ) : (
        <>
          <section className={styles.figures} aria-label="主要指标" aria-busy={loading}>
            {figuresOf(current, range).map((figure) => (
              <FigureCard key={figure.title} figure={figure} loading={!current} />
            ))}
          </section>
          <div className={styles.charts}>
            {current ? (
              <>
                <ChartCard
                  title="交易信息状态（当前）"
                  data={statusData}
                  mode="group"
                  horizontal
                  emptyText="还没有交易信息"
                />
                <ChartCard
                  title="每周审核量"
                  extra={`中位等待 ${durationText(current.reviews.medianWaitHours)}`}
                  data={reviewData}
                  mode="stack"
                  emptyText="统计区间内没有审核"
                />
                <ChartCard
                  title="每周新增账号与企业认证"
                  data={accountData}
                  mode="group"
                  emptyText="统计区间内没有新账号或认证"
                />
              </>
            ) : (
              [0, 1, 2].map((slot) => (
                <ProCard key={slot} bordered>
                  <div className={styles.chartBox}>{chartSkeleton}</div>
                </ProCard>
              ))
            )}
          </div>
          <div className={styles.tops}>
            {current ? (
              <>
                <TopList
                  title="浏览最多的交易信息"
                  unit="次浏览"
                  items={current.topListings}
                  linkOf={topItemLinks.listing}
                />
                <TopList
                  title="关注最多的服务机构"
                  unit="次收藏/留言"
                  items={current.topAgencies}
                  linkOf={topItemLinks.agency}
                />
                <TopList
                  title="关注最多的金融产品"
                  unit="次收藏/留言"
                  items={current.topProducts}
                  linkOf={topItemLinks.product}
                />
              </>
            ) : (
              [0, 1, 2].map((slot) => <ProCard key={slot} bordered loading={<CardLoading />} />)
            )}
          </div>
        </>
      )}
    </ShellPage>
  );
}
