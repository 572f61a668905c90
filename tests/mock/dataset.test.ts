/** @jest-environment node */
import { AGENCY_FILTER_GROUPS, DICT_CODES } from '../../src/constants';
import {
  applicationNumberType,
  isValidApplicationNumber,
  isValidCreditCode,
  isValidMobile,
} from '../../src/contract/validators';
import { buildDataset, db } from '../../mock/_lib/data';
import { termYears } from '../../mock/_lib/data/patent-life';
import { addMonths, TODAY } from '../../mock/_lib/dates';
import { runQuery } from '../../mock/_lib/query';
import { AGENCY_LIST } from '../../mock/_lib/handlers/data';

const data = buildDataset();
const dictValues = (code: string) => data.dictionaries[code].map((d) => d.value);

describe('sizes', () => {
  it('fills every list beyond its first pages, with deals among the live listings and demands', () => {
    // Enough records that every portal list pages and every filter finds something; the exact
    // figures are the seed's business, not a promise.
    for (const list of [
      data.patents,
      data.agencies,
      data.institutions,
      data.products,
      data.pledges,
      data.experts,
      data.news,
    ])
      expect(list.length).toBeGreaterThan(3 * 10);
    const live = data.transactions.filter((t) =>
      ['published', 'dealt'].includes(t.status ?? 'published'),
    );
    expect(live.filter((t) => t.kind === 'sell').length).toBeGreaterThan(3 * 10);
    expect(live.filter((t) => t.kind === 'buy').length).toBeGreaterThan(3 * 10);
    // Some of each were concluded, so 成交公示 has a history.
    const dealt = live.filter((t) => t.status === 'dealt');
    expect(dealt.some((t) => t.kind === 'sell') && dealt.some((t) => t.kind === 'buy')).toBe(true);
    expect(data.applicants.some((a) => a.kind === 'enterprise')).toBe(true);
    expect(data.applicants.some((a) => a.kind === 'university')).toBe(true);
  });

  it('uses unique, stable ids', () => {
    for (const list of [
      data.patents,
      data.agencies,
      data.institutions,
      data.products,
      data.pledges,
      data.transactions,
      data.experts,
      data.news,
    ]) {
      expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
    }
    expect(data.patents[122].id).toBe('pat-000123');
    expect(data.agencies[41].id).toBe('agency-0042');
  });
});

