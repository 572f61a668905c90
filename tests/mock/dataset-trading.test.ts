/**
 * @jest-environment node
 *
 * The seeded trading hall and news read like a real zone's, over every record of the data set:
 * no two sellers offer a same-titled patent and no seller lists one title twice, no two buyers
 * word a demand alike, the other party of a deal is in a business that fits the patent, and a
 * headline's figure is the one its summary reports, of the same thing.
 */
import { buildDataset } from '../../mock/_lib/data';
import { fitsTrade, tradesOf } from '../../mock/_lib/data/industries';

const data = buildDataset();
const sells = data.transactions.filter((t) => t.kind === 'sell');
const demands = data.transactions.filter((t) => t.kind === 'buy');
const byId = (id: string) => data.transactions.find((t) => t.id === id)!;

/** Values that occur more than once, with the ids that carry them. */
function repeats<T extends { id: string }>(items: T[], key: (item: T) => string) {
  const seen = new Map<string, string[]>();
  for (const item of items) seen.set(key(item), [...(seen.get(key(item)) ?? []), item.id]);
  return [...seen].filter(([, ids]) => ids.length > 1);
}

describe('listings', () => {
  it('give every title to one listing only, whoever sells it, in review or in the hall', () => {
    expect(repeats(sells, (t) => t.title)).toEqual([]);
    expect(
      repeats(
        sells.filter((t) => t.patentId),
        (t) => t.patentId!,
      ),
    ).toEqual([]);
  });

  it('offer each patent under its own title, by its holder', () => {
    const patents = new Map(data.patents.map((p) => [p.id, p]));
    for (const t of sells.filter((x) => x.patentId && !x.owner)) {
      const patent = patents.get(t.patentId!)!;
      expect([t.id, t.title, t.seller]).toEqual([t.id, patent.title, patent.applicants[0]]);
    }
  });

  it('leave 一种储罐搅拌装置 and 一种换电站电池锁止机构 to one seller each', () => {
    expect(sells.filter((t) => t.title === '一种储罐搅拌装置').map((t) => t.id)).toEqual([
      'txn-0042',
    ]);
    expect(sells.filter((t) => t.title === '一种换电站电池锁止机构').map((t) => t.id)).toEqual([
      'txn-0004',
    ]);
    // demo's company holds two utility models of that title (2017 and 2023): it lists the first,
    // and under txn-0077, still in the hall, another patent of its own of the same field.
    expect(byId('txn-0004')).toMatchObject({ owner: 'demo', patentId: 'pat-001189' });
    const other = byId('txn-0077');
    expect(other).toMatchObject({
      owner: 'demo',
      patentId: 'pat-001028',
      title: '一种电动汽车电池包荷电状态估算方法',
      field: 'XNYQC',
    });
    expect(other.status ?? 'published').toBe('published');
    // Its pat-000501 stays off the hall: its page offers 发布此专利 (passport.test.mjs).
    expect(data.transactions.filter((t) => t.patentId === 'pat-000501')).toEqual([]);
  });
});

describe('demands', () => {
  it('are worded differently by every buyer: no title or description twice', () => {
    expect(repeats(demands, (t) => t.title)).toEqual([]);
    expect(repeats(demands, (t) => t.description)).toEqual([]);
  });
});

describe('deals', () => {
  const dealt = data.transactions.filter((t) => t.status === 'dealt');
  const named = dealt.filter((t) => t.deal?.counterpart);

  it('name some counterparts, in 成交公示 of listings and of demands', () => {
    expect(named.some((t) => t.kind === 'sell') && named.some((t) => t.kind === 'buy')).toBe(true);
  });

  it("go to a company whose business fits the patent's subject, never the seller itself", () => {
    const misfits = named
      .filter((t) => !fitsTrade(t.deal!.counterpart!, t) || t.deal!.counterpart === t.seller)
      .map((t) => [t.id, t.title, t.deal!.counterpart, tradesOf(t)]);
    expect(misfits).toEqual([]);
  });

  it('license the 隔震结构 of txn-0368 to a builder, not to a seed company', () => {
    const item = byId('txn-0368');
    expect(item.title).toBe('一种高层建筑的隔震结构及其施工方法');
    // It went to 北京智骏种业科技股份有限公司 before.
    expect(item.deal!.counterpart).toBe('北京泰擎建筑工程有限公司');
    // The 试剂盒 instrument goes to a medical device or biotech company.
    expect(tradesOf({ field: 'SWYY', title: '一种试剂盒振荡装置' })).toEqual([
      '医疗器械',
      '生物科技',
    ]);
    expect(tradesOf({ field: 'XDNY', title: '一种玉米高产品种的选育方法' })).toContain('种业科技');
    expect(tradesOf({ field: 'XDNY', title: '一种大棚卷帘装置' })).not.toContain('种业科技');
  });
});

describe('news', () => {
  /** `55项`, `33亿元`, `17%`: a number and its unit (years, ordinals and dates left out). */
  const FIGURE = /(\d+(?:\.\d+)?)(亿元|万元|家|项|件|款|名|单|笔|%)/g;
  const figures = (text: string) => [...text.matchAll(FIGURE)].map((m) => `${m[1]}${m[2]}`);
  const numbers = (text: string) => [...text.matchAll(FIGURE)].map((m) => m[1]);

  it('reports in the summary every figure its headline states, in the same unit', () => {
    const stated = data.news.filter((n) => figures(n.title).length);
    expect(stated.length).toBeGreaterThan(20);
    const missing = stated.flatMap((n) =>
      figures(n.title)
        .filter((figure) => !figures(n.summary).includes(figure))
        .map((figure) => [n.id, n.title, figure, n.summary]),
    );
    expect(missing).toEqual([]);
  });

  it("never gives a headline's number to something else in the summary or the body", () => {
    const confusing = data.news.flatMap((n) => {
      const headline = figures(n.title);
      const text = `${n.summary}${n.content.replace(/<[^>]+>/g, '。')}`;
      return [...text.matchAll(FIGURE)]
        .filter(
          ([figure, number]) => numbers(n.title).includes(number) && !headline.includes(figure),
        )
        .map(([figure]) => [n.id, n.title, figure]);
    });
    expect(confusing).toEqual([]);
  });

  it('says 西安电子科技大学55项专利 of news-0070 again as 55项, not as 55家企业', () => {
    const article = data.news.find((n) => n.id === 'news-0070')!;
    expect(article.title).toBe('西安电子科技大学55项专利在示范区完成转化');
    expect(article.summary).toContain('55项');
    expect(article.summary).not.toContain('55家');
  });
});
