import ListTabs from '@/components/ListPage/ListTabs';
import NativeSelect from '@/components/NativeSelect';
import PageBanner from '@/components/PageBanner';
import SearchBar from '@/components/SearchBar';
import useListState from '@/hooks/useListState';
import { FINANCE_SCHEMA, SORTS, TABS, type TabKey } from './financeState';
import styles from '@/components/ListPage/index.less';
import { InstitutionsTab, PledgesTab } from './OthersTabs';
import ProductsTab from './ProductsTab';

const PLACEHOLDERS: Record<TabKey, string> = {
  product: '产品名称、金融机构或产品特色',
  institution: '金融机构名称或地址',
  pledge: '融资企业或金融机构名称',
};

export default function FinanceListPage() {
  const listState = useListState(FINANCE_SCHEMA);
  const { state, update, search } = listState;

  const sortControl = (
    <NativeSelect
      value={state.sort}
      onChange={(sort) => update({ sort })}
      options={Object.entries(SORTS[state.tab]).map(([value, sort]) => ({
        value,
        label: sort.label,
      }))}
      aria-label="排序"
    />
  );
  const Tab = { product: ProductsTab, institution: InstitutionsTab, pledge: PledgesTab }[state.tab];

  return (
    <>
      <PageBanner
        title="知识产权金融服务"
        description="知识产权质押贷款、保险、证券化等金融产品，合作金融机构与质押融资登记信息。"
      />
      <div className={styles.body}>
        <ListTabs
          tabs={TABS}
          active={state.tab}
          onChange={(tab) => update({ tab })}
          label="信息类别"
        />
        <SearchBar
          {...search}
          placeholder={PLACEHOLDERS[state.tab]}
          aria-label="关键词"
          className={styles.search}
        />
        <div role="tabpanel" aria-label={TABS[state.tab]}>
          <Tab listState={listState} sortControl={sortControl} />
        </div>
      </div>
    </>
  );
}
