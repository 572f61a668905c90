/**
 * @jest-environment node
 *
 * Family members and citations of every patent's full record read like real ones: each foreign
 * number in its office's form and consistent with its date, family dates between the Chinese
 * priority and today, citations older than the citing filing and of its field, no document older
 * than its technology, and no foreign document under a Chinese title.
 */
import { db } from '../../mock/_lib/data';
import { DESIGN_PRODUCTS, domainsOfField } from '../../mock/_lib/data/domains-c';
import { OFFICE_RULES } from '../../mock/_lib/data/foreign-numbers';
import { isPct } from '../../mock/_lib/data/patent-events';
import { detailOf } from '../../mock/_lib/data/patent-store';
import {
  ENGLISH_TITLES,
  expandAll,
  firstYearOf,
  TECHNOLOGY_SINCE,
} from '../../mock/_lib/data/technologies';
import { addMonths, daysBetween, TODAY } from '../../mock/_lib/dates';

const patents = () => db().patents;
const byId = (id: string) => patents().find((p) => p.id === id)!;
const yearOf = (day: string) => Number(day.slice(0, 4));
const CJK = /[\u3400-\u9fff]/;

/** The problems found, or [] — a failing run names the first records at fault. */
const first = (problems: string[]) => problems.slice(0, 12);

/** Titles a document of the field can carry: its domains' templates, its design products. */
function fieldTitles(field: string) {
  const domains = domainsOfField(field);
  const all = (templates: string[]) => new Set(templates.flatMap(expandAll).map((t) => `一种${t}`));
  return {
    inventions: all(domains.flatMap((d) => d.subjects.flatMap((s) => [...s.inventions]))),
    utilities: all(domains.flatMap((d) => d.subjects.flatMap((s) => [...s.utilities]))),
    designs: new Set(
      DESIGN_PRODUCTS.filter((d) => d.field === field).flatMap((d) => expandAll(d.name)),
    ),
    english: new Set(domains.flatMap((d) => ENGLISH_TITLES[d.keywords[0]] ?? [])),
  };
}

const sinceOf = (term: string) => TECHNOLOGY_SINCE.find(([, terms]) => terms.includes(term))![0];

describe('foreign number forms (OFFICE_RULES)', () => {
  const fits = (number: string, date: string, priority?: string) => {
    const rule = OFFICE_RULES[number.slice(0, 2)];
    return rule.pattern.test(number) && rule.fits(number, date, priority);
  };

  it('places US grant serials in their issue year, publications in theirs', () => {
    expect(fits('US10000000B2', '2018-06-19')).toBe(true);
    expect(fits('US11000000B2', '2021-05-11')).toBe(true);
    expect(fits('US12000000B2', '2024-06-04')).toBe(true);
    expect(fits('US10717881B2', '2020-07-21')).toBe(true);
    // The number: issued in 2020, so never a document of 2025.
    expect(fits('US10717881B2', '2025-10-07')).toBe(false);
    expect(fits('US5900000A', '1999-04-20')).toBe(true);
    expect(fits('US5900000B2', '1999-04-20')).toBe(false);
    expect(fits('US20190123456A1', '2019-04-25')).toBe(true);
    expect(fits('US20190123456A1', '2020-04-23')).toBe(false);
    expect(OFFICE_RULES.US.pattern.test('US201901234567A1')).toBe(false);
  });

  it('grows EP numbers with time: EP3… in 2016–2021, EP4… from 2022', () => {
    expect(fits('EP3000000A1', '2016-03-30')).toBe(true);
    expect(fits('EP4000000A1', '2022-05-25')).toBe(true);
    expect(fits('EP4000000A1', '2019-05-22')).toBe(false);
    expect(fits('EP3500000B1', '2022-05-25')).toBe(true);
    expect(fits('EP3500000B1', '2019-06-19')).toBe(false);
    expect(OFFICE_RULES.EP.pattern.test('EP312345678A1')).toBe(false);
  });

  it('reads the year of KR, JP, WO, DE, AU and IN numbers', () => {
    expect(fits('KR1020200012345A', '2020-02-05')).toBe(true);
    expect(fits('KR1020200012345A', '2021-02-05')).toBe(false);
    expect(OFFICE_RULES.KR.pattern.test('KR1020254983844A')).toBe(false);
    expect(fits('KR101234567B1', '2012-11-20')).toBe(true);
    expect(fits('JP2019123456A', '2019-08-15')).toBe(true);
    expect(fits('JPH11123456A', '1999-05-11')).toBe(true);
    expect(fits('WO2019123456A1', '2019-07-04')).toBe(true);
    expect(fits('WO2019123456A1', '2019-07-05')).toBe(false);
    expect(fits('DE102019123456A1', '2020-08-13', '2019-02-01')).toBe(true);
    expect(fits('DE102019123456A1', '2020-08-13', '2020-01-10')).toBe(false);
    expect(OFFICE_RULES.DE.pattern.test('DE1020191234567A1')).toBe(false);
    expect(fits('AU2019201234A1', '2020-08-13')).toBe(true);
    expect(fits('CA3012345A1', '2019-01-24')).toBe(true);
    expect(fits('IN201917012345A', '2019-05-03')).toBe(true);
    expect(fits('GB2500000A', '2013-09-04')).toBe(true);
  });
});

