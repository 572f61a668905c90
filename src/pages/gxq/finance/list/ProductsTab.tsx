import { useModel } from '@umijs/max';
import usePageData from '@/hooks/usePageData';
import { Empty, Skeleton } from 'antd';
import LoadError from '@/components/LoadError';
import NativeSelect from '@/components/NativeSelect';
import Pager from '@/components/Pager';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import { findInstitutionProducts, findInstitutions } from '@/services/website';
import ProductCard from '../components/ProductCard';
import {
  AMOUNT_BANDS,
  GUARANTEES,
  productQuery,
  RATES,
  TERMS,
  type FinanceListState,
} from './financeState';
import styles from '@/components/ListPage/index.less';

const options = (record: Record<string, string>) =>
  Object.entries(record).map(([value, label]) => ({ value, label }));

interface TabProps {
  state: FinanceListState;
  update: (patch: Partial<FinanceListState>) => void;
  sortControl: React.ReactNode;
}

export default function ProductsTab({ state, update, sortControl }: TabProps) {
  const { dicts } = useModel('dict');
  const institutions = usePageData(() =>
    findInstitutions({ size: 100, sort: 'totalFinancing desc' }, { skipErrorHandler: true }),
  );
  const { data, loading, error, refresh } = usePageData(
    () =>
      findInstitutionProducts(productQuery(state, DEFAULT_PAGE_SIZE), { skipErrorHandler: true }),
    { refreshDeps: [JSON.stringify(state)] },
  );
  const page = data?.data;

  return (
    <>
      <div className={styles.filters}>
        <NativeSelect
          value={state.category}
          onChange={(category) => update({ category })}
          options={[{ value: '', label: '全部产品类别' }, ...dicts.financeCategory]}
          aria-label="产品类别"
        />
        <NativeSelect
          value={state.institutionId}
          onChange={(institutionId) => update({ institutionId })}
          options={[
            { value: '', label: '全部金融机构' },
            ...(institutions.data?.data.content ?? []).map((item) => ({
              value: item.id,
              label: item.name,
            })),
          ]}
          aria-label="金融机构"
        />
        <NativeSelect
          value={state.amount}
          onChange={(amount) => update({ amount })}
          options={Object.entries(AMOUNT_BANDS).map(([value, band]) => ({
            value,
            label: band.label,
          }))}
          aria-label="贷款额度"
        />
        <NativeSelect
          value={state.term}
          onChange={(term) => update({ term })}
          options={options(TERMS)}
          aria-label="贷款期限"
        />
        <NativeSelect
          value={state.rate}
          onChange={(rate) => update({ rate })}
          options={options(RATES)}
          aria-label="利率"
        />
        <NativeSelect
          value={state.guarantee}
          onChange={(guarantee) => update({ guarantee })}
          options={options(GUARANTEES)}
          aria-label="担保方式"
        />
        {sortControl}
      </div>
      {error ? (
        <LoadError title="金融产品加载失败" error={error} onRetry={refresh} />
      ) : loading && !page ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !page || page.content.length === 0 ? (
        <Empty
          description={
            page?.totalElements
              ? `第 ${state.page} 页没有产品`
              : '没有符合条件的金融产品，请放宽筛选条件'
          }
        />
      ) : (
        <>
          <p className={styles.count} role="status">
            共 <strong>{page.totalElements}</strong> 款产品
          </p>
          <div className={styles.grid}>
            {page.content.map((product) => (
              <ProductCard key={product.id} product={product} categories={dicts.financeCategory} />
            ))}
          </div>
        </>
      )}
      {page && (
        <Pager
          className={styles.pager}
          current={state.page}
          pageSize={DEFAULT_PAGE_SIZE}
          total={page.totalElements}
          onChange={(next) => update({ page: next })}
        />
      )}
    </>
  );
}
