import { db, resetDb } from '../../mock/_lib/data';
import { bm25, tokenize } from '../../mock/_lib/bm25';
import { demandsForListing, listingsForDemand, relatedTerms } from '../../mock/_lib/demand-match';
import { agenciesForDemand, expertsForDemand } from '../../mock/_lib/service-match';
import { MIN_MATCH_SCORE } from '../../src/contract/matchScore';
import { demandMatches, listingMatches } from '../../mock/_lib/handlers/matching';
import { isLive } from '../../mock/_lib/handlers/trading';
import { resetUsers } from '../../mock/_lib/users';
import { authHeader, call } from './helpers';

beforeEach(() => {
  resetDb();
  resetUsers();
});

const label = (field: string) => ({ XNY: '新能源', SWYY: '生物医药' })[field] ?? field;

function trade(patch: Partial<API.IpcTransaction> & { id: string }): API.IpcTransaction {
  return {
    version: 1,
    kind: 'sell',
    title: '',
    field: 'XNY',
    transactionType: 'transfer',
    price: null,
    description: '',
    seller: '甲公司',
    contactName: '张三',
    contactPhone: '13800000000',
    publishDate: '2026-01-01',
    views: 0,
    inquiries: 0,
    ...patch,
  };
}

const LISTINGS = [
  trade({
    id: 'a',
    title: '一种固态电池电解质及其制备方法',
    price: 80,
    patentType: 'invention',
    applicationNumber: '201710601862.3',
  }),
  trade({
    id: 'b',
    title: '一种锂离子电池热管理系统',
    price: 120,
    keywords: ['电池热管理'],
    patentType: 'invention',
  }),
  trade({ id: 'c', title: '一种电池包壳体', price: 30, patentType: 'utility' }),
  trade({ id: 'd', title: '一种核酸检测试剂盒', field: 'SWYY', price: 50 }),
];
const DEMAND = trade({
  id: 'demand',
  kind: 'buy',
  title: '求购电池热管理专利',
  keywords: ['电池热管理', '液冷'],
  budgetMin: 50,
  budgetMax: 150,
  patentType: 'invention',
});

/** Reasons that can make a match; the others (field, price, type) only support one. */
const REAL_REASON =
  /^(需求点名了该专利|共同关键词：|描述中提及：|相关词：|同属 IPC |IPC [A-H]\d\d[A-Z] 对应需求中的)/;
const live = () => db().transactions.filter((t) => t.kind === 'sell' && isLive(t));
const titles = (ranked: { item: API.IpcTransaction }[]) => ranked.map((x) => x.item.title);

describe('text relevance', () => {
  it('splits Chinese into bigrams and keeps ASCII words', () => {
    expect(tokenize('固态电池 BMS-2')).toEqual(['固态', '态电', '电池', 'bms', '2']);
  });

  it('ranks the document with the rarer shared term first and ignores unrelated ones', () => {
    const score = bm25([
      { id: 'x', tokens: tokenize('电池 热管理') },
      { id: 'y', tokens: tokenize('电池 壳体') },
      { id: 'z', tokens: tokenize('核酸 检测') },
    ])(tokenize('热管理'));
    expect([...score.keys()]).toEqual(['x']);
  });
});

