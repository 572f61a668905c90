import { Link, useModel } from '@umijs/max';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { priceText } from '@/utils/tradeAmount';
import InlineLoadError from '@/components/InlineLoadError';
import { MIN_MATCH_SCORE } from '@/contract/matchScore';
import usePageData from '@/hooks/usePageData';
import { getDemandMatches, getListingMatches } from '@/services/website';
import { agencyUrl } from '@/utils/agency';
import { dictLabel } from '@/utils/dictionaries';
import { patentNumberText } from '@/utils/patentNumberLabel';
import { tradePath } from '@/utils/tradePath';
import styles from './TradeMatches.less';

/** One ranked list: each entry's heading line, then why it matched. */
function MatchList<T>({
  title,
  matches,
  empty,
  render,
}: {
  title: string;
  matches: (API.MatchScore & { item: T })[];
  empty: ReactNode;
  render: (item: T) => { key: string; head: ReactNode; meta?: ReactNode };
}) {
  return (
    <div className={styles.list}>
      <h3>
        {title}
        <span className={styles.count}>（{matches.length}）</span>
      </h3>
      {matches.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol>
          {matches.map((match) => {
            const { key, head, meta } = render(match.item);
            return (
              <li key={key} className={styles.match}>
                <div className={styles.head}>
                  {head}
                  <span className={styles.score} title="匹配度（0-100）">
                    匹配度 {match.score}
                  </span>
                </div>
                {meta && <div className={styles.meta}>{meta}</div>}
                <ul className={styles.reasons} aria-label="匹配理由">
                  {match.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/** Loading (a skeleton of the lists' size) or a failure with a retry, inside the section. */
function SectionState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  return <InlineLoadError what="匹配结果" error={error} onRetry={onRetry} />;
}

/** What every match needs and what only ranks them (the contract's getDemandMatches). */
const needs = (other: string) =>
  `须与${other}有共同关键词、相关词、点名的专利或同属 IPC 小类，技术领域、预算和专利类型只参与排序；匹配度低于 ${MIN_MATCH_SCORE} 的不显示。`;
const DEMAND_SOURCE = `推荐的出让专利${needs('需求')}专家按与需求相关的专长推荐。`;
const LISTING_SOURCE = `推荐的需求${needs('该专利')}`;

const listingEntry = (fields: API.DictItem[]) => (item: API.IpcTransaction) => {
  const number = patentNumberText(item);
  return {
    key: item.id,
    head: <Link to={tradePath(item)}>{item.title}</Link>,
    meta: (
      <>
        {priceText(item)} · {dictLabel(fields, item.field)}
        {number ? ` · ${number}` : ''}
      </>
    ),
  };
};

/** On a demand's page: the listings, experts and agencies that meet it. */
export function DemandMatches({ id }: { id: string }) {
  const { dicts } = useModel('dict');
  const { data, loading, error, refresh } = usePageData(() => getDemandMatches(id), {
    refreshDeps: [id],
  });
  return (
    <section className={styles.section} aria-labelledby="demand-matches">
      <h2 id="demand-matches">匹配推荐</h2>
      <p className={styles.source}>{DEMAND_SOURCE}</p>
      {loading || error || !data ? (
        <SectionState error={error} onRetry={refresh} />
      ) : (
        <div className={styles.columns}>
          <MatchList
            title="匹配的出让专利"
            matches={data.listings}
            empty={
              <>
                暂无匹配的出让信息，<Link to="/gxq/operations/list?kind=sell">去交易大厅看看</Link>
              </>
            }
            render={listingEntry(dicts.technicalFields)}
          />
          <MatchList
            title="该领域的专家"
            matches={data.experts}
            empty={
              <>
                暂无与该需求相关的专家，
                <Link to="/gxq/operations/list?kind=expert">查看全部专家</Link>
              </>
            }
            render={(expert) => ({
              key: expert.id,
              head: (
                <Link
                  to={`/gxq/operations/list?kind=expert&keyword=${encodeURIComponent(expert.name)}`}
                >
                  {expert.name}
                </Link>
              ),
              meta: `${expert.title} · ${expert.organization}`,
            })}
          />
          <MatchList
            title="擅长该领域的服务机构"
            matches={data.agencies}
            empty={
              <>
                暂无该领域的服务机构，<Link to="/gxq/service/agency/search">查看全部服务机构</Link>
              </>
            }
            render={(agency) => ({
              key: agency.id,
              head: (
                <Link to={agencyUrl(agency.creditCode, agency.enterpriseName)}>
                  {agency.enterpriseName}
                </Link>
              ),
              meta: `${agency.city} · 执业代理人 ${agency.agentCount} 名`,
            })}
          />
        </div>
      )}
    </section>
  );
}

/** On a listing's page: the buy demands it meets. */
export function ListingMatches({ id }: { id: string }) {
  const { dicts } = useModel('dict');
  const { data, loading, error, refresh } = usePageData(() => getListingMatches(id), {
    refreshDeps: [id],
  });
  return (
    <section className={styles.section} aria-labelledby="listing-matches">
      <h2 id="listing-matches">匹配的求购需求</h2>
      <p className={styles.source}>{LISTING_SOURCE}</p>
      {loading || error || !data ? (
        <SectionState error={error} onRetry={refresh} />
      ) : (
        <MatchList
          title="可能需要该专利的需求"
          matches={data.demands}
          empty={
            <>
              暂无匹配的求购需求，<Link to="/gxq/operations/list?kind=buy">查看全部需求</Link>
            </>
          }
          render={(demand) => ({
            key: demand.id,
            head: <Link to={tradePath(demand)}>{demand.title}</Link>,
            meta: (
              <>
                {priceText(demand)} · {dictLabel(dicts.technicalFields, demand.field)}
                {demand.deadline ? ` · 截止 ${demand.deadline}` : ''}
              </>
            ),
          })}
        />
      )}
    </section>
  );
}
