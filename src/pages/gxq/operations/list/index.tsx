import { PlusOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import LinkButton from '@/components/LinkButton';
import FilterDrawer from '@/components/ListPage/FilterDrawer';
import ListTabs from '@/components/ListPage/ListTabs';
import PagedResults from '@/components/ListPage/PagedResults';
import NativeSelect from '@/components/NativeSelect';
import PageBanner from '@/components/PageBanner';
import SaveSearchButton from '@/components/SaveSearchButton';
import SearchBar from '@/components/SearchBar';
import {
  DEFAULT_PAGE_SIZE,
  LEGAL_STATUS_LABELS,
  PATENT_TYPE_LABELS,
  TRANSACTION_TYPE_LABELS,
} from '@/constants';
import useIgnoredParams from '@/hooks/useIgnoredParams';
import useListState from '@/hooks/useListState';
import usePagedList from '@/hooks/usePagedList';
import { findIpcTransactions } from '@/services/website';
import { tradingSavedParams } from '@/utils/savedSearch';
import ListingCard from '@/components/ListingCard';
import ExpertsPanel from './ExpertsPanel';
import styles from '@/components/ListPage/index.less';
import {
  clearedHallFilters,
  HALL_PARAM_LABELS,
  hallFilterCount,
  KINDS,
  PRICE_BANDS,
  TRADE_SCHEMA,
  TRADE_SORTS,
  tradeQuery,
} from '@/utils/tradeHallState';

const options = (record: Record<string, string>, all: string) => [
  { value: '', label: all },
  ...Object.entries(record).map(([value, label]) => ({ value, label })),
];

export default function TradeListPage() {
  const { state, update, search, key } = useListState(TRADE_SCHEMA);
  const { dicts, known } = useModel('dict');
  const ignored = useIgnoredParams(TRADE_SCHEMA, HALL_PARAM_LABELS, {
    category: known('tradeCategory'),
    field: known('technicalFields'),
  });
  const experts = state.kind === 'expert';
  const drawer = {
    className: styles.filters,
    count: hallFilterCount(state),
    onClear: () => update(clearedHallFilters(state.kind)),
  };
  const list = usePagedList(
    () => findIpcTransactions(tradeQuery(state, DEFAULT_PAGE_SIZE)),
    { state, update, key },
    { ready: !experts },
  );

  return (
    <>
      <PageBanner
        title="知识产权交易大厅"
        description="专利转让、许可与开放许可挂牌信息，以及企业发布的专利求购需求。"
      >
        <div className={styles.bannerActions}>
          <LinkButton to="/gxq/operations/apply/sell" type="primary" icon={<PlusOutlined />}>
            发布出让
          </LinkButton>
          <LinkButton to="/gxq/operations/apply/buy" ghost icon={<PlusOutlined />}>
            发布需求
          </LinkButton>
        </div>
      </PageBanner>
      <div className={styles.body}>
        <ListTabs
          tabs={KINDS}
          active={state.kind}
          onChange={(kind) => update({ kind })}
          label="信息类别"
        />
        <SearchBar
          {...search}
          placeholder={experts ? '专家姓名、机构或专长' : '专利名称、专利号、关键词或描述'}
          aria-label="关键词"
          className={styles.search}
        />
        {experts ? (
          <>
            <FilterDrawer {...drawer}>
              <NativeSelect
                value={state.field}
                onChange={(field) => update({ field })}
                options={[{ value: '', label: '全部技术领域' }, ...dicts.technicalFields]}
                aria-label="技术领域"
              />
            </FilterDrawer>
            <ExpertsPanel
              state={state}
              stateKey={key}
              fields={dicts.technicalFields}
              update={update}
              notice={ignored}
            />
          </>
        ) : (
          <>
            <FilterDrawer
              {...drawer}
              extra={
                <>
                  <NativeSelect
                    value={state.sort}
                    onChange={(sort) => update({ sort })}
                    options={Object.entries(TRADE_SORTS).map(([value, sort]) => ({
                      value,
                      label: sort.label,
                    }))}
                    aria-label="排序"
                  />
                  {state.kind !== 'expert' && (
                    <SaveSearchButton
                      search={{
                        kind: 'trading',
                        params: tradingSavedParams({ ...state, kind: state.kind }),
                      }}
                      label="保存筛选"
                      className={styles.saveFilter}
                    />
                  )}
                </>
              }
            >
              <NativeSelect
                value={state.transactionType}
                onChange={(transactionType) => update({ transactionType })}
                options={options(TRANSACTION_TYPE_LABELS, '全部交易方式')}
                aria-label="交易方式"
              />
              <NativeSelect
                value={state.patentType}
                onChange={(patentType) => update({ patentType })}
                options={options(PATENT_TYPE_LABELS, '全部专利类型')}
                aria-label="专利类型"
              />
              <NativeSelect
                value={state.field}
                onChange={(field) => update({ field })}
                options={[{ value: '', label: '全部技术领域' }, ...dicts.technicalFields]}
                aria-label="技术领域"
              />
              {state.kind === 'sell' && (
                <>
                  <NativeSelect
                    value={state.price}
                    onChange={(price) => update({ price })}
                    options={Object.entries(PRICE_BANDS).map(([value, band]) => ({
                      value,
                      label: band.label,
                    }))}
                    aria-label="价格"
                  />
                  <NativeSelect
                    value={state.legalStatus}
                    onChange={(legalStatus) => update({ legalStatus })}
                    options={options(LEGAL_STATUS_LABELS, '全部法律状态')}
                    aria-label="法律状态"
                  />
                </>
              )}
            </FilterDrawer>
            <PagedResults
              {...list}
              notice={ignored}
              errorTitle="交易信息加载失败"
              count={(total) => (
                <>
                  共 <strong>{total}</strong> 条{KINDS[state.kind]}信息
                </>
              )}
              emptyText="没有符合条件的交易信息，请放宽筛选条件"
            >
              {(items) => (
                <div className={styles.list}>
                  {items.map((item) => (
                    <ListingCard key={item.id} item={item} fields={dicts.technicalFields} />
                  ))}
                </div>
              )}
            </PagedResults>
          </>
        )}
      </div>
    </>
  );
}
