interface RouteChange {
  location: { pathname: string; search?: string };
  /** history's action: PUSH and REPLACE open a page, POP is back or forward. */
  action?: string;
  isFirst?: boolean;
}

/** What makes a location another page: its path, or the item a detail page shows (`?id=`). */
function pageOf({ pathname, search }: RouteChange['location']): string {
  return `${pathname}?${new URLSearchParams(search ?? '').get('id') ?? ''}`;
}

/**
 * Decides, for each route change, whether the window goes back to the top. A page opened by a link,
 * a form or a redirect starts at its top, as a page the browser loads does: without this a link
 * followed from far down one page (the footer's, 下一篇) opened the next one as far down. Back and
 * forward keep the browser's own scroll restoring; a new query on the same page (a filter, a page of
 * results, a tab) or an anchor keeps the reader where they are.
 */
export function createScrollOnNavigate(scrollToTop: () => void) {
  let shown: string | undefined;
  return (change: RouteChange): void => {
    const previous = shown;
    shown = pageOf(change.location);
    if (change.isFirst || change.action === 'POP' || previous === undefined) return;
    if (previous !== shown) scrollToTop();
  };
}

export const scrollOnNavigate = createScrollOnNavigate(() => window.scrollTo(0, 0));
