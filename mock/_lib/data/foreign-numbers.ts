// Publication numbers of foreign patent offices in each office's own form, consistent with the day
// the document was published: serial numbers come from each office's series by date, and numbers
// that carry a year carry the right one. One table (OFFICE_RULES) says what a number of each
// office looks like and whether it fits its date; the generator (foreignNumber) writes them.

import { addDays, daysBetween, toDate, yearFraction } from '../dates';
import type { Rng } from '../random';

/** [day, serial] anchors of a series that grows with the date, oldest first. */
type Series = readonly (readonly [day: string, serial: number])[];

/** US utility patent numbers, first of each year (USPTO's issue-year table; 2026 on estimated). */
const US_GRANTS: Series = [
  ['1988-01-05', 4_716_594],
  ['1990-01-02', 4_890_335],
  ['1992-01-07', 5_077_836],
  ['1994-01-04', 5_274_846],
  ['1996-01-02', 5_479_658],
  ['1997-01-07', 5_590_420],
  ['1998-01-06', 5_704_101],
  ['1999-01-05', 5_855_021],
  ['2000-01-04', 6_009_555],
  ['2001-01-02', 6_167_569],
  ['2002-01-01', 6_334_220],
  ['2003-01-07', 6_502_244],
  ['2004-01-06', 6_671_884],
  ['2005-01-04', 6_836_899],
  ['2006-01-03', 6_981_282],
  ['2007-01-02', 7_155_746],
  ['2008-01-01', 7_313_829],
  ['2009-01-06', 7_472_428],
  ['2010-01-05', 7_640_598],
  ['2011-01-04', 7_861_317],
  ['2012-01-03', 8_087_093],
  ['2013-01-01', 8_341_762],
  ['2014-01-07', 8_621_662],
  ['2015-01-06', 8_925_111],
  ['2016-01-05', 9_226_437],
  ['2017-01-03', 9_532_508],
  ['2018-01-02', 9_854_839],
  ['2019-01-01', 10_165_721],
  ['2020-01-07', 10_524_617],
  ['2021-01-05', 10_881_013],
  ['2022-01-04', 11_212_121],
  ['2023-01-03', 11_540_000],
  ['2024-01-02', 11_856_000],
  ['2025-01-07', 12_185_000],
  ['2026-01-06', 12_520_000],
  ['2027-01-05', 12_850_000],
];

/** EP publication numbers (A and B share the number given at the A publication). */
const EP_PUBLICATIONS: Series = [
  ['1988-01-06', 270_000],
  ['1992-08-26', 500_000],
  ['1996-03-06', 700_000],
  ['2000-05-17', 1_000_000],
  ['2005-01-05', 1_500_000],
  ['2008-12-10', 2_000_000],
  ['2012-09-05', 2_500_000],
  ['2016-03-30', 3_000_000],
  ['2019-06-19', 3_500_000],
  ['2022-05-25', 4_000_000],
  ['2025-02-05', 4_500_000],
  ['2027-01-06', 4_830_000],
];

/** KR registration numbers (10-NNNNNNN), by registration day. */
const KR_GRANTS: Series = [
  ['1996-01-01', 95_000],
  ['2001-07-01', 300_000],
  ['2005-07-01', 500_000],
  ['2008-01-01', 800_000],
  ['2010-11-01', 1_000_000],
  ['2015-03-01', 1_500_000],
  ['2019-07-01', 2_000_000],
  ['2023-02-01', 2_500_000],
  ['2027-01-01', 2_980_000],
];

/** GB A publication numbers, by publication day. */
const GB_PUBLICATIONS: Series = [
  ['1988-01-06', 2_192_000],
  ['1996-10-02', 2_300_000],
  ['2004-09-01', 2_400_000],
  ['2013-09-04', 2_500_000],
  ['2022-05-04', 2_600_000],
  ['2027-01-06', 2_655_000],
];

/** CA application numbers (the A1 keeps it), by filing or national entry day. */
const CA_APPLICATIONS: Series = [
  ['1988-01-01', 1_990_000],
  ['1996-01-01', 2_166_000],
  ['2000-01-01', 2_292_000],
  ['2005-01-01', 2_490_000],
  ['2010-01-01', 2_688_000],
  ['2015-01-01', 2_877_000],
  ['2018-01-01', 2_990_000],
  ['2021-01-01', 3_103_000],
  ['2024-01-01', 3_220_000],
  ['2027-01-01', 3_330_000],
];