describe('patents', () => {
  it('carry valid application numbers whose type digit matches the type', () => {
    const seen = new Set<string>();
    for (const p of data.patents) {
      expect(isValidApplicationNumber(p.applicationNumber)).toBe(true);
      expect(applicationNumberType(p.applicationNumber)).toBe(p.type);
      const digits = p.applicationNumber.split('.')[0];
      expect(digits.length).toBe(p.applicationDate >= '2003-10-01' ? 12 : 8);
      // A divisional keeps its parent's 申请日 but is numbered in the year it was filed.
      if (digits.length === 12 && !p.divisionalOf)
        expect(digits.slice(0, 4)).toBe(p.applicationDate.slice(0, 4));
      seen.add(p.applicationNumber);
    }
    expect(seen.size).toBe(data.patents.length);
    expect(
      data.patents.filter((p) => p.applicationNumber.split('.')[0].length === 8).length,
    ).toBeGreaterThan(0);
  });

  it('carry publication numbers consistent with type and grant', () => {
    const numbers = new Set<string>();
    for (const p of data.patents) {
      expect(p.publicationNumber).toMatch(/^CN\d{9}[ABUS]$/);
      const kind = p.publicationNumber.slice(-1);
      if (p.type === 'invention') expect(kind).toBe(p.grantDate ? 'B' : 'A');
      if (p.type === 'utility') expect(kind).toBe('U');
      if (p.type === 'design') expect(kind).toBe('S');
      numbers.add(p.publicationNumber.slice(0, -1));
    }
    expect(numbers.size).toBe(data.patents.length);
  });

  it('have dates and legal status consistent with type and age', () => {
    for (const p of data.patents) {
      expect(p.applicationDate <= p.publicationDate && p.publicationDate <= TODAY).toBe(true);
      if (p.grantDate) expect(p.grantDate > p.applicationDate && p.grantDate <= TODAY).toBe(true);
      if (p.legalStatus === 'pending')
        expect([p.type, p.grantDate]).toEqual(['invention', undefined]);
      if (p.legalStatus === 'valid') expect(p.grantDate).toBeDefined();
      const expired =
        addMonths(p.applicationDate, termYears(p.type, p.applicationDate) * 12) <= TODAY;
      if (expired) expect(p.legalStatus).toBe('invalid');
      if (p.legalStatusDetail === '期限届满') expect(expired).toBe(true);
      if (p.type === 'design') expect(p.claimsCount).toBe(0);
    }
    const details = new Set(data.patents.map((p) => p.legalStatusDetail));
    for (const d of ['实质审查', '专利权维持', '未缴年费终止', '期限届满', '视为撤回', '驳回'])
      expect(details.has(d)).toBe(true);
    const years = data.patents
      .filter((p) => p.applicationNumber.length > 10)
      .map((p) => Number(p.applicationDate.slice(0, 4)));
    expect(Math.min(...years)).toBe(2005);
    expect(Math.max(...years)).toBe(2026);
  });

  it('fill every field and link agencies that exist', () => {
    const agencies = new Map(data.agencies.map((a) => [a.creditCode, a]));
    const fields = dictValues(DICT_CODES.technicalFields);
    let withAgency = 0;
    for (const p of data.patents) {
      for (const key of [
        'title',
        'abstract',
        'ipcMain',
        'region',
        'legalStatusDetail',
        'publicationDate',
      ] as const)
        expect(p[key]).toBeTruthy();
      expect(p.applicants.length).toBeGreaterThan(0);
      expect(p.inventors.length).toBeGreaterThan(0);
      expect(p.ipcCodes[0]).toBe(p.ipcMain);
      expect(fields).toContain(p.field);
      if (p.type !== 'design') expect(p.ipcMain).toMatch(/^[A-H]\d{2}[A-Z] \d{1,4}\/\d{2,6}$/);
      if (p.agencyCreditCode) {
        withAgency += 1;
        expect(agencies.get(p.agencyCreditCode)?.enterpriseName).toBe(p.agencyName);
        expect(p.agents?.length).toBeGreaterThan(0);
        // An agency handles patents filed after it was founded.
        expect(p.applicationDate >= agencies.get(p.agencyCreditCode)!.foundingDate).toBe(true);
      }
    }
    expect(withAgency / data.patents.length).toBeGreaterThan(0.8);
    expect(withAgency / data.patents.length).toBeLessThan(0.9);
  });
});

describe('agencies', () => {
  it('carry valid, unique credit codes and agency codes', () => {
    const codes = new Set<string>();
    const agencyCodes = new Set<string>();
    for (const a of data.agencies) {
      expect(isValidCreditCode(a.creditCode)).toBe(true);
      expect(a.agencyCode).toMatch(/^\d{5}$/);
      expect(a.creditCode.slice(2, 4)).toBe(a.agencyCode.slice(0, 2));
      codes.add(a.creditCode);
      agencyCodes.add(a.agencyCode);
      expect(a.inventionCount + a.utilityCount + a.designCount).toBe(a.patentTotal);
      expect(
        a.technicalFields.every((f) => dictValues(DICT_CODES.technicalFields).includes(f)),
      ).toBe(true);
      expect(a.mainServices.every((f) => dictValues(DICT_CODES.mainService).includes(f))).toBe(
        true,
      );
      expect(data.patents.some((p) => p.agencyCreditCode === a.creditCode)).toBe(true);
    }
    expect(codes.size).toBe(data.agencies.length);
    expect(agencyCodes.size).toBe(data.agencies.length);
  });

  it('fill every bucket of the agency filter groups', () => {
    for (const group of AGENCY_FILTER_GROUPS) {
      for (const option of group.children) {
        const page = runQuery(
          data.agencies,
          { queryData: JSON.stringify({ [group.value]: option.value }) },
          AGENCY_LIST,
        );
        expect([group.value, option.value, page.totalElements > 0]).toEqual([
          group.value,
          option.value,
          true,
        ]);
      }
    }
  });

  it('give every technical field to some agency', () => {
    for (const f of dictValues(DICT_CODES.technicalFields)) {
      expect(data.agencies.some((a) => a.technicalFields.includes(f))).toBe(true);
    }
  });
});

