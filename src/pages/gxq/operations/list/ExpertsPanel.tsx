import FavoriteButton from '@/components/FavoriteButton';
import useFavoriteIds from '@/components/FavoriteButton/useFavoriteIds';
import styles from '@/components/ListPage/index.less';
import PagedResults from '@/components/ListPage/PagedResults';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import usePagedList from '@/hooks/usePagedList';
import { findExperts } from '@/services/data';
import { dictLabel } from '@/utils/dictionaries';
import { listQuery } from '@/utils/listState';
import ExpertCard from '../components/ExpertCard';
import type { TradeListState } from '@/utils/tradeHallState';

interface ExpertsPanelProps {
  state: TradeListState;
  /** Changes whenever the hall's state does. */
  stateKey: string;
  fields: API.DictItem[];
  update: (patch: Partial<TradeListState>) => void;
  /** Which of the link's filters were ignored, if any. */
  notice?: string;
}

/** The experts directory: keyword and technical field from the hall's URL state. */
export default function ExpertsPanel({
  state,
  stateKey,
  fields,
  update,
  notice,
}: ExpertsPanelProps) {
  const saved = useFavoriteIds('expert');
  const list = usePagedList(
    () =>
      findExperts(
        listQuery(state, {
          size: DEFAULT_PAGE_SIZE,
          sort: 'serviceCount desc',
          queryData: { field: state.field || undefined },
        }),
      ),
    { state, update, key: stateKey },
  );
  return (
    <PagedResults
      {...list}
      notice={notice}
      errorTitle="专家信息加载失败"
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
              action={
                <FavoriteButton
                  size="small"
                  targetType="expert"
                  targetId={expert.id}
                  title={expert.name}
                  favorited={saved ? saved.has(expert.id) : null}
                />
              }
            />
          ))}
        </div>
      )}
    </PagedResults>
  );
}
