import { toListParams } from '@/services/params';
import {
  agencyQuery,
  clearedFilters,
  hasConditions,
  nextAgencyParams,
  readAgencyState,
} from '@/pages/gxq/service/agencySearch/agencyState';

const params = (query: string) => new URLSearchParams(query);
const FIELDS = ['XXJS', 'GDZB', 'XCL'];

describe('agency list state', () => {
  it('reads every SPEC §2 filter from the URL', () => {
    const state = readAgencyState(
      params('clsj=5-10&dlr=50&zlzl=10000-30000&jsly=XXJS,XCL&keyword=+知识+&sort=agents&page=3'),
      FIELDS,
    );
    expect(state).toEqual({
      choices: { clsj: '5-10', dlr: '50', zlzl: '10000-30000' },
      fields: ['XXJS', 'XCL'],
      service: '',
      keyword: '知识',
      sort: 'agents',
      page: 3,
    });
  });

  it('falls back to defaults on hostile or malformed values', () => {
    const state = readAgencyState(
      params('clsj=%3Cscript%3E&dlr=10&zlzl=0-5000,30000&jsly=XX,XXJS,XXJS&sort=hack&page=99999'),
      FIELDS,
    );
    expect(state.choices).toEqual({ clsj: '', dlr: '', zlzl: '' });
    expect(state.fields).toEqual(['XXJS']);
    expect(state.sort).toBe('total');
    expect(state.page).toBe(10_000);
    expect(readAgencyState(params('page=-3')).page).toBe(1);
    expect(readAgencyState(params('page=2abc')).page).toBe(1);
    expect(readAgencyState(params(`keyword=${'x'.repeat(300)}`)).keyword).toHaveLength(100);
  });

  it('keeps the fields of the URL until the dictionary is known', () => {
    expect(readAgencyState(params('jsly=XXJS,LSHG')).fields).toEqual(['XXJS', 'LSHG']);
    expect(readAgencyState(params('jsly=XXJS,LSHG'), FIELDS).fields).toEqual(['XXJS']);
  });

  it('starts from page 1 when anything but the page changes', () => {
    const current = params('clsj=3-5&page=4&sort=oldest&utm=x');
    const state = readAgencyState(current, FIELDS);
    expect(nextAgencyParams(current, state, { page: 5 }).toString()).toBe(
      'clsj=3-5&page=5&sort=oldest&utm=x',
    );
    expect(nextAgencyParams(current, state, { choices: { dlr: '0-10' } }).toString()).toBe(
      'clsj=3-5&sort=oldest&utm=x&dlr=0-10',
    );
    expect(nextAgencyParams(current, state, { sort: 'total' }).toString()).toBe('clsj=3-5&utm=x');
    expect(nextAgencyParams(current, state, { fields: ['XXJS', 'GDZB'] }).get('jsly')).toBe(
      'XXJS,GDZB',
    );
  });

  it('rewrites hostile values away on the next change', () => {
    const current = params('clsj=%3Cscript%3E&jsly=XX&page=99999&keyword=a');
    const state = readAgencyState(current, FIELDS);
    expect(nextAgencyParams(current, state, { choices: { zlzl: '30000' } }).toString()).toBe(
      'keyword=a&zlzl=30000',
    );
  });

  it('clears every condition but keeps the sort', () => {
    const current = params('clsj=10&dlr=50&jsly=XXJS&keyword=a&sort=newest&page=2');
    const state = readAgencyState(current, FIELDS);
    expect(hasConditions(state)).toBe(true);
    const next = nextAgencyParams(current, state, clearedFilters(state));
    expect(next.toString()).toBe('sort=newest');
    expect(hasConditions(readAgencyState(next, FIELDS))).toBe(false);
  });

  it('builds the findAgencies query with the SPEC keys and values', () => {
    const state = readAgencyState(
      params('clsj=0-3&zlzl=30000&jsly=GDZB,XCL&sort=oldest&page=2&keyword=代理'),
      FIELDS,
    );
    const query = agencyQuery(state, 10);
    expect(query).toMatchObject({ page: 1, size: 10, sort: 'foundingDate asc', keyword: '代理' });
    expect(JSON.parse(String(toListParams(query).queryData))).toEqual({
      clsj: '0-3',
      zlzl: '30000',
      jsly: ['GDZB', 'XCL'],
    });
    const plain = toListParams(agencyQuery(readAgencyState(params('')), 10));
    expect(plain).toEqual({ page: 0, size: 10, sort: 'patentTotal desc' });
  });

  it('narrows to a main service from the service home, sent as mainService and clearable', () => {
    const SERVICES = ['ZLDL', 'SBDL'];
    const state = readAgencyState(params('mainService=SBDL&dlr=50'), FIELDS, SERVICES);
    expect(state.service).toBe('SBDL');
    expect(hasConditions(state)).toBe(true);
    expect(agencyQuery(state, 10).queryData).toMatchObject({ mainService: 'SBDL', dlr: '50' });
    expect(readAgencyState(params('mainService=<b>'), FIELDS, SERVICES).service).toBe('');
    // Before the dictionary loads the value is kept, so the link's choice is not lost.
    expect(readAgencyState(params('mainService=SBDL')).service).toBe('SBDL');
    const cleared = nextAgencyParams(params('mainService=SBDL&dlr=50'), state, { service: '' });
    expect(cleared.toString()).toBe('dlr=50');
  });
});
