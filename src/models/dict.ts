import { useModel } from '@umijs/max';
import useDictionaries from '../hooks/useDictionaries';

/** Global dictionaries (`useModel('dict')`), reloaded when the current user changes. */
export default function useDictModel(): ReturnType<typeof useDictionaries> {
  const { initialState } = useModel('@@initialState');
  return useDictionaries(initialState?.currentUser?.account ?? '');
}
