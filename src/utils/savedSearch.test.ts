import { readListState, type ListSchema } from './listState';
import { patentSearchRequest, RESULT_SCHEMA, type ResultState } from './patentResultState';
import { patentSavedParams, savedSearchLink, tradingSavedParams } from './savedSearch';
import { PRICE_BANDS, TRADE_SCHEMA, tradeQuery, type TradeListState } from './tradeHallState';

const resultState = (search: string) => readListState(RESULT_SCHEMA, new URLSearchParams(search));
const hallState = (search: string) =>
  readListState(TRADE_SCHEMA, new URLSearchParams(search)) as TradeListState & {
    kind: API.TransactionKind;
  };

/** The state the page reads at a link's URL. */
const opened = <S>(url: string, schema: ListSchema<S>): S =>
  readListState(schema, new URLSearchParams(url.split('?')[1] ?? ''));

/** What a saved search keeps of a page's state: everything but where the reader was in the list. */
const searchOf = (state: ResultState | TradeListState) => ({ ...state, page: 1, size: undefined });

describe('a patent search', () => {
  const save = (search: string) => patentSavedParams(resultState(search));

  it('saves the query the result page sends, without paging and without empty filters', () => {
    const state = resultState('q=电池&page=4&size=20');
    expect(save('q=电池&page=4&size=20')).toEqual({ q: '电池', sort: 'relevance' });
    const { q, sort } = patentSearchRequest(state);
    expect(save('q=电池')).toEqual({ q, sort });
  });

  it('keeps every filter and the sort, and opens the same search again', () => {
    const url =
      'q=TI%3D电池&sort=ad-desc&type=invention,utility&ls=valid&year=2021,2022' +
      '&ipcs=H&ipcc=H01,H02&pa=甲公司&ag=乙代理&page=3&size=50';
    const state = resultState(url);
    const params = save(url);
    const { filters, ...rest } = patentSearchRequest(state);
    expect(params).toEqual({ ...rest, filters });
    expect(Object.values(params.filters!).every((values) => values!.length > 0)).toBe(true);

    const link = savedSearchLink({ kind: 'patent', params });
    expect(link.url.startsWith('/gxq/patent/result?')).toBe(true);
    expect(link.omitted).toEqual([]);
    expect(link.notice).toBeUndefined();
    const back = opened<ResultState>(link.url, RESULT_SCHEMA);
    expect({ ...back, size: undefined }).toEqual(searchOf(state));
    // The page's first page and page size are its defaults: not written.
    expect(new URLSearchParams(link.url.split('?')[1]).has('page')).toBe(false);
    expect(new URLSearchParams(link.url.split('?')[1]).has('size')).toBe(false);
  });

  it('opens the defaults as a bare result URL, whether or not the backend kept them', () => {
    const fromPage = savedSearchLink({ kind: 'patent', params: save('q=电池') });
    const canonical = savedSearchLink({ kind: 'patent', params: { q: '电池' } });
    expect(canonical).toEqual(fromPage);
    expect(canonical.url).toBe(`/gxq/patent/result?q=${encodeURIComponent('电池')}`);
  });

  it('leaves out and names what the result page cannot show', () => {
    const link = savedSearchLink({
      kind: 'patent',
      params: {
        q: '电池',
        // Not a sort the page offers, and a name the page's comma-separated list would split.
        sort: 'score desc' as API.PatentSort,
        filters: { applicant: ['甲公司', '乙,丙公司'], type: ['invention'] },
      },
    });
    expect(link.omitted).toEqual(['排序', '申请人']);
    expect(link.notice).toMatch(/检索结果页.*排序、申请人/);
    const back = opened<ResultState>(link.url, RESULT_SCHEMA);
    expect(back).toMatchObject({
      q: '电池',
      sort: 'rel',
      applicant: ['甲公司'],
      type: ['invention'],
    });
  });
});

