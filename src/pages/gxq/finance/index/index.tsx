import { Link, useModel } from '@umijs/max';
import { Empty } from 'antd';
import LinkButton from '@/components/LinkButton';
import LoadError from '@/components/LoadError';
import SectionHead from '@/components/SectionHead';
import StatTiles from '@/components/StatTiles';
import PageBanner from '@/components/PageBanner';
import usePageData from '@/hooks/usePageData';
import {
  findInstitutionProducts,
  findInstitutions,
  findPledgeFinancing,
  getPledgeStatistics,
} from '@/services/website';
import { formatWan, months, percent } from '@/utils/format';
import ProductCard from '@/components/ProductCard';
import frame from '@/components/ModuleHome/index.less';
import styles from './index.less';
import LoanEstimator from './LoanEstimator';

const FEATURED_SIZE = 6;

export default function FinanceHomePage() {
  const { dicts } = useModel('dict');
  const stats = usePageData(() => getPledgeStatistics());
  const featured = usePageData(() =>
    findInstitutionProducts({
      size: FEATURED_SIZE,
      sort: 'pledgeCount desc',
      queryData: { featured: true },
    }),
  );
  const institutions = usePageData(() =>
    findInstitutions({ size: 8, sort: 'totalFinancing desc' }),
  );
  const pledges = usePageData(() =>
    findPledgeFinancing({ size: 6, sort: 'registrationDate desc' }),
  );
  const figures = stats.data;
  // Partner institutions are the institutions list itself, so the tile and 全部机构 agree.
  const partners = institutions.data?.totalElements;

  return (
    <>
      <PageBanner
        title="知识产权金融"
        description="以专利、商标等知识产权质押融资，对接银行、担保、保险等金融机构，助力科技型企业“知产”变“资产”。"
      >
        <LinkButton
          to="/gxq/finance/list"
          className={styles.bannerAction}
          type="primary"
          size="large"
        >
          查找金融产品
        </LinkButton>
      </PageBanner>
      <div className={frame.body}>
        <StatTiles
          label="质押融资数据"
          error={stats.error ?? institutions.error}
          onRetry={() => {
            if (stats.error) stats.refresh();
            if (institutions.error) institutions.refresh();
          }}
          items={
            figures && partners !== undefined
              ? [
                  ['质押融资登记', `${figures.count} 笔`],
                  ['融资总额', `${formatWan(figures.totalAmount)}元`],
                  ['平均年利率', percent(figures.averageRate)],
                  ['合作金融机构', `${partners} 家`],
                ]
              : undefined
          }
        />

        <section>
          <SectionHead title="产品类别" to="/gxq/finance/list" more="全部产品" />
          <div className={frame.categories}>
            {dicts.financeCategory.map((category) => (
              <Link
                key={category.value}
                to={`/gxq/finance/list?category=${encodeURIComponent(category.value)}`}
                className={frame.category}
              >
                {category.label}
              </Link>
            ))}
          </div>
        </section>

        <section>
          <SectionHead title="推荐金融产品" to="/gxq/finance/list?sort=hot" more="更多产品" />
          {featured.error ? (
            <LoadError title="推荐产品加载失败" error={featured.error} onRetry={featured.refresh} />
          ) : !featured.data ? (
            // Card-sized placeholders, one per product asked for: on phones the cards fill the
            // screen, and a short skeleton would let the estimator below jump when they come.
            <div className={frame.grid} aria-busy>
              {Array.from({ length: FEATURED_SIZE }, (_, index) => (
                <div key={index} className={styles.cardPlaceholder} aria-hidden />
              ))}
            </div>
          ) : featured.data.content.length === 0 ? (
            <Empty description="暂无推荐产品" />
          ) : (
            <div className={frame.grid}>
              {featured.data.content.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  categories={dicts.financeCategory}
                />
              ))}
            </div>
          )}
        </section>

        <LoanEstimator />

        <div className={frame.twoColumns}>
          <section>
            <SectionHead
              title="合作金融机构"
              to="/gxq/finance/list?tab=institution"
              more="全部机构"
            />
            {institutions.error ? (
              <LoadError
                title="金融机构加载失败"
                error={institutions.error}
                onRetry={institutions.refresh}
              />
            ) : (
              <ul className={styles.institutions}>
                {(institutions.data?.content ?? []).map((institution) => (
                  <li key={institution.id}>
                    <Link to={`/gxq/finance/agency/${encodeURIComponent(institution.id)}`}>
                      {institution.name}
                    </Link>
                    <span>{institution.type}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section>
            <SectionHead title="最新质押融资" to="/gxq/finance/list?tab=pledge" more="全部登记" />
            {pledges.error ? (
              <LoadError
                title="质押融资信息加载失败"
                error={pledges.error}
                onRetry={pledges.refresh}
              />
            ) : (
              <ul className={styles.pledges}>
                {(pledges.data?.content ?? []).map((pledge) => (
                  <li key={pledge.id}>
                    <span>{pledge.enterpriseName}</span>
                    <span className={styles.muted}>
                      {pledge.institutionName} · {pledge.pledgeType} · {months(pledge.termMonths)}
                    </span>
                    <strong>{formatWan(pledge.amount)}元</strong>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