describe('listingsForDemand: only matches with a real reason', () => {
  it('ranks the listing that shares the demand’s keywords first, with the reasons that matched', () => {
    const [first, ...rest] = listingsForDemand(DEMAND, LISTINGS, label);
    expect(first.item.id).toBe('b');
    expect(first.reasons).toEqual([
      '共同关键词：电池热管理',
      '相关词：锂离子电池',
      '同一技术领域：新能源',
      '价格 120 万元在预算 50-150 万元内',
      '专利类型相符：发明',
    ]);
    // Battery words without the demand's keyword, no IPC code: too little to show.
    expect(rest).toEqual([]);
  });

  it('never gets a Beidou positioning listing for a nucleic-acid drug demand, even in its field, budget and type', () => {
    const demand = trade({
      id: 'rna',
      kind: 'buy',
      title: '征集核酸药物相关发明专利',
      keywords: ['核酸药物', '递送系统'],
      field: 'SWYY',
      budgetMin: 10,
      budgetMax: 300,
      patentType: 'invention',
    });
    const beidou = trade({
      id: 'beidou',
      title: '一种基于北斗的高精度定位方法',
      description: '融合北斗观测值与惯性测量单元数据，采用因子图优化实现厘米级定位。',
      keywords: ['北斗导航', '无人机'],
      ipcMain: 'G01S 19/42',
      field: 'SWYY',
      price: 100,
      patentType: 'invention',
    });
    const sirna = trade({
      id: 'sirna',
      title: '一种靶向RNA递送系统及其制备方法',
      ipcMain: 'C12N 15/113',
      field: 'SWYY',
      price: 120,
      patentType: 'invention',
    });
    const ranked = listingsForDemand(demand, [...live(), beidou, sirna], label);
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked[0].item.id).toBe('sirna');
    expect(ranked[0].reasons.slice(0, 3)).toEqual([
      '共同关键词：递送系统',
      '相关词：RNA',
      'IPC C12N 对应需求中的“核酸药物”',
    ]);
    expect(titles(ranked).some((title) => title.includes('北斗'))).toBe(false);
    expect(ranked.every((x) => x.reasons.some((r) => REAL_REASON.test(r)))).toBe(true);
  });

  it('puts battery listings first for a battery demand, a solar cell after them, wind power not at all', () => {
    const demand = trade({
      id: 'battery',
      kind: 'buy',
      title: '求购电池专利',
      keywords: ['电池'],
      budgetMin: 10,
      budgetMax: 200,
    });
    const listings = [
      trade({
        id: 'solar',
        title: '一种TOPCon太阳能电池及其制备方法',
        ipcMain: 'H01L 31/18',
        price: 50,
      }),
      trade({ id: 'wind', title: '一种风电机组的并网控制方法', ipcMain: 'F03D 7/04', price: 60 }),
      trade({
        id: 'drone',
        title: '一种多旋翼无人机的航迹规划方法',
        field: 'HKHT',
        ipcMain: 'B64C 39/02',
      }),
      trade({
        id: 'li-ion',
        title: '一种锂离子电池热管理方法',
        ipcMain: 'H01M 10/0525',
        price: 90,
      }),
      trade({ id: 'solid', title: '一种硫化物固态电解质膜及固态电池', ipcMain: 'H01M 10/0562' }),
    ];
    const ranked = listingsForDemand(demand, listings, label);
    expect(ranked.map((x) => x.item.id)).toEqual(['li-ion', 'solid', 'solar']);
    expect(ranked[0].reasons).toContain('IPC H01M 对应需求中的“电池”');
    // Among every live listing of the data set too: battery patents (H01M) lead.
    const seeded = listingsForDemand({ ...demand, field: 'XNY' }, live(), label);
    expect(seeded.length).toBe(5);
    for (const match of seeded.slice(0, 3)) {
      expect(match.item.title).toMatch(/电池|电芯/);
      expect(match.item.title).not.toMatch(/太阳能电池/);
      expect(match.item.ipcMain).toMatch(/^H01M/);
    }
  });

  it('makes no match of price and patent type alone, however well they fit', () => {
    const fits = trade({
      id: 'fits',
      title: '一种高层建筑的隔震支座',
      price: 100,
      patentType: 'invention',
    });
    expect(listingsForDemand(DEMAND, [fits], label)).toEqual([]);
    expect(demandsForListing(fits, [DEMAND], [fits], label)).toEqual([]);
    // The same listing with the demand's keyword in its title is one.
    const named = { ...fits, title: '一种电池热管理用液冷板' };
    expect(listingsForDemand(DEMAND, [named], label).map((x) => x.item.id)).toEqual(['fits']);
  });

  it('returns nothing under the minimum score: one related term in the same field is too little, with the IPC subclass it is enough', () => {
    const demand = trade({ id: 'need', kind: 'buy', title: '求购专利', keywords: ['固态电池'] });
    const cell = trade({ id: 'cell', title: '一种电池包均温结构' });
    expect(listingsForDemand(demand, [cell], label)).toEqual([]);
    const [match] = listingsForDemand(demand, [{ ...cell, ipcMain: 'H01M 10/613' }], label);
    expect(match.score).toBeGreaterThanOrEqual(MIN_MATCH_SCORE);
    expect(match.reasons).toEqual([
      '相关词：电池包',
      'IPC H01M 对应需求中的“固态电池”',
      '同一技术领域：新能源',
    ]);
    // The same IPC subclass as the demand's own code, with no word in common: enough only when
    // the field, the budget and the patent type all fit as well.
    const coded = trade({
      id: 'coded',
      kind: 'buy',
      title: '求购专利',
      keywords: ['热失控'],
      ipcMain: 'H01M 10/0525',
      budgetMin: 10,
      budgetMax: 100,
      patentType: 'invention',
    });
    const pack = { ...cell, ipcMain: 'H01M 10/613', price: 60, patentType: 'invention' as const };
    expect(listingsForDemand(coded, [pack], label)[0]).toMatchObject({
      score: MIN_MATCH_SCORE,
      reasons: [
        '同属 IPC H01M',
        '同一技术领域：新能源',
        '价格 60 万元在预算 10-100 万元内',
        '专利类型相符：发明',
      ],
    });
    expect(listingsForDemand(coded, [{ ...pack, price: 160 }], label)).toEqual([]);
  });

  it('names related terms from the vocabulary, not fragments of the demand’s words', () => {
    const wearable = trade({ id: 'w', title: '一种无创心电监测方法及可穿戴设备', field: 'SWYY' });
    const demand = trade({ id: 'need', kind: 'buy', keywords: ['可穿戴监测', '体外诊断'] });
    expect(relatedTerms(demand, wearable)).toEqual(['可穿戴', '心电']);
    // 太阳能电池 is a solar term: the battery word inside it relates nothing to a battery demand.
    const solar = trade({ id: 's', title: '一种钙钛矿太阳能电池' });
    expect(relatedTerms(trade({ id: 'b', kind: 'buy', keywords: ['动力电池'] }), solar)).toEqual(
      [],
    );
  });

  it('ranks the patent a demand names (by number or title) first, whatever the other features', () => {
    for (const keyword of ['201710601862.3', '固态电池电解质']) {
      const named = { ...DEMAND, keywords: [keyword], patentType: undefined };
      const [first] = listingsForDemand(named, LISTINGS, label);
      expect(first.item.id).toBe('a');
      expect(first.reasons[0]).toBe(`需求点名了该专利（“${keyword}”）`);
    }
  });

  it('puts a price above the budget below the same listing within it', () => {
    const cheap = trade({ id: 'p1', title: '一种电池热管理方法', price: 100 });
    const dear = trade({ id: 'p0', title: '一种电池热管理方法', price: 900 });
    const ranked = listingsForDemand(DEMAND, [dear, cheap], label);
    expect(ranked.map((x) => x.item.id)).toEqual(['p1', 'p0']);
    expect(ranked[1].reasons.some((r) => r.startsWith('价格'))).toBe(false);
  });

  it('finds nothing for a demand in another field with no shared words', () => {
    const unrelated = trade({
      id: 'u',
      kind: 'buy',
      title: '征集纺织印染专利',
      keywords: ['印染'],
      field: 'FZ',
    });
    expect(listingsForDemand(unrelated, LISTINGS, label)).toEqual([]);
  });

  it('ranks a seeded listing first for a demand naming its title, among all live listings', () => {
    const listings = live();
    const target = listings[17];
    const demand = trade({
      id: 'q',
      kind: 'buy',
      title: '求购专利',
      keywords: [target.title],
      field: 'none',
    });
    expect(listingsForDemand(demand, listings, label)[0].item.id).toBe(target.id);
  });
});