describe('a trading-hall filter', () => {
  const save = (search: string) => tradingSavedParams(hallState(search));

  it('saves the query the hall sends, without paging', () => {
    const state = hallState('page=2');
    const { page, size, ...query } = tradeQuery(state, 10);
    expect([page, size]).toEqual([1, 10]);
    expect(save('page=2')).toEqual(JSON.parse(JSON.stringify(query)));
    expect(save('page=2')).not.toHaveProperty('keyword');
    expect(save('')).toEqual({ sort: 'publishDate desc', queryData: { kind: 'sell' } });
  });

  it('keeps every filter, a price band and the sort, and opens the same filter again', () => {
    const url =
      'kind=sell&keyword=电池&category=ZLZR&tt=license&type=invention&field=XNY' +
      '&price=50-200&ls=valid&sort=views&page=3';
    const state = hallState(url);
    const params = save(url);
    expect(params).toMatchObject({ keyword: '电池', sort: tradeQuery(state, 10).sort });
    expect(params.queryData).toEqual({
      kind: 'sell',
      category: 'ZLZR',
      transactionType: 'license',
      patentType: 'invention',
      field: 'XNY',
      legalStatus: 'valid',
      priceMin: PRICE_BANDS['50-200'].min,
      priceMax: PRICE_BANDS['50-200'].max,
    });

    const link = savedSearchLink({ kind: 'trading', params });
    expect(link.url.startsWith('/gxq/operations/list?')).toBe(true);
    expect(link.omitted).toEqual([]);
    expect(opened<TradeListState>(link.url, TRADE_SCHEMA)).toEqual({ ...state, page: 1 });
  });

  it('opens every price band as that band', () => {
    for (const price of Object.keys(PRICE_BANDS)) {
      const state = { ...hallState(''), price };
      const link = savedSearchLink({ kind: 'trading', params: tradingSavedParams(state) });
      expect(link.omitted).toEqual([]);
      expect(opened<TradeListState>(link.url, TRADE_SCHEMA).price).toBe(price);
    }
  });

  it('opens demands with their own tab, and the defaults as the bare hall', () => {
    const state = hallState('kind=buy&tt=transfer&field=XNY');
    const link = savedSearchLink({ kind: 'trading', params: tradingSavedParams(state) });
    expect(opened<TradeListState>(link.url, TRADE_SCHEMA)).toEqual(state);
    expect(savedSearchLink({ kind: 'trading', params: save('') }).url).toBe('/gxq/operations/list');
    // The backend leaves the default sort out: the same page.
    expect(savedSearchLink({ kind: 'trading', params: { queryData: { kind: 'sell' } } }).url).toBe(
      '/gxq/operations/list',
    );
  });

  it('leaves out and names what the hall cannot show, keeping the rest', () => {
    const open = (params: API.SavedTradingParams) => {
      const link = savedSearchLink({ kind: 'trading', params });
      return { ...link, state: opened<TradeListState>(link.url, TRADE_SCHEMA) };
    };
    // A price range that is none of the hall's bands.
    const range = open({
      keyword: '电池',
      queryData: { kind: 'sell', patentType: 'invention', priceMin: 30, priceMax: 80 },
    });
    expect(range.omitted).toEqual(['价格区间']);
    expect(range.notice).toMatch(/交易大厅.*价格区间.*其余条件/);
    expect(range.state).toMatchObject({ keyword: '电池', patentType: 'invention', price: '' });
    expect(open({ queryData: { kind: 'sell', negotiable: false } }).omitted).toEqual(['价格区间']);
    // A sort the endpoint takes but the hall does not offer.
    const sort = open({ sort: 'views asc', queryData: { kind: 'buy', field: 'XNY' } });
    expect(sort.omitted).toEqual(['排序']);
    expect(sort.state).toMatchObject({ kind: 'buy', field: 'XNY', sort: 'new' });
    // A category code the hall's URL could not carry as it is.
    const category = open({ queryData: { kind: 'sell', category: 'ZL-ZR', field: 'XNY' } });
    expect(category.omitted).toEqual(['交易类别']);
    expect(category.state).toMatchObject({ category: '', field: 'XNY' });
  });
});
