import { useModel } from '@umijs/max';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { onSessionEnd } from '../utils/sessionEnd';

/**
 * Clears the signed-in user when the request layer ends the session (showType 9, HTTP 401), so
 * the header and access rules show a visitor before the login page opens.
 */
export default function useSessionEndListener() {
  const { setInitialState } = useModel('@@initialState');
  useEffect(
    () =>
      onSessionEnd(() =>
        flushSync(() => setInitialState((state) => ({ ...state, currentUser: undefined }))),
      ),
    [setInitialState],
  );
}