describe('demandsForListing, experts and agencies', () => {
  it('scores a listing against demands the same way as demands against listings', () => {
    const other = trade({
      id: 'other',
      kind: 'buy',
      title: '求购核酸检测专利',
      keywords: ['核酸'],
      field: 'SWYY',
    });
    const ranked = demandsForListing(LISTINGS[1], [other, DEMAND], LISTINGS, label);
    expect(ranked.map((x) => x.item.id)).toEqual(['demand']);
    expect(ranked[0].score).toBe(listingsForDemand(DEMAND, LISTINGS, label)[0].score);
  });

  const expert = (patch: Partial<API.Expert> & { id: string }): API.Expert => ({
    name: '专家',
    title: '高级工程师',
    organization: '某公司',
    fields: ['XNY'],
    specialties: ['商标与品牌战略'],
    yearsOfExperience: 10,
    serviceCount: 100,
    intro: '每年为园区企业开展公益培训约10场。',
    ...patch,
  });

  it('does not score an expert for the field alone, and gives 100 only to one whose own words meet the demand', () => {
    const experts = [
      expert({ id: 'field-only' }),
      expert({ id: 'other-field', fields: ['SWYY'], specialties: ['技术转移转化'] }),
      expert({ id: 'trade', specialties: ['技术转移转化', '知识产权价值评估'] }),
      expert({
        id: 'battery',
        specialties: ['技术转移转化', '知识产权价值评估', 'FTO自由实施分析'],
        intro: '长期从事电池热管理与液冷技术研发，作为发明人获得授权专利20件。',
      }),
    ];
    const ranked = expertsForDemand(DEMAND, experts, label);
    expect(ranked.map((x) => x.item.id)).toEqual(['battery', 'trade']);
    expect(ranked[0]).toMatchObject({
      score: 100,
      reasons: [
        '专长涉及：电池热管理、液冷',
        '交易所需专长：技术转移转化、知识产权价值评估、FTO自由实施分析',
        '擅长领域：新能源',
      ],
    });
    expect(ranked[1].score).toBeLessThan(100);
    expect(ranked[1].score).toBeGreaterThanOrEqual(MIN_MATCH_SCORE);
  });

  it('keeps seeded experts and agencies to the demand’s field, experts under 100 without the demand’s words', () => {
    for (const demand of db().transactions.filter((t) => t.kind === 'buy' && isLive(t))) {
      const experts = expertsForDemand(demand, db().experts, label);
      expect(experts.every((x) => x.item.fields.includes(demand.field))).toBe(true);
      for (const { score, reasons } of experts) {
        expect(score).toBeGreaterThanOrEqual(MIN_MATCH_SCORE);
        if (!reasons[0].startsWith('专长涉及')) expect(score).toBeLessThan(100);
      }
      const agencies = agenciesForDemand(demand, db().agencies, label);
      expect(agencies.every((x) => x.item.technicalFields.includes(demand.field))).toBe(true);
      expect(agencies.map((x) => x.score)).toEqual(
        [...agencies.map((x) => x.score)].sort((a, b) => b - a),
      );
    }
  });
});

