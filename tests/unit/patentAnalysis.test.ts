// 统计分析 on the result page (src/pages/gxq/patent/result/analysis): the view in the URL, the
// links from a figure to the results it counts, and the tables the charts and exports are built of.
import {
  canNarrow,
  describeFilters,
  narrowedSearch,
} from '@/pages/gxq/patent/result/analysis/links';
import { analysisRequest, RESULT_PAGE_SCHEMA } from '@/pages/gxq/patent/result/analysis/state';
import {
  analysisCsv,
  analysisSheets,
  analysisTables,
  niceTicks,
  percent,
} from '@/pages/gxq/patent/result/analysis/tables';
import { nextListParams, readListState } from '@/utils/listState';

const read = (query: string) => readListState(RESULT_PAGE_SCHEMA, new URLSearchParams(query));

const ANALYSIS: API.PatentAnalysis = {
  total: 8,
  years: [
    { value: '2019', label: '2019年', count: 3 },
    { value: '2020', label: '2020年', count: 0 },
    { value: '2021', label: '2021年', count: 5 },
  ],
  applicants: {
    buckets: [
      { value: '甲公司', label: '甲公司', count: 6 },
      { value: '乙大学', label: '乙大学', count: 3 },
    ],
    distinct: 25,
  },
  ipcSections: {
    buckets: [
      { value: 'G', label: 'G 物理', count: 2 },
      { value: 'H', label: 'H 电学', count: 7 },
    ],
    distinct: 2,
  },
  ipcClasses: { buckets: [{ value: 'H01', label: 'H01 基本电气元件', count: 7 }], distinct: 1 },
  legalStatus: {
    buckets: [
      { value: 'pending', label: '审中', count: 2 },
      { value: 'valid', label: '有效', count: 6 },
    ],
    distinct: 2,
  },
  types: { buckets: [{ value: 'invention', label: '发明', count: 8 }], distinct: 1 },
  agencies: { buckets: [{ value: '丙代理', label: '丙代理', count: 5 }], distinct: 1 },
  withoutAgency: 3,
};

describe('the view in the URL', () => {
  it('reads 统计分析 from view=analysis, the list otherwise, and keeps the page when switching', () => {
    expect(read('q=电池&view=analysis').view).toBe('analysis');
    expect(read('q=电池').view).toBe('list');
    expect(read('q=电池&view=<script>').view).toBe('list');
    const params = nextListParams(RESULT_PAGE_SCHEMA, new URLSearchParams('q=电池&page=3'), {
      view: 'analysis',
    });
    expect(params.toString()).toBe(`q=${encodeURIComponent('电池')}&page=3&view=analysis`);
    const back = nextListParams(RESULT_PAGE_SCHEMA, params, { view: 'list' });
    expect(back.get('view')).toBeNull();
    expect(back.get('page')).toBe('3');
  });

  it('sends the search’s selection without paging or sort', () => {
    expect(analysisRequest(read('q=电池&sort=ad-desc&page=2&type=invention&exp=0'))).toEqual({
      q: '电池',
      filters: {
        type: ['invention'],
        legalStatus: [],
        year: [],
        ipcSection: [],
        ipcClass: [],
        applicant: [],
        agency: [],
      },
      expand: false,
    });
    expect(analysisRequest(read('q=锂电池&nx=锂离子电池'))).toMatchObject({
      without: '锂离子电池',
    });
  });
});

describe('a figure’s link', () => {
  it('narrows to the figure’s value, back on the list’s first page', () => {
    const current = new URLSearchParams('q=电池&year=2019,2021&page=2&view=analysis&ls=valid');
    const year = new URLSearchParams(narrowedSearch(current, 'year', '2021'));
    expect(Object.fromEntries(year)).toEqual({ q: '电池', year: '2021', ls: 'valid' });
    const applicant = new URLSearchParams(narrowedSearch(current, 'applicant', '甲公司'));
    expect(applicant.get('pa')).toBe('甲公司');
    expect(applicant.get('year')).toBe('2019,2021');
  });

  it('has none where a filter cannot say “also this one” of a multi-valued facet', () => {
    const state = read('q=电池&pa=甲公司&year=2019');
    expect(canNarrow(state, 'applicant', '甲公司')).toBe(true);
    expect(canNarrow(state, 'applicant', '乙大学')).toBe(false);
    // One year per record: choosing 2021 inside 2019 only means that year.
    expect(canNarrow(state, 'year', '2021')).toBe(true);
    expect(canNarrow(state, 'ipcClass', 'H01')).toBe(true);
  });

  it('says the filters in words', () => {
    expect(
      describeFilters(read('q=电池&type=invention,utility&ls=valid&year=2021&ipcs=H')),
    ).toEqual(['专利类型：发明、实用新型', '法律状态：有效', '申请年份：2021年', 'IPC 部：H']);
  });
});

describe('the tables', () => {
  const tables = analysisTables(ANALYSIS);

  it('one per figure with shares of the total and what each covers', () => {
    expect(tables.map((table) => table.title)).toEqual([
      '申请趋势',
      '主要申请人',
      '主要代理机构',
      'IPC 部分布',
      'IPC 大类分布',
      '法律状态',
      '专利类型',
    ]);
    const [years, applicants, agencies] = tables;
    expect(years.rows.map((row) => [row.label, row.count, percent(row.share)])).toEqual([
      ['2019年', 3, '37.5%'],
      ['2020年', 0, '0.0%'],
      ['2021年', 5, '62.5%'],
    ]);
    expect(years.note).toBe('2019–2021 年，按申请日统计');
    expect(applicants.note).toBe(
      '共 25 个申请人，列出件数最多的 2 个申请人；一件专利可有多个，各项之和可大于总数',
    );
    expect(agencies.note).toBe('共 1 家代理机构；另有 3 件未委托代理机构');
  });

  it('round value axes', () => {
    expect(niceTicks(14)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(180)).toEqual([0, 50, 100, 150, 200]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('export as one CSV, total first', () => {
    const lines = analysisCsv(ANALYSIS).split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      '\uFEFF统计项,项目,件数,占比',
      '合计,专利申请,8,100.0%',
      '申请趋势,2019年,3,37.5%',
      '申请趋势,2020年,0,0.0%',
    ]);
    expect(lines).toContain('IPC 部分布,H 电学,7,87.5%');
    expect(lines).toContain('主要代理机构,丙代理,5,62.5%');
  });

  it('export as sheets: what was analysed, then one per figure', () => {
    const sheets = analysisSheets(ANALYSIS, {
      query: '电池',
      expand: false,
      filters: ['专利类型：发明'],
      at: '2026-12-06 15:30',
    });
    expect(sheets[0].rows).toEqual([
      ['检索式', '电池'],
      ['扩展检索', '关闭'],
      ['筛选条件', '专利类型：发明'],
      ['专利申请（件）', 8],
      ['导出时间', '2026-12-06 15:30'],
    ]);
    expect(sheets[2]).toMatchObject({
      name: '主要申请人',
      header: ['申请人', '件数', '占比'],
      rows: [
        ['甲公司', 6, 0.75],
        ['乙大学', 3, 0.375],
      ],
    });
  });
});
