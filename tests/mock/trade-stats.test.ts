/** @jest-environment node */
import { db, resetDb } from '../../mock/_lib/data';
import { TODAY } from '../../mock/_lib/dates';
import { lastTwelveMonths, transactionStatistics } from '../../mock/_lib/handlers/stats';
import { isLive } from '../../mock/_lib/handlers/trading';
import { saveTransaction } from '../../mock/_lib/handlers/trading-save';
import { resetUsers } from '../../mock/_lib/users';
import { routes } from '../../mock/website';
import { approveAsAdmin, authHeader, call, inDays, SELL_FORM } from './helpers';

beforeEach(() => {
  resetDb();
  resetUsers();
});

const sell = SELL_FORM;

const buy = {
  kind: 'buy',
  field: 'XNY',
  title: '求购固态电池相关发明专利',
  keywords: ['固态电池'],
  transactionType: 'license',
  deadline: inDays(200),
  description: '我司从事动力电池研发，拟受让固态电解质方向的发明专利2件。',
  contactName: '李工',
  contactPhone: '13800138000',
};

it('serves the figures under the website prefix', () => {
  expect(routes['GET /ipr-website-service/api/front/ipcTransaction/statistics']).toBe(
    transactionStatistics,
  );
});

describe('ipcTransaction/statistics', () => {
  it('lists the last twelve months', () => {
    expect(lastTwelveMonths('2026-11-21')).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(lastTwelveMonths('2027-01-05')[0]).toBe('2026-02');
  });

  it('computes the market figures from the data set', () => {
    const stat = call(transactionStatistics).body.data as API.TradeStatistics;
    // Only published items are public figures.
    const all = db().transactions.filter(isLive);
    const listings = all.filter((t) => t.kind === 'sell');
    expect(stat.listingCount).toBe(listings.length);
    expect(stat.demandCount).toBe(all.length - listings.length);
    expect(stat.negotiableCount).toBe(listings.filter((t) => t.price === null).length);
    expect(stat.negotiableCount).toBeGreaterThan(0);
    expect(stat.totalListedValue).toBeCloseTo(
      listings.reduce((s, t) => s + (t.price ?? 0), 0),
      2,
    );
    expect(stat.byTransactionType.map((x) => x.type)).toEqual([
      'transfer',
      'license',
      'open_license',
    ]);
    // The split of 在售专利: listings only.
    expect(stat.byTransactionType.reduce((s, x) => s + x.count, 0)).toBe(listings.length);
    expect(stat.byField.reduce((s, x) => s + x.count, 0)).toBe(all.length);
    expect(stat.byField).toHaveLength(new Set(all.map((t) => t.field)).size);
    const counts = stat.byField.map((x) => x.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(stat.monthly.map((m) => m.month)).toEqual(lastTwelveMonths(TODAY));
    const inWindow = all.filter((t) => t.publishDate.slice(0, 7) >= '2025-12').length;
    expect(stat.monthly.reduce((s, m) => s + m.count, 0)).toBe(inWindow);
  });

  it('counts items written at run time', () => {
    const before = call(transactionStatistics).body.data as API.TradeStatistics;
    const listing = call(saveTransaction, { headers: authHeader('demo'), body: sell }).body.data;
    const demand = call(saveTransaction, { headers: authHeader('demo'), body: buy }).body.data;
    // Nothing counts before an administrator approves it.
    expect(call(transactionStatistics).body.data).toEqual(before);
    approveAsAdmin(listing.id);
    approveAsAdmin(demand.id);
    const after = call(transactionStatistics).body.data as API.TradeStatistics;
    expect(after.listingCount).toBe(before.listingCount + 1);
    expect(after.demandCount).toBe(before.demandCount + 1);
    expect(after.totalListedValue).toBeCloseTo(before.totalListedValue + 80, 2);
    // Both are counted in the month they were published (the calendar's, not the seed's day).
    const published = (listing.publishDate as string).slice(0, 7);
    const inMonth = (s: API.TradeStatistics) =>
      s.monthly.find((m) => m.month === published)?.count ?? 0;
    expect(after.monthly.at(-1)?.month).toBe(published);
    expect(inMonth(after)).toBe(inMonth(before) + 2);
    const xny = (s: API.TradeStatistics) => s.byField.find((f) => f.field === 'XNY')!.count;
    expect(xny(after)).toBe(xny(before) + 2);
  });
});
