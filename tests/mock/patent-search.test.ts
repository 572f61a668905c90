/** @jest-environment node */
import { db } from '../../mock/_lib/data';
import { assessmentOf, searchablePatents } from '../../mock/_lib/data/patent-store';
import { searchPatents } from '../../mock/_lib/handlers/patent-search';
import { matchPatent } from '../../mock/_lib/patent-match';
import { parsePatentQuery } from '../../src/contract/patentQuery';
import { call, fastestRun } from './helpers';

type Result = API.PatentSearchResult;

const search = (q: string, extra: Record<string, unknown> = {}) =>
  call<Result>(searchPatents, { query: { q, ...extra } }).body;
const withFilters = (q: string, filters: API.PatentFacetFilters, extra = {}) =>
  search(q, { queryData: JSON.stringify(filters), ...extra });
const sum = (buckets: API.FacetBucket[]) => buckets.reduce((s, b) => s + b.count, 0);
const countOf = (buckets: API.FacetBucket[], value: string) =>
  buckets.find((b) => b.value === value)?.count ?? 0;

/** Brute force: the patents an expression matches, straight from the data set. */
function expected(q: string): API.Patent[] {
  const parsed = parsePatentQuery(q);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return searchablePatents()
    .filter((d) => matchPatent(parsed.ast, d.doc))
    .map((d) => d.patent);
}

beforeAll(() => {
  // Builds the claims of every patent once, as the first search on the dev server does.
  search('电池');
});

describe('patent/search: input', () => {
  it('asks for an expression when q is missing or blank', () => {
    for (const q of [undefined, '', '   ']) {
      const body = call(searchPatents, { query: q === undefined ? {} : { q } }).body;
      expect(body).toMatchObject({
        success: false,
        errorCode: 'BAD_REQUEST',
        errorMessage: '请输入检索式或关键词',
      });
    }
  });

  it('answers a malformed expression with BAD_QUERY and where the problem is', () => {
    expect(search('TI=(锂电池 OR 钠电池')).toEqual({
      success: false,
      data: { position: 3, length: 1 },
      errorCode: 'BAD_QUERY',
      errorMessage: '第 4 个字符处的左括号缺少右括号',
      showType: 2,
    });
    expect(search('电池 AND')).toMatchObject({
      errorCode: 'BAD_QUERY',
      errorMessage: 'AND 后缺少检索词',
      data: { position: 3, length: 3 },
    });
    expect(search('XX=1').errorMessage).toContain('未知的字段代码“XX”');
    expect(search('AD>=2018-13-01').errorMessage).toBe('日期“2018-13-01”不存在');
  });

  it('checks page, size, sort and facet filters', () => {
    expect(search('电池', { size: '0' }).errorMessage).toBe('每页条数必须是1到1000之间的整数');
    expect(search('电池', { size: '1001' }).success).toBe(false);
    expect(search('电池', { size: '1000' }).success).toBe(true);
    expect(search('电池', { page: '-1' }).errorMessage).toBe('页码必须是不小于0的整数');
    expect(search('电池', { sort: 'title asc' }).errorMessage).toContain('不支持的排序方式');
    expect(withFilters('电池', { type: ['gadget' as API.PatentType] }).errorMessage).toBe(
      '专利类型筛选值不正确',
    );
    expect(withFilters('电池', { ipcSection: ['Z'] }).errorMessage).toBe('IPC部筛选值不正确');
    expect(withFilters('电池', { year: [20] }).errorMessage).toBe('申请年份筛选值不正确');
    expect(search('电池', { queryData: '{bad' }).errorMessage).toBe('查询条件格式不正确');
  });
});

