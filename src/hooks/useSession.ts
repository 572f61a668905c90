import { history, useModel } from '@umijs/max';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { LOGOUT_WAIT_MS } from '../constants';
import {
  login as loginRequest,
  logout as logoutRequest,
  logoutEverywhere as logoutEverywhereRequest,
} from '../services/auth';
import { appLocation, currentRedirect } from '../utils/navigation';
import {
  clearStoredSession,
  forgetLocalData,
  getSafeRedirect,
  landingPathFor,
  logoutRedirectTarget,
  saveToken,
} from '../utils/session';

/** Login and logout, wired to the initial state so access and the header update at once. */
export default function useSession() {
  const { initialState, setInitialState } = useModel('@@initialState');

  const setCurrentUser = useCallback(
    (currentUser: API.CurrentUser | undefined) => {
      // flushSync: the next page must render with the new user, not the stale one.
      flushSync(() => setInitialState((state) => ({ ...state, currentUser })));
    },
    [setInitialState],
  );

  /**
   * Starts the session of a token however it was obtained (password, SMS code, registration):
   * stores it, refreshes the user at once, then opens the `redirect` target when it is a path of
   * this app.
   */
  const signInWithToken = useCallback(
    async (token: string) => {
      saveToken(token);
      const user = await initialState?.fetchUserInfo?.();
      if (!user) throw new Error('登录状态未能建立，请重试');
      setCurrentUser(user);
      // The searches made as a visitor in this browser join the account's history (the history
      // code loads then, not with every page).
      void import(/* webpackChunkName: "search-history" */ '../utils/accountSearchHistory').then(
        (history) => history.mergeBrowserHistory(),
      );
      history.replace(getSafeRedirect(currentRedirect(), landingPathFor(user)));
      return user;
    },
    [initialState, setCurrentUser],
  );

  /** Signs in with account and password. */
  const login = useCallback(
    async (params: API.LoginParams) => {
      // The form shows the failure itself, next to the fields the user typed.
      const result = await loginRequest(params, { skipErrorHandler: true });
      return signInWithToken(result.token);
    },
    [signInWithToken],
  );

  /**
   * docs/spec.md §2/§4: tell the backend, forget the token, cookies and what the user left in this browser,
   * clear the user, go to login.
   */
  const endLocally = useCallback(() => {
    clearStoredSession();
    forgetLocalData();
    setCurrentUser(undefined);
    const target = logoutRedirectTarget(appLocation());
    if (target) history.replace(target);
  }, [setCurrentUser]);

  const logout = useCallback(async () => {
    try {
      await logoutRequest({ timeout: LOGOUT_WAIT_MS });
    } catch {
      // The request layer has said what failed; the local session ends all the same.
    }
    endLocally();
  }, [endLocally]);

  /**
   * 退出所有设备: every session of the account ends at the backend, then this browser's as in
   * logout. A failure (the request layer has said what) leaves this session as it was: the other
   * devices would still be signed in.
   */
  const logoutEverywhere = useCallback(async () => {
    await logoutEverywhereRequest();
    endLocally();
  }, [endLocally]);

  return {
    currentUser: initialState?.currentUser,
    login,
    signInWithToken,
    logout,
    logoutEverywhere,
  };
}
