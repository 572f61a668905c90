// Website service figures for the module home pages: the trading market and pledge financing.
// Computed on every request from the data set, so items published at run time count at once.

import { DICT_CODES } from '../../../src/contract/vocabulary';
import { db } from '../data';
import { maxIso, TODAY } from '../dates';
import { handle } from '../envelope';
import { filterItems } from '../query';
import { PLEDGE_LIST } from './finance';
import { isLive } from './trading';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The `YYYY-MM` of the 12 months ending with the month of `today`, oldest first. */
export function lastTwelveMonths(today: string = TODAY): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: 12 }, (_, i) => {
    const total = year * 12 + month - 11 + i;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

/** Counts per key, in the order of `known` first (zeros kept), then any other key by count. */
function countBy<K extends string>(keys: K[], known: readonly K[]): { key: K; count: number }[] {
  const counts = new Map<K, number>(known.map((k) => [k, 0]));
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts.entries()].map(([key, count]) => ({ key, count }));
}

/**
 * Market figures over listings and demands. `negotiableCount`, `totalListedValue` and
 * `byTransactionType` are about listings (a listing's price, 万元; negotiable ones add nothing):
 * the operations home shows the type split under 在售专利, so it must add up to that figure and
 * agree with the hall's listings of each type. `byField` and `monthly` cover both kinds.
 */
export function tradeStatistics(
  items: readonly API.IpcTransaction[],
  today: string = TODAY,
  dealt: readonly API.IpcTransaction[] = [],
): API.TradeStatistics {
  const listings = items.filter((t) => t.kind === 'sell');
  const types: API.TransactionType[] = ['transfer', 'license', 'open_license'];
  const fieldValues = (db().dictionaries[DICT_CODES.technicalFields] ?? []).map((d) => d.value);
  // The seed counts from its fixed day; an item published at run time is dated by the real
  // calendar, so the window ends with the newest item's month once the calendar has passed it.
  const months = lastTwelveMonths(
    items.reduce((latest, t) => maxIso(latest, t.publishDate), today),
  );
  const monthCounts = countBy(
    items.map((t) => t.publishDate.slice(0, 7)).filter((m) => months.includes(m)),
    months,
  );
  return {
    listingCount: listings.length,
    demandCount: items.length - listings.length,
    negotiableCount: listings.filter((t) => t.price === null).length,
    dealCount: dealt.filter((t) => t.kind === 'sell').length,
    solvedCount: dealt.filter((t) => t.kind === 'buy').length,
    totalListedValue: round2(listings.reduce((sum, t) => sum + (t.price ?? 0), 0)),
    byTransactionType: countBy(
      listings.map((t) => t.transactionType),
      types,
    ).map(({ key, count }) => ({ type: key, count })),
    byField: countBy(
      items.map((t) => t.field),
      fieldValues,
    )
      .sort((a, b) => b.count - a.count || fieldValues.indexOf(a.key) - fieldValues.indexOf(b.key))
      .map(({ key, count }) => ({ field: key, count })),
    monthly: monthCounts.map(({ key, count }) => ({ month: key, count })),
  };
}

export const transactionStatistics = handle(() =>
  tradeStatistics(
    db().transactions.filter(isLive),
    TODAY,
    db().transactions.filter((t) => t.status === 'dealt'),
  ),
);

/**
 * Pledge financing figures: `averageRate` is the plain mean of the registrations' rates (percent),
 * `institutionCount` the number of distinct lenders among them, `byYear` every year from the first
 * registration to the last (zeros kept), amounts in 万元.
 */
export function pledgeStatistics(pledges: readonly API.PledgeFinancing[]): API.PledgeStatistics {
  const years = pledges.map((p) => Number(p.registrationDate.slice(0, 4)));
  const byYear: API.PledgeStatistics['byYear'] = [];
  if (years.length) {
    for (let year = Math.min(...years); year <= Math.max(...years); year += 1) {
      const ofYear = pledges.filter((_, i) => years[i] === year);
      byYear.push({
        year,
        count: ofYear.length,
        amount: round2(ofYear.reduce((sum, p) => sum + p.amount, 0)),
      });
    }
  }
  const totalAmount = round2(pledges.reduce((sum, p) => sum + p.amount, 0));
  return {
    count: pledges.length,
    totalAmount,
    averageRate: pledges.length
      ? round2(pledges.reduce((sum, p) => sum + p.rate, 0) / pledges.length)
      : 0,
    institutionCount: new Set(pledges.map((p) => p.institutionId)).size,
    byYear,
  };
}

/** Accepts the pledge list's filters (queryData institutionId, pledgeType, region; keyword). */
export const financingStatistics = handle((req) =>
  pledgeStatistics(filterItems(db().pledges, req.query, PLEDGE_LIST)),
);

/** Counts of a multi-valued key in the order of `known` (zeros kept), most first. */
function rankBy(values: string[][], known: readonly string[]): { key: string; count: number }[] {
  return countBy(values.flat(), known).sort(
    (a, b) => b.count - a.count || known.indexOf(a.key) - known.indexOf(b.key),
  );
}

/**
 * Figures of the zone's service agencies: totals, and how many agencies offer each main service,
 * work in each technical field, and sit in each city (most first). Every total is a sum over the
 * agency list; the patent totals are what the agencies report of their whole book (far more than
 * the portal's patent database holds), so they come with the day they stand at.
 */
export function agencyOverview(
  agencies: readonly API.ServiceAgency[],
  today: string = TODAY,
): API.AgencyOverview {
  const dictValues = (code: string) => (db().dictionaries[code] ?? []).map((d) => d.value);
  const sum = (get: (a: API.ServiceAgency) => number) => agencies.reduce((s, a) => s + get(a), 0);
  return {
    agencyCount: agencies.length,
    agentCount: sum((a) => a.agentCount),
    patentTotal: sum((a) => a.patentTotal),
    inventionTotal: sum((a) => a.inventionCount),
    reportedAsOf: today,
    byMainService: rankBy(
      agencies.map((a) => a.mainServices),
      dictValues(DICT_CODES.mainService),
    ).map(({ key, count }) => ({ service: key, count })),
    byField: rankBy(
      agencies.map((a) => a.technicalFields),
      dictValues(DICT_CODES.technicalFields),
    ).map(({ key, count }) => ({ field: key, count })),
    byCity: rankBy(
      agencies.map((a) => [a.city]),
      [],
    ).map(({ key, count }) => ({ city: key, count })),
  };
}

export const agencyStatistics = handle(() => agencyOverview(db().agencies));