/** The members published abroad (the Chinese records of the family come first). */
const abroad = (p: API.Patent) => detailOf(p).family.filter((m) => m.office !== 'CN');

describe('family members of every patent', () => {
  it('numbers each foreign member in its office form, fitting its date', () => {
    const wrong: string[] = [];
    for (const p of patents())
      for (const m of abroad(p)) {
        const rule = OFFICE_RULES[m.office];
        if (
          !rule ||
          !m.publicationNumber.startsWith(m.office) ||
          !rule.pattern.test(m.publicationNumber) ||
          !rule.fits(m.publicationNumber, m.date, p.applicationDate)
        )
          wrong.push(`${p.id} ${m.office} ${m.publicationNumber} ${m.date}`);
      }
    expect(first(wrong)).toEqual([]);
  });

  it('dates members after the Chinese priority and before today, WO about 18 months on', () => {
    const wrong: string[] = [];
    let onTime = 0;
    for (const p of patents()) {
      const priority = p.applicationDate;
      const due = addMonths(priority, 18);
      for (const m of abroad(p)) {
        if (!(m.date > priority && m.date < TODAY)) wrong.push(`${p.id} ${m.office} ${m.date}`);
        if (m.office === 'WO' && due < TODAY) {
          const late = daysBetween(due, m.date);
          // Published on time, or earlier at the applicant's request when 18 months are not over.
          if (late <= 31 && late >= -7) onTime += 1;
          else if (daysBetween(due, TODAY) > 45 || m.date > due)
            wrong.push(`${p.id} WO ${m.date} (due ${due})`);
        }
        // A grant follows the A publication at 18 months from priority.
        if (/B\d?$/.test(m.publicationNumber) && m.date <= due && m.date >= '2001-01-02')
          wrong.push(`${p.id} ${m.publicationNumber} granted ${m.date} before publication`);
      }
    }
    expect(first(wrong)).toEqual([]);
    expect(onTime).toBeGreaterThan(50);
    // Every PCT entry with a family has its WO publication.
    const pct = patents().filter((p) => isPct(p) && p.familySize > 1);
    expect(pct.every((p) => detailOf(p).family[1].office === 'WO')).toBe(true);
  });

  it('gives the family of the issue (pat-000104) numbers that fit its dates', () => {
    const p = byId('pat-000104');
    expect(p.applicationNumber).toBe('202110689914.3');
    const family = detailOf(p).family;
    expect(family.map((m) => m.office)).toEqual(
      ['CN', 'US', 'EP', 'JP', 'KR'].slice(0, p.familySize),
    );
    for (const m of family.slice(1)) {
      expect(OFFICE_RULES[m.office].pattern.test(m.publicationNumber)).toBe(true);
      expect(OFFICE_RULES[m.office].fits(m.publicationNumber, m.date, p.applicationDate)).toBe(
        true,
      );
    }
    // Filed 2021-06-03: published abroad at 18 months, in December 2022 (was US10717881B2 of
    // 2025 and KR1020254983844A).
    expect(family.slice(1)).toEqual([
      { publicationNumber: 'US20220381313A1', office: 'US', date: '2022-12-08' },
      { publicationNumber: 'EP4103343A1', office: 'EP', date: '2022-12-14' },
      { publicationNumber: 'JP2022209096A', office: 'JP', date: '2022-12-14' },
      { publicationNumber: 'KR1020220150018A', office: 'KR', date: '2022-12-08' },
    ]);
  });
});

