/** @jest-environment node */
import { ApiError } from '../../mock/_lib/envelope';
import type { ListSpec } from '../../mock/_lib/query';
import { parseListQuery, parseQueryData, runQuery } from '../../mock/_lib/query';

interface Item {
  id: string;
  name: string;
  tags: string[];
  price: number | null;
  date: string;
  featured: boolean;
}

const items: Item[] = Array.from({ length: 23 }, (_, i) => ({
  id: `item-${i + 1}`,
  name: i % 2 ? `锂电池正极材料 ${i + 1}` : `Graphene Film ${i + 1}`,
  tags: i % 3 ? ['XNY'] : ['XCL', 'XNY'],
  price: i % 5 === 0 ? null : i * 10,
  date: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
  featured: i % 4 === 0,
}));

const spec: ListSpec<Item> = {
  text: (x) => [x.name, x.id],
  sort: { price: (x) => x.price, date: (x) => x.date },
  defaultSort: 'date desc',
  filters: [
    { key: 'tag', kind: 'match', get: (x) => x.tags },
    { key: 'id', kind: 'match', get: (x) => x.id },
    { key: 'priceMin', kind: 'min', label: '价格下限', get: (x) => x.price },
    { key: 'priceMax', kind: 'max', label: '价格上限', get: (x) => x.price },
    { key: 'featured', kind: 'bool', label: '推荐', get: (x) => x.featured },
    { key: 'bucket', kind: 'bucket', label: '价格区间', get: (x) => x.price ?? -1 },
  ],
};

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

describe('paging', () => {
  it('defaults to page 0 of 10 and reports totals', () => {
    const page = runQuery(items, {}, spec);
    expect(page).toMatchObject({ totalElements: 23, totalPages: 3, number: 0, size: 10 });
    expect(page.content).toHaveLength(10);
  });

  it('returns the last, partial page', () => {
    const page = runQuery(items, { page: '2', size: '10' }, spec);
    expect(page.content).toHaveLength(3);
    expect(page.number).toBe(2);
  });

  it('answers a page beyond the end with empty content and correct totals', () => {
    const page = runQuery(items, { page: '9', size: '5' }, spec);
    expect(page).toEqual({ content: [], totalElements: 23, totalPages: 5, number: 9, size: 5 });
  });

  it('accepts numbers as well as strings and sizes up to 5000', () => {
    expect(runQuery(items, { page: 1, size: 5000 }, spec).content).toHaveLength(0);
    expect(runQuery(items, { size: 5000 }, spec).content).toHaveLength(23);
  });

  it('refuses bad page and size values in Chinese', () => {
    expect(errorOf(() => runQuery(items, { page: 'abc' }, spec))).toBe('页码必须是不小于0的整数');
    expect(errorOf(() => runQuery(items, { page: '-1' }, spec))).toBe('页码必须是不小于0的整数');
    expect(errorOf(() => runQuery(items, { page: '1.5' }, spec))).toBe('页码必须是不小于0的整数');
    expect(errorOf(() => runQuery(items, { size: '0' }, spec))).toBe(
      '每页条数必须是1到5000之间的整数',
    );
    expect(errorOf(() => runQuery(items, { size: '5001' }, spec))).toBe(
      '每页条数必须是1到5000之间的整数',
    );
    expect(errorOf(() => runQuery(items, { size: ['1', '2'] }, spec))).toBe(
      '每页条数必须是1到5000之间的整数',
    );
  });
});

