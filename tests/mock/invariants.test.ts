/**
 * @jest-environment node
 *
 * Figures that agree, over the whole seeded data set: every headline figure is the total of the
 * list it names, no part exceeds its whole, nothing is listed twice, and the generated text reads
 * like text (no templates shared by many records, no repeats of what was just said).
 */
import { db } from '../../mock/_lib/data';
import { findAgencies } from '../../mock/_lib/handlers/data';
import { findInstitutions, findPledges, findProducts } from '../../mock/_lib/handlers/finance';
import { findNews } from '../../mock/_lib/handlers/content';
import { navReportPdfFile, navReports } from '../../mock/_lib/handlers/nav';
import {
  agencyStatistics,
  financingStatistics,
  transactionStatistics,
} from '../../mock/_lib/handlers/stats';
import { findTransactions } from '../../mock/_lib/handlers/trading';
import type { Handler } from '../../mock/_lib/envelope';
import { snippet } from '../../src/utils/snippet';
import { call, callFile } from './helpers';

/** totalElements of a list call with these filters. */
const total = (handler: Handler, queryData: Record<string, unknown> = {}) =>
  call<API.Page<unknown>>(handler, {
    query: { queryData: JSON.stringify(queryData), size: '1' },
  }).body.data.totalElements;

/** Every item of a list call with these filters, page by page. */
function all<T>(handler: Handler, queryData: Record<string, unknown> = {}): T[] {
  const items: T[] = [];
  for (let page = 0; ; page += 1) {
    const { content, totalPages } = call<API.Page<T>>(handler, {
      query: { queryData: JSON.stringify(queryData), size: '100', page: String(page) },
    }).body.data;
    items.push(...content);
    if (page + 1 >= totalPages) return items;
  }
}

const stats = <T>(handler: Handler) => call<T>(handler).body.data;
const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;

describe('IP finance figures', () => {
  const pledge = stats<API.PledgeStatistics>(financingStatistics);
  const pledges = all<API.PledgeFinancing>(findPledges);

  it('states the registrations and the amount of the pledge list', () => {
    expect(pledge.count).toBe(total(findPledges));
    expect(pledge.totalAmount).toBe(sum(pledges.map((p) => p.amount)));
    expect(sum(pledge.byYear.map((y) => y.count))).toBe(pledge.count);
    expect(sum(pledge.byYear.map((y) => y.amount))).toBe(pledge.totalAmount);
  });

  it("gives every institution the count and sum of its pledges in the list, never above the zone's", () => {
    const institutions = all<API.FinancialInstitution>(findInstitutions);
    expect(institutions.length).toBe(total(findInstitutions));
    for (const x of institutions) {
      const own = all<API.PledgeFinancing>(findPledges, { institutionId: x.id });
      expect(x.pledgeCount).toBe(own.length);
      expect(x.totalFinancing).toBe(sum(own.map((p) => p.amount)));
      expect(x.totalFinancing).toBeLessThanOrEqual(pledge.totalAmount);
      expect(x.productCount).toBe(total(findProducts, { institutionId: x.id }));
    }
    expect(sum(institutions.map((x) => x.totalFinancing))).toBe(pledge.totalAmount);
    expect(sum(institutions.map((x) => x.productCount))).toBe(total(findProducts));
  });

  it('lends only through institutions of the partner list', () => {
    const partners = new Set(all<API.FinancialInstitution>(findInstitutions).map((x) => x.id));
    expect(pledge.institutionCount).toBeLessThanOrEqual(partners.size);
    for (const p of pledges) expect(partners.has(p.institutionId)).toBe(true);
  });
});

describe('trading figures', () => {
  const trade = stats<API.TradeStatistics>(transactionStatistics);

  it('counts what the trading hall lists', () => {
    expect(trade.listingCount).toBe(total(findTransactions, { kind: 'sell' }));
    expect(trade.demandCount).toBe(total(findTransactions, { kind: 'buy' }));
    expect(trade.negotiableCount).toBe(total(findTransactions, { kind: 'sell', negotiable: true }));
    for (const t of trade.byTransactionType)
      expect(t.count).toBe(total(findTransactions, { transactionType: t.type }));
    for (const f of trade.byField)
      expect(f.count).toBe(total(findTransactions, { field: f.field }));
  });

  it('splits the whole into parts that add up to it', () => {
    const whole = trade.listingCount + trade.demandCount;
    expect(sum(trade.byTransactionType.map((t) => t.count))).toBe(whole);
    expect(sum(trade.byField.map((f) => f.count))).toBe(whole);
    expect(trade.negotiableCount).toBeLessThanOrEqual(trade.listingCount);
    const priced = all<API.IpcTransaction>(findTransactions, { kind: 'sell' });
    expect(trade.totalListedValue).toBe(sum(priced.map((t) => t.price ?? 0)));
  });
});

describe('service agency figures', () => {
  const overview = stats<API.AgencyOverview>(agencyStatistics);
  const agencies = all<API.ServiceAgency>(findAgencies);

  it('counts what the agency list shows under each filter', () => {
    expect(overview.agencyCount).toBe(total(findAgencies));
    for (const s of overview.byMainService)
      expect(s.count).toBe(total(findAgencies, { mainService: s.service }));
    for (const f of overview.byField) expect(f.count).toBe(total(findAgencies, { jsly: f.field }));
    expect(sum(overview.byCity.map((c) => c.count))).toBe(overview.agencyCount);
  });

  it("sums the agencies' own figures, each within the whole", () => {
    expect(overview.patentTotal).toBe(sum(agencies.map((a) => a.patentTotal)));
    expect(overview.agentCount).toBe(sum(agencies.map((a) => a.agentCount)));
    for (const a of agencies) {
      expect(a.inventionCount + a.utilityCount + a.designCount).toBe(a.patentTotal);
      expect(a.patentTotal).toBeLessThanOrEqual(overview.patentTotal);
    }
  });
});

