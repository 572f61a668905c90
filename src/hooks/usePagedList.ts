import usePageData from './usePageData';

interface ListStateLike {
  state: { page: number };
  update: (patch: { page: number }) => void;
  key: string;
}

/**
 * Reads a page of a list whenever its URL state changes and hands back what PagedResults takes:
 * `<PagedResults {...list} errorTitle=… count=… emptyText=…>`.
 */
export default function usePagedList<P extends API.Page<unknown>>(
  load: () => Promise<P>,
  { state, update, key }: ListStateLike,
  { ready = true, refreshKey = key }: { ready?: boolean; refreshKey?: string } = {},
) {
  const { data, loading, error, refresh } = usePageData(load, {
    refreshDeps: [refreshKey],
    ready,
  });
  return {
    page: data,
    loading,
    error,
    onRetry: refresh,
    current: state.page,
    onPage: (page: number) => update({ page }),
  };
}
