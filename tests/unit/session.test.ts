import Cookies from 'js-cookie';
import {
  askedWithToken,
  buildLoginUrl,
  guestLinkUrl,
  clearStoredSession,
  earlyOnce,
  forgetLocalData,
  getSafeRedirect,
  loginPathFor,
  logoutRedirectTarget,
  resolveCurrentUser,
} from '@/utils/session';

describe('getSafeRedirect', () => {
  it.each([
    ['/gxq/patent/search', '/gxq/patent/search'],
    [
      '/gxq/patent/result?q=%E7%94%B5%E6%B1%A0&page=2',
      '/gxq/patent/result?q=%E7%94%B5%E6%B1%A0&page=2',
    ],
    ['/account/center#top', '/account/center#top'],
    ['/ipr-front/gxq/finance/index', '/gxq/finance/index'],
  ])('accepts the app path %s', (raw, expected) => {
    expect(getSafeRedirect(raw)).toBe(expected);
  });

  it.each([
    ['https://other.host/phish'],
    ['http://other.host'],
    ['//other.host/path'],
    ['///other.host'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/\\other.host'],
    ['\\\\other.host'],
    ['/%5Cother.host'],
    ['/%2F%2Fother.host'],
    ['/\t/other.host'],
    [' /gxq/index'],
    ['gxq/index'],
    ['/user/login'],
    ['/gxq/user/login?redirect=/x'],
    [''],
    [null],
    [undefined],
    [42],
    ['/%E0%A4%A'],
  ])('rejects %p', (raw) => {
    expect(getSafeRedirect(raw)).toBe('/gxq/index');
  });

  it('uses the given fallback', () => {
    expect(getSafeRedirect('https://evil.example', '/account/center')).toBe('/account/center');
  });
});

describe('logoutRedirectTarget', () => {
  it('keeps the previous path and query', () => {
    const target = logoutRedirectTarget({
      pathname: '/account/center',
      search: '?tab=1&x=%E4%B8%AD',
    });
    expect(target).toBe(
      `/user/login?redirect=${encodeURIComponent('/account/center?tab=1&x=%E4%B8%AD')}`,
    );
    expect(new URLSearchParams(target!.split('?')[1]).get('redirect')).toBe(
      '/account/center?tab=1&x=%E4%B8%AD',
    );
  });

  it('leaves a portal page for the portal’s own login, not the shell’s', () => {
    expect(logoutRedirectTarget({ pathname: '/gxq/operations/list', search: '?kind=sell' })).toBe(
      `/gxq/user/login?redirect=${encodeURIComponent('/gxq/operations/list?kind=sell')}`,
    );
  });

  it('is skipped on the login page', () => {
    expect(logoutRedirectTarget({ pathname: '/user/login', search: '' })).toBeNull();
    expect(logoutRedirectTarget({ pathname: '/gxq/user/login' })).toBeNull();
  });

  it('is skipped when a redirect parameter is already present', () => {
    expect(
      logoutRedirectTarget({ pathname: '/gxq/index', search: '?redirect=/account/center' }),
    ).toBeNull();
  });

  it('builds login URLs for any login page', () => {
    expect(buildLoginUrl('/gxq/user/login', { pathname: '/gxq/index' })).toBe(
      '/gxq/user/login?redirect=%2Fgxq%2Findex',
    );
  });
});

describe('guestLinkUrl (the header’s 登录 and 注册)', () => {
  it('comes back to the page the visitor was reading', () => {
    expect(
      guestLinkUrl('/gxq/user/register', {
        pathname: '/gxq/operations/sell/7',
        search: '?from=hall',
      }),
    ).toBe('/gxq/user/register?redirect=%2Fgxq%2Foperations%2Fsell%2F7%3Ffrom%3Dhall');
  });

  it('on an account page, keeps where that page was going and never points back at itself', () => {
    const login = { pathname: '/gxq/user/login', search: '?redirect=%2Faccount%2Fcenter' };
    expect(guestLinkUrl('/gxq/user/login', login)).toBe(
      '/gxq/user/login?redirect=%2Faccount%2Fcenter',
    );
    expect(guestLinkUrl('/gxq/user/register', login)).toBe(
      '/gxq/user/register?redirect=%2Faccount%2Fcenter',
    );
    expect(guestLinkUrl('/gxq/user/login', { pathname: '/gxq/user/forget', search: '' })).toBe(
      '/gxq/user/login',
    );
  });
});

describe('clearStoredSession', () => {
  it('removes the token and the cookies', () => {
    window.localStorage.setItem('Authorization', 'Bearer t');
    window.localStorage.setItem('ipr.draft.x', '{}');
    Cookies.set('SESSION', 'abc');
    Cookies.set('theme', 'dark');
    clearStoredSession();
    expect(window.localStorage.getItem('Authorization')).toBeNull();
    // A session that ended by itself keeps the drafts: signing in again brings them back.
    expect(window.localStorage.getItem('ipr.draft.x')).toBe('{}');
    expect(Cookies.get()).toEqual({});
  });
});

describe('forgetLocalData (logout)', () => {
  it('forgets every draft and the search history, and nothing of other sites’ code', () => {
    window.localStorage.setItem('ipr.draft.trade.sell.demo', '{"title":"专利出让"}');
    window.localStorage.setItem('ipr.draft.trade.buy.13900000001.txn-0003', '{}');
    window.localStorage.setItem('ipr.patentSearchHistory', '["电池"]');
    window.localStorage.setItem('theme', 'dark');
    forgetLocalData();
    expect(Object.keys(window.localStorage)).toEqual(['theme']);
  });
});

describe('loginPathFor', () => {
  it('sends portal pages to the portal login and the rest to the shell login', () => {
    expect(loginPathFor('/gxq/finance/list')).toBe('/gxq/user/login');
    expect(loginPathFor('/gxq')).toBe('/gxq/user/login');
    expect(loginPathFor('/account/center')).toBe('/user/login');
    expect(loginPathFor('/gxqfake')).toBe('/user/login');
  });
});

describe('resolveCurrentUser (getInitialState)', () => {
  afterEach(() => window.localStorage.clear());

  it('returns the user when the lookup has an account', async () => {
    const goToLogin = jest.fn();
    const user = await resolveCurrentUser({
      fetchCurrent: async () => ({ account: 'admin', profileVersion: 1 }),
      goToLogin,
    });
    expect(user).toEqual({ account: 'admin', profileVersion: 1, menuData: [] });
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('treats null as a visitor without redirecting', async () => {
    const goToLogin = jest.fn();
    const user = await resolveCurrentUser({
      fetchCurrent: async () => null,
      goToLogin,
    });
    expect(user).toBeUndefined();
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('sends a failed lookup to login', async () => {
    const goToLogin = jest.fn();
    const user = await resolveCurrentUser({
      fetchCurrent: async () => {
        throw Object.assign(new Error('500'), { response: { status: 500 } });
      },
      goToLogin,
    });
    expect(user).toBeUndefined();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps the token when the server is merely unreachable', async () => {
    window.localStorage.setItem('Authorization', 'Bearer ok');
    const goToLogin = jest.fn();
    await resolveCurrentUser({
      fetchCurrent: async () => {
        throw Object.assign(new Error('network'), { request: {} });
      },
      goToLogin,
    });
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('Authorization')).toBe('Bearer ok');
  });
});

describe('earlyOnce (the first user lookup)', () => {
  it('hands the request started early to the first taker, and fetches anew after that', async () => {
    const fetch = jest.fn().mockResolvedValueOnce('early').mockResolvedValueOnce('later');
    const lookup = earlyOnce(fetch);
    lookup.start();
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(lookup.take()).resolves.toBe('early');
    await expect(lookup.take()).resolves.toBe('later');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fetches when nothing was started', async () => {
    const lookup = earlyOnce(jest.fn().mockResolvedValue('now'));
    await expect(lookup.take()).resolves.toBe('now');
  });

  it('keeps an early failure for its taker instead of reporting it as unhandled', async () => {
    const lookup = earlyOnce(() => Promise.reject(new Error('offline')));
    lookup.start();
    await new Promise((resolve) => {
      setTimeout(resolve, 0);
    });
    await expect(lookup.take()).rejects.toThrow('offline');
  });
});

describe('askedWithToken (a visitor needs no lookup)', () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it('answers a visitor without asking the backend, as the contract would', async () => {
    const fetchCurrent = jest.fn();
    await expect(askedWithToken(fetchCurrent)()).resolves.toBeNull();
    expect(fetchCurrent).not.toHaveBeenCalled();
  });

  it('asks the backend whenever a token is stored, and passes its answer on', async () => {
    window.localStorage.setItem('Authorization', 'Bearer t');
    const lookup = askedWithToken(jest.fn().mockResolvedValue({ account: 'demo' }));
    await expect(lookup()).resolves.toEqual({ account: 'demo' });
  });

  it('asks the backend when the storage cannot be read', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const fetchCurrent = jest.fn().mockResolvedValue(null);
    await askedWithToken(fetchCurrent)();
    expect(fetchCurrent).toHaveBeenCalledTimes(1);
  });
});