describe('news and notices', () => {
  const news = all<API.NewsArticle>(findNews);

  it('lists every article once: no title is used twice', () => {
    expect(news.length).toBe(total(findNews));
    expect(new Set(news.map((n) => n.title)).size).toBe(news.length);
  });

  it('gives each article a summary that does not restate its title', () => {
    for (const n of news) expect(n.summary).not.toContain(n.title);
  });
});

/** The seeded data set's generated texts, by where a visitor reads them. */
function generatedTexts(): Record<string, string[]> {
  const data = db();
  const strip = (html: string) => html.replace(/<[^>]+>/g, '。');
  return {
    'institution intro': data.institutions.map((x) => x.intro),
    'agency intro': data.agencies.map((x) => x.intro),
    'expert intro': data.experts.map((x) => x.intro),
    'listing description': data.transactions.map((t) => t.description),
    'news summary': data.news.map((n) => n.summary),
    'news article': data.news.map((n) => strip(n.content)),
    'navigation report summary': navReports().map((r) => r.summary),
  };
}

/** Sentences of at least `min` characters, each counted once per text. */
const sentences = (text: string, min = 10) =>
  new Set(
    text
      .split(/[。；！？]/)
      .map((s) => s.trim())
      .filter((s) => [...s].length >= min),
  );

/** The largest share of texts that contain one same sentence, and that sentence. */
function mostShared(texts: string[]): { share: number; sentence: string } {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const s of sentences(text)) counts.set(s, (counts.get(s) ?? 0) + 1);
  let best = { share: 0, sentence: '' };
  for (const [sentence, count] of counts)
    if (count / texts.length > best.share) best = { share: count / texts.length, sentence };
  return best;
}

/** `X（Y）` where Y repeats the words just before it, e.g. `已授权（授权）`. */
function parenthesisedRepeats(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/（([^（）]{1,20})）/g)) {
    const before = text.slice(Math.max(0, m.index! - 20), m.index);
    if (before.endsWith(m[1])) found.push(m[0]);
  }
  return found;
}

describe('generated text', () => {
  const texts = generatedTexts();

  /** `[kind, text]` of every generated text for which `bad` finds something. */
  const offenders = (bad: (text: string) => unknown) =>
    Object.entries(texts).flatMap(([kind, list]) =>
      list.filter((text) => bad(text)).map((text) => [kind, text, bad(text)]),
    );

  it('uses none of the old templates', () => {
    const banned = [
      /是[^，。]{1,8}[市省区]的(银行|担保机构|保险机构|投资机构|小贷公司)/,
      /已授权（/,
      /^本项目为/,
      /消息，[^。]*分析。/,
    ];
    expect(offenders((text) => banned.find((pattern) => pattern.test(text)))).toEqual([]);
  });

  it('never repeats in parentheses what it just said, nor doubles a word', () => {
    expect(offenders((text) => parenthesisedRepeats(text)[0])).toEqual([]);
    // `一对一对接` reads as a doubled 一对 but is not one.
    const doubled = (text: string) =>
      /([\u4e00-\u9fa5]{2,6})\1/.exec(text.replace(/一对一/g, '一'))?.[0];
    expect(offenders(doubled)).toEqual([]);
  });

  it('shares no sentence among many records', () => {
    // Card and profile texts are read side by side; a long article may reuse a stock phrase more.
    const limits: Record<string, number> = { 'news article': 0.25 };
    const tooCommon = Object.entries(texts)
      .map(([kind, list]) => ({ kind, ...mostShared(list) }))
      .filter(({ kind, share }) => share > (limits[kind] ?? 0.1));
    expect(tooCommon).toEqual([]);
  });

  it('opens listing descriptions in many ways', () => {
    const descriptions = texts['listing description'];
    const openings = new Map<string, number>();
    for (const d of descriptions)
      openings.set(d.slice(0, 10), (openings.get(d.slice(0, 10)) ?? 0) + 1);
    const [opening, count] = [...openings].sort((a, b) => b[1] - a[1])[0];
    expect({ opening, share: count / descriptions.length < 0.05 }).toEqual({
      opening,
      share: true,
    });
  });

  it('gives listing cards a snippet that adds to the card and shows where it was cut', () => {
    for (const t of db().transactions) {
      const text = snippet(t.description, 46, [t.title, t.applicationNumber]);
      expect(text.length).toBeGreaterThan(10);
      expect([...text].length).toBeLessThanOrEqual(46);
      expect(text).not.toContain(t.title.replace(/^一种/, ''));
      if (t.applicationNumber) expect(text).not.toContain(t.applicationNumber);
      if ([...t.description].length > 46) expect(text.endsWith('…')).toBe(true);
    }
  });
});

describe('navigation reports', () => {
  it('state the page count of their PDF', () => {
    for (const report of navReports()) {
      const { file } = callFile(navReportPdfFile, { params: { id: report.id } });
      const pdf = file!.toString('latin1');
      const pages = pdf.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
      expect(pages).toBeGreaterThan(0);
      expect({ id: report.id, pages: report.pages }).toEqual({ id: report.id, pages });
      expect(pdf).toContain(`/Count ${pages}`);
    }
  });
});
