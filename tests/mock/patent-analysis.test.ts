/** @jest-environment node */
import { analysePatents, ANALYSIS_TOP } from '../../mock/_lib/handlers/patent-analysis';
import { searchPatents } from '../../mock/_lib/handlers/patent-search';
import { searchablePatents } from '../../mock/_lib/data/patent-store';
import { matchPatent } from '../../mock/_lib/patent-match';
import { parsePatentQuery } from '../../src/contract/patentQuery';
import { call } from './helpers';

function parsed(q: string) {
  const result = parsePatentQuery(q);
  if (!result.ok) throw new Error(result.error.message);
  return result.ast;
}

type Analysis = API.PatentAnalysis;

const analyse = (
  q: string,
  filters?: API.PatentFacetFilters,
  extra: Record<string, unknown> = {},
) =>
  call<Analysis>(analysePatents, {
    query: { q, ...(filters ? { queryData: JSON.stringify(filters) } : {}), ...extra },
  }).body;
const search = (q: string, filters?: API.PatentFacetFilters) =>
  call<API.PatentSearchResult>(searchPatents, {
    query: { q, size: '1', ...(filters ? { queryData: JSON.stringify(filters) } : {}) },
  }).body.data;
const sum = (buckets: API.FacetBucket[]) => buckets.reduce((s, b) => s + b.count, 0);

/** The filter of the search a dimension's bucket narrows by. */
const FILTER_OF = {
  ipcSections: 'ipcSection',
  ipcClasses: 'ipcClass',
  legalStatus: 'legalStatus',
  types: 'type',
  agencies: 'agency',
  applicants: 'applicant',
} as const;

