import { useModel } from '@umijs/max';
import { startTransition, useEffect, useState } from 'react';

/**
 * Holds the app's empty placeholder (docs/spec.md §4) one commit longer after the first user lookup, then
 * mounts the page as a transition. React renders a transition in slices and lets the browser
 * handle input between them, where the lookup's own state update would render layout and page in
 * one long task. Later lookups (after login, a profile change) never hide the page again.
 */
export default function SlicedFirstRender({ children }: { children: React.ReactNode }) {
  const { loading } = useModel('@@initialState');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!loading && !ready) startTransition(() => setReady(true));
  }, [loading, ready]);
  return ready ? <>{children}</> : <div />;
}
