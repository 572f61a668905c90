import { searchPatents } from '@/services/data';
import { startFirstSearch, takeFirstSearch } from '@/utils/firstSearch';
import { readListState } from '@/utils/listState';
import { RESULT_SCHEMA, searchParamsOf } from '@/utils/patentResultState';

jest.mock('@/services/data', () => ({ searchPatents: jest.fn() }));
const mockedSearch = jest.mocked(searchPatents);

const paramsOf = (search: string) =>
  searchParamsOf(readListState(RESULT_SCHEMA, new URLSearchParams(search)));

describe('the first search of a result page opened by its link', () => {
  beforeEach(() => {
    mockedSearch.mockReset();
    mockedSearch.mockResolvedValue({} as never);
  });

  it('is sent at once with the params the page will ask for, and handed over once', () => {
    const search = '?q=%E7%94%B5%E6%B1%A0&sort=date&page=2';
    startFirstSearch({ pathname: '/ipr-front/gxq/patent/result', search });
    expect(mockedSearch).toHaveBeenCalledTimes(1);
    expect(mockedSearch).toHaveBeenCalledWith(expect.objectContaining({ q: '电池', page: 1 }), {
      urgent: true,
    });
    const sent = mockedSearch.mock.results[0].value;
    expect(takeFirstSearch(paramsOf(search))).toBe(sent);
    expect(takeFirstSearch(paramsOf(search))).toBeUndefined();
  });

  it('is not used for another search (the page changed its state meanwhile)', () => {
    startFirstSearch({ pathname: '/ipr-front/gxq/patent/result', search: '?q=电池' });
    expect(takeFirstSearch(paramsOf('?q=电池&page=3'))).toBeUndefined();
  });

  it('is not sent for other pages, without a query, or for a query that does not parse', () => {
    startFirstSearch({ pathname: '/ipr-front/gxq/patent/search', search: '?q=电池' });
    startFirstSearch({ pathname: '/ipr-front/gxq/patent/result', search: '' });
    startFirstSearch({ pathname: '/ipr-front/gxq/patent/result', search: '?q=(电池' });
    expect(mockedSearch).not.toHaveBeenCalled();
    expect(takeFirstSearch(paramsOf('?q=电池'))).toBeUndefined();
  });
});
