// Application and publication numbers that look like CNIPA's: serials grow through the year,
// publication number series grow with the publication date.

import { applicationNumberCheckChar } from '../../../src/contract/validators';
import { toDate, yearFraction } from '../dates';
import type { Rng } from '../random';

/** Approximate yearly filing volumes, used to place a serial within its year. */
function yearlyVolume(type: API.PatentType, year: number): number {
  const t = Math.max(0, Math.min(year, 2025) - 2004);
  if (type === 'invention') return Math.min(1_650_000, 160_000 + t * 90_000);
  if (type === 'utility') return Math.min(2_900_000, 140_000 + t * 140_000);
  return Math.min(800_000, 150_000 + t * 35_000);
}

/** `201710601862.3` (12-digit form from 2003-10-01) or `97101765.4` (old 8-digit form). */
export function applicationNumber(
  rng: Rng,
  type: API.PatentType,
  date: string,
  used: Set<string>,
  pct = false,
): string {
  const year = toDate(date).getUTCFullYear();
  const oldForm = date < '2003-10-01';
  const typeDigit =
    type === 'invention' ? (pct ? '8' : '1') : type === 'utility' ? (pct ? '9' : '2') : '3';
  const volume = oldForm ? 90_000 : yearlyVolume(type, year);
  let serial = Math.floor(yearFraction(date) * volume) + rng.int(0, 999);
  for (;;) {
    const digits = oldForm
      ? `${String(year % 100).padStart(2, '0')}${typeDigit}${String(serial % 100_000).padStart(5, '0')}`
      : `${year}${typeDigit}${String(serial % 10_000_000).padStart(7, '0')}`;
    if (!used.has(digits)) {
      used.add(digits);
      return `${digits}.${applicationNumberCheckChar(digits)}`;
    }
    serial += 1;
  }
}

/** First publication number (in millions, without the CN prefix) of each year per kind. */
const SERIES: Record<'A' | 'U' | 'S', readonly (readonly [year: number, start: number])[]> = {
  A: [
    [1997, 100.0],
    [2006, 100.5],
    [2008, 101.2],
    [2010, 101.7],
    [2012, 102.4],
    [2014, 103.4],
    [2016, 105.2],
    [2018, 107.5],
    [2020, 110.6],
    [2022, 113.8],
    [2024, 117.3],
    [2026, 120.9],
    [2027, 123.0],
  ],
  U: [
    [1997, 200.0],
    [2006, 200.6],
    [2008, 201.0],
    [2010, 201.6],
    [2012, 202.6],
    [2014, 203.8],
    [2016, 205.2],
    [2018, 207.6],
    [2020, 210.8],
    [2022, 215.5],
    [2024, 220.4],
    [2026, 223.6],
    [2027, 225.0],
  ],
  S: [
    [1997, 300.0],
    [2006, 300.4],
    [2008, 300.8],
    [2010, 301.2],
    [2012, 302.0],
    [2014, 302.8],
    [2016, 303.6],
    [2018, 304.6],
    [2020, 305.9],
    [2022, 307.2],
    [2024, 308.4],
    [2026, 309.4],
    [2027, 310.0],
  ],
};

function seriesStart(kind: 'A' | 'U' | 'S', date: string): number {
  const table = SERIES[kind];
  const year = toDate(date).getUTCFullYear() + yearFraction(date);
  for (let i = 0; i < table.length - 1; i += 1) {
    const [y0, s0] = table[i];
    const [y1, s1] = table[i + 1];
    if (year < y1) return s0 + ((Math.max(year, y0) - y0) / (y1 - y0)) * (s1 - s0);
  }
  return table[table.length - 1][1];
}

/**
 * `CN107301234A`: 9 digits after CN. A granted invention keeps the number of its A publication
 * with kind B (CNIPA practice since 2010), so pass the A number's digits as `sameAs`.
 */
export function publicationNumber(
  rng: Rng,
  kind: 'A' | 'B' | 'U' | 'S',
  date: string,
  used: Set<string>,
  sameAs?: string,
): string {
  if (kind === 'B' && sameAs) return `${sameAs.slice(0, -1)}B`;
  const series = kind === 'B' ? 'A' : kind;
  let n = Math.floor(seriesStart(series, date) * 1_000_000) + rng.int(0, 9_999);
  for (;;) {
    const digits = String(n).padStart(9, '0');
    if (!used.has(digits)) {
      used.add(digits);
      return `CN${digits}${kind}`;
    }
    n += 1;
  }
}
