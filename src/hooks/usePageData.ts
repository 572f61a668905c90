import { useRequest } from 'ahooks';

type Service<T> = () => Promise<T>;
type PageDataOptions<T> = NonNullable<Parameters<typeof useRequest<T, []>>[1]>;

/**
 * ahooks' useRequest for the data a page shows. The page renders loading, empty and error states
 * itself, so a failure is not also logged to the console (useRequest does that without onError).
 */
export default function usePageData<T>(service: Service<T>, options: PageDataOptions<T> = {}) {
  return useRequest<T, []>(service, { onError: () => undefined, ...options });
}
