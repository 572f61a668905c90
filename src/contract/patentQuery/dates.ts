// Date values of AD / PD clauses: YYYY, YYYY-MM, YYYY-MM-DD or YYYYMMDD (also with / or .),
// and the inclusive day range a comparison stands for.

import type { DateOperator } from './types';

export const DATE_FORMAT_MESSAGE =
  '日期格式不正确，应为 YYYY-MM-DD（也可写作 YYYYMMDD、YYYY-MM 或 YYYY）';

export interface DateValue {
  /** Normalised text: `2018`, `2018-03` or `2018-03-05`. */
  value: string;
  /** First and last day the value covers. */
  first: string;
  last: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Adds days to an ISO date (UTC, no time zone surprises). */
export function shiftDay(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Parses a date value; returns `format` when it does not look like a date, `range` when it names
 * a day that does not exist or lies outside 1900–2099.
 */
export function parseDateValue(text: string): DateValue | 'format' | 'range' {
  const m =
    /^(\d{4})$/.exec(text) ??
    /^(\d{4})[-/.](\d{1,2})$/.exec(text) ??
    /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!m) return 'format';
  const year = Number(m[1]);
  if (year < 1900 || year > 2099) return 'range';
  if (m[2] === undefined) return { value: m[1], first: `${m[1]}-01-01`, last: `${m[1]}-12-31` };
  const month = Number(m[2]);
  if (month < 1 || month > 12) return 'range';
  const ym = `${m[1]}-${pad(month)}`;
  if (m[3] === undefined)
    return { value: ym, first: `${ym}-01`, last: `${ym}-${pad(daysInMonth(year, month))}` };
  const day = Number(m[3]);
  if (day < 1 || day > daysInMonth(year, month)) return 'range';
  const ymd = `${ym}-${pad(day)}`;
  return { value: ymd, first: ymd, last: ymd };
}

/** The inclusive bounds of `FIELD op value`. */
export function dateBounds(op: DateOperator, d: DateValue): { from?: string; to?: string } {
  switch (op) {
    case '=':
      return { from: d.first, to: d.last };
    case '>=':
      return { from: d.first };
    case '>':
      return { from: shiftDay(d.last, 1) };
    case '<=':
      return { to: d.last };
    case '<':
      return { to: shiftDay(d.first, -1) };
    default:
      return {};
  }
}