describe('citations of every patent', () => {
  it('dates citations before the citing filing and cited-by documents after the publication', () => {
    const wrong: string[] = [];
    for (const p of patents()) {
      const d = detailOf(p);
      for (const r of d.citations)
        if (!(r.date! < p.applicationDate))
          wrong.push(`${p.id} cites ${r.publicationNumber} ${r.date}`);
      for (const r of d.citedBy)
        if (!(r.date! > p.publicationDate && r.date! < TODAY))
          wrong.push(`${p.id} cited by ${r.publicationNumber} ${r.date}`);
    }
    expect(first(wrong)).toEqual([]);
  });

  it('numbers foreign documents in their office form and titles them in English', () => {
    const wrong: string[] = [];
    let foreign = 0;
    for (const p of patents())
      for (const r of [...detailOf(p).citations, ...detailOf(p).citedBy]) {
        if (/^CN\d{9}[ABUS]$/.test(r.publicationNumber)) {
          if (!CJK.test(r.title)) wrong.push(`${p.id} ${r.publicationNumber} "${r.title}"`);
          continue;
        }
        foreign += 1;
        const rule = OFFICE_RULES[r.publicationNumber.slice(0, 2)];
        if (!rule?.pattern.test(r.publicationNumber) || !rule.fits(r.publicationNumber, r.date!))
          wrong.push(`${p.id} ${r.publicationNumber} ${r.date}`);
        if (CJK.test(r.title)) wrong.push(`${p.id} ${r.publicationNumber} "${r.title}"`);
      }
    expect(first(wrong)).toEqual([]);
    expect(foreign).toBeGreaterThan(500);
  });

  it('cites and is cited by documents of its own field and kind', () => {
    const wrong: string[] = [];
    const titles = new Map<string, ReturnType<typeof fieldTitles>>();
    for (const p of patents()) {
      const field = p.field ?? '';
      if (!titles.has(field)) titles.set(field, fieldTitles(field));
      const own = titles.get(field)!;
      for (const r of [...detailOf(p).citations, ...detailOf(p).citedBy]) {
        if (r.id) {
          const other = byId(r.id);
          if (other.field !== p.field || (other.type === 'design') !== (p.type === 'design'))
            wrong.push(`${p.id} ↔ ${other.id}`);
          continue;
        }
        const kind = r.publicationNumber.startsWith('CN') ? r.publicationNumber.slice(-1) : 'F';
        const known =
          kind === 'F'
            ? own.english.has(r.title)
            : p.type === 'design'
              ? kind === 'S' && own.designs.has(r.title)
              : kind === 'U'
                ? own.utilities.has(r.title)
                : kind === 'A' && own.inventions.has(r.title);
        if (!known) wrong.push(`${p.id} (${field}, ${p.type}) ${r.publicationNumber} "${r.title}"`);
      }
    }
    expect(first(wrong)).toEqual([]);
  });

  it('never dates a document before its technology, nor cites before the citing technology', () => {
    const wrong: string[] = [];
    for (const p of patents()) {
      const d = detailOf(p);
      const since = firstYearOf(p.title);
      for (const r of [...d.citations, ...d.citedBy])
        if (yearOf(r.date!) < firstYearOf(r.title))
          wrong.push(`${p.id} ${r.publicationNumber} ${r.date} "${r.title}"`);
      // A patent filed two years or more into its technology cites that technology's years.
      if (since > 0 && addMonths(`${since}-01-01`, 24) <= p.applicationDate)
        for (const r of d.citations)
          if (yearOf(r.date!) < since) wrong.push(`${p.id} (since ${since}) cites ${r.date}`);
    }
    expect(first(wrong)).toEqual([]);
  });

  it('cites no TOPCon document before TOPCon (known answers)', () => {
    const topcon = sinceOf('TOPCon');
    expect(topcon).toBe(2014);
    const cells = patents().filter((p) => p.title.includes('TOPCon'));
    expect(cells.map((p) => p.id)).toEqual([
      'pat-000114',
      'pat-000482',
      'pat-001378',
      'pat-001779',
    ]);
    for (const p of cells) {
      const dates = detailOf(p).citations.map((r) => r.date!);
      expect(dates.length).toBe(p.citesCount);
      expect(Math.min(...dates.map(yearOf))).toBeGreaterThanOrEqual(topcon);
    }
    // Every TOPCon document anywhere in the citations is of 2014 or later.
    const cited = patents().flatMap((p) =>
      [...detailOf(p).citations, ...detailOf(p).citedBy].filter((r) => /TOPCon/.test(r.title)),
    );
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((r) => yearOf(r.date!) < topcon)).toEqual([]);
    // The patent (a battery patent) no longer cites a TOPCon cell of 2009.
    expect(detailOf(byId('pat-001030')).citations.filter((r) => /TOPCon/.test(r.title))).toEqual(
      [],
    );
  });
});
