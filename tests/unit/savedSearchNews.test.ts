import { newsNote, newsOf } from '@/utils/savedSearchNews';

const search = (kind: API.SavedSearchKind, newCount?: number) =>
  ({ kind, newCount }) as API.SavedSearch;

describe('what is new in the saved searches', () => {
  it('adds up the new hits and listings by kind', () => {
    const news = newsOf([
      search('patent', 4),
      search('trading', 2),
      search('patent', 0),
      search('trading', 1),
      search('patent'),
    ]);
    expect(news).toEqual({ patent: 4, trading: 3, total: 7 });
    expect(newsNote(news)).toBe('专利检索新增 4 件，交易筛选新增 3 条');
  });

  it('names only the kinds with something new, and nothing when none has', () => {
    expect(newsNote(newsOf([search('trading', 2)]))).toBe('交易筛选新增 2 条');
    expect(newsNote(newsOf([search('patent', 1)]))).toBe('专利检索新增 1 件');
    expect(newsNote(newsOf([search('patent', 0), search('trading')]))).toBeUndefined();
    expect(newsOf([])).toEqual({ patent: 0, trading: 0, total: 0 });
  });
});
