import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { useModel, useParams } from '@umijs/max';
import { Skeleton, Tag } from 'antd';
import PagedResults from '@/components/ListPage/PagedResults';
import RecordError from '@/components/RecordError';
import useListState from '@/hooks/useListState';
import usePageData from '@/hooks/usePageData';
import usePagedList from '@/hooks/usePagedList';
import { findInstitutionProducts, getFinancialInstitution } from '@/services/website';
import { formatWan, quotedId } from '@/utils/format';
import { listQuery, pageParam, type ListSchema } from '@/utils/listState';
import ProductCard from '@/components/ProductCard';
import styles from '@/components/DetailPage/index.less';
import useItemTitle from '@/hooks/useItemTitle';

const PRODUCT_PAGE_SIZE = 6;
/** The page of the institution's products, in the URL like every list's. */
const PRODUCTS_SCHEMA: ListSchema<{ page: number }> = { page: pageParam(1000) };

export default function FinancialInstitutionPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { dicts } = useModel('dict');
  const listState = useListState(PRODUCTS_SCHEMA);
  const institution = usePageData(() => getFinancialInstitution(id), { refreshDeps: [id] });
  useItemTitle(institution.data?.name);
  const products = usePagedList(
    () =>
      findInstitutionProducts(
        listQuery(listState.state, {
          size: PRODUCT_PAGE_SIZE,
          sort: 'pledgeCount desc',
          queryData: { institutionId: id },
        }),
      ),
    listState,
    { ready: Boolean(institution.data), refreshKey: `${id}|${listState.key}` },
  );
  const detail = institution.data;

  if (institution.error)
    return (
      <RecordError
        error={institution.error}
        title="金融机构加载失败"
        onRetry={institution.refresh}
        notFound={{
          title: '未找到该金融机构',
          description: `编号为${quotedId(id)}的金融机构不存在或已不再合作。`,
          to: '/gxq/finance/list?tab=institution',
          linkText: '查看合作金融机构',
        }}
      />
    );
  if (!detail)
    return (
      <div className={styles.page}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>{detail.name}</h1>
          <div className={styles.meta}>
            <Tag color="blue">{detail.type}</Tag>
            <span>
              <EnvironmentOutlined /> {detail.address}
            </span>
            <span>
              <PhoneOutlined /> {detail.phone}
            </span>
          </div>
        </div>
      </header>
      <dl className={styles.figures}>
        <div>
          <dt>所在地区</dt>
          <dd>{detail.region}</dd>
        </div>
        <div>
          <dt>知识产权金融产品</dt>
          <dd>{detail.productCount} 款</dd>
        </div>
        <div>
          <dt>质押融资登记</dt>
          <dd>
            {detail.pledgeCount
              ? `${detail.pledgeCount} 笔，共 ${formatWan(detail.totalFinancing)}元`
              : '暂无'}
          </dd>
        </div>
        <div>
          <dt>统一社会信用代码</dt>
          <dd>{detail.creditCode}</dd>
        </div>
      </dl>
      <section className={styles.card}>
        <h2>机构简介</h2>
        <p>{detail.intro}</p>
      </section>
      <section className={styles.card}>
        <h2>金融产品</h2>
        <PagedResults
          {...products}
          errorTitle="产品加载失败"
          pageSize={PRODUCT_PAGE_SIZE}
          count={(total) => `共 ${total} 款在售产品`}
          emptyText="该机构暂无在售产品"
        >
          {(items) => (
            <div className={styles.columns}>
              {items.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  categories={dicts.financeCategory}
                />
              ))}
            </div>
          )}
        </PagedResults>
      </section>
    </div>
  );
}
