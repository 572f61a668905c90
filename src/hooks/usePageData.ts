import { useRequest } from 'ahooks';
import { useDeferredValue, useMemo, useRef } from 'react';

type Service<T> = () => Promise<T>;
type PageDataOptions<T> = NonNullable<Parameters<typeof useRequest<T, []>>[1]>;

/**
 * ahooks' useRequest for the data a page shows. The page renders loading, empty and error states
 * itself, so a failure is not also logged to the console (useRequest does that without onError).
 *
 * What a response brings (data, error, the end of loading) changes together, as a deferred value:
 * React renders a response's page of results as a transition, in slices the browser can
 * interleave with input, instead of one long task (~100 ms on a phone for a list of cards). The
 * page keeps showing its loading state until that render is ready.
 */
export default function usePageData<T>(service: Service<T>, options: PageDataOptions<T> = {}) {
  // The dependencies the last request was made for: useRequest asks again in an effect, after
  // the render in which they changed, and that render must not show the old rows as the new ones.
  const depsKey = JSON.stringify(options.refreshDeps ?? []);
  const askedFor = useRef<string>(undefined);
  const request = useRequest<T, []>(
    () => {
      askedFor.current = depsKey;
      return service();
    },
    { onError: () => undefined, ...options },
  );
  const { data, error, loading } = request;
  const current = useMemo(() => ({ data, error, loading }), [data, error, loading]);
  const shown = useDeferredValue(current);
  // Loading shows at once: a page whose filter just changed must not paint the new filter's
  // heading over the old rows while it waits. Only what a response brings is deferred.
  const stale = !options.manual && options.ready !== false && askedFor.current !== depsKey;
  return { ...request, ...shown, loading: loading || shown.loading || stale };
}
