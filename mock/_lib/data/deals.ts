// Deals of the data set, so 成交公示 and the figures start with a history: every 40th listing
// and every 30th demand (none of the demo account's) was concluded a while after it was published.

import { addDays, daysBetween, minIso, TODAY } from '../dates';

const EVERY = { sell: 40, buy: 30 } as const;

export function withSeededDeals(
  items: API.IpcTransaction[],
  counterparts: readonly string[],
): API.IpcTransaction[] {
  const seen = { sell: 0, buy: 0 };
  return items.map((item) => {
    const nth = seen[item.kind]++;
    if (item.owner || nth % EVERY[item.kind] !== 7 || (item.status ?? 'published') !== 'published')
      return item;
    const span = Math.max(0, daysBetween(item.publishDate, TODAY) - 1);
    const date = minIso(addDays(item.publishDate, Math.min(span, 20 + (nth % 60))), TODAY);
    const price =
      item.kind === 'sell' && typeof item.price === 'number'
        ? Math.round(item.price * 0.92 * 100) / 100
        : undefined;
    return {
      ...item,
      status: 'dealt',
      statusDate: date,
      deal: {
        date,
        ...(price !== undefined && nth % 3 !== 0 ? { price } : {}),
        ...(nth % 2 === 1 ? { counterpart: counterparts[nth % counterparts.length] } : {}),
        recordedAt: new Date(`${date}T10:00:00+08:00`).toISOString(),
        recordedBy: 'platform',
      },
    };
  });
}
