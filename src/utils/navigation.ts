import { history } from '@umijs/max';
import { LOGIN_PATHS } from '../constants';
import { buildLoginUrl, stripBase, type LocationLike } from './session';

/**
 * The current location relative to the app. Umi's `history.push` adds the base path,
 * but `history.location.pathname` still carries it.
 */
export function appLocation(): Required<LocationLike> {
  const { pathname, search } = history.location;
  return { pathname: stripBase(pathname), search };
}

/** The `redirect` query parameter of the current location, when there is one. */
export function currentRedirect(): string | null {
  return new URLSearchParams(history.location.search).get('redirect');
}

/** A path with the current `redirect` carried over, so the user still lands where they meant to. */
export function withRedirect(path: string, redirect: string | null = currentRedirect()): string {
  return redirect ? `${path}?${new URLSearchParams({ redirect }).toString()}` : path;
}

/** Opens a login page that returns here afterwards; does nothing when already on a login page. */
export function redirectToLogin(loginPath: string): void {
  const location = appLocation();
  if (LOGIN_PATHS.includes(location.pathname)) return;
  history.push(buildLoginUrl(loginPath, location));
}
