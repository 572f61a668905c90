// The history of a listing or demand: every change of its status or content, with the real time
// and who made it (its owner or an administrator). Handlers append to it; seeded items get one
// derived from their seeded days, at office hours in China, so 最近动态 and the 更新时间 columns
// have something true to show. The history goes to the owner and administrators only (forViewer).

/** A moment of a seeded day, China time (UTC+8), as an ISO date-time. */
function chinaTime(day: string, minutesAfterMidnight: number): string {
  const hours = String(Math.floor(minutesAfterMidnight / 60)).padStart(2, '0');
  const minutes = String(minutesAfterMidnight % 60).padStart(2, '0');
  return new Date(`${day}T${hours}:${minutes}:00+08:00`).toISOString();
}

/** The item with one more event, now (or at `at`). */
export function withEvent<T extends API.IpcTransaction>(
  item: T,
  type: API.TradeEventType,
  by: API.TradeEvent['by'],
  reason?: string,
  at: Date = new Date(),
): T {
  const event: API.TradeEvent = { type, at: at.toISOString(), by, ...(reason ? { reason } : {}) };
  return { ...item, history: [...(item.history ?? []), event] };
}

/** When the item last changed: its latest event's time. */
export function lastChangeOf(item: API.IpcTransaction): string | undefined {
  return item.history?.[item.history.length - 1]?.at;
}

/**
 * A plausible history for a seeded item: sent in the morning of its publishDate, reviewed in the
 * afternoon (approved, or rejected on its statusDate with its reason), a deal when it was recorded.
 * The minutes come from the item's number, so every run gives the same history.
 */
export function seededHistory(item: API.IpcTransaction): API.TradeEvent[] {
  const n = Number(item.id.replace(/\D/g, '')) || 0;
  const events: API.TradeEvent[] = [
    { type: 'submitted', at: chinaTime(item.publishDate, 9 * 60 + ((n * 7) % 150)), by: 'owner' },
  ];
  const reviewedAt = (day: string) => chinaTime(day, 14 * 60 + ((n * 11) % 180));
  const status = item.status ?? 'published';
  if (status === 'rejected')
    events.push({
      type: 'rejected',
      at: reviewedAt(item.statusDate ?? item.publishDate),
      by: 'admin',
      ...(item.statusReason ? { reason: item.statusReason } : {}),
    });
  else if (status !== 'pending')
    events.push({ type: 'approved', at: reviewedAt(item.publishDate), by: 'admin' });
  if (status === 'dealt' && item.deal) {
    const approvedAt = events[events.length - 1].at;
    // A deal recorded the day it was published comes after the approval, not before it.
    const at =
      item.deal.recordedAt > approvedAt
        ? item.deal.recordedAt
        : new Date(Date.parse(approvedAt) + 3_600_000).toISOString();
    events.push({ type: 'dealt', at, by: item.deal.recordedBy === 'owner' ? 'owner' : 'admin' });
  }
  return events;
}

export function withSeededHistory(items: API.IpcTransaction[]): API.IpcTransaction[] {
  return items.map((item) => ({ ...item, history: seededHistory(item) }));
}
