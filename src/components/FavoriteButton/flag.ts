/** Query flag naming the item a visitor asked to save before being sent to login. */
export const FAVORITE_PARAM = 'favorite';

/** `patent:P123` — the value of the flag for one item. */
export function favoriteFlag({ targetType, targetId }: API.FavoriteTarget): string {
  return `${targetType}:${targetId}`;
}

/** The search string of `search` with the flag for `target` set, for the login's way back. */
export function withFavoriteFlag(search: string, target: API.FavoriteTarget): string {
  const params = new URLSearchParams(search);
  params.set(FAVORITE_PARAM, favoriteFlag(target));
  return `?${params}`;
}

/** `search` without the flag; empty when nothing else is left. */
export function withoutFavoriteFlag(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(FAVORITE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
