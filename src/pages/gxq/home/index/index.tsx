import { Link, useModel } from '@umijs/max';
import { Empty, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import AgencyCard from '@/components/AgencyCard';
import LazyOnView from '@/components/LazyOnView';
import LoadError from '@/components/LoadError';
import SearchBar from '@/components/SearchBar';
import SectionHead from '@/components/SectionHead';
import StatTiles from '@/components/StatTiles';
import usePageData from '@/hooks/usePageData';
import { findAgencies } from '@/services/agency';
import { findPatents } from '@/services/data';
import {
  findInstitutionProducts,
  findIpcTransactions,
  getPledgeStatistics,
  getTradeStatistics,
} from '@/services/website';
import ProductCard from '@/components/ProductCard';
import ListingCard from '@/components/ListingCard';
import useSearchSubmit from '@/hooks/useSearchSubmit';
import { MODULE_ENTRIES } from './entries';
import styles from './index.less';
import NewsColumns from './NewsColumns';
import { zoneFigureTiles } from './zoneFigures';

/** Topics offered as one-click searches (editorial picks of the zone's industries). */
const HOT_KEYWORDS = ['锂离子电池', '集成电路', '无人机', '新能源', '生物医药', '新材料'];

async function loadZoneFigures() {
  const [agencies, patents, trade, pledge] = await Promise.allSettled([
    findAgencies({ size: 1 }),
    findPatents({ size: 1 }),
    getTradeStatistics(),
    getPledgeStatistics(),
  ]);
  return zoneFigureTiles({ agencies, patents, trade, pledge });
}

/**
 * A module's name may wrap after its field (知识产权 / 金融) on a phone's narrow tile, never
 * inside a word.
 */
const breakAfterField = (label: string) =>
  label.startsWith('知识产权') && label.length > 4 ? (
    <>
      知识产权
      <wbr />
      {label.slice(4)}
    </>
  ) : (
    label
  );

/** A featured section: title with its "more" link, then loading / error / empty / cards. */
function Featured<T>({
  title,
  to,
  more,
  load,
  render,
}: {
  title: string;
  to: string;
  more: string;
  load: () => Promise<T[]>;
  render: (item: T) => ReactNode;
}) {
  const request = usePageData(load);
  return (
    <section>
      <SectionHead title={title} to={to} more={more} />
      {request.error ? (
        <LoadError title={`${title}加载失败`} error={request.error} onRetry={request.refresh} />
      ) : !request.data ? (
        <Skeleton active />
      ) : request.data.length === 0 ? (
        <Empty description={`暂无${title}`} />
      ) : (
        <div className={styles.grid}>{request.data.map(render)}</div>
      )}
    </section>
  );
}

const loadListings = async () =>
  (await findIpcTransactions({ size: 3, sort: 'publishDate desc', queryData: { kind: 'sell' } }))
    .content;
const loadProducts = async () =>
  (
    await findInstitutionProducts({
      size: 3,
      sort: 'pledgeCount desc',
      queryData: { featured: true },
    })
  ).content;
const loadAgencies = async () =>
  (await findAgencies({ size: 3, sort: 'patentTotal desc' })).content;

export default function HomePage() {
  const { dicts } = useModel('dict');
  const [query, setQuery] = useState('');
  const { submit, problem, clearProblem, opening } = useSearchSubmit();
  const figures = usePageData(loadZoneFigures);
  const search = (value: string) => {
    setQuery(value);
    submit(value);
  };

  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.kicker}>国家知识产权服务业集聚发展示范区</p>
          <h1>一站式知识产权公共服务平台</h1>
          <p className={styles.lead}>
            专利检索、导航评估、质押融资、交易运营与服务机构，为创新主体提供全链条知识产权服务。
          </p>
          <SearchBar
            size="large"
            className={styles.search}
            value={query}
            onChange={(value) => {
              setQuery(value);
              if (problem) clearProblem();
            }}
            onSearch={search}
            loading={opening}
            placeholder="输入关键词、申请号或检索式检索专利"
            aria-label="专利检索"
          />
          {problem && (
            <p className={styles.problem} role="alert">
              {problem.message}
            </p>
          )}
          <div className={styles.hot}>
            <span>热门检索：</span>
            {HOT_KEYWORDS.map((keyword) => (
              <button key={keyword} type="button" onClick={() => search(keyword)}>
                {keyword}
              </button>
            ))}
          </div>
        </div>
      </section>

      <div className={styles.body}>
        <StatTiles
          label="示范区数据"
          items={figures.data}
          error={figures.error}
          onRetry={figures.refresh}
        />

        <nav className={styles.entries} aria-label="业务入口">
          {MODULE_ENTRIES.map((entry) => (
            <Link key={entry.key} to={entry.path} className={styles.entry}>
              <span className={styles.entryIcon}>{entry.icon}</span>
              <strong>{breakAfterField(entry.label)}</strong>
              <span className={styles.entryText}>{entry.description}</span>
            </Link>
          ))}
        </nav>

        {/* No title bar: antd's Skeleton draws it as an h3, which would follow the h1 directly. */}
        <LazyOnView belowFold fallback={<Skeleton active title={false} paragraph={{ rows: 12 }} />}>
          <NewsColumns />

          <Featured
            title="最新挂牌专利"
            to="/gxq/operations/list"
            more="交易大厅"
            load={loadListings}
            render={(item: API.IpcTransaction) => (
              <ListingCard key={item.id} item={item} fields={dicts.technicalFields} />
            )}
          />
          <Featured
            title="推荐金融产品"
            to="/gxq/finance/list?sort=hot"
            more="更多产品"
            load={loadProducts}
            render={(product: API.FinancialProduct) => (
              <ProductCard key={product.id} product={product} categories={dicts.financeCategory} />
            )}
          />
          <Featured
            title="推荐服务机构"
            to="/gxq/service/agency/search"
            more="更多机构"
            load={loadAgencies}
            render={(agency: API.ServiceAgency) => (
              <AgencyCard key={agency.id} agency={agency} fields={dicts.technicalFields} />
            )}
          />
        </LazyOnView>
      </div>
    </>
  );
}
