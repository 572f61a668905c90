import { patchParams, readEnum, readInt, readList, readString } from '@/utils/urlState';

const params = (query: string) => new URLSearchParams(query);

describe('url state', () => {
  it('reads integers safely', () => {
    const range = { min: 1, max: 100, fallback: 1 };
    expect(readInt(params('page=3'), 'page', range)).toBe(3);
    expect(readInt(params('page=999999'), 'page', range)).toBe(100);
    expect(readInt(params('page=0'), 'page', range)).toBe(1);
    expect(readInt(params('page=abc'), 'page', range)).toBe(1);
    expect(readInt(params('page=2.5'), 'page', range)).toBe(1);
    expect(readInt(params('page=99999999999999999999'), 'page', range)).toBe(1);
    expect(readInt(params(''), 'page', range)).toBe(1);
  });

  it('reads enums and lists', () => {
    expect(readEnum(params('sort=x'), 'sort', ['a', 'b'] as const, 'a')).toBe('a');
    expect(readEnum(params('sort=b'), 'sort', ['a', 'b'] as const, 'a')).toBe('b');
    expect(
      readList(params('type=invention,,utility,invention,bogus'), 'type', {
        allowed: ['invention', 'utility'],
      }),
    ).toEqual(['invention', 'utility']);
    expect(
      readList(params('pa=' + Array.from({ length: 30 }, (_, i) => `a${i}`).join(',')), 'pa'),
    ).toHaveLength(20);
  });

  it('reads strings with a length cap', () => {
    expect(readString(params(`q=${'x'.repeat(900)}`), 'q')).toHaveLength(500);
    expect(readString(params('q=%3Cscript%3E'), 'q')).toBe('<script>');
  });

  it('patches params and drops empty values', () => {
    const next = patchParams(params('q=a&page=3&type=invention'), {
      page: 1,
      type: [],
      sort: 'relevance',
      q: undefined,
    });
    expect(next.toString()).toBe('page=1&sort=relevance');
  });
});
