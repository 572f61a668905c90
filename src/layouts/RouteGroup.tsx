import { Outlet, useOutletContext } from '@umijs/max';

/**
 * The element of a route that only groups others (/user, /account, /admin). Umi gives such a
 * route a lazily loaded empty element that its route preload leaves out, so a first visit to a
 * page under it waited for one more script after the frame had rendered. Named here, the group's
 * element is preloaded with the page (docs/performance.md §1).
 */
export default function RouteGroup() {
  return <Outlet context={useOutletContext()} />;
}