const dayNumber = (day: string) => toDate(day).getTime() / 86_400_000;

/** The serial of a series on `day` (linear between anchors, extended past both ends). */
function serialOn(series: Series, day: string): number {
  const t = dayNumber(day);
  let i = 0;
  while (i < series.length - 2 && t >= dayNumber(series[i + 1][0])) i += 1;
  const [d0, s0] = series[i];
  const [d1, s1] = series[i + 1];
  const t0 = dayNumber(d0);
  return Math.round(s0 + ((t - t0) / (dayNumber(d1) - t0)) * (s1 - s0));
}

/** The day a series reached `serial` (the inverse of serialOn). */
function dayOfSerial(series: Series, serial: number): string {
  let i = 0;
  while (i < series.length - 2 && serial >= series[i + 1][1]) i += 1;
  const [d0, s0] = series[i];
  const [d1, s1] = series[i + 1];
  const span = daysBetween(d0, d1);
  return addDays(d0, Math.round(((serial - s0) / (s1 - s0)) * span));
}

const yearOf = (day: string) => toDate(day).getUTCFullYear();
const weekday = (day: string) => toDate(day).getUTCDay();
const near = (series: Series, serial: number, day: string, days: number) =>
  Math.abs(daysBetween(dayOfSerial(series, serial), day)) <= days;

/** The weekday an office publishes on (0 Sunday), for the offices that keep one. */
const PUBLICATION_WEEKDAY: Readonly<Record<string, { grant?: number; publication?: number }>> = {
  US: { grant: 2, publication: 4 },
  EP: { grant: 3, publication: 3 },
  WO: { publication: 4 },
  GB: { publication: 3 },
};

export interface OfficeRule {
  /** The forms of the office's publication numbers. */
  pattern: RegExp;
  /**
   * Whether the number could be a document of the office published on `date`: the year it carries
   * or the place of its serial in the office's series. `priority` (the earliest filing the document
   * claims) bounds numbers that carry a filing year.
   */
  fits(number: string, date: string, priority?: string): boolean;
}

/** A filing year carried by the number: not before the priority, at most `lag` years before `date`. */
const filedYearFits = (year: number, date: string, lag: number, priority?: string) =>
  year <= yearOf(date) && year >= yearOf(date) - lag && (!priority || year >= yearOf(priority));

/** Heisei years (JPH11… is 1999) of JP numbers before 2000. */
const HEISEI = 1988;

