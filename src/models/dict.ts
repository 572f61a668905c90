import { useModel } from '@umijs/max';
import { useRef } from 'react';
import useDictionaries from '../hooks/useDictionaries';

/**
 * Global dictionaries (`useModel('dict')`), reloaded when the current user changes.
 *
 * They are asked for at once, while the user is still being looked up: those calls carry the
 * session's token, so the user the lookup then finds is the one they were answered for, and only a
 * later change of user (a login, a logout) loads them again.
 */
export default function useDictModel(): ReturnType<typeof useDictionaries> {
  const { initialState, loading } = useModel('@@initialState');
  const account = initialState?.currentUser?.account ?? '';
  const firstAccount = useRef<string>(undefined);
  if (!loading && firstAccount.current === undefined) firstAccount.current = account;
  const userKey = loading || account === firstAccount.current ? '(session at start)' : account;
  return useDictionaries(userKey);
}
