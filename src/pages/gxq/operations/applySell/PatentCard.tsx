import { FileSearchOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Skeleton, Tag } from 'antd';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import type { PatentLookup } from './usePatentLookup';
import styles from './index.less';

const STATUS_COLORS: Record<API.LegalStatus, string> = {
  valid: 'green',
  pending: 'blue',
  invalid: 'default',
};

/** The patent being offered, as the database knows it (read-only). */
export default function PatentCard({ lookup }: { lookup: PatentLookup }) {
  if (lookup.status === 'loading')
    return (
      <section className={styles.patent} aria-busy="true" aria-label="正在查询专利">
        <Skeleton active title paragraph={{ rows: 5 }} />
      </section>
    );
  if (lookup.status !== 'found') return null;
  const { patent } = lookup;
  const detailUrl = `/gxq/patent/detail?id=${encodeURIComponent(patent.id)}`;
  const rows: [string, string][] = [
    ['申请号', patent.applicationNumber],
    ['申请日', patent.applicationDate],
    ['申请人', patent.applicants.join('、')],
    ['主分类号', patent.ipcMain],
  ];

  return (
    <section className={styles.patent} aria-label="专利信息">
      <div className={styles.patentLabel}>
        <FileSearchOutlined /> 已从专利数据库带出
      </div>
      <h2>
        <Link to={detailUrl}>{patent.title}</Link>
      </h2>
      <div className={styles.patentTags}>
        <Tag color="blue">{PATENT_TYPE_LABELS[patent.type]}</Tag>
        <Tag color={STATUS_COLORS[patent.legalStatus]}>
          {LEGAL_STATUS_LABELS[patent.legalStatus]}
          {patent.legalStatusDetail ? ` · ${patent.legalStatusDetail}` : ''}
        </Tag>
      </div>
      <dl className={styles.patentFacts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {patent.legalStatus === 'invalid' && (
        <p className={styles.patentWarning}>
          该专利已失效，受让方通常不会为失效专利付费，请核实后再发布。
        </p>
      )}
      {patent.listingId && (
        <p className={styles.patentWarning}>
          该专利已有挂牌信息：
          <Link to={`/gxq/operations/sell/${encodeURIComponent(patent.listingId)}`}>查看挂牌</Link>
        </p>
      )}
      <Link to={detailUrl}>查看专利详情</Link>
    </section>
  );
}