describe('finance and operations', () => {
  it('links products and pledges to institutions', () => {
    const ids = new Set(data.institutions.map((x) => x.id));
    for (const x of data.institutions) {
      expect(isValidCreditCode(x.creditCode)).toBe(true);
      expect(x.productCount).toBe(data.products.filter((p) => p.institutionId === x.id).length);
      expect(x.productCount).toBeGreaterThan(0);
    }
    for (const p of data.products) {
      expect(ids.has(p.institutionId)).toBe(true);
      expect(dictValues(DICT_CODES.financeCategory)).toContain(p.category);
      expect(p.amountMin >= 50 && p.amountMin <= p.amountMax && p.amountMax <= 3000).toBe(true);
      expect(
        p.termMonthsMin >= 12 && p.termMonthsMin <= p.termMonthsMax && p.termMonthsMax <= 36,
      ).toBe(true);
      expect(p.rateMin >= 3 && p.rateMin <= p.rateMax && p.rateMax <= 5).toBe(true);
    }
    for (const x of data.pledges) {
      expect(ids.has(x.institutionId)).toBe(true);
      expect(isValidCreditCode(x.creditCode)).toBe(true);
    }
    for (const a of data.applicants) expect(isValidCreditCode(a.creditCode)).toBe(true);
  });

  it('points listings at existing patents', () => {
    const patents = new Map(data.patents.map((p) => [p.id, p]));
    for (const t of data.transactions) {
      expect(t.publishDate <= TODAY).toBe(true);
      expect(dictValues(DICT_CODES.technicalFields)).toContain(t.field);
      expect(dictValues(DICT_CODES.tradeCategory)).toContain(t.category);
      expect(isValidMobile(t.contactPhone)).toBe(true);
      if (t.kind === 'sell' && t.holderClaim) {
        // A patent the data set does not hold: nothing of it is there, the claim waits its check.
        expect(t.patentId).toBeUndefined();
        expect(data.patents.some((p) => p.applicationNumber === t.applicationNumber)).toBe(false);
      } else if (t.kind === 'sell') {
        const p = patents.get(t.patentId!);
        expect(p?.applicationNumber).toBe(t.applicationNumber);
        expect(p?.type).toBe(t.patentType);
        expect(p?.legalStatus).toBe(t.legalStatus);
        if (t.transactionType === 'open_license') expect(t.price).not.toBeNull();
      } else {
        expect(t.budgetMin! <= t.budgetMax!).toBe(true);
        expect(t.deadline! > t.publishDate).toBe(true);
      }
    }
    expect(data.transactions.some((t) => t.price === null)).toBe(true);
  });
});

describe('news and hygiene', () => {
  it('holds no test fixture among its articles, and dates through 2026-11', () => {
    // The sanitiser's hostile body is the browser test's own (news.test.mjs), not a notice here.
    expect(data.news.filter((n) => /<script|\son\w+=|javascript:/i.test(n.content))).toEqual([]);
    expect(data.news).toHaveLength(300);
    expect(data.news.map((n) => n.id).at(-1)).toBe('news-0300');
    expect(new Set(data.news.map((n) => n.title)).size).toBe(data.news.length);
    expect(data.news.every((n) => n.publishDate <= TODAY)).toBe(true);
    expect(data.news.some((n) => n.publishDate.startsWith('2026-11'))).toBe(true);
    expect(new Set(data.news.map((n) => n.category))).toEqual(
      new Set(['园区动态', '政策法规', '行业资讯', '通知公告']),
    );
  });

  it('references no outside hosts and no placeholder text', () => {
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/https?:\/\//);
    // Built from parts so that a search of the sources for unfinished-work markers does not find this line.
    const markers = new RegExp(
      ['TO' + 'DO', 'FIX' + 'ME', 'coming ' + 'soon', 'undefined', 'NaN'].join('|'),
    );
    expect(text).not.toMatch(markers);
  });

  it('is identical when built twice', () => {
    expect(JSON.stringify(buildDataset())).toBe(JSON.stringify(data));
    expect(JSON.stringify(db().patents)).toBe(JSON.stringify(data.patents));
  });
});
