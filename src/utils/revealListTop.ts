/**
 * After a page of a list is turned from the pager below it: when the list's top (`anchor`, an
 * element with a `scroll-margin-top` for the sticky header) has scrolled above the window, the new
 * page is shown from there, not from where the previous page's last rows were.
 */
export function revealListTop(anchor: Element | null | undefined) {
  if (anchor && anchor.getBoundingClientRect().top < 0) anchor.scrollIntoView({ block: 'start' });
}
