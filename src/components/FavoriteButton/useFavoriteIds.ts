import { useModel } from '@umijs/max';
import { useEffect, useState } from 'react';
import { findFavoriteIds } from '../../services/website';

/**
 * The ids of one type the signed-in user saved, asked once for a list of cards (instead of one
 * check per card); an empty set for a visitor, undefined while unknown.
 */
export default function useFavoriteIds(targetType: API.FavoriteType): Set<string> | undefined {
  const { initialState } = useModel('@@initialState');
  const account = initialState?.currentUser?.account;
  const [ids, setIds] = useState<Set<string>>();

  useEffect(() => {
    if (!account) {
      setIds(new Set());
      return;
    }
    let current = true;
    setIds(undefined);
    findFavoriteIds(targetType)
      .then((list) => current && setIds(new Set(list)))
      .catch(() => {
        // The request layer has said what failed; each button then asks for itself.
      });
    return () => {
      current = false;
    };
  }, [account, targetType]);

  return ids;
}
