import {
  EnvironmentOutlined,
  GlobalOutlined,
  MailOutlined,
  MessageOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { ageText } from '@/utils/agency';
import { formatCount } from '@/utils/format';
import { dictLabel } from '@/utils/dictionaries';
import FavoriteButton from '@/components/FavoriteButton';
import detail from '@/components/DetailPage/index.less';
import styles from './index.less';

const GRADE_COLORS: Record<string, string> = { A: 'green', B: 'blue', C: 'orange', D: 'red' };

/** Partnerships have an executive partner where companies have a legal representative. */
const representativeLabel = (legalForm: string) =>
  legalForm.includes('合伙') ? '执行事务合伙人' : '法定代表人';

/** Only http(s) addresses become links: the value comes from the backend. */
function websiteHref(website: string): string | null {
  const href = /^https?:\/\//i.test(website) ? website : `http://${website}`;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Header block, key figures and the registration facts of a service agency. */
export default function Profile({
  agency,
  onConsult,
}: {
  agency: API.ServiceAgency;
  onConsult: () => void;
}) {
  const { dicts } = useModel('dict');
  const href = agency.website ? websiteHref(agency.website) : null;
  const figures: [string, string][] = [
    ['代理专利总量', `${formatCount(agency.patentTotal)} 件`],
    ['发明', `${formatCount(agency.inventionCount)} 件`],
    ['实用新型', `${formatCount(agency.utilityCount)} 件`],
    ['外观设计', `${formatCount(agency.designCount)} 件`],
    ['执业专利代理师', `${formatCount(agency.agentCount)} 名`],
  ];
  const facts: [string, ReactNode][] = [
    [
      '统一社会信用代码',
      <span key="code" className={styles.code}>
        {agency.creditCode}
      </span>,
    ],
    [
      '专利代理机构代码',
      <span key="agency" className={styles.code}>
        {agency.agencyCode}
      </span>,
    ],
    ['成立日期', `${agency.foundingDate}（${ageText(agency.foundingDate)}）`],
    ['组织形式', agency.legalForm],
    [representativeLabel(agency.legalForm), agency.legalRepresentative],
    [
      '所在地区',
      [agency.region, agency.city].filter((part, i, all) => all.indexOf(part) === i).join(' '),
    ],
  ];

  return (
    <>
      <header className={detail.header}>
        <div className={styles.headMain}>
          <h1>{agency.enterpriseName}</h1>
          <div className={detail.meta}>
            <Tag color={GRADE_COLORS[agency.creditGrade] ?? 'default'}>
              信用等级 {agency.creditGrade}
            </Tag>
            <Tag>{agency.legalForm}</Tag>
            <span>
              <EnvironmentOutlined /> {agency.city}
            </span>
            <span>
              成立于 {agency.foundingDate.slice(0, 4)} 年（{ageText(agency.foundingDate)}）
            </span>
            <span>机构代码 {agency.agencyCode}</span>
          </div>
        </div>
        <div className={detail.headerActions}>
          <FavoriteButton
            size="large"
            targetType="agency"
            targetId={agency.creditCode}
            title={agency.enterpriseName}
          />
          <Button type="primary" size="large" icon={<MessageOutlined />} onClick={onConsult}>
            在线咨询
          </Button>
        </div>
      </header>

      <dl className={`${detail.figures} ${styles.figures}`}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <section className={detail.card} aria-labelledby="agency-profile">
        <h2 id="agency-profile">机构信息</h2>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className={styles.wide}>
            <dt>技术领域</dt>
            <dd className={styles.tags}>
              {agency.technicalFields.length
                ? agency.technicalFields.map((field) => (
                    <Tag key={field} color="blue">
                      {dictLabel(dicts.technicalFields, field)}
                    </Tag>
                  ))
                : '—'}
            </dd>
          </div>
          <div className={styles.wide}>
            <dt>主营业务</dt>
            <dd className={styles.tags}>
              {agency.mainServices.length
                ? agency.mainServices.map((service) => (
                    <Tag key={service}>{dictLabel(dicts.mainService, service)}</Tag>
                  ))
                : '—'}
            </dd>
          </div>
        </dl>
        <h3 className={styles.subhead}>联系方式</h3>
        <dl className={styles.contacts}>
          <div>
            <dt>
              <EnvironmentOutlined /> 地址
            </dt>
            <dd>{agency.address}</dd>
          </div>
          <div>
            <dt>
              <PhoneOutlined /> 电话
            </dt>
            <dd>
              <a href={`tel:${agency.contactPhone.replace(/[^\d+]/g, '')}`}>
                {agency.contactPhone}
              </a>
            </dd>
          </div>
          <div>
            <dt>
              <MailOutlined /> 邮箱
            </dt>
            <dd>
              <a href={`mailto:${agency.email}`}>{agency.email}</a>
            </dd>
          </div>
          {agency.website && (
            <div>
              <dt>
                <GlobalOutlined /> 网站
              </dt>
              <dd>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {agency.website}
                  </a>
                ) : (
                  agency.website
                )}
              </dd>
            </div>
          )}
        </dl>
      </section>

      <section className={detail.card} aria-labelledby="agency-intro">
        <h2 id="agency-intro">机构简介</h2>
        <p className={styles.intro}>{agency.intro}</p>
      </section>
    </>
  );
}
