import { db, resetDb } from '../../mock/_lib/data';
import {
  agenciesForDemand,
  bm25,
  demandsForListing,
  expertsForDemand,
  listingsForDemand,
  relatedTerms,
  tokenize,
} from '../../mock/_lib/demand-match';
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

describe('listingsForDemand', () => {
  it('ranks the listing that shares the demand’s keywords first, with the reasons that matched', () => {
    const [first, ...rest] = listingsForDemand(DEMAND, LISTINGS, label);
    expect(first.item.id).toBe('b');
    expect(first.reasons).toEqual([
      '共同关键词：电池热管理',
      '同一技术领域：新能源',
      '价格 120 万元在预算 50-150 万元内',
      '专利类型相符：发明',
    ]);
    // Same field but another patent type ranks below; another field with no shared text is out.
    expect(rest.map((x) => x.item.id)).toEqual(['a', 'c']);
    expect(rest.every((x) => x.score < first.score)).toBe(true);
  });

  it('names the parts of a keyword the listing contains when no whole keyword is shared', () => {
    const ranked = listingsForDemand(DEMAND, LISTINGS, label);
    expect(ranked.find((x) => x.item.id === 'a')!.reasons).toContain('相关词：电池');
    const wearable = trade({ id: 'w', title: '一种无创心电监测方法及可穿戴设备', field: 'SWYY' });
    const demand = trade({
      id: 'need',
      kind: 'buy',
      keywords: ['可穿戴监测', '体外诊断', '监测方法'],
    });
    // Fragments in keyword order, each once; a generic word alone (方法) explains nothing.
    expect(relatedTerms(demand, wearable, [])).toEqual(['可穿戴', '监测', '监测方法']);
    expect(relatedTerms(demand, wearable, ['监测方法'])).toEqual(['可穿戴', '监测']);
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
    const listings = db().transactions.filter((t) => t.kind === 'sell' && isLive(t));
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

  it('keeps experts and agencies to the demand’s field and says so', () => {
    const demand = db().transactions.find((t) => t.kind === 'buy' && isLive(t))!;
    const experts = expertsForDemand(demand, db().experts, label);
    expect(experts.length).toBeGreaterThan(0);
    expect(experts.every((x) => x.item.fields.includes(demand.field))).toBe(true);
    expect(experts[0].reasons[0]).toBe(`擅长领域：${label(demand.field)}`);
    const agencies = agenciesForDemand(demand, db().agencies, label);
    expect(agencies.every((x) => x.item.technicalFields.includes(demand.field))).toBe(true);
    expect(agencies.map((x) => x.score)).toEqual(
      [...agencies.map((x) => x.score)].sort((a, b) => b - a),
    );
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
