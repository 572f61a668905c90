/** Today in China (UTC+8 all year), the day a first publication is dated with. */
export function chinaToday(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}
