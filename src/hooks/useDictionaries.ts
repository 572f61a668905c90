import usePageData from './usePageData';
import { findDictItems } from '../services/website';
import type { DictName } from '../constants';
import { EMPTY_DICTIONARIES, loadDictionaries } from '../utils/dictionaries';

/**
 * The portal's dictionaries; they load again whenever `userKey` (the current user's account,
 * empty for a visitor) changes, since a backend may answer differently per user.
 */
export default function useDictionaries(userKey: string) {
  const { data, loading, error, refresh } = usePageData(
    () => loadDictionaries((code) => findDictItems(code)),
    { refreshDeps: [userKey] },
  );
  /** A dictionary's values once it has loaded; undefined while loading or when it failed. */
  const known = (name: DictName) =>
    data && !data.failed.includes(name) ? data.dicts[name].map((item) => item.value) : undefined;
  return {
    known,
    dicts: data?.dicts ?? EMPTY_DICTIONARIES,
    failed: data?.failed ?? [],
    loading,
    error,
    reload: refresh,
  };
}
