import styles from '@/components/ListPage/index.less';
import PagedResults from '@/components/ListPage/PagedResults';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import usePageData from '@/hooks/usePageData';
import { findExperts } from '@/services/data';
import { dictLabel } from '@/utils/dictionaries';
import { listQuery } from '@/utils/listState';
import ExpertCard from '../components/ExpertCard';
import type { TradeListState } from './tradeState';

interface ExpertsPanelProps {
  state: TradeListState;
  fields: API.DictItem[];
  update: (patch: Partial<TradeListState>) => void;
}

/** The experts directory: keyword and technical field from the hall's URL state. */
export default function ExpertsPanel({ state, fields, update }: ExpertsPanelProps) {
  const { data, loading, error, refresh } = usePageData(
    () =>
      findExperts(
        listQuery(state, {
          size: DEFAULT_PAGE_SIZE,
          sort: 'serviceCount desc',
          queryData: { field: state.field || undefined },
        }),
      ),
    { refreshDeps: [state.keyword, state.field, state.page] },
  );
  return (
    <PagedResults
      errorTitle="专家信息加载失败"
      error={error}
      loading={loading}
      onRetry={refresh}
      page={data}
      current={state.page}
      onPage={(next) => update({ page: next })}
      count={(total) => (
        <>
          共 <strong>{total}</strong> 位运营专家
        </>
      )}
      emptyText="没有符合条件的专家，请换个领域或关键词"
    >
      {(items) => (
        <div className={styles.grid}>
          {items.map((expert) => (
            <ExpertCard
              key={expert.id}
              expert={expert}
              fieldLabel={(field) => dictLabel(fields, field)}
            />
          ))}
        </div>
      )}
    </PagedResults>
  );
}
