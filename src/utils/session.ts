import Cookies from 'js-cookie';
import {
  AUTH_KEY,
  BASE_PATH,
  HOME_PATH,
  LOGIN_PATHS,
  PORTAL_LOGIN_PATH,
  SHELL_LOGIN_PATH,
} from '../constants';

export interface LocationLike {
  pathname: string;
  search?: string;
}

// Control characters and whitespace let a browser rewrite `/\t/evil.com` into `//evil.com`.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0020\u007f\\]/;

/** A browser path without the app's base, e.g. `/ipr-front/gxq/index` → `/gxq/index`. */
export function stripBase(path: string): string {
  if (path === BASE_PATH) return '/';
  return path.startsWith(`${BASE_PATH}/`) ? path.slice(BASE_PATH.length) : path;
}

/**
 * The post-login destination: only a path of this app, never another origin or scheme.
 * Anything else (absolute URLs, `//host`, `javascript:`, backslash tricks, login pages) gives the fallback.
 */
export function getSafeRedirect(raw: unknown, fallback: string = HOME_PATH): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || UNSAFE_CHARS.test(raw)) return fallback;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return fallback;
  }
  // An encoded `//` or backslash would be decoded again by some routers.
  if (decoded.startsWith('//') || UNSAFE_CHARS.test(decoded)) return fallback;
  const probe = 'http://app.invalid';
  let url: URL;
  try {
    url = new URL(raw, probe);
  } catch {
    return fallback;
  }
  if (url.origin !== probe) return fallback;
  const path = stripBase(url.pathname);
  if (LOGIN_PATHS.includes(path)) return fallback;
  return `${path}${url.search}${url.hash}`;
}

/** The administrators' landing page in the shell: the zone's figures (数据看板). */
export const ADMIN_LANDING_PATH = '/admin/dashboard';

/**
 * Where a login without a `redirect` lands: administrators on 数据看板, everyone else on the
 * portal's home. A safe `redirect` always wins (getSafeRedirect's fallback is this).
 */
export function landingPathFor(user: Pick<API.CurrentUser, 'userType'> | undefined): string {
  return user?.userType === 'admin' ? ADMIN_LANDING_PATH : HOME_PATH;
}

/** `/login?redirect=<path and query>` for a location of this app. */
export function buildLoginUrl(loginPath: string, location: LocationLike): string {
  const current = `${location.pathname}${location.search ?? ''}`;
  return `${loginPath}?${new URLSearchParams({ redirect: current }).toString()}`;
}

/** The portal's account pages: 登录, 注册, 找回密码. */
const PORTAL_ACCOUNT_PAGE = /^\/gxq\/user\/(login|register|forget)$/;

/**
 * The header's 登录 / 注册 link for a visitor: back to this page afterwards, or, on an account
 * page itself, on to where that page was already taking the visitor (never back to itself).
 */
export function guestLinkUrl(path: string, location: LocationLike): string {
  if (!PORTAL_ACCOUNT_PAGE.test(location.pathname)) return buildLoginUrl(path, location);
  const redirect = new URLSearchParams(location.search ?? '').get('redirect');
  return redirect ? `${path}?${new URLSearchParams({ redirect }).toString()}` : path;
}

/** The login page for a path of this app: the portal's for portal pages, the shell's otherwise. */
export function loginPathFor(pathname: string): string {
  return pathname === '/gxq' || pathname.startsWith('/gxq/') ? PORTAL_LOGIN_PATH : SHELL_LOGIN_PATH;
}

/**
 * Where logout sends the user (docs/spec.md §2): the shell login with the previous path and query,
 * or null when already on the login page or when a redirect parameter is already present.
 */
export function logoutRedirectTarget(location: LocationLike): string | null {
  if (LOGIN_PATHS.includes(location.pathname)) return null;
  if (new URLSearchParams(location.search ?? '').has('redirect')) return null;
  // Leaving from a portal page stays on the portal: its own login, back to the page after.
  return buildLoginUrl(loginPathFor(location.pathname), location);
}

