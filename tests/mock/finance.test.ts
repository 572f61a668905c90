/** @jest-environment node */
import { db } from '../../mock/_lib/data';
import { findExperts } from '../../mock/_lib/handlers/data';
import {
  findPledges,
  findProducts,
  institutionDetail,
  productDetail,
} from '../../mock/_lib/handlers/finance';
import { financingStatistics, pledgeStatistics } from '../../mock/_lib/handlers/stats';
import { call } from './helpers';

const q = (queryData: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  query: { queryData: JSON.stringify(queryData), size: '500', ...extra },
});

const products = (queryData: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  call(findProducts, q(queryData, extra)).body.data as API.Page<API.FinancialProduct>;

describe('institutionProduct/findIndex filters', () => {
  it('filters by category', () => {
    const page = products({ category: 'ZSCQBX' });
    expect(page.totalElements).toBe(db().products.filter((p) => p.category === 'ZSCQBX').length);
    expect(page.totalElements).toBeGreaterThan(0);
    const two = products({ category: ['ZLZYDK', 'SBZYDK'] });
    expect(two.content.every((p) => ['ZLZYDK', 'SBZYDK'].includes(p.category))).toBe(true);
  });

  it('filters by institution', () => {
    const inst = db().institutions[3];
    const page = products({ institutionId: inst.id });
    expect(page.totalElements).toBe(inst.productCount);
    expect(page.content.every((p) => p.institutionId === inst.id)).toBe(true);
  });

  it('keeps products whose amount range overlaps the wanted one', () => {
    const page = products({ amountMin: 2500, amountMax: 2800 });
    const expected = db().products.filter((p) => p.amountMax >= 2500 && p.amountMin <= 2800);
    expect(page.totalElements).toBe(expected.length);
    expect(page.totalElements).toBeGreaterThan(0);
    const small = products({ amountMax: 60 });
    expect(small.content.every((p) => p.amountMin <= 60)).toBe(true);
    expect(small.totalElements).toBe(db().products.filter((p) => p.amountMin <= 60).length);
  });

  it('keeps products whose term range contains the wanted term', () => {
    const page = products({ termMonths: 36 });
    expect(page.totalElements).toBe(
      db().products.filter((p) => p.termMonthsMin <= 36 && 36 <= p.termMonthsMax).length,
    );
    expect(products({ termMonths: '12' }).content.every((p) => p.termMonthsMin <= 12)).toBe(true);
    expect(products({ termMonths: 120 }).totalElements).toBe(0);
    expect(call(findProducts, q({ termMonths: 'long' })).body.errorMessage).toBe(
      '贷款期限必须是数字',
    );
  });

  it('keeps products whose lowest rate is within the wanted maximum', () => {
    const page = products({ rateMax: 3.5 }, { sort: 'rateMin desc' });
    expect(page.totalElements).toBe(db().products.filter((p) => p.rateMin <= 3.5).length);
    expect(page.content[0].rateMin).toBeLessThanOrEqual(3.5);
    expect(call(findProducts, q({ rateMax: 'low' })).body.errorMessage).toBe('利率上限必须是数字');
  });

  it('filters by guarantee text', () => {
    const page = products({ guarantee: '信用' });
    expect(page.totalElements).toBe(
      db().products.filter((p) => p.guarantee.includes('信用')).length,
    );
    expect(
      products({ guarantee: '专利权质押' }).content.every((p) =>
        p.guarantee.includes('专利权质押'),
      ),
    ).toBe(true);
  });

  it('combines filters and pages by ten', () => {
    const page = call(findProducts, {
      query: { queryData: JSON.stringify({ category: 'ZLZYDK', termMonths: 24, rateMax: 4.5 }) },
    }).body.data as API.Page<API.FinancialProduct>;
    const expected = db().products.filter(
      (p) =>
        p.category === 'ZLZYDK' &&
        p.termMonthsMin <= 24 &&
        p.termMonthsMax >= 24 &&
        p.rateMin <= 4.5,
    );
    expect(page.totalElements).toBe(expected.length);
    expect(page.size).toBe(10);
    expect(page.content.length).toBe(Math.min(10, expected.length));
    expect(page.totalPages).toBe(Math.ceil(expected.length / 10));
  });
});

describe('product and institution detail', () => {
  it('returns a product with its institution', () => {
    const product = db().products[42];
    const detail = call(productDetail, { query: { id: product.id } }).body
      .data as API.FinancialProductDetail;
    expect(detail).toMatchObject({ ...product });
    expect(detail.institution.id).toBe(product.institutionId);
    expect(detail.institution.name).toBe(product.institutionName);
    const viaQueryData = call(productDetail, {
      query: { queryData: JSON.stringify({ id: product.id }) },
    });
    expect(viaQueryData.body.data.id).toBe(product.id);
  });

  it('returns an institution whose products are reachable by institutionId', () => {
    const inst = db().institutions.find((x) => x.productCount > 1)!;
    const detail = call(institutionDetail, { query: { id: inst.id } }).body
      .data as API.FinancialInstitution;
    expect(detail).toEqual(inst);
    const page = products({ institutionId: detail.id });
    expect(page.totalElements).toBe(detail.productCount);
    expect(page.content.every((p) => p.institutionName === detail.name)).toBe(true);
    for (const x of db().institutions)
      expect(db().products.filter((p) => p.institutionId === x.id).length).toBe(x.productCount);
  });

  it('answers unknown and missing ids with envelope errors', () => {
    expect(call(institutionDetail, { query: { id: 'inst-9999' } }).body).toMatchObject({
      success: false,
      errorCode: 'NOT_FOUND',
      errorMessage: '未找到该金融机构',
    });
    expect(call(productDetail, { query: {} }).body.errorMessage).toBe('缺少参数 id');
  });
});

describe('PledgeFinancing/statistics', () => {
  it('sums the registrations', () => {
    const all = db().pledges;
    const stat = call(financingStatistics).body.data as API.PledgeStatistics;
    expect(stat.count).toBe(all.length);
    expect(stat.totalAmount).toBe(all.reduce((s, p) => s + p.amount, 0));
    expect(stat.averageRate).toBeCloseTo(all.reduce((s, p) => s + p.rate, 0) / all.length, 2);
    expect(stat.averageRate).toBeGreaterThanOrEqual(3);
    expect(stat.averageRate).toBeLessThanOrEqual(5);
    expect(stat.institutionCount).toBe(new Set(all.map((p) => p.institutionId)).size);
    expect(stat.byYear.reduce((s, y) => s + y.count, 0)).toBe(all.length);
    expect(stat.byYear.reduce((s, y) => s + y.amount, 0)).toBe(stat.totalAmount);
    const years = stat.byYear.map((y) => y.year);
    expect(years[0]).toBe(2019);
    expect(years).toEqual(years.map((_, i) => years[0] + i));
  });

  it('accepts the list filters', () => {
    const inst = db().pledges[0].institutionId;
    const mine = db().pledges.filter((p) => p.institutionId === inst);
    const stat = call(financingStatistics, {
      query: { queryData: JSON.stringify({ institutionId: inst }) },
    }).body.data as API.PledgeStatistics;
    expect(stat).toMatchObject({ count: mine.length, institutionCount: 1 });
    expect(stat.totalAmount).toBe(mine.reduce((s, p) => s + p.amount, 0));
    const list = call(findPledges, q({ pledgeType: '商标' })).body.data;
    expect(call(financingStatistics, q({ pledgeType: '商标' })).body.data.count).toBe(
      list.totalElements,
    );
  });

  it('answers an empty selection with zeros', () => {
    expect(pledgeStatistics([])).toEqual({
      count: 0,
      totalAmount: 0,
      averageRate: 0,
      institutionCount: 0,
      byYear: [],
    });
  });
});

describe('findExpert', () => {
  const experts = (queryData: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    call(findExperts, q(queryData, extra)).body.data as API.Page<API.Expert>;

  it('filters by one or more technical fields', () => {
    const one = experts({ field: 'SWYY' });
    expect(one.totalElements).toBe(db().experts.filter((e) => e.fields.includes('SWYY')).length);
    expect(one.totalElements).toBeGreaterThan(0);
    const two = experts({ field: 'SWYY,JCDL' });
    expect(two.totalElements).toBe(
      db().experts.filter((e) => e.fields.includes('SWYY') || e.fields.includes('JCDL')).length,
    );
    expect(experts({ field: 'NOPE' }).totalElements).toBe(0);
  });

  it('searches names, organisations and specialties, and sorts', () => {
    const expert = db().experts[10];
    expect(experts({}, { keyword: expert.organization }).content.map((e) => e.id)).toContain(
      expert.id,
    );
    const byService = experts({}).content.map((e) => e.serviceCount);
    expect(byService).toEqual([...byService].sort((a, b) => b - a));
    const byYears = experts({ field: 'XXJS' }, { sort: 'yearsOfExperience asc' }).content.map(
      (e) => e.yearsOfExperience,
    );
    expect(byYears).toEqual([...byYears].sort((a, b) => a - b));
    expect(call(findExperts, { query: { sort: 'name asc' } }).body.success).toBe(false);
    expect(call(findExperts, { query: {} }).body.data.size).toBe(10);
  });
});
