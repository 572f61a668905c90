import { Link } from '@umijs/max';
import { Descriptions, Empty } from 'antd';
import DataTable from '@/components/DataTable';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import { publicationLines } from '@/utils/patentPublications';
import AgencyName from './AgencyName';
import styles from './index.less';

export function Bibliography({ patent }: { patent: API.PatentDetail }) {
  return (
    <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}>
      <Descriptions.Item label="申请号">{patent.applicationNumber}</Descriptions.Item>
      <Descriptions.Item label="申请日">{patent.applicationDate}</Descriptions.Item>
      {publicationLines(patent.publications).map((line) => (
        <Descriptions.Item key={line.label} label={line.label}>
          {line.value}
        </Descriptions.Item>
      ))}
      {patent.divisionalOf && (
        <Descriptions.Item label="分案原申请号">{patent.divisionalOf}</Descriptions.Item>
      )}
      <Descriptions.Item label="优先权">
        {patent.priorities?.length
          ? patent.priorities.map((p) => `${p.office} ${p.number} ${p.date}`).join('；')
          : '无'}
      </Descriptions.Item>
      <Descriptions.Item label="专利类型">{PATENT_TYPE_LABELS[patent.type]}</Descriptions.Item>
      <Descriptions.Item label="法律状态">
        {LEGAL_STATUS_LABELS[patent.legalStatus]}（{patent.legalStatusDetail}）
      </Descriptions.Item>
      <Descriptions.Item label="地区">{patent.region}</Descriptions.Item>
      <Descriptions.Item label="申请（专利权）人">{patent.applicants.join('；')}</Descriptions.Item>
      <Descriptions.Item label="发明（设计）人">{patent.inventors.join('；')}</Descriptions.Item>
      <Descriptions.Item label="代理机构">
        {patent.agencyName ? <AgencyName patent={patent} /> : '—'}
      </Descriptions.Item>
      <Descriptions.Item label="代理人">{patent.agents?.join('；') || '—'}</Descriptions.Item>
      <Descriptions.Item label="主分类号">{patent.ipcMain}</Descriptions.Item>
      <Descriptions.Item label="分类号">{patent.ipcCodes.join('；')}</Descriptions.Item>
      <Descriptions.Item label="权利要求">
        {patent.claimsCount} 项（独立权利要求 {patent.independentClaimsCount} 项）
      </Descriptions.Item>
      <Descriptions.Item label="同族 / 被引">
        同族 {patent.familySize} 件 · 被引 {patent.citedByCount} 次
      </Descriptions.Item>
    </Descriptions>
  );
}

export function Claims({ claims }: { claims: string[] }) {
  if (claims.length === 0) return <Empty description="暂无权利要求" />;
  return (
    <ol className={styles.claims}>
      {claims.map((claim, index) => (
        <li key={index}>{claim.replace(/^\d+\s*[.、．]\s*/, '')}</li>
      ))}
    </ol>
  );
}

export function Description({ text }: { text: string }) {
  const paragraphs = text.split(/\n+/).filter(Boolean);
  if (paragraphs.length === 0) return <Empty description="暂无说明书" />;
  return (
    <div className={styles.description}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

export function LegalEvents({ events }: { events: API.LegalEvent[] }) {
  if (events.length === 0) return <Empty description="暂无法律状态信息" />;
  return (
    // A dated list drawn as a timeline: antd 6's Timeline is built on Steps and Tooltip, ~10 KB
    // gzipped more on a public page that only lists dates (docs/architecture.md §9).
    <ol className={styles.events}>
      {events.map((event, index) => (
        <li key={`${event.date}-${index}`}>
          <strong>{event.date}</strong> {event.event}
          {event.detail && <div className={styles.muted}>{event.detail}</div>}
        </li>
      ))}
    </ol>
  );
}

export function Family({ members }: { members: API.FamilyMember[] }) {
  return (
    <DataTable<API.FamilyMember>
      size="small"
      rowKey="publicationNumber"
      dataSource={members}
      emptyText="无同族专利"
      columns={[
        {
          title: '公开号',
          dataIndex: 'publicationNumber',
          render: (number: string, member) =>
            member.id ? (
              <Link to={`/gxq/patent/detail?id=${encodeURIComponent(member.id)}`}>{number}</Link>
            ) : (
              number
            ),
        },
        { title: '国家/组织', dataIndex: 'office', width: 120 },
        { title: '公开日', dataIndex: 'date', width: 140 },
      ]}
    />
  );
}

export function References({ refs, empty }: { refs: API.PatentRef[]; empty: string }) {
  if (refs.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <ul className={styles.refs}>
      {refs.map((ref) => (
        <li key={ref.publicationNumber}>
          {ref.id ? (
            <Link to={`/gxq/patent/detail?id=${encodeURIComponent(ref.id)}`}>
              {ref.publicationNumber}
            </Link>
          ) : (
            <span>{ref.publicationNumber}</span>
          )}{' '}
          {/* A foreign document's title is in its own language (English): screen readers switch. */}
          <span lang={/\p{Script=Han}/u.test(ref.title) ? undefined : 'en'}>{ref.title}</span>
          <span className={styles.muted}>
            {ref.applicant && ` · ${ref.applicant}`}
            {ref.date && ` · ${ref.date}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
