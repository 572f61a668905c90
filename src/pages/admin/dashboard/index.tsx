import { DownloadOutlined } from '@ant-design/icons';
import { ProCard } from '@ant-design/pro-components';
import { Button, Empty, Radio } from 'antd';
import { useState } from 'react';
import LoadError from '@/components/LoadError';
import CardLoading from '@/components/CardLoading';
import ShellPage from '@/components/ShellPage';
import { checkDashboardRange } from '@/contract/dashboardRange';
import useListState from '@/hooks/useListState';
import usePageData from '@/hooks/usePageData';
import { getAdminDashboard } from '@/services/website';
import { downloadCsv } from '@/utils/csv';
import type { ListSchema, ParamSpec } from '@/utils/listState';
import { ChartCard, chartSkeleton, FigureCard, TopList } from './cards';
import {
  chartSeries,
  csvFileName,
  dashboardCsv,
  DEFAULT_PRESET,
  durationText,
  figuresOf,
  presetOf,
  PRESETS,
  todayInChina,
  topItemLinks,
  type DayRange,
  type PresetKey,
} from './figures';
import styles from './index.less';

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

  const { statusData, reviewData, accountData } = chartSeries(current);

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
                <ProCard key={slot} variant="outlined">
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
              [0, 1, 2].map((slot) => (
                <ProCard key={slot} variant="outlined" loading={<CardLoading />} />
              ))
            )}
          </div>
        </>
      )}
    </ShellPage>
  );
}
