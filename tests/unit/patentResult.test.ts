import { splitHighlights } from '@/pages/gxq/patent/components/splitHighlights';
import { addSearchHistory, clearSearchHistory, loadSearchHistory } from '@/utils/searchHistory';
import { patentSearchRequest, RESULT_SCHEMA } from '@/utils/patentResultState';
import { nextListParams, readListState } from '@/utils/listState';

const read = (query: string) => readListState(RESULT_SCHEMA, new URLSearchParams(query));
const next = (query: string, patch: Parameters<typeof nextListParams>[2]) =>
  nextListParams(RESULT_SCHEMA, new URLSearchParams(query), patch).toString();

describe('result page URL state', () => {
  it('reads query, page, size, sort and facet filters', () => {
    expect(
      read(
        'q=TI%3D(电池)&page=3&size=20&sort=ad-desc&type=invention,utility&ls=valid&year=2020,2021&ipcs=H&ipcc=H01&pa=某某大学',
      ),
    ).toEqual({
      q: 'TI=(电池)',
      expand: true,
      family: true,
      without: [],
      page: 3,
      size: 20,
      sort: 'ad-desc',
      type: ['invention', 'utility'],
      legalStatus: ['valid'],
      year: [2020, 2021],
      ipcSection: ['H'],
      ipcClass: ['H01'],
      applicant: ['某某大学'],
      agency: [],
    });
  });

  it('falls back on hostile values', () => {
    const state = read(
      'page=-5&size=1000&sort=drop&type=bogus&year=19999,abc&ipcs=Z&ipcc=<script>',
    );
    expect(state.page).toBe(1);
    expect(state.size).toBe(10);
    expect(state.sort).toBe('rel');
    expect(state.type).toEqual([]);
    expect(state.year).toEqual([]);
    expect(state.ipcSection).toEqual([]);
    expect(state.ipcClass).toEqual([]);
  });

  it('reads 扩展检索 off and the equivalents removed, and sends them to the search', () => {
    const state = read('q=锂电池&exp=0&nx=lithium%20battery,锂离子电池');
    expect(state).toMatchObject({ expand: false, without: ['lithium battery', '锂离子电池'] });
    // Off: nothing is widened, so the removed terms do not matter.
    expect(patentSearchRequest(state)).toMatchObject({ q: '锂电池', expand: false });
    expect(patentSearchRequest(state)).not.toHaveProperty('without');
    const on = read('q=锂电池&nx=lithium%20battery,锂离子电池');
    expect(patentSearchRequest(on)).toMatchObject({ without: 'lithium battery,锂离子电池' });
    expect(patentSearchRequest(on)).not.toHaveProperty('expand');
    expect(decodeURIComponent(next('q=锂电池&page=3', { without: ['锂离子电池'] }))).toBe(
      'q=锂电池&nx=锂离子电池',
    );
    expect(decodeURIComponent(next('q=锂电池&nx=锂离子电池', { expand: false, without: [] }))).toBe(
      'q=锂电池&exp=0',
    );
  });

  it('reads 合并同族 off from fam=0 and asks the search for every record', () => {
    const off = read('q=电池&fam=0');
    expect(off.family).toBe(false);
    expect(patentSearchRequest(off)).toMatchObject({ q: '电池', groupFamilies: false });
    expect(patentSearchRequest(read('q=电池'))).not.toHaveProperty('groupFamilies');
    expect(next('q=a&page=2', { family: false })).toBe('q=a&fam=0');
    expect(next('q=a&fam=0', { family: true })).toBe('q=a');
  });

  it('resets to page 1 on any change but paging', () => {
    expect(next('q=a&page=4', { sort: 'pd-desc' })).toBe('q=a&sort=pd-desc');
    expect(next('q=a&page=4', { page: 5 })).toBe('q=a&page=5');
    expect(next('q=a&page=4', { type: ['design'] })).toBe('q=a&type=design');
    expect(next('q=a&page=4', { year: [2021, 2020] })).toBe('q=a&year=2021%2C2020');
    expect(next('q=a&sort=ad-asc&size=20', { sort: 'rel', size: 10 })).toBe('q=a');
  });
});

describe('highlighting', () => {
  it('marks every term, longest first, case-insensitively', () => {
    expect(
      splitHighlights('锂离子电池的电池包 Battery pack', ['电池', '锂离子电池', 'battery']),
    ).toEqual([
      { text: '锂离子电池', hit: true },
      { text: '的', hit: false },
      { text: '电池', hit: true },
      { text: '包 ', hit: false },
      { text: 'Battery', hit: true },
      { text: ' pack', hit: false },
    ]);
  });

  it('treats regex characters in terms literally', () => {
    expect(
      splitHighlights('a+b (c)', ['a+b', '(c)'])
        .filter((part) => part.hit)
        .map((part) => part.text),
    ).toEqual(['a+b', '(c)']);
    expect(splitHighlights('text', [])).toEqual([{ text: 'text', hit: false }]);
  });
});

describe('search history', () => {
  beforeEach(() => clearSearchHistory());

  it('keeps the last 20, most recent first, without duplicates', () => {
    for (let index = 0; index < 25; index += 1) addSearchHistory(`q${index}`);
    addSearchHistory('q10');
    const items = loadSearchHistory();
    expect(items).toHaveLength(20);
    expect(items[0]).toBe('q10');
    expect(items.filter((item) => item === 'q10')).toHaveLength(1);
  });

  it('survives corrupted storage', () => {
    window.localStorage.setItem('ipr.patentSearchHistory', '{not json');
    expect(loadSearchHistory()).toEqual([]);
  });
});
