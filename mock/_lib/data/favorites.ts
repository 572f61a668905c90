// Items the demo account saved before, so its 我的收藏 shows one of each kind on first visit.

import type { DataSet } from './index';

type Seed = Pick<DataSet, 'patents' | 'transactions' | 'products' | 'agencies' | 'experts'>;

export function demoFavorites(data: Seed): API.Favorite[] {
  const listing = data.transactions.find((t) => t.kind === 'sell' && t.owner !== 'demo')!;
  const saved: [API.FavoriteType, string, string, string][] = [
    ['patent', data.patents[7].id, data.patents[7].title, '2026-10-12T03:20:00.000Z'],
    ['listing', listing.id, listing.title, '2026-10-28T08:05:00.000Z'],
    ['product', data.products[2].id, data.products[2].name, '2026-11-06T01:45:00.000Z'],
    [
      'agency',
      data.agencies[4].creditCode,
      data.agencies[4].enterpriseName,
      '2026-11-15T07:30:00.000Z',
    ],
  ];
  return saved.map(([targetType, targetId, title, createdAt], index) => ({
    id: `fav-${String(index + 1).padStart(4, '0')}`,
    account: 'demo',
    targetType,
    targetId,
    title,
    createdAt,
    available: true,
  }));
}
