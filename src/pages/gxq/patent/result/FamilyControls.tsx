import { Link } from '@umijs/max';
import { formatCount } from '@/utils/format';
import styles from './FamilyControls.less';

/**
 * 共 N 条结果: families when the answer is grouped, then how many records they hold when a family
 * brought more than one (the facets count records).
 */
export function ResultCount({ total, result }: { total: number; result?: API.PatentSearchResult }) {
  const records = result?.groupedByFamily ? result.applicationCount : total;
  return (
    <>
      共 <strong>{formatCount(total)}</strong> 条结果
      {records > total && (
        <span>
          （合并同族，含 <strong>{formatCount(records)}</strong> 件申请）
        </span>
      )}
    </>
  );
}

/** 合并同族: one hit per simple family, or every record. */
export function FamilySwitch({
  family,
  onChange,
}: {
  family: boolean;
  onChange: (family: boolean) => void;
}) {
  return (
    <label className={styles.switch} title="同一专利族（原申请及其分案申请）只显示一条">
      <input type="checkbox" checked={family} onChange={(e) => onChange(e.target.checked)} />
      合并同族
    </label>
  );
}

/** 同族 N 件 on a hit: its family's other Chinese records, opened on demand. */
export function FamilyMembers({ hit }: { hit: API.PatentHit }) {
  const members = hit.familyMembers;
  if (!members?.length) return null;
  const inResult = hit.familyMatched ?? 1;
  return (
    <details className={styles.family}>
      <summary>
        同族 {hit.familySize} 件
        {inResult > 1 && <span className={styles.muted}>（本次结果含 {inResult} 件）</span>}
      </summary>
      <ul>
        {members.map((member) => (
          <li key={member.publicationNumber}>
            {member.id ? (
              <Link to={`/gxq/patent/detail?id=${encodeURIComponent(member.id)}`}>
                {member.publicationNumber}
              </Link>
            ) : (
              member.publicationNumber
            )}
            <span className={styles.muted}> {member.date}</span> {member.title}
          </li>
        ))}
      </ul>
    </details>
  );
}
