import {
  clearedParams,
  enumParam,
  ignoredParams,
  listParam,
  pageParam,
  textParam,
  type ListSchema,
} from '@/utils/listState';

interface State {
  category: string;
  sort: 'new' | 'price';
  fields: string[];
  page: number;
}
const schema: ListSchema<State> = {
  category: textParam(20, /[^A-Za-z0-9_]/g),
  sort: enumParam(['new', 'price'] as const, 'new'),
  fields: { ...listParam(), key: 'jsly' },
  page: pageParam(),
};
const labels = { category: '交易类别', sort: '排序', fields: '技术领域' };
const params = (search: string) => new URLSearchParams(search);

describe('filters a link names that the list cannot apply', () => {
  it('are found once the known values are loaded, and not before', () => {
    const link = params('category=NOPE&jsly=XNY,ZZZ&page=3');
    expect(ignoredParams(schema, link, labels)).toEqual([]);
    const known = { category: ['JSZR', 'XKSQ'], fields: ['XNY', 'SWYY'] };
    expect(ignoredParams(schema, link, labels, known)).toEqual([
      { field: 'category', label: '交易类别', value: 'NOPE' },
      { field: 'fields', label: '技术领域', value: 'ZZZ' },
    ]);
  });

  it('include a value the schema refuses, and never a known or default one', () => {
    expect(ignoredParams(schema, params('sort=cheapest'), labels)).toEqual([
      { field: 'sort', label: '排序', value: 'cheapest' },
    ]);
    expect(
      ignoredParams(schema, params('sort=new&category=JSZR'), labels, { category: ['JSZR'] }),
    ).toEqual([]);
    expect(
      ignoredParams(schema, params('category=%3Cscript%3E'), labels, { category: ['JSZR'] }),
    ).toHaveLength(1);
  });

  it('are cleared to their defaults, keeping a list’s known items', () => {
    const link = params('category=NOPE&jsly=XNY,ZZZ&sort=cheapest');
    const known = { category: ['JSZR'], fields: ['XNY'] };
    const ignored = ignoredParams(schema, link, labels, known);
    expect(clearedParams(schema, link, ignored, known)).toEqual({
      category: '',
      fields: ['XNY'],
      sort: 'new',
    });
  });
});
