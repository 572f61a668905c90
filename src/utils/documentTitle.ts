import { SITE_NAME } from '../constants';

// The page's route name (set on every navigation) and, on a detail page, the item's name (set by
// the page once loaded). Kept apart so the order in which they are set does not matter.
let routeName: string | undefined;
let itemName: string | undefined;

/** `一种无人机 - 知识产权服务业集聚发展示范区`; the site name alone when nothing more is known. */
export function composeTitle(page?: string): string {
  const name = page?.trim();
  return name ? `${name} - ${SITE_NAME}` : SITE_NAME;
}

/** The title the document should have now. */
export function currentTitle(): string {
  return composeTitle(itemName ?? routeName);
}

function apply() {
  if (typeof document !== 'undefined') document.title = currentTitle();
}

/** The matched route's name, on every navigation. */
export function setRouteTitle(name?: string): void {
  routeName = name;
  apply();
}

/** The item a detail page shows; undefined when the page leaves or has no item. */
export function setItemTitle(name?: string): void {
  itemName = name;
  apply();
}
