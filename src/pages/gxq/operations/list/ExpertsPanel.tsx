import { Empty, Skeleton } from 'antd';
import styles from '@/components/ListPage/index.less';
import LoadError from '@/components/LoadError';
import Pager from '@/components/Pager';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import usePageData from '@/hooks/usePageData';
import { findExperts } from '@/services/data';
import { dictLabel } from '@/utils/dictionaries';
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
        {
          page: state.page - 1,
          size: DEFAULT_PAGE_SIZE,
          sort: 'serviceCount desc',
          keyword: state.keyword || undefined,
          queryData: { field: state.field || undefined },
        },
        { skipErrorHandler: true },
      ),
    { refreshDeps: [state.keyword, state.field, state.page] },
  );
  const page = data?.data;
  if (error) return <LoadError title="专家信息加载失败" error={error} onRetry={refresh} />;
  if (loading && !page) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!page || page.content.length === 0)
    return <Empty description="没有符合条件的专家，请换个领域或关键词" />;
  return (
    <>
      <p className={styles.count} role="status">
        共 <strong>{page.totalElements}</strong> 位运营专家
      </p>
      <div className={styles.grid}>
        {page.content.map((expert) => (
          <ExpertCard
            key={expert.id}
            expert={expert}
            fieldLabel={(field) => dictLabel(fields, field)}
          />
        ))}
      </div>
      <Pager
        className={styles.pager}
        current={state.page}
        pageSize={DEFAULT_PAGE_SIZE}
        total={page.totalElements}
        onChange={(next) => update({ page: next })}
      />
    </>
  );
}
