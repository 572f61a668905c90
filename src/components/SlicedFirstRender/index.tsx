import { useModel } from '@umijs/max';
import { startTransition, useEffect, useState } from 'react';

/**
 * Umi's initial-state provider already shows an empty placeholder (docs/spec.md §4) while the first
 * user lookup runs, and would then mount layout and page in one long task. This keeps that
 * placeholder one commit longer and mounts the page as a transition, which React renders in slices
 * with input handled between them: measured, without it the blocking time of five routes in seven
 * rose by up to 160 ms (docs/performance.md §4). Later lookups (after login, a profile change)
 * never hide the page again.
 */
export default function SlicedFirstRender({ children }: { children: React.ReactNode }) {
  const { loading } = useModel('@@initialState');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!loading && !ready) startTransition(() => setReady(true));
  }, [loading, ready]);
  return ready ? <>{children}</> : <div />;
}
