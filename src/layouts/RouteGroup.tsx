import { Outlet, useOutletContext } from '@umijs/max';

/**
 * The element of a route that only groups others (/user, /account, /admin). Umi gives such a
 * route an empty element of its own shape, which the warm-up of a first visit's routes
 * (utils/routeWarmUp) does not recognise, so a first visit to a page under it waited for one more
 * script after the frame had rendered. Named here, it loads with the page (docs/performance.md §1).
 */
export default function RouteGroup() {
  return <Outlet context={useOutletContext()} />;
}
