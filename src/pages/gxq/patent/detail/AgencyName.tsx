import { Link } from '@umijs/max';
import { Tag } from 'antd';
import { agencyUrl } from '@/utils/agency';
import styles from './index.less';

type AgencyFields = Pick<API.PatentDetail, 'agencyName' | 'agencyCreditCode' | 'agencyStatus'>;

/** Whether the agency has a page to link to: a credit code, and the backend does not say it is gone. */
export function agencyHasPage(patent: AgencyFields): boolean {
  return Boolean(
    patent.agencyName &&
    patent.agencyCreditCode &&
    patent.agencyStatus !== 'disabled' &&
    patent.agencyStatus !== 'unlisted',
  );
}

/**
 * The patent's agency as the portal can show it now: a link to its page while it is listed; its
 * name with 已停用 once an administrator disabled it (its page is gone, so never a dead link);
 * otherwise its name as text.
 */
export default function AgencyName({ patent }: { patent: AgencyFields }) {
  const { agencyName, agencyCreditCode } = patent;
  if (!agencyName) return null;
  if (agencyCreditCode && agencyHasPage(patent))
    return <Link to={agencyUrl(agencyCreditCode, agencyName)}>{agencyName}</Link>;
  return (
    <>
      {agencyName}
      {patent.agencyStatus === 'disabled' ? <Tag className={styles.statusTag}>已停用</Tag> : null}
    </>
  );
}
