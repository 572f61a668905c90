/** @jest-environment node */
// 扩展检索: a word also finds its equivalents, says which, and can be narrowed back.
import { searchablePatents } from '../../mock/_lib/data/patent-store';
import { searchPatents } from '../../mock/_lib/handlers/patent-search';
import { SYNONYM_GROUPS, synonymsOf } from '../../mock/_lib/synonyms';
import { call } from './helpers';

type Result = API.PatentSearchResult;

const search = (q: string, extra: Record<string, unknown> = {}) =>
  call<Result>(searchPatents, { query: { q, size: '1000', ...extra } }).body;
const ids = (result: Result) => new Set(result.content.map((p) => p.id));
/** Patents whose title holds the text, straight from the data set. */
const titled = (text: string) =>
  searchablePatents().filter((d) => d.patent.title.toLowerCase().includes(text.toLowerCase()));

describe('扩展检索', () => {
  it('finds the 锂离子电池 patents for 锂电池 and says what it searched besides', () => {
    const literal = search('锂电池', { expand: 'false' }).data;
    const lithiumIon = titled('锂离子电池');
    expect(lithiumIon.length).toBeGreaterThan(10);
    expect(literal.expansions).toEqual([]);
    // Every record, divisional applications too (合并同族 off).
    const widened = search('锂电池', { groupFamilies: 'false' }).data;
    expect(widened.totalElements).toBeGreaterThan(literal.totalElements);
    for (const { patent } of lithiumIon) expect(ids(widened)).toContain(patent.id);
    expect(widened.expansions).toEqual([
      {
        term: '锂电池',
        added: [
          '锂离子电池',
          '锂离子二次电池',
          'lithium battery',
          'lithium-ion battery',
          'li-ion battery',
        ],
      },
    ]);
    // The highlight words name the equivalents found; the query stays as written.
    expect(widened.terms).toContain('锂离子电池');
    expect(widened.query).toBe('锂电池');
  });

  it('finds Chinese patents for English words and abbreviations', () => {
    const battery = search('battery').data;
    expect(battery.expansions).toEqual([{ term: 'battery', added: ['电池'] }]);
    const chinese = search('电池', { expand: 'false' }).data;
    expect(chinese.totalElements).toBeGreaterThan(100);
    for (const id of ids(chinese)) expect(ids(battery)).toContain(id);
    expect(battery.totalElements).toBeGreaterThan(
      search('battery', { expand: 'false' }).data.totalElements,
    );
    // Titles name the cars 电动汽车: 新能源汽车 finds them all, and more than it finds alone.
    const cars = search('新能源汽车').data;
    for (const id of ids(search('电动汽车', { expand: 'false' }).data))
      expect(ids(cars)).toContain(id);
    expect(cars.totalElements).toBeGreaterThan(
      search('新能源汽车', { expand: 'false' }).data.totalElements,
    );
  });

  it('leaves out the equivalents the user removed, and widens nothing when turned off', () => {
    const without = search('锂电池', { without: '锂离子电池,锂离子二次电池' }).data;
    expect(without.expansions).toEqual([
      { term: '锂电池', added: ['lithium battery', 'lithium-ion battery', 'li-ion battery'] },
    ]);
    expect(without.totalElements).toBe(search('锂电池', { expand: 'false' }).data.totalElements);
    // Every equivalent removed: nothing is said to be widened.
    const all = synonymsOf('锂电池').join(',');
    expect(search('锂电池', { without: all }).data.expansions).toEqual([]);
  });

  it('searches quoted phrases, truncated words, numbers and parties as written', () => {
    for (const q of ['"锂电池"', '锂电池*', 'PA=(电池)', 'AN=201710601862', 'IPC=H01M'])
      expect({ q, expansions: search(q).data.expansions }).toEqual({ q, expansions: [] });
    // A field search widens within its field only.
    const title = search('TI=(新能源汽车)').data;
    expect(title.expansions[0].term).toBe('新能源汽车');
    expect(title.totalElements).toBeGreaterThan(0);
    expect(title.content.every((p) => /电动汽车|电动车辆/.test(p.title))).toBe(true);
  });

  it('refuses an expand other than true or false, and an over-long without', () => {
    expect(search('电池', { expand: 'maybe' })).toMatchObject({
      success: false,
      errorCode: 'BAD_REQUEST',
    });
    expect(search('电池', { without: 'x'.repeat(51) })).toMatchObject({
      success: false,
      errorCode: 'BAD_REQUEST',
    });
  });

  it('keeps every term in one meaning: no term stands in two groups', () => {
    const seen = new Map<string, number>();
    SYNONYM_GROUPS.forEach((group, index) => {
      for (const term of group) {
        const key = term.toLowerCase();
        expect({ term, other: seen.get(key) }).toEqual({ term, other: undefined });
        seen.set(key, index);
      }
    });
  });
});
