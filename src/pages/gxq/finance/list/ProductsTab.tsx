import { useModel } from '@umijs/max';
import useIgnoredParams from '@/hooks/useIgnoredParams';
import usePageData from '@/hooks/usePageData';
import usePagedList from '@/hooks/usePagedList';
import FilterDrawer from '@/components/ListPage/FilterDrawer';
import PagedResults from '@/components/ListPage/PagedResults';
import NativeSelect from '@/components/NativeSelect';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import { findInstitutionProducts, findInstitutions } from '@/services/website';
import ProductCard from '@/components/ProductCard';
import {
  AMOUNT_BANDS,
  CLEARED_PRODUCT_FILTERS,
  FINANCE_SCHEMA,
  productQuery,
  GUARANTEES,
  PRODUCT_FILTERS,
  RATES,
  TERMS,
  type FinanceTabProps,
} from './financeState';
import styles from '@/components/ListPage/index.less';
import own from './index.less';

// The institution filter lists them all (an unknown one in a link is then recognisable).
const INSTITUTION_OPTIONS = 100;

const options = (record: Record<string, string>) =>
  Object.entries(record).map(([value, label]) => ({ value, label }));

export default function ProductsTab({ listState, sortControl }: FinanceTabProps) {
  const { state, update } = listState;
  const { dicts, known } = useModel('dict');
  const institutions = usePageData(() =>
    findInstitutions({ size: INSTITUTION_OPTIONS, sort: 'totalFinancing desc' }),
  );
  const allInstitutions =
    institutions.data && institutions.data.totalElements <= INSTITUTION_OPTIONS
      ? institutions.data.content.map((item) => item.id)
      : undefined;
  const ignored = useIgnoredParams(
    FINANCE_SCHEMA,
    {
      tab: '信息类别',
      category: '产品类别',
      institutionId: '金融机构',
      amount: '贷款额度',
      term: '贷款期限',
      rate: '利率',
      guarantee: '担保方式',
    },
    { category: known('financeCategory'), institutionId: allInstitutions },
  );
  const list = usePagedList(
    () => findInstitutionProducts(productQuery(state, DEFAULT_PAGE_SIZE)),
    listState,
  );

  return (
    <>
      <FilterDrawer
        className={styles.filters}
        count={PRODUCT_FILTERS.filter((key) => state[key]).length}
        onClear={() => update(CLEARED_PRODUCT_FILTERS)}
        extra={sortControl}
      >
        <NativeSelect
          value={state.category}
          onChange={(category) => update({ category })}
          options={[{ value: '', label: '全部产品类别' }, ...dicts.financeCategory]}
          aria-label="产品类别"
          className={own.lateSelect}
        />
        <NativeSelect
          value={state.institutionId}
          onChange={(institutionId) => update({ institutionId })}
          options={[
            { value: '', label: '全部金融机构' },
            ...(institutions.data?.content ?? []).map((item) => ({
              value: item.id,
              label: item.name,
            })),
          ]}
          aria-label="金融机构"
          className={own.lateSelect}
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
      </FilterDrawer>
      <PagedResults
        {...list}
        notice={ignored}
        errorTitle="金融产品加载失败"
        count={(total) => (
          <>
            共 <strong>{total}</strong> 款产品
          </>
        )}
        emptyText="没有符合条件的金融产品，请放宽筛选条件"
      >
        {(items) => (
          <div className={styles.grid}>
            {items.map((product) => (
              <ProductCard key={product.id} product={product} categories={dicts.financeCategory} />
            ))}
          </div>
        )}
      </PagedResults>
    </>
  );
}
