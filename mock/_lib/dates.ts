// The mock's world clock. Data and date filters count from one fixed day, never from Date.now(),
// so filters such as "founded less than 3 years ago" give the same answer on every run.

export const TODAY = '2026-11-21';

const DAY_MS = 86_400_000;

export function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return toIso(new Date(toDate(iso).getTime() + days * DAY_MS));
}

export function addMonths(iso: string, months: number): string {
  const d = toDate(iso);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return toIso(d);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);
}

/** Whole and fractional years from `from` to `to` (default TODAY). */
export function yearsSince(from: string, to: string = TODAY): number {
  return daysBetween(from, to) / 365.25;
}

export function minIso(a: string, b: string): string {
  return a < b ? a : b;
}

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = toDate(value);
  return !Number.isNaN(d.getTime()) && toIso(d) === value;
}

/** Day of the year, 0-based, and the share of the year already passed. */
export function yearFraction(iso: string): number {
  const d = toDate(iso);
  const start = Date.UTC(d.getUTCFullYear(), 0, 1);
  return (d.getTime() - start) / (366 * DAY_MS);
}

/** Uniform random day in [from, to]. */
export function randomDate(
  rng: { int(min: number, max: number): number },
  from: string,
  to: string,
): string {
  return addDays(from, rng.int(0, Math.max(0, daysBetween(from, to))));
}

export function maxIso(a: string, b: string): string {
  return a > b ? a : b;
}
