import { history, useModel } from '@umijs/max';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { getSafeRedirect, landingPathFor, saveToken } from '../../utils/session';

/** The `redirect` query parameter of the current location, when there is one. */
export function currentRedirect(): string | null {
  return new URLSearchParams(history.location.search).get('redirect');
}

/** A path with the current `redirect` carried over, so the user still lands where they meant to. */
export function withRedirect(path: string, redirect: string | null = currentRedirect()): string {
  return redirect ? `${path}?${new URLSearchParams({ redirect }).toString()}` : path;
}

/**
 * The steps of useSession().login for a token obtained another way (SMS code, registration):
 * store it, refresh the user in the initial state at once, then open the safe `redirect`.
 */
export default function useTokenSession() {
  const { initialState, setInitialState } = useModel('@@initialState');

  return useCallback(
    async (token: string) => {
      saveToken(token);
      const user = await initialState?.fetchUserInfo?.();
      if (!user) throw new Error('登录状态未能建立，请重试');
      // flushSync: the next page must render with the new user, not the stale one.
      flushSync(() => setInitialState((state) => ({ ...state, currentUser: user })));
      history.replace(getSafeRedirect(currentRedirect(), landingPathFor(user)));
      return user;
    },
    [initialState, setInitialState],
  );
}
