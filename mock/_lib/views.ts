// Which reads of an item count as a view: one per reader and item a day, the reader being the
// signed-in account or, for a visitor, the client (clients.ts). A loop of reads then adds one
// view, not thousands (浏览最多 sorts by them). Remembered in memory only: after a restart a
// reader may count once more that day.

/** A reader's next read of the same item counts after this long. */
export const VIEW_REPEAT_MS = 24 * 3_600_000;
/** Readers remembered at most; beyond, the oldest are forgotten first. */
const MAX_REMEMBERED = 200_000;

/** When each reader's view of each item was counted, oldest first (a Map keeps insertion order). */
const counted = new Map<string, number>();

function forgetOld(now: number): void {
  for (const [key, at] of counted) {
    if (now - at < VIEW_REPEAT_MS && counted.size <= MAX_REMEMBERED) return;
    counted.delete(key);
  }
}

/** Whether this read of `itemId` by `reader` counts as a view (and notes it if so). */
export function countsAsView(itemId: string, reader: string, now = Date.now()): boolean {
  const key = `${itemId}\u0000${reader}`;
  const last = counted.get(key);
  if (last !== undefined && now - last < VIEW_REPEAT_MS) return false;
  // Re-inserted, so that the map stays in the order the views were counted.
  counted.delete(key);
  counted.set(key, now);
  forgetOld(now);
  return true;
}

/** Forgets every counted view (resetDb: the data set's figures start again). */
export function forgetViews(): void {
  counted.clear();
}
