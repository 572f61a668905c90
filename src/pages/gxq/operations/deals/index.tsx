import DealList from '@/components/DealList';
import PagedResults from '@/components/ListPage/PagedResults';
import NativeSelect from '@/components/NativeSelect';
import useListState from '@/hooks/useListState';
import usePagedList from '@/hooks/usePagedList';
import { findDeals } from '@/services/website';
import { enumParam, listQuery, pageParam, type ListSchema } from '@/utils/listState';
import styles from './index.less';

type KindFilter = '' | API.TransactionKind;

const KIND_OPTIONS: { value: KindFilter; label: string }[] = [
  { value: '', label: '全部成交' },
  { value: 'sell', label: '专利成交' },
  { value: 'buy', label: '需求解决' },
];

/** 成交公示 in the URL: which kind, which page. */
const SCHEMA: ListSchema<{ kind: KindFilter; page: number }> = {
  kind: enumParam<KindFilter>(['', 'sell', 'buy'], ''),
  page: pageParam(1000),
};

const PAGE_SIZE = 10;

/** 成交公示: patents sold and demands solved through the trading hall, the latest deal first. */
export default function DealsPage() {
  const listState = useListState(SCHEMA);
  const { state, update } = listState;
  const deals = usePagedList(
    () =>
      findDeals(
        listQuery(state, {
          size: PAGE_SIZE,
          queryData: state.kind ? { kind: state.kind } : {},
        }),
      ),
    listState,
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>成交公示</h1>
        <p>
          经交易大厅达成的专利转让、许可和求购，由发布者或平台登记后在此公示。成交价格和对方名称由登记者选择是否公开；对方名称为登记者填报，未经对方确认。
        </p>
      </header>
      <PagedResults
        {...deals}
        errorTitle="成交公示加载失败"
        pageSize={PAGE_SIZE}
        count={(total) => `共 ${total} 条成交记录`}
        tools={
          <NativeSelect
            aria-label="成交类型"
            value={state.kind}
            options={KIND_OPTIONS}
            onChange={(kind) => update({ kind, page: 1 })}
          />
        }
        emptyText="暂无成交记录"
      >
        {(items) => <DealList items={items} />}
      </PagedResults>
    </div>
  );
}
