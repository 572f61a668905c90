import { isValidElement, type ReactNode } from 'react';

/** React.lazy's component: the loader it calls on first render, and that loader's state. */
interface LazyComponent {
  _init?: (payload: unknown) => unknown;
  _payload?: unknown;
}

/** A route as Umi's renderer builds it for react-router. */
export interface ClientRoute {
  element?: ReactNode;
  children?: ClientRoute[];
}

/**
 * The lazily loaded component Umi's renderer gives a route's element:
 * `RouteContext.Provider > RemoteComponent` whose `loader` is `React.memo(React.lazy(import))`.
 */
function lazyOf(route: ClientRoute): LazyComponent | undefined {
  if (!isValidElement<{ children?: ReactNode }>(route.element)) return undefined;
  const remote = route.element.props.children;
  if (!isValidElement<{ loader?: { type?: unknown } }>(remote)) return undefined;
  const loader = remote.props.loader;
  const lazy = loader?.type as LazyComponent | undefined;
  return typeof lazy?._init === 'function' ? lazy : undefined;
}

/**
 * Starts loading React.lazy components before they first render, as React's first render would
 * (so that then none suspends). Returns how many were lazy components.
 */
export function warmUpLazy(...components: unknown[]): number {
  let started = 0;
  for (const component of components) {
    const lazy = component as LazyComponent | undefined;
    if (typeof lazy?._init !== 'function') continue;
    try {
      lazy._init(lazy._payload);
    } catch {
      // A pending load (what React would suspend on) or a failed one, which React reports when it
      // renders the component; either way nothing is to be done here.
    }
    started += 1;
  }
  return started;
}

/**
 * Starts loading the code of the routes a first visit renders (frame, route group, page) before
 * React renders them, so that by then each is loaded and none suspends.
 *
 * Why: React.lazy suspends the first time it is rendered even when its script has arrived, and
 * Umi wraps each route in its own Suspense. The frame's element then first renders in a retry of
 * the outer route's Suspense; React holds a retry that suspends again for up to half a second and
 * renders it again from its top when the inner code arrives. On a shell page that was ProLayout,
 * its side menu and header built three to five times before the first commit (measured in the
 * browser, docs/performance.md §1). A lazy component loads when its loader is first called; this
 * calls it as React's first render would, and the pending load it throws is React's to await.
 */
export function warmUpRoutes(matched: ClientRoute[]): number {
  return warmUpLazy(...matched.map(lazyOf));
}
