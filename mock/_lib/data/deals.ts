// Deals of the data set, so 成交公示 and the figures start with a history: every 40th listing
// and every 30th demand by place (none of the demo account's) was concluded a while after it was
// published.

import { addDays, daysBetween, minIso, TODAY } from '../dates';
import { fitsTrade } from './industries';
import { SELL_COUNT } from './trading';

const EVERY = { sell: 40, buy: 30 } as const;

/**
 * An item's place among the seeded items of its kind, read from its id: the hall leaves some
 * slots of listings empty (trading.ts), and counting by place keeps every deal where it was.
 */
function placeOf(item: API.IpcTransaction): number {
  const number = Number(item.id.slice('txn-'.length));
  return item.kind === 'sell' ? number - 1 : number - SELL_COUNT - 1;
}

/**
 * `counterparts`: the companies a deal may be concluded with. The one named is in a business that
 * fits the item's subject (industries.ts) — a 隔震结构 goes to a builder, never to a seed company —
 * and is not the item's own publisher.
 */
export function withSeededDeals(
  items: API.IpcTransaction[],
  counterparts: readonly string[],
): API.IpcTransaction[] {
  return items.map((item) => {
    const nth = placeOf(item);
    if (item.owner || nth % EVERY[item.kind] !== 7 || (item.status ?? 'published') !== 'published')
      return item;
    const span = Math.max(0, daysBetween(item.publishDate, TODAY) - 1);
    const date = minIso(addDays(item.publishDate, Math.min(span, 20 + (nth % 60))), TODAY);
    const price =
      item.kind === 'sell' && typeof item.price === 'number'
        ? Math.round(item.price * 0.92 * 100) / 100
        : undefined;
    const fitting = counterparts.filter((name) => name !== item.seller && fitsTrade(name, item));
    // Taken in turn by deal, so the deals of one trade go to different companies.
    const counterpart = fitting[Math.floor(nth / EVERY[item.kind]) % fitting.length];
    return {
      ...item,
      status: 'dealt',
      statusDate: date,
      deal: {
        date,
        ...(price !== undefined && nth % 3 !== 0 ? { price } : {}),
        ...(nth % 2 === 1 && counterpart ? { counterpart } : {}),
        recordedAt: new Date(`${date}T10:00:00+08:00`).toISOString(),
        recordedBy: 'platform',
      },
    };
  });
}
