import { lazy, Suspense, useState } from 'react';
import usePageData from '@/hooks/usePageData';
import { getPatentDrawings } from '@/services/data';
import styles from './Drawings.less';

// The viewer (zoom, keys, swipe) loads when a drawing is first opened, not with the page.
const DrawingViewer = lazy(
  () => import(/* webpackChunkName: "patent-drawing-viewer" */ './DrawingViewer'),
);

export type PatentDrawingsState = ReturnType<typeof usePatentDrawings>;

/**
 * A patent's drawings, read once for the abstract's drawing and the 附图 section, and the viewer
 * either opens (`open(i)`: the i-th figure, 0-based).
 */
export default function usePatentDrawings(id: string) {
  const { data, loading, error, refresh } = usePageData(() => getPatentDrawings(id), {
    refreshDeps: [id],
    ready: Boolean(id),
  });
  const [shown, setShown] = useState<number>();
  const figures = data?.figures ?? [];
  const viewer =
    shown !== undefined && figures[shown] ? (
      <Suspense
        fallback={
          <div className={styles.opening} role="status">
            正在打开附图…
          </div>
        }
      >
        <DrawingViewer
          figures={figures}
          kind={data?.kind}
          index={shown}
          onIndex={setShown}
          onClose={() => setShown(undefined)}
        />
      </Suspense>
    ) : null;
  return { data, loading, error, refresh, open: setShown, viewer };
}
