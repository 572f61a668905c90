import { Link } from '@umijs/max';
import { ageText, agencyUrl } from '@/utils/agency';
import { formatCount } from '@/utils/format';
import { dictLabel } from '@/utils/dictionaries';
import styles from './index.less';

interface AgencyCardProps {
  agency: API.ServiceAgency;
  /** SERVICE_TechnicalFields, for the field labels. */
  fields: API.DictItem[];
}

/** A service agency in a list: what a client compares first (size, experience, fields). */
export default function AgencyCard({ agency, fields }: AgencyCardProps) {
  return (
    <Link to={agencyUrl(agency.creditCode, agency.enterpriseName)} className={styles.card}>
      <div className={styles.head}>
        <strong>{agency.enterpriseName}</strong>
        <span className={styles.grade} title="信用等级">
          {agency.creditGrade}
        </span>
      </div>
      <div className={styles.meta}>
        {agency.city} · 成立于 {agency.foundingDate.slice(0, 4)} 年（{ageText(agency.foundingDate)}
        ）
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>代理师</dt>
          <dd>{agency.agentCount} 名</dd>
        </div>
        <div>
          <dt>代理专利</dt>
          <dd>{formatCount(agency.patentTotal)} 件</dd>
        </div>
        <div>
          <dt>其中发明</dt>
          <dd>{formatCount(agency.inventionCount)} 件</dd>
        </div>
      </dl>
      {agency.technicalFields.length > 0 && (
        <div className={styles.fields}>
          {agency.technicalFields.map((field) => (
            <span key={field}>{dictLabel(fields, field)}</span>
          ))}
        </div>
      )}
    </Link>
  );
}
