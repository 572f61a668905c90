// 统计分析 (the result page's `view=analysis`): counts of everything the search selects, from
// patent/analysis, as charts with tables; each figure links to the results it counts. Loaded
// with the first opening of the view (its own chunk), never with the result list.

import { DownloadOutlined } from '@ant-design/icons';
import { useLocation, useSearchParams } from '@umijs/max';
import { Button, Empty, Skeleton } from 'antd';
import classNames from 'classnames';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import LoadError from '@/components/LoadError';
import usePageData from '@/hooks/usePageData';
import { analysePatents } from '@/services/data';
import { formatCount } from '@/utils/format';
import useExporter, { type ExportFormat } from '../useExporter';
import ChartSection from './ChartSection';
import type { LinkOf } from './charts';
import styles from './index.less';
import { canNarrow, describeFilters, narrowedSearch } from './links';
import { analysisRequest, type ResultPageState } from './state';
import { analysisCsv, analysisSheets, analysisTables } from './tables';

function Summary({ analysis }: { analysis: API.PatentAnalysis }) {
  const { years } = analysis;
  const items: [string, string][] = [
    ['专利申请', `${formatCount(analysis.total)} 件`],
    ['申请人', `${formatCount(analysis.applicants.distinct)} 个`],
    ['代理机构', `${formatCount(analysis.agencies.distinct)} 家`],
    ['申请年份', years.length ? `${years[0].value}–${years.at(-1)!.value}` : '—'],
  ];
  return (
    <dl className={styles.summary}>
      {items.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AnalysisView({
  state,
  onClearFilters,
}: {
  state: ResultPageState;
  onClearFilters: () => void;
}) {
  const request = analysisRequest(state);
  const key = JSON.stringify(request);
  const { data, error, loading, refresh } = usePageData(() => analysePatents(request), {
    refreshDeps: [key],
  });
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { busy, run } = useExporter();
  const tables = useMemo(() => (data ? analysisTables(data) : []), [data]);
  const filters = describeFilters(state);

  if (error) return <LoadError title="统计分析加载失败" error={error} onRetry={refresh} />;
  if (!data)
    return (
      <div className={styles.grid} aria-busy>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={classNames(styles.card, index === 0 && styles.wide)}>
            <Skeleton active paragraph={{ rows: 6 }} className={styles.skeleton} />
          </div>
        ))}
      </div>
    );

  const linkOf: LinkOf = (table, row) =>
    row.count > 0 && canNarrow(state, table.facet, row.value)
      ? `${pathname}?${narrowedSearch(params, table.facet, row.value)}`
      : undefined;
  const exportAs = (format: ExportFormat) =>
    run(format, () => ({
      name: '专利统计分析',
      done: `已导出 ${formatCount(data.total)} 件专利的统计`,
      csv: () => analysisCsv(data),
      sheets: () =>
        analysisSheets(data, {
          query: state.q,
          expand: state.expand,
          filters,
          at: dayjs().format('YYYY-MM-DD HH:mm'),
        }),
    }));

  return (
    <div className={styles.view} aria-busy={loading}>
      <div className={styles.head}>
        <Summary analysis={data} />
        {data.total > 0 && (
          <span className={styles.exports}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                icon={<DownloadOutlined />}
                loading={busy === format}
                disabled={Boolean(busy) && busy !== format}
                onClick={() => exportAs(format)}
              >
                导出统计 {format.toUpperCase()}
              </Button>
            ))}
          </span>
        )}
      </div>
      {filters.length > 0 && (
        <p className={styles.filters}>
          <span>已筛选：{filters.join('；')}</span>
          <Button type="link" size="small" onClick={onClearFilters}>
            清除筛选
          </Button>
        </p>
      )}
      {data.total === 0 ? (
        <Empty description="没有符合条件的专利，无可统计的数据" />
      ) : (
        <div className={classNames(styles.grid, loading && styles.busy)}>
          {tables.map((table) => (
            <ChartSection
              key={table.key}
              table={table}
              linkOf={linkOf}
              wide={table.key === 'years'}
            />
          ))}
        </div>
      )}
    </div>
  );
}
