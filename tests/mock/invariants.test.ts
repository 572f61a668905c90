/**
 * @jest-environment node
 *
 * Figures that agree, over the whole seeded data set: every headline figure is the total of the
 * list it names, no part exceeds its whole, nothing is listed twice, and the generated text reads
 * like text (no templates shared by many records, no repeats of what was just said).
 */
import { db } from '../../mock/_lib/data';
import { SUBJECTS } from '../../mock/_lib/data/domains-c';
import { ipcSubclassLabel, ipcSubclassOf } from '../../mock/_lib/ipc';
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
import { formatCount } from '../../src/utils/format';
import { agencyFiguresNote } from '../../src/pages/gxq/service/index/figuresNote';
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
    for (const f of trade.byField)
      expect(f.count).toBe(total(findTransactions, { field: f.field }));
  });

  it('splits 在售专利 by transaction type as the hall lists the listings of each type', () => {
    expect(sum(trade.byTransactionType.map((t) => t.count))).toBe(trade.listingCount);
    for (const t of trade.byTransactionType)
      expect({ type: t.type, count: t.count }).toEqual({
        type: t.type,
        count: total(findTransactions, { kind: 'sell', transactionType: t.type }),
      });
  });

  it('splits the whole into parts that add up to it', () => {
    const whole = trade.listingCount + trade.demandCount;
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

  it('states the day of the figures the agencies report, and the page names it with the source', () => {
    expect(overview.reportedAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [year, month] = overview.reportedAsOf!.split('-').map(Number);
    const note = agencyFiguresNote(overview);
    expect(note).toContain(`来源：入驻机构申报，截至${year}年${month}月`);
    expect(note).toContain(`${formatCount(agencies.length)} 家机构`);
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

  /**
   * Subjects a headline may name, in groups of rivals: an article's body names every subject its
   * title names, and no rival of it (an article about 新能源 is not about 生物医药 as well).
   */
  const SUBJECTS: readonly (readonly string[])[] = [
    [
      '新能源汽车',
      '新能源',
      '集成电路',
      '生物医药',
      '高端装备',
      '航空航天',
      '现代农业',
      '人工智能',
      '新材料',
      '低空经济',
    ],
    ['春节', '国庆', '元旦'],
    ['质押融资', '海外维权', '证券化', '开放许可', '专利导航', '地理标志', '商标代理', '专利代理'],
    ['西安交通大学', '西北工业大学', '西安电子科技大学', '陕西师范大学'],
    ['培训班', '公示', '申报'],
  ];
  /** The subjects of one group that a text names, a longer name hiding the shorter it contains. */
  const named = (text: string, group: readonly string[]) => {
    const found: string[] = [];
    let rest = text;
    for (const subject of [...group].sort((a, b) => b.length - a.length))
      if (rest.includes(subject)) {
        found.push(subject);
        rest = rest.split(subject).join('');
      }
    return found.sort();
  };
  const bodyOf = (n: API.NewsArticle) =>
    db()
      .news.find((x) => x.id === n.id)!
      .content.replace(/<[^>]+>/g, '。');

  it('writes each body about what its title names, and about nothing rival to it', () => {
    const mismatched = news.flatMap((n) =>
      SUBJECTS.flatMap((group) => {
        const inTitle = named(n.title, group);
        const inBody = named(bodyOf(n), group);
        return inTitle.length && inTitle.join() !== inBody.join()
          ? [{ title: n.title, inTitle, inBody }]
          : [];
      }),
    );
    expect(mismatched).toEqual([]);
  });

  it('gives a notice the sections of its kind: 申报 conditions only when it calls for applications', () => {
    for (const n of news) {
      const body = bodyOf(n);
      if (body.includes('申报条件'))
        expect({ title: n.title, 申报: n.title.includes('申报') }).toEqual({
          title: n.title,
          申报: true,
        });
    }
  });

  /** 农历正月初一 of each year the data set covers (the Spring Festival's own day). */
  const SPRING_FESTIVAL: Record<number, string> = {
    2023: '2023-01-22',
    2024: '2024-02-10',
    2025: '2025-01-29',
    2026: '2026-02-17',
    2027: '2027-02-06',
  };
  const daysBefore = (day: string, date: string) =>
    (Date.parse(day) - Date.parse(date)) / 86_400_000;

  it('dates a holiday notice in the weeks before that holiday', () => {
    const holidays = news.filter((n) => /春节|国庆|元旦/.test(n.title));
    expect(holidays.length).toBeGreaterThan(0);
    for (const n of holidays) {
      const year = Number(/(\d{4})年/.exec(n.title)![1]);
      const day = n.title.includes('春节')
        ? SPRING_FESTIVAL[year]
        : n.title.includes('国庆')
          ? `${year}-10-01`
          : `${year}-01-01`;
      const before = daysBefore(day, n.publishDate);
      expect({
        title: n.title,
        date: n.publishDate,
        inTheWeeksBefore: before > 0 && before <= 45,
      }).toEqual({
        title: n.title,
        date: n.publishDate,
        inTheWeeksBefore: true,
      });
    }
  });

  it("reports a period's figures after the period, and a quarter's activities within it", () => {
    const lastMonth: Record<string, number> = {
      第一季度: 3,
      第二季度: 6,
      第三季度: 9,
      第四季度: 12,
      上半年: 6,
      前三季度: 9,
      全年: 12,
    };
    for (const n of news) {
      const period = /(\d{4})年(第[一二三四]季度|上半年|前三季度|全年)/.exec(n.title);
      if (period) {
        const end = new Date(Date.UTC(Number(period[1]), lastMonth[period[2]], 0));
        expect({ title: n.title, after: n.publishDate > end.toISOString().slice(0, 10) }).toEqual({
          title: n.title,
          after: true,
        });
      }
      const quarter = /([一二三四])季度系列活动/.exec(n.title);
      if (quarter) {
        const month = Number(n.publishDate.slice(5, 7));
        expect({ title: n.title, quarter: '一二三四'[Math.floor((month - 1) / 3)] }).toEqual({
          title: n.title,
          quarter: quarter[1],
        });
      }
    }
  });
});

describe('financial institutions and products', () => {
  const institutions = all<API.FinancialInstitution>(findInstitutions);
  const products = all<API.FinancialProduct>(findProducts);
  const banks = institutions.filter((x) => x.type === '银行');
  const bankOf = (x: API.FinancialInstitution) => /^.+?银行/.exec(x.name)![0];
  const cityOf = (x: API.FinancialInstitution) => /^(?:[^市]+省)?([^市]+)市/.exec(x.address)![1];
  const byId = (id: string) => institutions.find((x) => x.id === id)!;

  it('says in its introduction only figures that stay true: no product count, its own pledges', () => {
    // Administrators add and disable products; the page lists them with their count.
    expect(institutions.filter((x) => /\d+\s*款/.test(x.intro ?? '')).map((x) => x.id)).toEqual([]);
    const stated = institutions.flatMap((x) => {
      const match = /(?:登记|共)(\d+)笔/.exec(x.intro ?? '');
      return match ? [{ id: x.id, pledges: Number(match[1]) }] : [];
    });
    expect(stated.length).toBeGreaterThan(0);
    expect(stated).toEqual(stated.map(({ id }) => ({ id, pledges: byId(id).pledgeCount })));
  });

  it("names a bank's outlet after the city it stands in", () => {
    for (const x of banks)
      expect({ name: x.name, city: x.name.slice(bankOf(x).length).startsWith(cityOf(x)) }).toEqual({
        name: x.name,
        city: true,
      });
  });

  it("keeps a regional bank's outlets in one province, a rural or village bank's in one city", () => {
    const byBank = new Map<string, API.FinancialInstitution[]>();
    for (const x of banks) byBank.set(bankOf(x), [...(byBank.get(bankOf(x)) ?? []), x]);
    for (const [bank, outlets] of byBank) {
      const cities = new Set(outlets.map(cityOf));
      const provinces = new Set(outlets.map((x) => x.region));
      if (/农商|村镇/.test(bank))
        expect({ bank, cities: cities.size }).toEqual({ bank, cities: 1 });
      // Named after a place of Shaanxi (秦川, 长安, 汉唐, 渭水, 关中): outlets only there.
      if (/^(秦川|长安|汉唐|渭水|关中)/.test(bank))
        expect({ bank, provinces: [...provinces] }).toEqual({ bank, provinces: ['陕西省'] });
      if (bank.startsWith('中原'))
        expect({ bank, provinces: [...provinces] }).toEqual({ bank, provinces: ['河南省'] });
    }
  });

  it('counts under each product the pledges registered under it, within their lender and range', () => {
    const pledges = all<API.PledgeFinancing>(findPledges);
    const productById = new Map(products.map((p) => [p.id, p]));
    for (const pledge of pledges.filter((x) => x.productId)) {
      const product = productById.get(pledge.productId!)!;
      expect({ pledge: pledge.id, lender: product.institutionId }).toEqual({
        pledge: pledge.id,
        lender: pledge.institutionId,
      });
      expect(product.amountMin <= pledge.amount && pledge.amount <= product.amountMax).toBe(true);
    }
    for (const p of products)
      expect({ id: p.id, pledges: p.pledgeCount }).toEqual({
        id: p.id,
        pledges: pledges.filter((x) => x.productId === p.id).length,
      });
    // No product claims more than its institution registered, nor all together more than the zone.
    for (const p of products)
      expect(p.pledgeCount).toBeLessThanOrEqual(byId(p.institutionId).pledgeCount);
    expect(sum(products.map((p) => p.pledgeCount))).toBeLessThanOrEqual(pledges.length);
    expect(products.some((p) => p.pledgeCount > 0)).toBe(true);
  });

  it('counts the applications each product received through the portal', () => {
    for (const p of products)
      expect({ id: p.id, applications: p.applyCount }).toEqual({
        id: p.id,
        applications: db().messages.filter(
          (m) => m.purpose === 'financing' && m.targetType === 'product' && m.targetId === p.id,
        ).length,
      });
  });

  it("names products by brand and kind, with at most the branch's city, never a stray number", () => {
    const byId = new Map(institutions.map((x) => [x.id, x]));
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    for (const p of products) {
      const shape = /^[\u4e00-\u9fa5]+·[\u4e00-\u9fa5A-Za-z]+(?:（([\u4e00-\u9fa5]+)）)?$/.exec(
        p.name,
      );
      expect({ name: p.name, wellFormed: Boolean(shape) }).toEqual({
        name: p.name,
        wellFormed: true,
      });
      if (shape?.[1]) expect(cityOf(byId.get(p.institutionId)!)).toBe(shape[1]);
    }
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

describe('patents', () => {
  /** A title template (`{a|b}` picks one) as a pattern of a whole title, 一种 first. */
  const titlePattern = (template: string) =>
    new RegExp(
      `^一种${template.replace(/[.*+?^$()[\]\\/]/g, '\\$&').replace(/\{([^}]*)\}/g, '(?:$1)')}$`,
    );
  const subjects = SUBJECTS.map((s) => ({
    ...s,
    titles: [...s.inventions, ...s.utilities].map(titlePattern),
  }));
  const technical = db().patents.filter((p) => p.type !== 'design');

  it('gives every invention and utility model title one subject of its field', () => {
    const unclear = technical
      .map((p) => ({
        title: p.title,
        subjects: subjects.filter(
          (s) => s.field === p.field && s.titles.some((t) => t.test(p.title)),
        ).length,
      }))
      .filter((x) => x.subjects !== 1);
    expect(unclear).toEqual([]);
  });

  it("writes the abstract about the title's subject and files the patent under that subject's IPC groups", () => {
    const offenders = technical.flatMap((p) => {
      const subject = subjects.find(
        (s) => s.field === p.field && s.titles.some((t) => t.test(p.title)),
      );
      // The abstract opens by restating the title; the rest must say something of the same subject.
      const body = p.abstract.replace(p.title, '');
      const named = subject?.terms.filter((t) => p.title.includes(t)) ?? [];
      const discussed = subject?.terms.filter((t) => body.includes(t)) ?? [];
      const foreignIpc = p.ipcCodes.filter((c) => !subject?.ipc.includes(c));
      return named.length && discussed.length && !foreignIpc.length && p.ipcCodes[0] === p.ipcMain
        ? []
        : [{ id: p.id, title: p.title, ipc: p.ipcCodes, abstract: p.abstract }];
    });
    expect({ count: offenders.length, first: offenders.slice(0, 3) }).toEqual({
      count: 0,
      first: [],
    });
  });

  it('gives every IPC subclass the patents are filed under its title, as facets show it', () => {
    const untitled = new Set(
      technical
        .flatMap((p) => p.ipcCodes)
        .map((c) => ipcSubclassOf(c)!)
        .filter((sub) => ipcSubclassLabel(sub) === sub),
    );
    expect([...untitled]).toEqual([]);
  });
});

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

  it('writes figures as people write them: 4400万元, not 44百万元', () => {
    expect(offenders((text) => /\d+百(?:万元|件)/.exec(text)?.[0])).toEqual([]);
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