describe('patent/analysis', () => {
  const battery = analyse('电池').data;
  const facets = search('电池').facets;

  // Figures count records (申请): the search's applicationCount, whatever 合并同族 does to its
  // hits and totalElements.
  it('counts filings per year as the year facet does, every year between first and last', () => {
    expect(battery.total).toBe(search('电池').applicationCount);
    const years = battery.years.map((b) => Number(b.value));
    expect(years[0]).toBe(Math.min(...facets.year.map((b) => Number(b.value))));
    expect(years.at(-1)).toBe(Math.max(...facets.year.map((b) => Number(b.value))));
    years.forEach((year, i) => expect(year).toBe(years[0] + i));
    for (const bucket of battery.years)
      expect(bucket.count).toBe(facets.year.find((b) => b.value === bucket.value)?.count ?? 0);
    // 2001–2004 saw no 电池 filing: the series says 0 rather than skipping them.
    expect(battery.years.find((b) => b.value === '2002')).toEqual({
      value: '2002',
      label: '2002年',
      count: 0,
    });
    expect(sum(battery.years)).toBe(battery.total);
  });

  it('names the top applicants with the facet’s figures, 杭州思璟电池科技有限公司 first for 电池', () => {
    const [top] = battery.applicants.buckets;
    expect(top).toMatchObject({
      value: '杭州思璟电池科技有限公司',
      label: '杭州思璟电池科技有限公司',
    });
    expect(top.count).toBe(search('电池', { applicant: [top.value] }).applicationCount);
    expect(battery.applicants.buckets).toHaveLength(ANALYSIS_TOP);
    expect(battery.applicants.distinct).toBeGreaterThan(ANALYSIS_TOP);
    expect(battery.applicants.buckets.slice(0, 10)).toEqual(facets.applicant);
    // One party searched: it is the top applicant, on every record.
    const party = analyse('PA=西安瑞源电驱动科技有限公司').data;
    expect(party.total).toBeGreaterThan(0);
    expect(party.applicants.buckets[0]).toMatchObject({
      value: '西安瑞源电驱动科技有限公司',
      count: party.total,
    });
  });

  it('narrowing the search by a bucket finds that bucket’s count', () => {
    for (const bucket of battery.years.filter((b) => b.count > 0))
      expect(search('电池', { year: [Number(bucket.value)] }).applicationCount).toBe(bucket.count);
    for (const [dimension, filter] of Object.entries(FILTER_OF)) {
      const { buckets } = battery[dimension as keyof typeof FILTER_OF];
      expect(buckets.length).toBeGreaterThan(0);
      for (const bucket of buckets.slice(0, 6))
        expect([dimension, search('电池', { [filter]: [bucket.value] }).applicationCount]).toEqual([
          dimension,
          bucket.count,
        ]);
    }
  });

  it('keeps the facets’ order and says what is left out', () => {
    expect(battery.types.buckets).toEqual(facets.type);
    expect(battery.legalStatus.buckets).toEqual(facets.legalStatus);
    expect(battery.ipcSections.buckets).toEqual(facets.ipcSection);
    expect(battery.ipcClasses.buckets).toEqual(facets.ipcClass.slice(0, ANALYSIS_TOP));
    expect(sum(battery.types.buckets)).toBe(battery.total);
    expect(sum(battery.legalStatus.buckets)).toBe(battery.total);
    expect(battery.agencies.buckets).toHaveLength(
      Math.min(battery.agencies.distinct, ANALYSIS_TOP),
    );
    expect(battery.agencies.buckets.slice(0, 10)).toEqual(facets.agency);
    // Records without an agency, straight from the data set (扩展检索 off: the words as written).
    const literal = searchablePatents()
      .filter((d) => matchPatent(parsed('电池'), d.doc))
      .map((d) => d.patent);
    expect(analyse('电池', undefined, { expand: 'false' }).data.withoutAgency).toBe(
      literal.filter((p) => !p.agencyName).length,
    );
  });

  it('counts only what the facet filters leave', () => {
    const filters: API.PatentFacetFilters = { type: ['invention'], legalStatus: ['valid'] };
    const narrowed = analyse('电池', filters).data;
    expect(narrowed.total).toBe(search('电池', filters).applicationCount);
    expect(narrowed.types.buckets).toEqual([
      { value: 'invention', label: '发明', count: narrowed.total },
    ]);
    expect(narrowed.legalStatus.buckets.map((b) => b.value)).toEqual(['valid']);
  });

  it('follows 扩展检索 as the search does', () => {
    const widened = analyse('锂电池').data.total;
    const literal = analyse('锂电池', undefined, { expand: 'false' }).data.total;
    expect(widened).toBe(
      call(searchPatents, { query: { q: '锂电池' } }).body.data.applicationCount,
    );
    expect(literal).toBeLessThan(widened);
  });

  it('ignores paging, sort and parameters it does not know', () => {
    const body = analyse('电池', undefined, {
      page: 'x',
      size: '99999',
      sort: 'nope',
      groupFamilies: 'false',
      anything: 'else',
    });
    expect(body.success).toBe(true);
    expect(body.data).toEqual(battery);
  });

  it('answers an empty selection with zeros and no years', () => {
    expect(analyse('电池', { year: [1990] }).data).toEqual({
      total: 0,
      years: [],
      applicants: { buckets: [], distinct: 0 },
      ipcSections: { buckets: [], distinct: 0 },
      ipcClasses: { buckets: [], distinct: 0 },
      legalStatus: { buckets: [], distinct: 0 },
      types: { buckets: [], distinct: 0 },
      agencies: { buckets: [], distinct: 0 },
      withoutAgency: 0,
    });
  });

  it('refuses what the search refuses', () => {
    expect(call(analysePatents, { query: {} }).body).toMatchObject({
      success: false,
      errorCode: 'BAD_REQUEST',
      errorMessage: '请输入检索式或关键词',
    });
    expect(analyse('TI=(锂电池 OR 钠电池')).toMatchObject({
      success: false,
      errorCode: 'BAD_QUERY',
      data: { position: 3, length: 1 },
    });
    expect(analyse('电池', { ipcSection: ['Z'] }).errorMessage).toBe('IPC部筛选值不正确');
  });
});