describe('sort', () => {
  it('uses the default sort when none is given', () => {
    const dates = runQuery(items, { size: '100' }, spec).content.map((x) => x.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts ascending and descending with empty values last', () => {
    const asc = runQuery(items, { sort: 'price asc', size: '100' }, spec).content.map(
      (x) => x.price,
    );
    const desc = runQuery(items, { sort: 'price desc', size: '100' }, spec).content.map(
      (x) => x.price,
    );
    expect(asc.slice(0, 3)).toEqual([10, 20, 30]);
    expect(desc[0]).toBe(220);
    expect(asc.slice(-5)).toEqual([null, null, null, null, null]);
    expect(desc.slice(-5)).toEqual([null, null, null, null, null]);
  });

  it('accepts a comma separator and a missing direction', () => {
    expect(runQuery(items, { sort: 'price,desc' }, spec).content[0].price).toBe(220);
    expect(runQuery(items, { sort: 'price' }, spec).content[0].price).toBe(10);
  });

  it('refuses fields outside the whitelist and bad directions', () => {
    expect(errorOf(() => runQuery(items, { sort: 'name asc' }, spec))).toBe(
      '不支持按“name”排序，可选：price、date',
    );
    expect(errorOf(() => runQuery(items, { sort: 'price up' }, spec))).toBe(
      '排序方向只能是 asc 或 desc',
    );
    expect(errorOf(() => runQuery(items, { sort: 'price desc extra' }, spec))).toContain(
      '排序参数格式不正确',
    );
  });
});

describe('keyword', () => {
  it('matches case-insensitively after trimming', () => {
    expect(runQuery(items, { keyword: '  graphene  ' }, spec).totalElements).toBe(12);
    expect(runQuery(items, { keyword: 'GRAPHENE film' }, spec).totalElements).toBe(12);
  });

  it('requires every space-separated word', () => {
    expect(runQuery(items, { keyword: '锂电池 正极' }, spec).totalElements).toBe(11);
    expect(runQuery(items, { keyword: '锂电池 graphene' }, spec).totalElements).toBe(0);
    expect(runQuery(items, { keyword: '锂电池　23' }, spec).totalElements).toBe(0);
    expect(runQuery(items, { keyword: '正极 22' }, spec).content.map((x) => x.id)).toEqual([
      'item-22',
    ]);
  });

  it('ignores an empty keyword and refuses one over 100 characters', () => {
    expect(runQuery(items, { keyword: '   ' }, spec).totalElements).toBe(23);
    expect(errorOf(() => runQuery(items, { keyword: 'x'.repeat(101) }, spec))).toBe(
      '关键词不能超过100个字符',
    );
  });
});

describe('queryData', () => {
  it('reads a JSON string as axios sends it', () => {
    const page = runQuery(items, { queryData: JSON.stringify({ tag: 'XCL' }) }, spec);
    expect(page.totalElements).toBe(8);
  });

  it('reads an object as qs bracket syntax gives it', () => {
    expect(
      runQuery(items, { queryData: { tag: ['XCL'], featured: 'true' } }, spec).totalElements,
    ).toBe(2);
  });

  it('treats multi values as any-of, from arrays or comma lists', () => {
    const ids = { queryData: JSON.stringify({ id: ['item-1', 'item-2'] }) };
    expect(runQuery(items, ids, spec).totalElements).toBe(2);
    expect(runQuery(items, { queryData: { id: 'item-1,item-3,nope' } }, spec).totalElements).toBe(
      2,
    );
  });

  it('applies numeric ranges inclusively and skips empty filters', () => {
    const page = runQuery(
      items,
      { queryData: JSON.stringify({ priceMin: 50, priceMax: '100', tag: '' }), size: '100' },
      spec,
    );
    expect(page.content.map((x) => x.price)).toEqual([90, 80, 70, 60]);
  });

  it('applies buckets as a ≤ value < b, or value ≥ a', () => {
    expect(
      runQuery(items, { queryData: { bucket: '0-50' } }, spec).content.every(
        (x) => x.price !== null && x.price < 50,
      ),
    ).toBe(true);
    expect(runQuery(items, { queryData: { bucket: '200' } }, spec).totalElements).toBe(2);
    expect(errorOf(() => runQuery(items, { queryData: { bucket: '9-3' } }, spec))).toBe(
      '价格区间筛选值不正确',
    );
  });

  it('falls back to top-level keys, with queryData winning', () => {
    expect(runQuery(items, { tag: 'XCL' }, spec).totalElements).toBe(8);
    expect(runQuery(items, { tag: 'nothing', queryData: { tag: 'XCL' } }, spec).totalElements).toBe(
      8,
    );
  });

  it('refuses malformed JSON and non-object values', () => {
    expect(errorOf(() => runQuery(items, { queryData: '{tag:' }, spec))).toBe('查询条件格式不正确');
    expect(errorOf(() => parseQueryData('[1,2]'))).toBe('查询条件格式不正确');
    expect(errorOf(() => parseQueryData('42'))).toBe('查询条件格式不正确');
    expect(parseQueryData('')).toEqual({});
    expect(parseQueryData('null')).toEqual({});
  });

  it('refuses values that are not numbers or booleans where those are needed', () => {
    expect(errorOf(() => runQuery(items, { queryData: { priceMin: 'cheap' } }, spec))).toBe(
      '价格下限必须是数字',
    );
    expect(errorOf(() => runQuery(items, { queryData: { featured: 'maybe' } }, spec))).toBe(
      '推荐只能是 true 或 false',
    );
  });

  it('exposes the parsed query', () => {
    expect(
      parseListQuery({ page: '3', size: '20', sort: 'date asc', keyword: 'A b' }, ['date']),
    ).toEqual({
      page: 3,
      size: 20,
      sort: { field: 'date', desc: false },
      words: ['a', 'b'],
      queryData: {},
    });
  });
});
