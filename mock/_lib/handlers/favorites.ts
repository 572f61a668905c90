// Website service, 收藏: the signed-in user saves patents, listings, products, agencies and experts
// from their pages and finds them again in 我的收藏.

import { TRANSACTION_TYPE_LABELS } from '../../../src/contract/vocabulary';
import { db } from '../data';
import { directoryRecord } from '../directory';
import { badRequest, bodyOf, handle, targetNotFound } from '../envelope';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { targetTitleOf } from '../targets';
import { requireAccount } from '../users';
import { oneOf, optionalText } from '../validate';
import { nextIdOf } from '../sequences';

export const FAVORITE_TYPES: readonly API.FavoriteType[] = [
  'patent',
  'listing',
  'product',
  'agency',
  'expert',
];

/** Enough for any real use; stops a script from growing the mock's memory without end. */
export const MAX_FAVORITES = 500;

const availability = (visible: boolean) =>
  visible ? { available: true } : { available: false, gone: 'offline' as const };

/** The line that tells similar items apart, and whether the item is still on the platform. */
function describe(
  type: API.FavoriteType,
  id: string,
): { summary?: string; available: boolean; gone?: API.Favorite['gone'] } {
  const data = db();
  switch (type) {
    case 'patent': {
      const patent = data.patents.find((p) => p.id === id);
      return patent
        ? { summary: `${patent.applicationNumber} · ${patent.applicants[0]}`, available: true }
        : { available: false, gone: 'deleted' };
    }
    case 'listing': {
      const item = data.transactions.find((t) => t.id === id);
      if (!item) return { available: false, gone: 'deleted' };
      const kind = item.kind === 'buy' ? '求购需求' : '专利出让';
      const status = item.status ?? 'published';
      return {
        summary: `${kind} · ${TRANSACTION_TYPE_LABELS[item.transactionType] ?? ''}`,
        available: status === 'published',
        ...(status === 'published' ? {} : { gone: status === 'dealt' ? 'dealt' : 'offline' }),
      };
    }
    // A directory item an administrator disabled (or a product of a disabled institution) is
    // off the portal for now: 已下架, not deleted.
    case 'product': {
      const product = directoryRecord('product', id)?.item;
      if (!product) return { available: false, gone: 'deleted' };
      return { summary: product.institutionName, ...availability(data.products.includes(product)) };
    }
    case 'agency': {
      const agency = directoryRecord('agency', id)?.item;
      if (!agency || agency.creditCode !== id) return { available: false, gone: 'deleted' };
      return {
        // A municipality is its own province: 上海市, not 上海市 · 上海市.
        summary: [...new Set([agency.region, agency.city])].filter(Boolean).join(' · '),
        ...availability(data.agencies.includes(agency)),
      };
    }
    case 'expert': {
      const expert = directoryRecord('expert', id)?.item;
      if (!expert) return { available: false, gone: 'deleted' };
      return {
        summary: `${expert.title} · ${expert.organization}`,
        ...availability(data.experts.includes(expert)),
      };
    }
    default:
      return { available: false };
  }
}

/** A stored favourite as the user sees it now: the item's current name and state. */
function present(favorite: API.Favorite): API.Favorite {
  const title =
    targetTitleOf(favorite.targetType, favorite.targetId, favorite.account) ?? favorite.title;
  return { ...favorite, title, ...describe(favorite.targetType, favorite.targetId) };
}

export const FAVORITE_LIST: ListSpec<API.Favorite> = {
  text: (f) => [f.title, f.summary],
  sort: { createdAt: (f) => f.createdAt },
  defaultSort: 'createdAt desc',
  filters: [{ key: 'targetType', kind: 'match', get: (f) => f.targetType }],
};

/** The target a request names (query for reads, body for writes), checked. */
function targetOf(source: Record<string, unknown>): API.FavoriteTarget {
  const targetType = oneOf(source.targetType, FAVORITE_TYPES, '收藏对象类型不正确');
  const targetId = optionalText(source.targetId, '收藏对象', 64);
  if (!targetId) throw badRequest('缺少参数 targetId');
  return { targetType, targetId };
}

const isSame = (account: string, target: API.FavoriteTarget) => (f: API.Favorite) =>
  f.account === account && f.targetType === target.targetType && f.targetId === target.targetId;

/** GET authFront/favorite/find: the user's favourites, newest first, by type and keyword. */
export const findFavorites = handle((req) => {
  const account = requireAccount(req);
  const mine = db()
    .favorites.filter((f) => f.account === account)
    .map(present);
  return runQuery(mine, req.query, FAVORITE_LIST);
});

/** GET authFront/favorite/check?targetType&targetId: whether the user saved that item. */
export const checkFavorite = handle((req) => {
  const account = requireAccount(req);
  const target = targetOf(req.query ?? {});
  return { favorited: db().favorites.some(isSame(account, target)) };
});

/** GET authFront/favorite/ids?targetType: the ids of one type the user saved (cards in a list). */
export const favoriteIds = handle((req) => {
  const account = requireAccount(req);
  const targetType = oneOf(req.query?.targetType, FAVORITE_TYPES, '收藏对象类型不正确');
  return db()
    .favorites.filter((f) => f.account === account && f.targetType === targetType)
    .map((f) => f.targetId);
});

/** POST authFront/favorite/add {targetType, targetId}: saves the item; saving it again changes nothing. */
export const addFavorite = handle((req) => {
  const account = requireAccount(req);
  const target = targetOf(bodyOf(req));
  const favorites = db().favorites;
  const existing = favorites.find(isSame(account, target));
  if (existing) return present(existing);
  const title = targetTitleOf(target.targetType, target.targetId, account);
  // Asked for by a user's action: worth a message (showType 2).
  if (title === undefined) throw targetNotFound('未找到要收藏的内容，可能已被删除');
  if (favorites.filter((f) => f.account === account).length >= MAX_FAVORITES)
    throw badRequest(`收藏已达上限（${MAX_FAVORITES} 条），请先取消部分收藏`);
  const favorite: API.Favorite = {
    id: nextIdOf(
      'favorite',
      'fav-',
      favorites.map((f) => f.id),
    ),
    account,
    ...target,
    title,
    createdAt: new Date().toISOString(),
    available: true,
  };
  favorites.push(favorite);
  return present(favorite);
});

/** POST authFront/favorite/remove {targetType, targetId}: forgets it; removing twice is harmless. */
export const removeFavorite = handle((req) => {
  const account = requireAccount(req);
  const target = targetOf(bodyOf(req));
  const favorites = db().favorites;
  const index = favorites.findIndex(isSame(account, target));
  if (index >= 0) favorites.splice(index, 1);
  return { favorited: false };
});
