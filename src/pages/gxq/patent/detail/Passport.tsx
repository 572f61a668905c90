import { Link, useModel } from '@umijs/max';
import { Skeleton } from 'antd';
import dayjs from 'dayjs';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import InlineLoadError from '@/components/InlineLoadError';
import usePageData from '@/hooks/usePageData';
import { searchPatents } from '@/services/data';
import { findInstitutionProducts } from '@/services/website';
import { checkPledge, type PledgeCheck } from '@/utils/pledgeEligibility';
import { publisherName } from '@/contract/tradeSeller';
import AgencyName, { agencyHasPage } from './AgencyName';
import styles from './Passport.less';

/** The ZSCQJR category of patent pledge loans. */
const PLEDGE_LOAN_CATEGORY = 'ZLZYDK';
const OTHER_PATENTS_SHOWN = 5;

/** Where a figure comes from, under each part. */
function Source({ children }: { children: React.ReactNode }) {
  return <p className={styles.source}>来源：{children}</p>;
}

/** A part that loads on its own: its skeleton, or its own error with a retry. */
function PartState({
  loading,
  error,
  what,
  onRetry,
  rows = 3,
}: {
  loading: boolean;
  error: unknown;
  what: string;
  onRetry: () => void;
  rows?: number;
}) {
  if (error) return <InlineLoadError what={what} error={error} onRetry={onRetry} />;
  if (loading) return <Skeleton active title={false} paragraph={{ rows }} />;
  return null;
}

