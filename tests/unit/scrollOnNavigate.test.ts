import { createScrollOnNavigate } from '@/utils/scrollOnNavigate';

describe('where the window is after a route change', () => {
  const setUp = () => {
    const scrollToTop = jest.fn();
    const navigate = createScrollOnNavigate(scrollToTop);
    navigate({ location: { pathname: '/gxq/index', search: '' }, action: 'POP', isFirst: true });
    return { scrollToTop, navigate };
  };

  it('a page opened by a link or a redirect starts at its top', () => {
    const { scrollToTop, navigate } = setUp();
    navigate({ location: { pathname: '/gxq/patent/search' }, action: 'PUSH' });
    navigate({
      location: { pathname: '/gxq/user/login', search: '?redirect=%2F' },
      action: 'REPLACE',
    });
    expect(scrollToTop).toHaveBeenCalledTimes(2);
  });

  it('another item of a detail page is another page', () => {
    const { scrollToTop, navigate } = setUp();
    navigate({
      location: { pathname: '/gxq/news/detail', search: '?id=news-0001' },
      action: 'PUSH',
    });
    navigate({
      location: { pathname: '/gxq/news/detail', search: '?id=news-0002' },
      action: 'PUSH',
    });
    expect(scrollToTop).toHaveBeenCalledTimes(2);
  });

  it('a filter, a page of results or a tab on the same page keeps the reader where they are', () => {
    const { scrollToTop, navigate } = setUp();
    navigate({ location: { pathname: '/gxq/index', search: '?tab=2' }, action: 'REPLACE' });
    navigate({ location: { pathname: '/gxq/index', search: '?tab=2&page=3' }, action: 'PUSH' });
    expect(scrollToTop).not.toHaveBeenCalled();
  });

  it('back and forward leave the scroll to the browser, the first page too', () => {
    const { scrollToTop, navigate } = setUp();
    navigate({ location: { pathname: '/gxq/finance/index' }, action: 'POP' });
    expect(scrollToTop).not.toHaveBeenCalled();
    // After going back, a link is again a new page.
    navigate({ location: { pathname: '/gxq/index' }, action: 'PUSH' });
    expect(scrollToTop).toHaveBeenCalledTimes(1);
  });
});
