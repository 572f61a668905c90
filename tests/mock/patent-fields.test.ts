/** @jest-environment node */
// PR (优先权号), PRD (优先权日), AT (代理人) and AR (申请人省市) over the data set, and the
// priority claims the data set carries.
import { daysBetween } from '../../mock/_lib/dates';
import { patentsMatching, searchablePatents } from '../../mock/_lib/data/patent-store';
import { searchPatents } from '../../mock/_lib/handlers/patent-search';
import { matchPatent } from '../../mock/_lib/patent-match';
import { parsePatentQuery } from '../../src/contract/patentQuery';
import { isValidApplicationNumber } from '../../src/contract/validators';
import { call } from './helpers';

const patents = () => searchablePatents().map(({ patent }) => patent);
/** Searched as written, one hit per record (families not grouped). */
const search = (q: string) =>
  call<API.PatentSearchResult>(searchPatents, {
    query: { q, size: '1000', expand: 'false', groupFamilies: 'false' },
  }).body;
/** The ids the endpoint finds, sorted. */
const found = (q: string) => {
  const body = search(q);
  if (!body.success) throw new Error(`${q}: ${body.errorMessage}`);
  return body.data.content.map((p) => p.id).sort();
};
const idsOf = (list: API.Patent[]) => list.map((p) => p.id).sort();

describe('the priority claims of the data set', () => {
  const claiming = () => patents().filter((p) => p.priorities?.length);

  it('gives a share of the filings a domestic priority of the same applicant', () => {
    const seeded = patents().filter((p) => !p.divisionalOf);
    const share = claiming().filter((p) => !p.divisionalOf).length / seeded.length;
    expect(share).toBeGreaterThan(0.04);
    expect(share).toBeLessThan(0.15);
    expect(claiming().some((p) => p.priorities!.length === 2)).toBe(true);
  });

  it('claims earlier CN applications, 1 to 12 months before, with right check characters', () => {
    const numbers = new Set(patents().map((p) => p.applicationNumber));
    for (const p of claiming()) {
      const dates = p.priorities!.map((c) => c.date);
      expect(dates).toEqual([...dates].sort());
      for (const claim of p.priorities!) {
        const before = daysBetween(claim.date, p.applicationDate);
        expect({ id: p.id, claim, ok: isValidApplicationNumber(claim.number) }).toMatchObject({
          claim: { office: 'CN' },
          ok: true,
        });
        expect(before).toBeGreaterThanOrEqual(30);
        expect(before).toBeLessThanOrEqual(p.type === 'design' ? 180 : 365);
        // The earlier application was deemed withdrawn: it is not a record of its own.
        expect(numbers.has(claim.number)).toBe(false);
      }
    }
  });
});

describe('PR and PRD', () => {
  it('finds the record claiming a priority number, however the number is written', () => {
    const record = patents().find((p) => p.priorities?.length)!;
    const number = record.priorities![0].number;
    const claimants = idsOf(
      patents().filter((p) => p.priorities?.some((c) => c.number === number)),
    );
    expect(claimants).toContain(record.id);
    const digits = number.replace('.', '');
    for (const written of [number, `CN${number}`, digits, digits.slice(0, 12), `ZL${number}`])
      expect([written, found(`PR=(${written})`)]).toEqual([written, claimants]);
    // A priority number is not the record's own application number.
    expect(found(`AN=(${number})`)).not.toContain(record.id);
  });

  it('says which check character a priority number should have', () => {
    const number = patents().find((p) => p.priorities?.length)!.priorities![0].number;
    const wrong = `${number.slice(0, -1)}${number.endsWith('1') ? '2' : '1'}`;
    expect(search(`PR=${wrong}`)).toMatchObject({
      success: false,
      errorCode: 'BAD_QUERY',
      errorMessage: `申请号 ${wrong} 的校验位应为 ${number.slice(-1)}`,
      data: { position: 3, length: wrong.length },
    });
  });

  it('finds the records with a priority date in a range', () => {
    const in2020 = idsOf(
      patents().filter((p) => p.priorities?.some((c) => c.date.startsWith('2020'))),
    );
    expect(in2020.length).toBeGreaterThan(2);
    expect(found('PRD>=2020-01-01 AND PRD<=2020-12-31')).toEqual(in2020);
    expect(found('PRD=2020')).toEqual(in2020);
    // Records without a priority are never in a PRD range.
    expect(found('PRD<=2099 AND NOT PRD>=1900')).toEqual([]);
  });
});

describe('AT and AR', () => {
  it('finds exactly the records an agent handled', () => {
    const counts = new Map<string, number>();
    for (const p of patents())
      for (const agent of p.agents ?? []) counts.set(agent, (counts.get(agent) ?? 0) + 1);
    const [busiest, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
    expect(count).toBeGreaterThan(5);
    const handled = idsOf(patents().filter((p) => p.agents?.includes(busiest)));
    expect(handled).toHaveLength(count);
    expect(found(`AT=${busiest}`)).toEqual(handled);
    expect(found(`AT=(${busiest})`)).toEqual(handled);
  });

  it('finds the records whose first applicant is in a city or a province, with or without 市/省', () => {
    const xian = idsOf(patents().filter((p) => p.applicantCity === '西安市'));
    const shaanxi = idsOf(patents().filter((p) => p.region === '陕西省'));
    expect(xian.length).toBeGreaterThan(100);
    expect(shaanxi.length).toBeGreaterThan(xian.length);
    expect(found('AR=西安')).toEqual(xian);
    expect(found('AR=西安市')).toEqual(xian);
    expect(found('AR=陕西')).toEqual(shaanxi);
    expect(found('AR=(陕西省)')).toEqual(shaanxi);
    expect(found('AR=陕西 NOT AR=西安')).toEqual(shaanxi.filter((id) => !xian.includes(id)));
    // An enterprise is named after its city: each seeded record led by a 西安… company is there.
    for (const p of patents().filter((x) => !x.divisionalOf && x.applicants[0].startsWith('西安')))
      expect(xian).toContain(p.id);
    // A place is a whole name, not a part of one.
    expect(found('AR=西')).toEqual([]);
  });

  it('narrows with the index exactly as checking every patent', () => {
    const number = patents().find((p) => p.priorities?.length)!.priorities![0].number;
    for (const q of [`PR=${number}`, 'PRD>=2021', 'AT=王雪 OR AT=肖娜璐', 'AR=西安 AND 电机']) {
      const parsed = parsePatentQuery(q);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const every = searchablePatents()
        .filter(({ doc }) => matchPatent(parsed.ast, doc))
        .map(({ patent }) => patent.id);
      expect([q, patentsMatching(parsed.ast).map(({ patent }) => patent.id)]).toEqual([q, every]);
    }
  });
});
