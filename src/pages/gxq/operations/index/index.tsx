import classNames from 'classnames';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useModel } from '@umijs/max';
import { Empty, Skeleton } from 'antd';
import LinkButton from '@/components/LinkButton';
import LoadError from '@/components/LoadError';
import SectionHead from '@/components/SectionHead';
import StatTiles from '@/components/StatTiles';
import PageBanner from '@/components/PageBanner';
import { TRANSACTION_TYPE_LABELS } from '@/constants';
import usePageData from '@/hooks/usePageData';
import { findExperts } from '@/services/data';
import { findDeals, findIpcTransactions, getTradeStatistics } from '@/services/website';
import DealList from '@/components/DealList';
import { dictLabel } from '@/utils/dictionaries';
import styles from '@/components/ModuleHome/index.less';
import { formatWan } from '@/utils/format';
import ListingCard from '@/components/ListingCard';
import ExpertCard from '../components/ExpertCard';
import own from './index.less';

// Experts fill their grid's rows at one, two and three cards across (phone, tablet, desktop).
const EXPERTS_SHOWN = 6;

export default function OperationsHomePage() {
  const { dicts, loading: dictsLoading } = useModel('dict');
  const stats = usePageData(() => getTradeStatistics());
  const listings = usePageData(() => findIpcTransactions({ size: 4, queryData: { kind: 'sell' } }));
  const demands = usePageData(() => findIpcTransactions({ size: 4, queryData: { kind: 'buy' } }));
  const deals = usePageData(() => findDeals({ size: 5 }));
  const experts = usePageData(() =>
    findExperts({ size: EXPERTS_SHOWN, sort: 'serviceCount desc' }),
  );
  const figures = stats.data;
  const typeTotal = figures?.byTransactionType.reduce((sum, item) => sum + item.count, 0) || 1;

  const list = (request: typeof listings, title: string) =>
    request.error ? (
      <LoadError title={`${title}加载失败`} error={request.error} onRetry={request.refresh} />
    ) : !request.data ? (
      <Skeleton active />
    ) : request.data.content.length === 0 ? (
      <Empty description={`暂无${title}`} />
    ) : (
      <div className={own.stack}>
        {request.data.content.map((item) => (
          <ListingCard key={item.id} item={item} fields={dicts.technicalFields} />
        ))}
      </div>
    );

  return (
    <>
      <PageBanner
        title="知识产权运营"
        description="专利转让、许可与开放许可交易撮合，发布出让或求购信息，对接运营专家。"
      >
        <div className={own.actions}>
          <LinkButton to="/gxq/operations/list" type="primary" size="large">
            进入交易大厅
          </LinkButton>
          <LinkButton to="/gxq/operations/apply/sell" ghost size="large" icon={<PlusOutlined />}>
            发布出让
          </LinkButton>
          <LinkButton to="/gxq/operations/apply/buy" ghost size="large" icon={<PlusOutlined />}>
            发布需求
          </LinkButton>
        </div>
      </PageBanner>
      <div className={styles.body}>
        <StatTiles
          label="交易市场数据"
          error={stats.error}
          onRetry={stats.refresh}
          items={
            figures && [
              ['在售专利', `${figures.listingCount} 项`],
              ['求购需求', `${figures.demandCount} 项`],
              ['挂牌总价值', `${formatWan(figures.totalListedValue)}元`],
              ['价格面议', `${figures.negotiableCount} 项`],
            ]
          }
        />
        {!stats.error && (
          // The split of 在售专利 by transaction type: each row opens the hall's listings of that
          // type, which count the same. Held while the figures load (a row per type, empty bars),
          // so the sections below do not move when they come.
          <section className={own.shares} aria-label="在售专利按交易方式" aria-busy={!figures}>
            {(
              figures?.byTransactionType ??
              (Object.keys(TRANSACTION_TYPE_LABELS) as API.TransactionType[]).map((type) => ({
                type,
                count: undefined,
              }))
            ).map((item) => (
              <Link
                key={item.type}
                to={`/gxq/operations/list?tt=${item.type}`}
                className={own.share}
                aria-label={
                  item.count === undefined
                    ? TRANSACTION_TYPE_LABELS[item.type]
                    : `在售专利中${TRANSACTION_TYPE_LABELS[item.type]} ${item.count} 项`
                }
              >
                <span>{TRANSACTION_TYPE_LABELS[item.type]}</span>
                <span className={own.bar}>
                  <span style={{ width: `${((item.count ?? 0) / typeTotal) * 100}%` }} />
                </span>
                <span>{item.count ?? '\u00a0'}</span>
              </Link>
            ))}
          </section>
        )}
        <section>
          <SectionHead title="交易类别" to="/gxq/operations/list" more="交易大厅" />
          <div className={classNames(styles.categories, dictsLoading && own.categoriesLoading)}>
            {dicts.tradeCategory.map((category) => (
              <Link
                key={category.value}
                to={`/gxq/operations/list?category=${encodeURIComponent(category.value)}`}
                className={styles.category}
              >
                {category.label}
              </Link>
            ))}
          </div>
        </section>
        <div className={styles.twoColumns}>
          <section>
            <SectionHead title="最新挂牌" to="/gxq/operations/list" more="全部挂牌" />
            {list(listings, '挂牌信息')}
          </section>
          <section>
            <SectionHead title="最新求购" to="/gxq/operations/list?kind=buy" more="全部需求" />
            {list(demands, '求购需求')}
          </section>
        </div>
        <section aria-busy={deals.loading}>
          <SectionHead
            title="成交公示"
            note={
              figures &&
              `经交易大厅累计成交专利 ${figures.dealCount} 项，解决求购需求 ${figures.solvedCount} 项`
            }
            to="/gxq/operations/deals"
            more="全部成交"
          />
          {deals.error ? (
            <LoadError title="成交公示加载失败" error={deals.error} onRetry={deals.refresh} />
          ) : deals.data ? (
            deals.data.content.length ? (
              <DealList items={deals.data.content} />
            ) : (
              <Empty description="暂无成交记录" />
            )
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} />
          )}
        </section>
        <section>
          <SectionHead title="运营专家" to="/gxq/operations/list?kind=expert" more="专家库" />
          {experts.error ? (
            <LoadError title="专家信息加载失败" error={experts.error} onRetry={experts.refresh} />
          ) : (
            <div className={styles.grid}>
              {(experts.data?.content ?? []).map((expert) => (
                <ExpertCard
                  key={expert.id}
                  expert={expert}
                  fieldLabel={(field) => dictLabel(dicts.technicalFields, field)}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </>
  );
}
