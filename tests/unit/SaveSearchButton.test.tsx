import { act, fireEvent, render, screen } from '@testing-library/react';
import { history, useModel } from '@umijs/max';
import SaveSearchButton from '@/components/SaveSearchButton';
import { saveSearch } from '@/services/savedSearches';
import { feedback } from '@/utils/feedback';

// The app's history as a plain location that push and replace move; the router's search params
// are read from it.
jest.mock('@umijs/max', () => {
  const location = { pathname: '/', search: '' };
  const go = (url: string) => {
    const [pathname, search] = url.split('?');
    Object.assign(location, { pathname, search: search ? `?${search}` : '' });
  };
  return {
    history: { location, push: jest.fn(go), replace: jest.fn(go) },
    useModel: jest.fn(),
    useSearchParams: () => [new URLSearchParams(location.search)],
  };
});
jest.mock('@/services/savedSearches', () => ({ saveSearch: jest.fn() }));
jest.mock('@/utils/feedback', () => ({ feedback: { success: jest.fn() } }));

const signedIn = (user: boolean) =>
  jest
    .mocked(useModel)
    .mockReturnValue({ initialState: { currentUser: user ? { account: 'demo' } : undefined } });

const SEARCH: API.SavedSearchTarget = {
  kind: 'patent',
  params: { q: '电池', sort: 'relevance', filters: { type: ['invention'] } },
};
const RESULT = '/gxq/patent/result?q=%E7%94%B5%E6%B1%A0&type=invention';

const at = (url: string) => (history.replace as (to: string) => void)(url);
const here = () => `${history.location.pathname}${history.location.search}`;

beforeEach(() => {
  window.sessionStorage.clear();
  jest.mocked(saveSearch).mockReset();
  jest.mocked(feedback.success).mockReset();
  jest.mocked(saveSearch).mockResolvedValue({ name: '电池' } as API.SavedSearch);
});

describe('SaveSearchButton', () => {
  it('saves the search the page gives it, then leads to 我的检索 until the search changes', async () => {
    signedIn(true);
    at(RESULT);
    const { rerender } = render(<SaveSearchButton search={SEARCH} label="保存检索" />);
    fireEvent.click(screen.getByRole('button', { name: /保存检索/ }));
    expect(saveSearch).toHaveBeenCalledWith(SEARCH);
    await screen.findByRole('link', { name: /已保存 · 我的检索/ });
    expect(feedback.success).toHaveBeenCalledWith('已保存到我的检索：电池');

    // The same search built anew (the page renders again): still saved.
    rerender(<SaveSearchButton search={JSON.parse(JSON.stringify(SEARCH))} label="保存检索" />);
    expect(screen.getByRole('link', { name: /已保存 · 我的检索/ })).toBeInTheDocument();
    const other = { kind: 'patent', params: { q: '电机', sort: 'relevance' } } as const;
    rerender(<SaveSearchButton search={other} label="保存检索" />);
    expect(screen.getByRole('button', { name: /保存检索/ })).toBeInTheDocument();
  });

  it('sends a visitor to the login, to come back to the same page with the flag', () => {
    signedIn(false);
    at(`${RESULT}&page=2`);
    render(<SaveSearchButton search={SEARCH} label="保存检索" />);
    fireEvent.click(screen.getByRole('button', { name: /保存检索/ }));
    expect(saveSearch).not.toHaveBeenCalled();
    expect(history.location.pathname).toBe('/gxq/user/login');
    const redirect = new URLSearchParams(history.location.search).get('redirect');
    expect(redirect).toBe(`${RESULT}&page=2&saveSearch=1`);
  });

  it('back from the login it sent the visitor to: saves once and drops the flag', async () => {
    signedIn(false);
    at(RESULT);
    const { unmount } = render(<SaveSearchButton search={SEARCH} label="保存检索" />);
    fireEvent.click(screen.getByRole('button', { name: /保存检索/ }));
    unmount();
    // The login page sends the now signed-in user back to its redirect.
    signedIn(true);
    at(new URLSearchParams(history.location.search).get('redirect')!);
    const { rerender } = render(<SaveSearchButton search={SEARCH} label="保存检索" />);
    await screen.findByRole('link', { name: /已保存 · 我的检索/ });
    expect(saveSearch).toHaveBeenCalledTimes(1);
    expect(saveSearch).toHaveBeenCalledWith(SEARCH);
    expect(here()).toBe(RESULT);
    await act(async () => {
      rerender(<SaveSearchButton search={SEARCH} label="保存检索" />);
    });
    expect(saveSearch).toHaveBeenCalledTimes(1);
  });

  it('a link carrying the flag saves nothing for a signed-in user, and loses the flag', async () => {
    signedIn(true);
    at(`${RESULT}&saveSearch=1`);
    await act(async () => {
      render(<SaveSearchButton search={SEARCH} label="保存检索" />);
    });
    expect(saveSearch).not.toHaveBeenCalled();
    expect(here()).toBe(RESULT);
    expect(screen.getByRole('button', { name: /保存检索/ })).toBeInTheDocument();
  });

  it('a marker for another search does not save this one', async () => {
    signedIn(false);
    at('/gxq/patent/result?q=%E7%94%B5%E6%9C%BA');
    const { unmount } = render(<SaveSearchButton search={SEARCH} label="保存检索" />);
    fireEvent.click(screen.getByRole('button', { name: /保存检索/ }));
    unmount();
    signedIn(true);
    at(`${RESULT}&saveSearch=1`);
    await act(async () => {
      render(<SaveSearchButton search={SEARCH} label="保存检索" />);
    });
    expect(saveSearch).not.toHaveBeenCalled();
    expect(here()).toBe(RESULT);
  });
});