describe('the matching endpoints', () => {
  it('answers a live demand with ranked listings (contacts masked for visitors), experts and agencies', () => {
    const demand = db().transactions.find((t) => t.kind === 'buy' && isLive(t))!;
    const sent = call<API.DemandMatches>(demandMatches, { query: { id: demand.id } });
    expect(sent.body.success).toBe(true);
    const { listings, experts, agencies } = sent.body.data;
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.every((x) => x.item.kind === 'sell' && x.item.contactHidden)).toBe(true);
    expect(listings.every((x) => x.reasons.length > 0)).toBe(true);
    expect(experts.length + agencies.length).toBeGreaterThan(0);
  });

  it('returns, for every live demand and listing, only matches with a real reason at or above the minimum score', () => {
    // Every demand; every tenth listing (each asks all demands, which takes its time).
    const trades = db()
      .transactions.filter((t) => isLive(t))
      .filter((t, i) => t.kind === 'buy' || i % 10 === 0);
    const returned: API.TransactionMatch[] = [];
    for (const t of trades) {
      const sent =
        t.kind === 'buy'
          ? call<API.DemandMatches>(demandMatches, { query: { id: t.id } }).body.data.listings
          : call<API.ListingMatches>(listingMatches, { query: { id: t.id } }).body.data.demands;
      returned.push(...sent);
    }
    expect(returned.length).toBeGreaterThan(trades.length);
    const weak = returned.filter(
      (x) => x.score < MIN_MATCH_SCORE || !x.reasons.some((r) => REAL_REASON.test(r)),
    );
    expect(weak).toEqual([]);
  });

  it('says not found for unknown ids, the wrong kind, and another account’s demand in review', () => {
    const listing = db().transactions.find((t) => t.kind === 'sell' && isLive(t))!;
    for (const id of ['txn-9999', listing.id, '<script>'])
      expect(call(demandMatches, { query: { id } }).body).toMatchObject({
        success: false,
        errorMessage: '未找到该需求',
      });
    const demand = db().transactions.find((t) => t.kind === 'buy' && isLive(t))!;
    expect(call(listingMatches, { query: { id: demand.id } }).body.success).toBe(false);
    // The seed has no demand in review: put one of demo's there.
    const pending = db().transactions.find(
      (t) => t.kind === 'buy' && isLive(t) && t.id !== demand.id,
    )!;
    Object.assign(pending, { status: 'pending', owner: 'demo' });
    expect(call(demandMatches, { query: { id: pending.id } }).body.success).toBe(false);
    expect(
      call(demandMatches, { query: { id: pending.id }, headers: authHeader('admin') }).body.success,
    ).toBe(true);
    expect(
      call(demandMatches, { query: { id: pending.id }, headers: authHeader('demo') }).body.success,
    ).toBe(true);
  });

  it('answers a listing with the demands it meets', () => {
    const demand = db().transactions.find((t) => t.kind === 'buy' && isLive(t))!;
    const best = call<API.DemandMatches>(demandMatches, { query: { id: demand.id } }).body.data
      .listings[0];
    const back = call<API.ListingMatches>(listingMatches, { query: { id: best.item.id } }).body
      .data;
    expect(back.demands.every((x) => x.item.kind === 'buy' && x.reasons.length > 0)).toBe(true);
    expect(back.demands.map((x) => x.item.id)).toContain(demand.id);
  });
});
