import { Link } from '@umijs/max';
import { Tag } from 'antd';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import { PUBLICATION_NUMBER_LABELS } from '@/utils/patentPublications';
import Highlight from '../components/Highlight';
import { FamilyMembers } from './FamilyControls';
import styles from './index.less';

export const LEGAL_STATUS_COLORS: Record<API.LegalStatus, string> = {
  pending: 'processing',
  valid: 'success',
  invalid: 'default',
};

export default function HitItem({ hit, terms }: { hit: API.PatentHit; terms: string[] }) {
  return (
    <article className={styles.hit}>
      <h2 className={styles.hitTitle}>
        <Link to={`/gxq/patent/detail?id=${encodeURIComponent(hit.id)}`}>
          <Highlight text={hit.title} terms={terms} />
        </Link>
      </h2>
      <div className={styles.hitMeta}>
        <Tag color="blue">{PATENT_TYPE_LABELS[hit.type]}</Tag>
        <Tag color={LEGAL_STATUS_COLORS[hit.legalStatus]}>
          {LEGAL_STATUS_LABELS[hit.legalStatus]}
        </Tag>
        <span>申请号 {hit.applicationNumber}</span>
        <span>申请日 {hit.applicationDate}</span>
        {hit.publications.map((p) => (
          <span key={p.number}>
            {PUBLICATION_NUMBER_LABELS[p.kind]} {p.number}
          </span>
        ))}
        {hit.divisionalOf && <span>分案原申请号 {hit.divisionalOf}</span>}
        <span>IPC {hit.ipcMain}</span>
      </div>
      <div className={styles.hitParties}>
        申请人：
        <Highlight text={hit.applicants.join('；')} terms={terms} />
        {hit.agencyName && <> · 代理机构：{hit.agencyName}</>}
      </div>
      <p className={styles.hitAbstract}>
        <Highlight text={hit.abstract} terms={terms} />
      </p>
      <FamilyMembers hit={hit} />
      <Link
        className={styles.hitValue}
        to={`/gxq/nav/value/result?id=${encodeURIComponent(hit.id)}`}
      >
        价值评分 {hit.valueScore}
      </Link>
    </article>
  );
}