export function saveToken(token: string): void {
  window.localStorage.setItem(AUTH_KEY, token);
}

/** Removes the stored token and every cookie this app can see. */
export function clearStoredSession(): void {
  window.localStorage.removeItem(AUTH_KEY);
  const paths = ['/', BASE_PATH, `${BASE_PATH}/`];
  for (const name of Object.keys(Cookies.get())) {
    Cookies.remove(name);
    for (const path of paths) Cookies.remove(name, { path });
  }
}

/** What this app keeps in the browser besides the session: form drafts, the search history. */
const LOCAL_DATA_PREFIX = 'ipr.';

/**
 * Forgets what the signed-out user left in this browser (drafts, search history), so the next
 * person at a shared computer finds none of it. Only on logout: a session that ended by itself
 * (expired, ended elsewhere) keeps the account's drafts, which come back when it signs in again.
 */
export function forgetLocalData(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) =>
      window.localStorage.key(i),
    );
    for (const key of keys)
      if (key?.startsWith(LOCAL_DATA_PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing kept to forget.
  }
}

/**
 * The current-user lookup, asked only when a token is stored: the contract answers `null` for a
 * request without one (api/openapi.yaml, getCurrent), so a visitor's answer is known without the
 * round trip, which every first page otherwise waited for before it could render. Storage that
 * cannot be read asks the backend, as before.
 */
export function askedWithToken<Args extends unknown[]>(
  fetchCurrent: (...args: Args) => Promise<API.CurrentUser | null>,
): (...args: Args) => Promise<API.CurrentUser | null> {
  return (...args) => {
    let token: string | null = 'unknown';
    try {
      token = window.localStorage.getItem(AUTH_KEY);
    } catch {
      // Storage disabled: whether a session exists is for the backend to say.
    }
    return token ? fetchCurrent(...args) : Promise.resolve(null);
  };
}

export type SessionLookup =
  | { status: 'user'; user: API.CurrentUser }
  | { status: 'visitor' }
  | { status: 'failed'; error: unknown };

/**
 * Interprets the current-user lookup (docs/spec.md §4): data with an account is a session,
 * null (or data without an account) is a visitor, a thrown error is a failed lookup.
 */
export async function lookupSession(
  fetchCurrent: () => Promise<API.CurrentUser | null>,
): Promise<SessionLookup> {
  try {
    const user = await fetchCurrent();
    if (user && typeof user.account === 'string' && user.account) {
      return { status: 'user', user: { ...user, menuData: user.menuData ?? [] } };
    }
    return { status: 'visitor' };
  } catch (error) {
    return { status: 'failed', error };
  }
}

export interface SessionDeps {
  fetchCurrent: () => Promise<API.CurrentUser | null>;
  /** Sends the user to the portal login page (docs/spec.md §4: a failed lookup). */
  goToLogin: () => void;
}

/**
 * getInitialState's user lookup: the user, undefined for a visitor, or undefined plus a trip to the
 * login page when the lookup fails. (A token the backend no longer accepts, HTTP 401 or showType 9,
 * has already been forgotten by the request layer, so the visitor can keep browsing after that.)
 */
export async function resolveCurrentUser(deps: SessionDeps): Promise<API.CurrentUser | undefined> {
  const result = await lookupSession(deps.fetchCurrent);
  if (result.status === 'user') return result.user;
  if (result.status === 'failed') deps.goToLogin();
  return undefined;
}

/**
 * A lookup that may be started before it is needed and then taken once: the current-user request
 * begins before React's first render (app.tsx `render`) instead of in the effect after it, and
 * getInitialState takes that request. Later lookups (after login, a refresh) fetch anew.
 */
export function earlyOnce<T>(fetch: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  return {
    start() {
      pending = fetch();
      // Handled when taken; until then a failure must not count as unhandled.
      pending.catch(() => undefined);
    },
    take(): Promise<T> {
      const started = pending;
      pending = undefined;
      return started ?? fetch();
    },
  };
}
