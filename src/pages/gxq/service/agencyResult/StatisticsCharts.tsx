import { useModel } from '@umijs/max';
import { Empty, Skeleton } from 'antd';
import { BarChart, ColumnChart, PieChart } from '@/components/Charts';
import LoadError from '@/components/LoadError';
import { PATENT_TYPE_LABELS } from '@/constants';
import usePageData from '@/hooks/usePageData';
import { findAgencyStatisticData } from '@/services/data';
import { formatCount } from '@/utils/format';
import { dictLabel } from '@/utils/dictionaries';
import detail from '@/components/DetailPage/index.less';
import styles from './index.less';

/** Filings by year, type and field: the agency's whole book, as its profile counts it. */
export default function StatisticsCharts({
  creditCode,
  total,
}: {
  creditCode: string;
  /** The profile's patent total, which the statistics add up to. */
  total: number;
}) {
  const { dicts } = useModel('dict');
  const { data, error, loading, refresh } = usePageData(() => findAgencyStatisticData(creditCode), {
    refreshDeps: [creditCode],
  });
  const stat = data;

  let body: React.ReactNode;
  if (error) body = <LoadError title="统计数据加载失败" error={error} onRetry={refresh} />;
  else if (loading || !stat)
    body = (
      <div className={styles.charts}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} active paragraph={{ rows: 6 }} />
        ))}
      </div>
    );
  else {
    const byYear = stat.byYear.map((x) => ({ label: String(x.year), value: x.count }));
    const byType = stat.byType
      .filter((x) => x.count > 0)
      .map((x) => ({ label: PATENT_TYPE_LABELS[x.type] ?? x.type, value: x.count }));
    const byField = stat.byField.map((x) => ({
      label: dictLabel(dicts.technicalFields, x.field),
      value: x.count,
    }));
    const charts = [
      {
        title: '年度代理申请量',
        wide: true,
        data: byYear,
        chart: <ColumnChart title="年度代理申请量" data={byYear} valueName="代理量" unit="件" />,
      },
      {
        title: '专利类型构成',
        data: byType,
        chart: <PieChart title="专利类型构成" data={byType} valueName="代理量" unit="件" />,
      },
      {
        title: '技术领域分布',
        data: byField,
        chart: <BarChart title="技术领域分布" data={byField} valueName="代理量" unit="件" />,
      },
    ];
    body = charts.every((c) => c.data.length === 0) ? (
      <Empty description="该机构暂无代理统计数据" />
    ) : (
      <div className={styles.charts}>
        {charts.map(({ title, wide, data: points, chart }) => (
          <div key={title} className={wide ? styles.wideChart : styles.chart}>
            <h3>{title}</h3>
            {points.length ? chart : <Empty description="暂无数据" />}
          </div>
        ))}
      </div>
    );
  }

  return (
    <section className={detail.card} aria-labelledby="agency-statistics">
      <h2 id="agency-statistics">专利代理统计</h2>
      <p className={styles.note}>
        统计范围：该机构累计代理的全部专利申请，共 {formatCount(total)} 件。
      </p>
      {body}
    </section>
  );
}
