/** @jest-environment node */
import { patentsMatching, searchablePatents } from '../../mock/_lib/data/patent-store';
import { buildPatentIndex, candidatesOf } from '../../mock/_lib/patent-index';
import { matchPatent, searchTextsOf } from '../../mock/_lib/patent-match';
import { parsePatentQuery } from '../../src/contract/patentQuery';

const astOf = (q: string) => {
  const parsed = parsePatentQuery(q);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.ast;
};

/** The ids every patent is checked for: what the index must agree with. */
const bruteForce = (q: string) =>
  searchablePatents()
    .filter(({ doc }) => matchPatent(astOf(q), doc))
    .map(({ patent }) => patent.id);

const texts = (list: Record<string, string>[]) =>
  list.map((fields) => ({ TI: '', AB: '', CL: '', PA: '', IN: '', AG: '', AT: '', ...fields }));

describe('patent search index', () => {
  it('keeps, of three texts, the ones that hold every pair of a word’s characters', () => {
    const index = buildPatentIndex(
      texts([{ TI: '锂离子电池正极材料' }, { TI: '电池盒', AB: '离子' }, { AB: '锂离子电池' }]),
    );
    expect(Array.from(candidatesOf(index, astOf('TI=锂离子电池'))!)).toEqual([0]);
    expect(Array.from(candidatesOf(index, astOf('锂离子电池'))!)).toEqual([0, 2]);
    expect(Array.from(candidatesOf(index, astOf('电池'))!)).toEqual([0, 1, 2]);
    expect(Array.from(candidatesOf(index, astOf('TI=电池 AND AB=离子'))!)).toEqual([1]);
    expect(Array.from(candidatesOf(index, astOf('TI=正极 OR AB=锂离子'))!)).toEqual([0, 2]);
    expect(Array.from(candidatesOf(index, astOf('钠电池'))!)).toEqual([]);
    // What it cannot narrow: one character, NOT, dates, numbers.
    expect(candidatesOf(index, astOf('锂'))).toBeUndefined();
    expect(candidatesOf(index, astOf('NOT 电池'))).toBeUndefined();
    expect(candidatesOf(index, astOf('AD>=2018-01-01'))).toBeUndefined();
    expect(candidatesOf(index, astOf('201710601862'))).toBeUndefined();
    expect(candidatesOf(index, astOf('电池 OR 锂'))).toBeUndefined();
    expect(Array.from(candidatesOf(index, astOf('电池盒 AND NOT 正极'))!)).toEqual([1]);
  });

  it('finds over the data set exactly what checking every patent finds', () => {
    const queries = [
      '电池',
      '锂离子电池',
      '"锂离子电池"',
      'TI=(电池 OR 电芯) NOT PA=大学',
      'TX=散热 AND AD>=2018-01-01',
      'CL=所述 AND TI=装置',
      'PA=大学 OR IN=王',
      '散热 NOT 风扇',
      'control*',
      'IPC=H01M',
      'AN=2017',
      'TYPE=invention AND 控制',
      '智能 电网',
      '(电池 OR 电机) AND (控制 OR 检测) NOT TI=系统',
    ];
    for (const q of queries)
      expect([q, patentsMatching(astOf(q)).map(({ patent }) => patent.id)]).toEqual([
        q,
        bruteForce(q),
      ]);
  });

  it('reads a small part of the data set for a word', () => {
    const all = searchablePatents().length;
    const index = buildPatentIndex(searchablePatents().map(({ doc }) => searchTextsOf(doc)));
    const candidates = candidatesOf(index, astOf('锂离子电池'))!;
    expect(candidates.length).toBeGreaterThanOrEqual(bruteForce('锂离子电池').length);
    expect(candidates.length * 20).toBeLessThan(all);
  });
});
