import { createScrollOnNavigate } from '@/utils/scrollOnNavigate';

type Change = Parameters<ReturnType<typeof createScrollOnNavigate>>[0];

/** How often the window went back to the top over these changes, after a first page (the home). */
function timesScrolled(...changes: Change[]): number {
  const scrollToTop = jest.fn();
  const navigate = createScrollOnNavigate(scrollToTop);
  navigate({ location: { pathname: '/gxq/index', search: '' }, action: 'POP', isFirst: true });
  changes.forEach(navigate);
  return scrollToTop.mock.calls.length;
}

describe('where the window is after a route change', () => {
  it('a page opened by a link or a redirect starts at its top', () => {
    expect(
      timesScrolled(
        { location: { pathname: '/gxq/patent/search' }, action: 'PUSH' },
        { location: { pathname: '/gxq/user/login', search: '?redirect=%2F' }, action: 'REPLACE' },
      ),
    ).toBe(2);
  });

  it('another item of a detail page is another page', () => {
    expect(
      timesScrolled(
        { location: { pathname: '/gxq/news/detail', search: '?id=news-0001' }, action: 'PUSH' },
        { location: { pathname: '/gxq/news/detail', search: '?id=news-0002' }, action: 'PUSH' },
      ),
    ).toBe(2);
  });

  it('a filter, a page of results or a tab on the same page keeps the reader where they are', () => {
    expect(
      timesScrolled(
        { location: { pathname: '/gxq/index', search: '?tab=2' }, action: 'REPLACE' },
        { location: { pathname: '/gxq/index', search: '?tab=2&page=3' }, action: 'PUSH' },
      ),
    ).toBe(0);
  });

  it('back and forward leave the scroll to the browser, the first page too', () => {
    expect(timesScrolled({ location: { pathname: '/gxq/finance/index' }, action: 'POP' })).toBe(0);
    // After going back, a link is again a new page.
    expect(
      timesScrolled(
        { location: { pathname: '/gxq/finance/index' }, action: 'POP' },
        { location: { pathname: '/gxq/index' }, action: 'PUSH' },
      ),
    ).toBe(1);
  });
});
