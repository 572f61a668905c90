// The mock's world clock. Data and date filters count from one fixed day, never from Date.now(),
// so filters such as "founded less than 3 years ago" give the same answer on every run.

import { isCalendarDay } from '../../src/contract/validators';
import { badRequest } from './envelope';

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

const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * The China calendar day (UTC+8) of an instant, or undefined for a missing or broken one: the
 * portal's day filters and the dashboard's weeks count days as its users live them, so a message
 * sent at 07:30 on the 26th in Xi'an is of the 26th, not of the 25th (its UTC day).
 */
export function chinaDayOf(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time)
    ? undefined
    : new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A day filter's bound from the query (YYYY-MM-DD), or a 400 that names the field. */
export function dayBound(value: unknown, label: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!isCalendarDay(text)) throw badRequest(`${label}格式不正确，应为YYYY-MM-DD`);
  return text;
}