function MatchingProducts({ check }: { check: PledgeCheck }) {
  const estimate = check.estimate!;
  const { data, loading, error, refresh } = usePageData(() =>
    findInstitutionProducts({
      size: 3,
      sort: 'pledgeCount desc',
      queryData: {
        category: PLEDGE_LOAN_CATEGORY,
        amountMin: estimate.min,
        amountMax: estimate.max,
      },
    }),
  );
  const state = (
    <PartState loading={loading} error={error} what="金融产品" onRetry={refresh} rows={2} />
  );
  if (loading || error) return state;
  const products = data?.content ?? [];
  return (
    <>
      <h4 className={styles.minor}>额度相符的专利质押贷款产品</h4>
      {products.length ? (
        <ul className={styles.links}>
          {products.map((product) => (
            <li key={product.id}>
              <Link to={`/gxq/finance/product/${encodeURIComponent(product.id)}`}>
                {product.name}
              </Link>
              <span className={styles.muted}>
                {product.amountMin}万-{product.amountMax}万元 · 年利率 {product.rateMin}%起
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>暂无额度与测算结果相符的专利质押贷款产品。</p>
      )}
      {(data?.totalElements ?? 0) > products.length && (
        <p>
          <Link to={`/gxq/finance/list?category=${PLEDGE_LOAN_CATEGORY}`}>
            查看全部专利质押贷款产品
          </Link>
        </p>
      )}
    </>
  );
}

function PledgePart({ patent, today }: { patent: API.PatentDetail; today: string }) {
  const check = checkPledge(patent, today);
  const kind = PATENT_TYPE_LABELS[patent.type];
  return (
    <section className={styles.part} aria-labelledby="passport-pledge">
      <h3 id="passport-pledge">质押融资</h3>
      <p className={check.eligible ? styles.verdictOk : styles.verdictNo}>
        {check.eligible ? '符合常见质押条件' : '暂不符合质押条件'}
      </p>
      <dl className={styles.facts}>
        <dt>法律状态</dt>
        <dd>{LEGAL_STATUS_LABELS[patent.legalStatus]}</dd>
        <dt>保护期</dt>
        <dd>
          至 {check.termEnd}
          {patent.legalStatus !== 'invalid' && `，剩余约 ${check.yearsLeft} 年`}
          {check.minYears !== undefined && `（${kind}要求不少于 ${check.minYears} 年）`}
        </dd>
      </dl>
      {check.estimate?.eligible ? (
        <>
          <p className={styles.amount}>
            参考可贷额度{' '}
            <strong>
              {check.estimate.min === check.estimate.max
                ? `${check.estimate.max}万元`
                : `${check.estimate.min}万-${check.estimate.max}万元`}
            </strong>
          </p>
          <p className={styles.muted}>{check.estimate.note}</p>
          {check.estimate.reasons.map((reason) => (
            <p key={reason} className={styles.muted}>
              {reason}
            </p>
          ))}
          <MatchingProducts check={check} />
        </>
      ) : (
        <ul className={styles.reasons}>
          {check.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <Source>
        按常见质押规则测算（有效专利；发明剩余保护期不少于8年、实用新型不少于4年；质押率发明25%、实用新型15%），
        以平台参考估值为基础，<Link to="/gxq/finance/index">贷款测算器</Link>
        规则相同；实际以金融机构审批为准。
      </Source>
    </section>
  );
}

function TradePart({ patent }: { patent: API.PatentDetail }) {
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const owner = Boolean(user && patent.applicants.includes(publisherName(user)));
  let body: React.ReactNode;
  if (patent.listingId)
    body = (
      <p>
        该专利正在平台出让：
        <Link to={`/gxq/operations/sell/${encodeURIComponent(patent.listingId)}`}>
          查看出让信息
        </Link>
      </p>
    );
  else if (owner)
    body = (
      <p>
        您的认证主体是该专利的申请人，可以
        <Link
          to={`/gxq/operations/apply/sell?patent=${encodeURIComponent(patent.applicationNumber)}`}
        >
          发布此专利
        </Link>
        ，专利信息自动带入。
      </p>
    );
  else body = <p className={styles.muted}>该专利暂未在平台挂牌出让。</p>;
  return (
    <section className={styles.part} aria-labelledby="passport-trade">
      <h3 id="passport-trade">交易</h3>
      {body}
      <Source>平台交易大厅中审核通过的出让信息</Source>
    </section>
  );
}

/** Why the agency named has no page to open, said beside its name. */
function agencyWithoutPage(patent: API.PatentDetail): string {
  if (patent.agencyStatus === 'disabled') return '该机构已在平台停用，机构页不再公开';
  if (patent.agencyStatus === 'unlisted') return '该机构未入驻平台，暂无机构页';
  return '暂无该机构的统一社会信用代码，无法打开机构页';
}

function AgencyPart({ patent }: { patent: API.PatentDetail }) {
  return (
    <section className={styles.part} aria-labelledby="passport-agency">
      <h3 id="passport-agency">代理机构</h3>
      {!patent.agencyName ? (
        <p className={styles.muted}>著录项目中没有代理机构，该专利可能由申请人自行办理。</p>
      ) : (
        <p>
          <AgencyName patent={patent} />
          {agencyHasPage(patent) ? null : (
            <span className={styles.muted}>（{agencyWithoutPage(patent)}）</span>
          )}
        </p>
      )}
      <Source>专利著录项目（代理机构）</Source>
    </section>
  );
}

/** The query of the applicant field for one name, quoted so that any character is literal. */
export const applicantQuery = (name: string) => `PA=("${name.replace(/"/g, '')}")`;

function OtherPatentsPart({ patent }: { patent: API.PatentDetail }) {
  const applicant = patent.applicants[0];
  const query = applicant ? applicantQuery(applicant) : '';
  const { data, loading, error, refresh } = usePageData(
    () => searchPatents({ q: query, size: OTHER_PATENTS_SHOWN + 1, sort: 'applicationDate desc' }),
    { ready: Boolean(query), refreshDeps: [query] },
  );
  const others = (data?.content ?? []).filter((hit) => hit.id !== patent.id);
  // The query matches this patent too.
  const total = Math.max(0, (data?.totalElements ?? 0) - 1);
  let body: React.ReactNode;
  if (!applicant) body = <p className={styles.muted}>著录项目中没有申请人。</p>;
  else if (loading || error)
    body = <PartState loading={loading} error={error} what="申请人的其他专利" onRetry={refresh} />;
  else if (!others.length)
    body = <p className={styles.muted}>平台暂未收录{applicant}的其他专利。</p>;
  else
    body = (
      <>
        <ul className={styles.links}>
          {others.slice(0, OTHER_PATENTS_SHOWN).map((hit) => (
            <li key={hit.id}>
              <Link to={`/gxq/patent/detail?id=${encodeURIComponent(hit.id)}`}>{hit.title}</Link>
              <span className={styles.muted}>
                {PATENT_TYPE_LABELS[hit.type]} · {LEGAL_STATUS_LABELS[hit.legalStatus]} ·{' '}
                {hit.applicationDate}
              </span>
            </li>
          ))}
        </ul>
        <p>
          <Link to={`/gxq/patent/result?q=${encodeURIComponent(query)}`}>
            在专利检索中查看全部 {total} 件
          </Link>
        </p>
      </>
    );
  return (
    <section className={styles.part} aria-labelledby="passport-others">
      <h3 id="passport-others">{applicant ? `${applicant}的其他专利` : '申请人的其他专利'}</h3>
      {body}
      <Source>平台专利库中申请人（PA）为该主体的专利</Source>
    </section>
  );
}

/**
 * One patent, every service: value, trading, pledge financing, the agency that handled it and the
 * applicant's other patents, each saying where its figures come from.
 */
export default function Passport({ patent }: { patent: API.PatentDetail }) {
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <div className={styles.passport}>
      <section className={styles.part} aria-labelledby="passport-value">
        <h3 id="passport-value">价值</h3>
        <p>
          价值评分 <strong>{patent.valueScore}</strong>（{patent.valueGrade} 级）
          {patent.referenceValue > 0 ? (
            <>
              ，参考估值 <strong>{patent.referenceValue}万元</strong>
            </>
          ) : (
            '，专利未处于有效状态，无参考估值'
          )}
        </p>
        <Source>
          平台价值评估模型（GB/T 42748-2023），参考估值按评分与剩余保护期测算，不是资产评估报告 ·{' '}
          <Link to={`/gxq/nav/value/result?id=${encodeURIComponent(patent.id)}`}>评估详情</Link>
        </Source>
      </section>
      <TradePart patent={patent} />
      <PledgePart patent={patent} today={today} />
      <AgencyPart patent={patent} />
      <OtherPatentsPart patent={patent} />
    </div>
  );
}