export const OFFICE_RULES: Readonly<Record<string, OfficeRule>> = {
  // Grants: 7–8 digit serial (kind A before 2001, B1 without and B2 after a publication);
  // pre-grant publications since 2001: year + 7 digits, A1. Grants on Tuesdays, pubs Thursdays.
  US: {
    pattern: /^US(?:\d{7,8}(?:A|B1|B2)|20\d{2}0\d{6}A1)$/,
    fits(number, date) {
      const published = /^US(\d{4})\d{7}A1$/.exec(number);
      if (published)
        return Number(published[1]) === yearOf(date) && weekday(date) === 4 && date >= '2001-03-15';
      const grant = /^US(\d+)(A|B1|B2)$/.exec(number);
      if (!grant) return false;
      const era = date < '2001-01-02' ? grant[2] === 'A' : grant[2] !== 'A';
      return era && weekday(date) === 2 && near(US_GRANTS, Number(grant[1]), date, 21);
    },
  },
  // 7 digits (leading 0 before EP1000000), A1 at publication, B1 at grant with the same number.
  EP: {
    pattern: /^EP\d{7}(?:A1|B1)$/,
    fits(number, date) {
      const serial = Number(number.slice(2, 9));
      if (weekday(date) !== 3) return false;
      if (number.endsWith('A1')) return near(EP_PUBLICATIONS, serial, date, 30);
      const published = dayOfSerial(EP_PUBLICATIONS, serial);
      return daysBetween(published, date) >= 360 && daysBetween(published, date) <= 12 * 365;
    },
  },
  // WO + publication year + 6 digits from 2004, WO + yy + 5 digits before; Thursdays.
  WO: {
    pattern: /^WO(?:20\d{2}\d{6}|\d{2}\d{5})A1$/,
    fits(number, date) {
      const digits = number.slice(2, -2);
      const year =
        digits.length === 10 ? Number(digits.slice(0, 4)) : 1900 + Number(digits.slice(0, 2));
      const full = year < 1950 ? year + 100 : year;
      return (
        full === yearOf(date) && (digits.length === 10) === full >= 2004 && weekday(date) === 4
      );
    },
  },
  // Kokai (and kohyo, serials from 500000): JP + publication year + 6 digits; before 2000 JPH +
  // the Heisei year.
  JP: {
    pattern: /^JP(?:20\d{2}|H\d{2})\d{6}A$/,
    fits(number, date) {
      const year =
        number[2] === 'H' ? HEISEI + Number(number.slice(3, 5)) : Number(number.slice(2, 6));
      return year === yearOf(date) && (number[2] === 'H') === year < 2000;
    },
  },
  // KR10 + publication year + 7 digits (10-YYYY-0NNNNNN), A; registrations KR10 + 7 digits, B1.
  KR: {
    pattern: /^KR10(?:(?:19|20)\d{2}0\d{6}A|\d{7}B1)$/,
    fits(number, date) {
      if (number.endsWith('A')) return Number(number.slice(4, 8)) === yearOf(date);
      return near(KR_GRANTS, Number(number.slice(4, 11)), date, 45);
    },
  },
  // The German application number: 10 + filing year + 6 digits from 2004 (DE102019123456A1);
  // before, 3 digits for the year (196… for 1996, 101… for 2001) + 5 digits.
  DE: {
    pattern: /^DE(?:10(?:200[4-9]|20[1-9]\d)\d{6}|(?:19[5-9]|10[0-3])\d{5})A1$/,
    fits(number, date, priority) {
      const year =
        number.length === 16
          ? Number(number.slice(4, 8))
          : number[2] === '1' && number[3] === '9'
            ? 1990 + Number(number[4])
            : 2000 + Number(number[4]);
      return filedYearFits(year, date, 3, priority);
    },
  },
  // GB + 7 digits from the A series, A; Wednesdays.
  GB: {
    pattern: /^GB2\d{6}A$/,
    fits: (number, date) =>
      weekday(date) === 3 && near(GB_PUBLICATIONS, Number(number.slice(2, 9)), date, 60),
  },
  // The AU application number: filing year + 6 digits (2… direct, 3… PCT national phase), A1.
  AU: {
    pattern: /^AU20\d{2}[23]\d{5}A1$/,
    fits: (number, date, priority) => filedYearFits(Number(number.slice(2, 6)), date, 4, priority),
  },
  // The CA application number (7 digits, 3… from 2018), A1 at laying open.
  CA: {
    pattern: /^CA[1-3]\d{6}A1$/,
    fits(number, date, priority) {
      const filed = dayOfSerial(CA_APPLICATIONS, Number(number.slice(2, 9)));
      return (
        daysBetween(filed, date) >= -30 &&
        daysBetween(filed, date) <= 4 * 365 &&
        (!priority || daysBetween(priority, filed) >= -30)
      );
    },
  },
  // The Indian application number: filing year + office (11 Delhi … 41 Chennai; x7 PCT) + 6 digits.
  IN: {
    pattern: /^IN20\d{2}[1-4][17]\d{6}A$/,
    fits: (number, date, priority) => filedYearFits(Number(number.slice(2, 6)), date, 4, priority),
  },
};

/** The last day on or before `day` that is the given weekday. */
function onWeekday(day: string, wanted: number | undefined): string {
  return wanted === undefined ? day : addDays(day, -((weekday(day) - wanted + 7) % 7));
}

/** The publication day of an office's document due on `day` (its weekday, if it keeps one). */
export function publicationDay(office: string, day: string, granted = false): string {
  const days = PUBLICATION_WEEKDAY[office];
  return onWeekday(day, granted ? days?.grant : days?.publication);
}

