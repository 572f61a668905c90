/** @jest-environment node */
import { db } from '../../mock/_lib/data';
import { apportion } from '../../mock/_lib/data/agency-statistics';
import { TODAY } from '../../mock/_lib/dates';
import {
  agencyDetail,
  findAgencies,
  findAgencyStatistic,
  findEnterprisePatents,
  findExperts,
  findPatents,
  patentDetail,
} from '../../mock/_lib/handlers/data';
import { call, fastestRun } from './helpers';

const q = (queryData: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  query: { queryData: JSON.stringify(queryData), ...extra },
});

describe('patent/findEnterpriseIndex', () => {
  it('finds an applicant’s patents by exact name, newest first', () => {
    const name = db().patents[500].applicants[0];
    const expected = db().patents.filter(
      (p) => p.applicants.includes(name) || p.agencyName === name,
    ).length;
    const page = call(findEnterprisePatents, q({ enterpriseName: name }, { size: '500' })).body
      .data;
    expect(page.totalElements).toBe(expected);
    const dates = page.content.map((p: API.Patent) => p.applicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds an agency’s patents by credit code, with type and status filters', () => {
    const agency = db().agencies[0];
    const all = db().patents.filter((p) => p.agencyCreditCode === agency.creditCode);
    expect(
      call(findEnterprisePatents, q({ creditCode: agency.creditCode })).body.data.totalElements,
    ).toBe(all.length);
    expect(
      call(findEnterprisePatents, q({ enterpriseName: agency.enterpriseName })).body.data
        .totalElements,
    ).toBe(all.length);
    const inventions = call(
      findEnterprisePatents,
      q({ creditCode: agency.creditCode, type: 'invention', legalStatus: 'valid' }),
    ).body.data;
    expect(inventions.totalElements).toBe(
      all.filter((p) => p.type === 'invention' && p.legalStatus === 'valid').length,
    );
  });

  it('answers an unknown enterprise with an empty page and a malformed code with an error', () => {
    expect(
      call(findEnterprisePatents, q({ enterpriseName: '不存在的公司' })).body.data,
    ).toMatchObject({
      content: [],
      totalElements: 0,
    });
    expect(
      call(findEnterprisePatents, q({ creditCode: '91110000600037341L' })).body.data.totalElements,
    ).toBe(0);
    expect(call(findEnterprisePatents, q({ creditCode: '91110000600037341M' })).body).toMatchObject(
      {
        success: false,
        errorMessage: '统一社会信用代码校验位不正确',
      },
    );
    expect(call(findEnterprisePatents, q({ creditCode: '123' })).body.errorMessage).toBe(
      '统一社会信用代码长度应为18位',
    );
  });

  it('searches title and abstract only and sorts by the whitelist', () => {
    const patent = db().patents.find((p) => p.type === 'invention')!;
    const word = patent.title.slice(2, 8);
    const page = call(
      findEnterprisePatents,
      q({ enterpriseName: patent.applicants[0] }, { keyword: word, sort: 'publicationDate asc' }),
    ).body.data;
    expect(page.content.map((p: API.Patent) => p.id)).toContain(patent.id);
    expect(
      call(
        findEnterprisePatents,
        q({ enterpriseName: patent.applicants[0] }, { keyword: patent.applicants[0] }),
      ).body.data.totalElements,
    ).toBe(0);
    expect(call(findEnterprisePatents, q({}, { sort: 'title asc' })).body.success).toBe(false);
  });
});

describe('patent search and detail', () => {
  it('runs a keyword search over all patents well under 100 ms', () => {
    call(findPatents, { query: { keyword: '电池' } });
    const sent = call(findPatents, { query: { keyword: '锂离子 方法', size: '20' } });
    expect(sent.body.data.totalElements).toBeGreaterThan(0);
    expect(
      fastestRun(() => call(findPatents, { query: { keyword: '锂离子 方法', size: '20' } })),
    ).toBeLessThan(100);
    expect(
      fastestRun(() => call(findPatents, { query: { keyword: '一种', size: '5000' } })),
    ).toBeLessThan(100);
  });

  it('filters by IPC prefix, field and date range, and finds one patent', () => {
    const page = call(
      findPatents,
      q({ ipc: 'H01M', applicationDateFrom: '2015-01-01' }, { size: '500' }),
    ).body.data;
    expect(page.totalElements).toBeGreaterThan(0);
    for (const p of page.content)
      expect(
        p.ipcCodes.some((c: string) => c.startsWith('H01M')) && p.applicationDate >= '2015-01-01',
      ).toBe(true);
    expect(
      call(findPatents, q({ field: 'XNY' })).body.data.content.every(
        (p: API.Patent) => p.field === 'XNY',
      ),
    ).toBe(true);
    const patent = db().patents[10];
    expect(call(patentDetail, { query: { id: patent.id } }).body.data.applicationNumber).toBe(
      patent.applicationNumber,
    );
    expect(
      call(patentDetail, { query: { applicationNumber: `CN${patent.applicationNumber}` } }).body
        .data.id,
    ).toBe(patent.id);
    expect(call(patentDetail, { query: { id: 'pat-999999' } }).body.errorCode).toBe('NOT_FOUND');
  });
});

describe('findExpert', () => {
  it('searches, filters by field and sorts', () => {
    const page = call(
      findExperts,
      q({ field: 'XNY' }, { sort: 'yearsOfExperience desc', size: '200' }),
    ).body.data;
    expect(page.content.every((e: API.Expert) => e.fields.includes('XNY'))).toBe(true);
    const years = page.content.map((e: API.Expert) => e.yearsOfExperience);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const expert = db().experts[3];
    expect(
      call(findExperts, { query: { keyword: expert.name } }).body.data.content.map(
        (e: API.Expert) => e.id,
      ),
    ).toContain(expert.id);
    expect(
      call(findExperts, { query: { keyword: expert.specialties[0] } }).body.data.totalElements,
    ).toBeGreaterThan(0);
  });
});

describe('agencies', () => {
  it('are found by their unified social credit code, in either case, as well as by name', () => {
    const agency = db().agencies[5];
    for (const keyword of [
      agency.creditCode,
      agency.creditCode.toLowerCase(),
      agency.enterpriseName,
    ]) {
      const found = call(findAgencies, { query: { keyword } }).body
        .data as API.Page<API.ServiceAgency>;
      expect(found.content.map((a) => a.creditCode)).toContain(agency.creditCode);
      if (keyword !== agency.enterpriseName) expect(found.totalElements).toBe(1);
    }
  });

  it('describes the agency’s whole book, consistent with its profile', () => {
    const dataYear = Number(TODAY.slice(0, 4));
    for (const agency of db().agencies) {
      const stat = call(findAgencyStatistic, { query: { creditCode: agency.creditCode } }).body
        .data as API.AgencyStatistic;
      const sum = (list: { count: number }[]) => list.reduce((s, x) => s + x.count, 0);
      expect(stat.creditCode).toBe(agency.creditCode);
      expect(stat.byType).toEqual([
        { type: 'invention', count: agency.inventionCount },
        { type: 'utility', count: agency.utilityCount },
        { type: 'design', count: agency.designCount },
      ]);
      expect(sum(stat.byType)).toBe(agency.patentTotal);
      expect(sum(stat.byYear)).toBe(agency.patentTotal);
      expect(sum(stat.byField)).toBe(agency.patentTotal);
      // Every year from the founding to the data year, ascending, none missing.
      const founded = Number(agency.foundingDate.slice(0, 4));
      expect(stat.byYear.map((x) => x.year)).toEqual(
        Array.from({ length: dataYear - founded + 1 }, (_, i) => founded + i),
      );
      expect(stat.byYear.every((x) => Number.isInteger(x.count) && x.count >= 0)).toBe(true);
      // The agency's own fields lead; the others come from its sample patents.
      const sampleFields = db()
        .patents.filter((p) => p.agencyCreditCode === agency.creditCode)
        .map((p) => p.field);
      for (const { field, count } of stat.byField) {
        expect(count).toBeGreaterThan(0);
        expect(agency.technicalFields.includes(field) || sampleFields.includes(field)).toBe(true);
      }
      const counts = stat.byField.map((x) => x.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
  });

  it('gives the same statistics on every call, by query or queryData', () => {
    const agency = db().agencies[5];
    const stat = call(findAgencyStatistic, { query: { creditCode: agency.creditCode } }).body.data;
    expect(
      call(findAgencyStatistic, { query: { creditCode: agency.creditCode } }).body.data,
    ).toEqual(stat);
    expect(call(findAgencyStatistic, q({ creditCode: agency.creditCode })).body.data).toEqual(stat);
  });

  it('apportions a total by weights into whole numbers that add up', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(7, [0, 2, 5])).toEqual([0, 2, 5]);
    expect(apportion(5, [0, 0])).toEqual([3, 2]);
    expect(apportion(0, [1, 2])).toEqual([0, 0]);
  });

  it('refuses malformed and unknown credit codes', () => {
    expect(call(findAgencyStatistic, { query: { creditCode: 'ABC' } }).body.errorMessage).toBe(
      '统一社会信用代码长度应为18位',
    );
    expect(call(findAgencyStatistic, { query: {} }).body.errorMessage).toBe('缺少统一社会信用代码');
    expect(call(findAgencyStatistic, { query: { creditCode: '91110000600037341L' } }).body).toEqual(
      {
        success: false,
        data: null,
        errorCode: 'NOT_FOUND',
        errorMessage: '未找到该服务机构',
        showType: 0,
      },
    );
  });

  it('lists agencies by filter buckets and fields, and finds one', () => {
    const page = call(findAgencies, q({ dlr: '50', jsly: ['XNY', 'SWYY'] }, { size: '300' })).body
      .data;
    expect(page.totalElements).toBeGreaterThan(0);
    for (const a of page.content)
      expect(
        a.agentCount >= 50 &&
          (a.technicalFields.includes('XNY') || a.technicalFields.includes('SWYY')),
      ).toBe(true);
    const young = call(findAgencies, q({ clsj: '0-3' }, { size: '300' })).body.data;
    expect(young.content.every((a: API.ServiceAgency) => a.foundingDate > '2023-11-21')).toBe(true);
    expect(call(findAgencies, q({ zlzl: 'many' })).body.errorMessage).toBe('专利总量筛选值不正确');
    const agency = db().agencies[7];
    expect(call(agencyDetail, { query: { creditCode: agency.creditCode } }).body.data.id).toBe(
      agency.id,
    );
  });
});

describe('upstream switch', () => {
  it('drops a route file’s routes when its upstream variable is set', () => {
    const saved = process.env.IPR_UPSTREAM_DATA;
    process.env.IPR_UPSTREAM_DATA = 'upstream-under-test';
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-var-requires
      expect(require('../../mock/data').default).toEqual({});
    });
    delete process.env.IPR_UPSTREAM_DATA;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-var-requires
      expect(Object.keys(require('../../mock/data').default)).toContain(
        'GET /ipr-data-service/api/front/patent/findEnterpriseIndex',
      );
    });
    if (saved !== undefined) process.env.IPR_UPSTREAM_DATA = saved;
  });
});