describe('patent/search: results', () => {
  it('finds exactly what the expression matches, with terms and the canonical query', () => {
    const q = 'ti=(电池 or 电芯) not pa=大学';
    // As written: 扩展检索 (tests/mock/patent-expansion.test.ts) off.
    const body = search(q, { size: '1000', expand: 'false', groupFamilies: 'false' });
    expect(body.success).toBe(true);
    const want = expected(q);
    expect(body.data.totalElements).toBe(want.length);
    expect(new Set(body.data.content.map((p) => p.id))).toEqual(new Set(want.map((p) => p.id)));
    expect(body.data.terms).toEqual(['电池', '电芯']);
    expect(body.data.query).toBe('TI=(电池 OR 电芯) NOT PA=大学');
    for (const p of body.data.content) {
      expect(/电池|电芯/.test(p.title)).toBe(true);
      expect(p.applicants.some((a) => a.includes('大学'))).toBe(false);
    }
  });

  it('returns hits with relevance and value scores, without claims', () => {
    const { content } = search('锂离子电池').data;
    expect(content.length).toBeGreaterThan(0);
    for (const hit of content) {
      expect(hit.score).toBeGreaterThan(0);
      expect(hit.valueScore).toBe(assessmentOf(hit).score);
      expect(hit).not.toHaveProperty('claims');
    }
    const scores = content.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('ranks title hits above abstract-only hits', () => {
    const { content } = search('电池', { size: '1000' }).data;
    const firstAbstractOnly = content.findIndex((h) => !h.title.includes('电池'));
    const lastTitle = content.map((h) => h.title.includes('电池')).lastIndexOf(true);
    expect(firstAbstractOnly).toBeGreaterThan(0);
    expect(lastTitle).toBeLessThan(firstAbstractOnly);
  });

  it('sorts by dates on request, and falls back to newest first for filter-only queries', () => {
    const asc = search('TYPE=发明', { sort: 'applicationDate asc', size: '50' }).data.content;
    const dates = asc.map((h) => h.applicationDate);
    expect(dates).toEqual([...dates].sort());
    const pub = search('LS=有效', { sort: 'publicationDate desc', size: '50' }).data.content;
    expect(pub.map((h) => h.publicationDate)).toEqual(
      pub
        .map((h) => h.publicationDate)
        .sort()
        .reverse(),
    );
    const plain = search('AD>=2020-01-01 AND AD<=2020-12-31', { size: '1000' }).data;
    expect(plain.content.every((h) => h.applicationDate.startsWith('2020'))).toBe(true);
    expect(plain.content.map((h) => h.applicationDate)).toEqual(
      plain.content
        .map((h) => h.applicationDate)
        .sort()
        .reverse(),
    );
  });

  it('searches claims, numbers and IPC codes', () => {
    const patent = db().patents.find((p) => p.type === 'invention' && p.claimsCount >= 8)!;
    const byNumber = search(`CN${patent.applicationNumber}`).data.content.map((h) => h.id);
    expect(byNumber).toContain(patent.id);
    expect(search(`AN=${patent.applicationNumber}`).data.totalElements).toBe(1);
    expect(search(`PN=${patent.publicationNumber}`).data.content[0].id).toBe(patent.id);
    const claims = search('CL=根据权利要求1所述的方法', { size: '1000' }).data;
    expect(claims.totalElements).toBeGreaterThan(100);
    const ipc = search('IPC=H01M', { size: '1000' }).data.content;
    expect(ipc.length).toBeGreaterThan(0);
    expect(ipc.every((h) => h.ipcCodes.some((c) => c.startsWith('H01M')))).toBe(true);
  });

  it('pages past the end with an empty page and the same totals', () => {
    const first = search('电池', { size: '20' }).data;
    const beyond = search('电池', { size: '20', page: '999' }).data;
    expect(beyond.content).toEqual([]);
    expect(beyond).toMatchObject({
      totalElements: first.totalElements,
      totalPages: first.totalPages,
      number: 999,
      size: 20,
    });
    expect(beyond.facets).toEqual(first.facets);
  });
});

describe('patent/search: facets', () => {
  it('counts every facet over the whole result when nothing is selected', () => {
    const { data } = search('一种', { size: '5' });
    expect(data.content).toHaveLength(5);
    expect(sum(data.facets.type)).toBe(data.applicationCount);
    expect(sum(data.facets.legalStatus)).toBe(data.applicationCount);
    expect(sum(data.facets.year)).toBe(data.applicationCount);
    expect(data.facets.type.map((b) => [b.value, b.label])).toEqual([
      ['invention', '发明'],
      ['utility', '实用新型'],
    ]);
    expect(data.facets.legalStatus.map((b) => b.label)).toEqual(['审中', '有效', '失效']);
    const years = data.facets.year.map((b) => Number(b.value));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(data.facets.year[0].label).toBe(`${years[0]}年`);
  });

  it('labels IPC sections and classes and keeps the top 10 applicants and agencies', () => {
    const { facets } = search('电池 OR 电机 OR 芯片').data;
    expect(facets.ipcSection.find((b) => b.value === 'H')?.label).toBe('H 电学');
    expect(facets.ipcSection.map((b) => b.value)).toEqual(
      [...facets.ipcSection.map((b) => b.value)].sort(),
    );
    expect(facets.ipcClass.find((b) => b.value === 'H01')?.label).toBe('H01 基本电气元件');
    for (const key of ['applicant', 'agency'] as const) {
      expect(facets[key].length).toBeLessThanOrEqual(10);
      const counts = facets[key].map((b) => b.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
  });

  it('narrows hits by the filters and counts each facet without its own filter', () => {
    const q = 'TX=(电池 OR 芯片 OR 系统)';
    const literal = { expand: 'false' };
    const all = search(q, literal).data;
    const filtered = withFilters(
      q,
      { type: ['invention'], legalStatus: ['valid', 'pending'] },
      literal,
    ).data;
    const patents = expected(q);
    const want = patents.filter(
      (p) => p.type === 'invention' && (p.legalStatus === 'valid' || p.legalStatus === 'pending'),
    );
    expect(filtered.applicationCount).toBe(want.length);
    // The type facet ignores the type filter but applies the status filter, and vice versa.
    const byStatus = patents.filter((p) => p.legalStatus !== 'invalid');
    expect(countOf(filtered.facets.type, 'utility')).toBe(
      byStatus.filter((p) => p.type === 'utility').length,
    );
    expect(countOf(filtered.facets.type, 'invention')).toBe(filtered.applicationCount);
    expect(countOf(filtered.facets.legalStatus, 'invalid')).toBe(
      patents.filter((p) => p.type === 'invention' && p.legalStatus === 'invalid').length,
    );
    expect(sum(filtered.facets.year)).toBe(filtered.applicationCount);
    expect(sum(all.facets.type)).toBe(all.applicationCount);
  });

  it('filters by year, IPC, applicant and agency, keeping selected values listed', () => {
    const q = '一种';
    const patents = expected(q);
    const applicant = patents[0].applicants[0];
    const byApplicant = withFilters(q, { applicant: [applicant] }, { size: '1000' }).data;
    expect(byApplicant.totalElements).toBe(
      patents.filter((p) => p.applicants.includes(applicant)).length,
    );
    expect(byApplicant.facets.applicant.map((b) => b.value)).toContain(applicant);
    const years = withFilters(q, { year: [2019, 2020], ipcSection: ['H'] }, { size: '1000' }).data;
    for (const h of years.content) {
      expect(['2019', '2020']).toContain(h.applicationDate.slice(0, 4));
      expect(h.ipcCodes.some((c) => c.startsWith('H'))).toBe(true);
    }
    const agency = patents.find((p) => p.agencyName)!.agencyName!;
    expect(withFilters(q, { ipcClass: ['Z99'] }).errorMessage).toBe('IPC大类筛选值不正确');
    expect(
      withFilters(q, { agency: [agency] }).data.content.every((h) => h.agencyName === agency),
    ).toBe(true);
    const none = withFilters(q, { applicant: ['不存在的公司'] }).data;
    expect(none.totalElements).toBe(0);
    // The applicant facet ignores its own filter: the top 10, plus the selected value.
    expect(none.facets.applicant).toHaveLength(11);
    expect(none.facets.applicant[10]).toEqual({
      value: '不存在的公司',
      label: '不存在的公司',
      count: 0,
    });
    expect(sum(none.facets.type)).toBe(0);
  });
});

describe('patent/search: 合并同族', () => {
  // A parent with two divisional applications: the three share a title.
  const family = db().patents.find(
    (p) =>
      p.familyId === p.id &&
      db().patents.filter((d) => d.divisionalOf === p.applicationNumber).length === 2,
  )!;
  const members = db().patents.filter((p) => p.familyId === family.id);
  const q = `TI="${family.title}"`;

  it('shows a family of three once, saying it holds three and naming the other two', () => {
    expect(members).toHaveLength(3);
    const { data } = search(q, { size: '100' });
    const hits = data.content.filter((hit) => hit.familyId === family.id);
    expect(hits).toHaveLength(1);
    expect(hits[0].familyMatched).toBe(3);
    expect(hits[0].familySize).toBe(3);
    expect(hits[0].familyMembers?.map((m) => m.id).sort()).toEqual(
      members.filter((m) => m.id !== hits[0].id).map((m) => m.id),
    );
    expect(data.groupedByFamily).toBe(true);
    expect(data.totalElements).toBe(new Set(data.content.map((hit) => hit.familyId)).size);
    expect(data.applicationCount).toBe(data.totalElements + 2);
  });

  it('lists every record when grouping is off, the facets counting records either way', () => {
    const grouped = search(q, { size: '100' }).data;
    const { data } = search(q, { size: '100', groupFamilies: 'false' });
    expect(data.content.filter((hit) => hit.familyId === family.id)).toHaveLength(3);
    expect(data.content.every((hit) => hit.familyMatched === undefined)).toBe(true);
    expect(data.totalElements).toBe(grouped.applicationCount);
    expect(data.facets).toEqual(grouped.facets);
    expect(search(q, { groupFamilies: 'yes' }).errorMessage).toBe(
      '合并同族（groupFamilies）只能是 true 或 false',
    );
  });
});

describe('patent/search: speed', () => {
  it('searches all patents with facets well under 100 ms', () => {
    // Warm-up: the first pass computes the value scores and facet values it then keeps.
    search('AD>=1990', { size: '1000' });
    for (const q of [
      'AD>=1990',
      'TX=(电池 OR 芯片 OR 方法) NOT PA=大学',
      '一种 NOT 装置',
      'CL=所述',
    ]) {
      const { data } = search(q, { size: '1000', sort: 'relevance' });
      expect(data.totalElements).toBeGreaterThan(100);
      expect(fastestRun(() => search(q, { size: '1000', sort: 'relevance' }))).toBeLessThan(100);
    }
    expect(search('AD>=1990').data.applicationCount).toBe(db().patents.length);
  });
});