export interface ForeignDocument {
  /** Publication day of this document (the grant's, for a granted document). */
  date: string;
  /** Day it was filed at the office (national or regional entry for a PCT application). */
  filed: string;
  /** First publication (the A document) of a granted document; none if it was never published. */
  published?: string;
  granted?: boolean;
  /** Entered the office from a PCT application (JP kohyo, AU and IN national-phase serials). */
  pct?: boolean;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Documents a year, [year, count] anchors: the WO and US publication series grew with filings. */
const WO_PER_YEAR: readonly (readonly [number, number])[] = [
  [1988, 12_000],
  [1995, 36_000],
  [2000, 80_000],
  [2003, 99_000],
  [2004, 115_000],
  [2010, 165_000],
  [2015, 215_000],
  [2020, 250_000],
  [2027, 270_000],
];
const US_PUBLICATIONS_PER_YEAR: readonly (readonly [number, number])[] = [
  [2001, 95_000],
  [2002, 240_000],
  [2005, 290_000],
  [2010, 330_000],
  [2015, 380_000],
  [2020, 400_000],
  [2027, 430_000],
];

/** The yearly count of a volume table in `year` (linear between anchors, flat past its ends). */
function perYear(table: readonly (readonly [number, number])[], year: number): number {
  const i = table.findIndex(([y]) => y > year);
  if (i <= 0) return table[i === 0 ? 0 : table.length - 1][1];
  const [y0, c0] = table[i - 1];
  const [y1, c1] = table[i];
  return Math.round(c0 + ((year - y0) / (y1 - y0)) * (c1 - c0));
}

/** A serial through the year: documents published later in a year have higher serials. */
const serialInYear = (rng: Rng, day: string, count: number) =>
  Math.max(1, Math.floor(yearFraction(day) * count) + rng.int(1, Math.ceil(count / 100)));

/** A serial of the series' week starting on `day` (an office numbers a day's documents in a block). */
const serialWithin = (rng: Rng, series: Series, day: string) =>
  serialOn(series, addDays(day, rng.int(0, 6)));

/** The number of `office`'s document; the caller keeps dates on the office's publication days. */
export function foreignNumber(rng: Rng, office: string, doc: ForeignDocument): string {
  const { date, filed } = doc;
  const year = yearOf(date);
  const filedYear = yearOf(filed);
  switch (office) {
    case 'US':
      if (doc.granted || date < '2001-03-15') {
        const kind = date < '2001-01-02' ? 'A' : doc.published ? 'B2' : 'B1';
        return `US${serialWithin(rng, US_GRANTS, date)}${kind}`;
      }
      return `US${year}${pad(serialInYear(rng, date, perYear(US_PUBLICATIONS_PER_YEAR, year)), 7)}A1`;
    case 'EP': {
      const at = doc.granted && doc.published ? doc.published : date;
      return `EP${pad(serialWithin(rng, EP_PUBLICATIONS, at), 7)}${doc.granted ? 'B1' : 'A1'}`;
    }
    case 'WO':
      return year >= 2004
        ? `WO${year}${pad(serialInYear(rng, date, perYear(WO_PER_YEAR, year)), 6)}A1`
        : `WO${pad(year % 100, 2)}${pad(serialInYear(rng, date, perYear(WO_PER_YEAR, year)), 5)}A1`;
    case 'JP': {
      const serial = doc.pct
        ? 500_000 + serialInYear(rng, date, 40_000)
        : serialInYear(rng, date, 220_000);
      return year >= 2000
        ? `JP${year}${pad(serial, 6)}A`
        : `JPH${pad(year - HEISEI, 2)}${pad(serial, 6)}A`;
    }
    case 'KR':
      return doc.granted
        ? `KR10${pad(serialWithin(rng, KR_GRANTS, date), 7)}B1`
        : `KR10${year}${pad(serialInYear(rng, date, 160_000), 7)}A`;
    case 'DE': {
      if (filedYear >= 2004)
        return `DE10${filedYear}${pad(100_000 + serialInYear(rng, filed, 120_000), 6)}A1`;
      const prefix = filedYear < 2000 ? `19${filedYear - 1990}` : `10${filedYear - 2000}`;
      return `DE${prefix}${pad(serialInYear(rng, filed, 60_000), 5)}A1`;
    }
    case 'GB':
      return `GB${serialWithin(rng, GB_PUBLICATIONS, date)}A`;
    case 'AU':
      return `AU${filedYear}${doc.pct ? 3 : 2}${pad(serialInYear(rng, filed, 60_000), 5)}A1`;
    case 'CA':
      return `CA${serialWithin(rng, CA_APPLICATIONS, filed)}A1`;
    case 'IN':
      return `IN${filedYear}${rng.int(1, 4)}${doc.pct ? 7 : 1}${pad(serialInYear(rng, filed, 50_000), 6)}A`;
    default:
      throw new Error(`No number form for office ${office}`);
  }
}
