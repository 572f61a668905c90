import { Link, useSearchParams } from '@umijs/max';
import usePageData from '@/hooks/usePageData';
import { Skeleton, Tag } from 'antd';
import DataTable from '@/components/DataTable';
import ScrollRegion from '@/components/ScrollRegion';
import NotFoundBlock from '@/components/NotFoundBlock';
import RecordError from '@/components/RecordError';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import { getPatentValue } from '@/services/data';
import styles from './index.less';
import Method from './Method';
import ScoreRadar from './ScoreRadar';
import useItemTitle from '@/hooks/useItemTitle';
import { quotedId } from '@/utils/format';

const percent = (weight: number) => `${Math.round(weight * 100)}%`;

const notFound = (description: string) => ({
  title: '未找到该专利的价值评估',
  description,
  to: '/gxq/nav/value',
  linkText: '查看价值评估列表',
});

export default function PatentValueResultPage() {
  const [searchParams] = useSearchParams();
  const id = (searchParams.get('id') ?? '').trim().slice(0, 64);
  const {
    data: detail,
    loading,
    error,
    refresh,
  } = usePageData(() => getPatentValue(id), { refreshDeps: [id], ready: Boolean(id) });
  useItemTitle(detail && `${detail.patent.title} 价值评估`);

  if (!id)
    return <NotFoundBlock {...notFound('链接中缺少专利编号，请从价值评估列表或专利详情进入。')} />;
  if (error)
    return (
      <RecordError
        error={error}
        title="价值评估加载失败"
        onRetry={refresh}
        notFound={notFound(`编号为${quotedId(id)}的专利不存在。`)}
      />
    );
  if (loading || !detail)
    return (
      <div className={styles.page}>
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );

  const { patent, assessment } = detail;
  const indicators = assessment.dimensions.flatMap((dimension) =>
    dimension.indicators.map((indicator) => ({ ...indicator, dimensionLabel: dimension.label })),
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>{patent.title}</h1>
          <div className={styles.meta}>
            <Tag color="blue">{PATENT_TYPE_LABELS[patent.type]}</Tag>
            <Tag>{LEGAL_STATUS_LABELS[patent.legalStatus]}</Tag>
            <span>申请号 {patent.applicationNumber}</span>
            <span>申请人 {patent.applicants.join('；')}</span>
            <Link to={`/gxq/patent/detail?id=${encodeURIComponent(patent.id)}`}>查看专利详情</Link>
          </div>
        </div>
        <div className={styles.score} aria-label="综合评分">
          <strong>{assessment.score.toFixed(1)}</strong>
          <span>综合评分 · {assessment.grade} 级</span>
        </div>
      </header>
      <div className={styles.grid}>
        <section className={styles.card}>
          <h2>三维度得分</h2>
          <ScoreRadar
            data={assessment.dimensions.map((dimension) => ({
              label: dimension.label,
              value: dimension.score,
            }))}
          />
        </section>
        <section className={styles.card}>
          <h2>维度构成</h2>
          <ul className={styles.dimensions}>
            {assessment.dimensions.map((dimension) => (
              <li key={dimension.key}>
                <span>{dimension.label}</span>
                <strong>{dimension.score.toFixed(1)}</strong>
                <span className={styles.muted}>权重 {percent(dimension.weight)}</span>
                <span className={styles.muted}>
                  贡献 {(dimension.score * dimension.weight).toFixed(1)} 分
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className={styles.card}>
        <h2>评估指标</h2>
        <ScrollRegion label="评估指标表">
          <DataTable<(typeof indicators)[number]>
            rowKey="key"
            size="small"
            dataSource={indicators}
            minWidth={700}
            columns={[
              { title: '维度', dataIndex: 'dimensionLabel', width: 90 },
              { title: '指标', dataIndex: 'label' },
              { title: '指标值', dataIndex: 'display' },
              {
                title: '指标得分',
                dataIndex: 'score',
                width: 100,
                render: (score: number) => score.toFixed(1),
              },
              { title: '维度内权重', dataIndex: 'weight', width: 110, render: percent },
              {
                title: '对总分贡献',
                dataIndex: 'contribution',
                width: 120,
                render: (contribution: number) => `${contribution.toFixed(1)} 分`,
              },
            ]}
            footer={
              <tr>
                <td colSpan={5}>合计</td>
                <td>{assessment.score.toFixed(1)} 分</td>
              </tr>
            }
          />
        </ScrollRegion>
      </section>
      <Method assessment={assessment} />
    </div>
  );
}
