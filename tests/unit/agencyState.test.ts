import { toListParams } from '@/services/params';
import {
  agencyQuery,
  agencySchema,
  chosenFilterCount,
  CLEARED_CHIPS,
  CLEARED_FILTERS,
  hasConditions,
} from '@/pages/gxq/service/agencySearch/agencyState';
import { nextListParams, readListState } from '@/utils/listState';

const params = (query: string) => new URLSearchParams(query);
const FIELDS = ['XXJS', 'GDZB', 'XCL'];
const schema = agencySchema(FIELDS);
const read = (query: string, s = schema) => readListState(s, params(query));
const next = (query: string, patch: Parameters<typeof nextListParams>[2]) =>
  nextListParams(schema, params(query), patch).toString();

describe('agency list state', () => {
  it('reads every docs/spec.md §2 filter from the URL', () => {
    expect(
      read('clsj=5-10&dlr=50&zlzl=10000-30000&jsly=XXJS,XCL&keyword=+知识+&sort=agents&page=3'),
    ).toEqual({
      clsj: '5-10',
      dlr: '50',
      zlzl: '10000-30000',
      fields: ['XXJS', 'XCL'],
      service: '',
      keyword: '知识',
      sort: 'agents',
      page: 3,
    });
  });

  it('falls back to defaults on hostile or malformed values', () => {
    const state = read(
      'clsj=%3Cscript%3E&dlr=10&zlzl=0-5000,30000&jsly=XX,XXJS,XXJS&sort=hack&page=99999',
    );
    expect([state.clsj, state.dlr, state.zlzl]).toEqual(['', '', '']);
    expect(state.fields).toEqual(['XXJS']);
    expect(state.sort).toBe('total');
    expect(state.page).toBe(10_000);
    expect(read('page=-3').page).toBe(1);
    expect(read('page=2abc').page).toBe(1);
    expect(read(`keyword=${'x'.repeat(300)}`).keyword).toHaveLength(100);
  });

  it('keeps the fields of the URL until the dictionary is known', () => {
    expect(read('jsly=XXJS,LSHG', agencySchema()).fields).toEqual(['XXJS', 'LSHG']);
    expect(read('jsly=XXJS,LSHG').fields).toEqual(['XXJS']);
  });

  it('starts from page 1 when anything but the page changes', () => {
    const current = 'clsj=3-5&page=4&sort=oldest&utm=x';
    expect(next(current, { page: 5 })).toBe('clsj=3-5&page=5&sort=oldest&utm=x');
    expect(next(current, { dlr: '0-10' })).toBe('clsj=3-5&sort=oldest&utm=x&dlr=0-10');
    expect(next(current, { sort: 'total' })).toBe('clsj=3-5&utm=x');
    expect(params(next(current, { fields: ['XXJS', 'GDZB'] })).get('jsly')).toBe('XXJS,GDZB');
  });

  it('rewrites hostile values away on the next change', () => {
    expect(next('clsj=%3Cscript%3E&jsly=XX&page=99999&keyword=a', { zlzl: '30000' })).toBe(
      'keyword=a&zlzl=30000',
    );
  });

  it('clears every condition but keeps the sort', () => {
    const current = 'clsj=10&dlr=50&jsly=XXJS&keyword=a&sort=newest&page=2';
    expect(hasConditions(read(current))).toBe(true);
    const cleared = next(current, CLEARED_FILTERS);
    expect(cleared).toBe('sort=newest');
    expect(hasConditions(read(cleared))).toBe(false);
  });

  it('counts the chosen chips for the phone’s 筛选 (n); its 清除 keeps keyword and sort', () => {
    const current = 'clsj=10&dlr=50&jsly=XXJS,XCL&keyword=a&sort=newest';
    expect(chosenFilterCount(read(current))).toBe(4);
    expect(chosenFilterCount(read('keyword=a&sort=newest'))).toBe(0);
    expect(next(current, CLEARED_CHIPS)).toBe('keyword=a&sort=newest');
  });

  it('builds the findAgencies query with the keys and values of docs/spec.md §2', () => {
    const query = agencyQuery(
      read('clsj=0-3&zlzl=30000&jsly=GDZB,XCL&sort=oldest&page=2&keyword=代理'),
      10,
    );
    expect(query).toMatchObject({ page: 1, size: 10, sort: 'foundingDate asc', keyword: '代理' });
    expect(JSON.parse(String(toListParams(query).queryData))).toEqual({
      clsj: '0-3',
      zlzl: '30000',
      jsly: ['GDZB', 'XCL'],
    });
    expect(toListParams(agencyQuery(read(''), 10))).toEqual({
      page: 0,
      size: 10,
      sort: 'patentTotal desc',
    });
  });

  it('narrows to a main service from the service home, sent as mainService and clearable', () => {
    const withServices = agencySchema(FIELDS, ['ZLDL', 'SBDL']);
    const state = read('mainService=SBDL&dlr=50', withServices);
    expect(state.service).toBe('SBDL');
    expect(hasConditions(state)).toBe(true);
    expect(agencyQuery(state, 10).queryData).toMatchObject({ mainService: 'SBDL', dlr: '50' });
    expect(read('mainService=<b>', withServices).service).toBe('');
    // Before the dictionary loads the value is kept, so the link's choice is not lost.
    expect(read('mainService=SBDL').service).toBe('SBDL');
    expect(
      nextListParams(withServices, params('mainService=SBDL&dlr=50'), { service: '' }).toString(),
    ).toBe('dlr=50');
  });
});
