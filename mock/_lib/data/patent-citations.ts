// Citations between the patents of the data set: one consistent graph (if A cites B, B is cited by
// A), built once, with references to documents outside the data set filling each list up to the
// record's citesCount / citedByCount.

import { addDays, addMonths, daysBetween, maxIso, minIso, TODAY } from '../dates';
import { Rng } from '../random';
import type { Domain } from './domains-a';
import { domainsOfField } from './domains-c';
import { foreignNumber, publicationDay } from './foreign-numbers';
import { publicationNumber } from './numbering';
import type { TitleChoice } from './technologies';
import {
  chineseTitlesOf,
  designTitlesOf,
  domainOfTitle,
  englishTitlesOf,
  firstYearOf,
} from './technologies';

/** Share of a patent's citations that point inside the data set (the rest are outside documents). */
const INTERNAL_SHARE = 0.7;

export interface CitationGraph {
  /** Patent id → patents of the data set it cites. */
  cites: Map<string, API.Patent[]>;
  /** Patent id → patents of the data set citing it. */
  citedBy: Map<string, API.Patent[]>;
  /** Publication number digits of the data set, so outside numbers never collide with them. */
  usedNumbers: Set<string>;
}

const year = (day: string) => Number(day.slice(0, 4));

const byDate = (a: API.Patent, b: API.Patent) =>
  a.applicationDate < b.applicationDate ? -1 : a.applicationDate > b.applicationDate ? 1 : 0;

/**
 * For each patent (most cited first), picks later filings of the same field and kind (designs cite
 * designs) that still have room in their reference lists as its citing patents. A patent whose
 * title is of a technology younger than its filing stays out of the graph, and a patent cites none
 * published before its own technology began.
 */
export function buildCitationGraph(patents: readonly API.Patent[], seed: number): CitationGraph {
  const rng = new Rng(seed);
  const byField = new Map<string, API.Patent[]>();
  const since = new Map(patents.map((p) => [p.id, firstYearOf(p.title)]));
  const keyOf = (p: API.Patent) => `${p.field ?? ''}|${p.type === 'design' ? 'design' : 'patent'}`;
  const timely = patents.filter((p) => since.get(p.id)! <= year(p.applicationDate));
  for (const p of timely) byField.set(keyOf(p), [...(byField.get(keyOf(p)) ?? []), p]);
  const room = new Map(patents.map((p) => [p.id, Math.round(p.citesCount * INTERNAL_SHARE)]));
  const cites = new Map<string, API.Patent[]>();
  const citedBy = new Map<string, API.Patent[]>();
  const order = [...timely].sort(
    (a, b) => b.citedByCount - a.citedByCount || (a.id < b.id ? -1 : 1),
  );
  for (const q of order) {
    const want = Math.round(q.citedByCount * INTERNAL_SHARE);
    if (want === 0) continue;
    const pool = (byField.get(keyOf(q)) ?? []).filter(
      (p) =>
        p.applicationDate > q.publicationDate &&
        since.get(p.id)! <= year(q.publicationDate) &&
        (room.get(p.id) ?? 0) > 0,
    );
    for (const p of rng.sample(pool, want)) {
      room.set(p.id, (room.get(p.id) ?? 0) - 1);
      cites.set(p.id, [...(cites.get(p.id) ?? []), q]);
      citedBy.set(q.id, [...(citedBy.get(q.id) ?? []), p]);
    }
  }
  for (const list of [...cites.values(), ...citedBy.values()]) list.sort(byDate);
  const usedNumbers = new Set(patents.map((p) => p.publicationNumber.slice(2, -1)));
  return { cites, citedBy, usedNumbers };
}

export function refOf(p: API.Patent): API.PatentRef {
  return {
    id: p.id,
    publicationNumber: p.publicationNumber,
    title: p.title,
    applicant: p.applicants[0],
    date: p.publicationDate,
  };
}

/** Chinese publication numbers of the data set's series start in 1997 (numbering.ts). */
const CN_FROM = '1997-01-01';

/** Offices whose documents a citation names with an English title (their own language). */
const CITED_OFFICES: readonly (readonly [string, number])[] = [
  ['US', 5],
  ['WO', 3],
  ['EP', 2],
];

/**
 * Titles an outside document cited by or citing `p` can carry: of the patent's own domain
 * (another of its field when none fits), a design product for a design, an English title for a
 * foreign document; only those whose technology existed by `latest`.
 */
function titleChoices(rng: Rng, p: API.Patent, foreign: boolean, latest: string): TitleChoice[] {
  const fits = (c: TitleChoice) => c.since <= year(latest);
  if (p.type === 'design') return designTitlesOf(p.field ?? '').filter(fits);
  const own = domainOfTitle(p.title);
  const field = domainsOfField(p.field ?? '');
  const of = (domains: readonly Domain[], kinds: readonly TitleChoice['kind'][]) =>
    domains
      .flatMap((d) => (foreign ? englishTitlesOf(d) : chineseTitlesOf(d)))
      .filter((c) => kinds.includes(c.kind) && fits(c));
  const kinds: TitleChoice['kind'][] = foreign || !rng.bool(0.35) ? ['A'] : ['U'];
  const either: TitleChoice['kind'][] = foreign ? ['A'] : ['A', 'U'];
  // Tried in order, each only when the one before has nothing that fits.
  const pools = [
    () => (own ? of([own], kinds) : []),
    () => (own ? of([own], either) : []),
    () => of(field, kinds),
    () => of(field, either),
  ];
  for (const pool of pools) {
    const found = pool();
    if (found.length) return found;
  }
  return [];
}

const firstDay = (since: number) => (since > 0 ? `${since}-01-01` : '0000-01-01');

/** A day in [from, to] (`to` when the range is empty). */
const between = (rng: Rng, from: string, to: string) =>
  addDays(minIso(from, to), rng.int(0, Math.max(0, daysBetween(from, to))));

/** A foreign document's number and day: on its office's weekday, within [from, to]. */
function foreignRef(
  rng: Rng,
  from: string,
  to: string,
): { publicationNumber: string; date: string } {
  const office = rng.weightedPairs(CITED_OFFICES);
  const picked = between(rng, from, to);
  const granted = office !== 'WO' && (picked < '2001-03-15' || rng.bool(0.4));
  const snapped = publicationDay(office, picked, granted);
  const date = snapped < from ? addDays(snapped, 7) : snapped;
  // A US grant after 2001 was published first (B2); an EP B1 keeps its A publication's number.
  const published =
    granted && (office === 'EP' || date >= '2001-03-15')
      ? addDays(date, -rng.int(400, 1_500))
      : undefined;
  const filed = addDays(published ?? date, -rng.int(365, 900));
  return {
    publicationNumber: foreignNumber(rng, office, { date, filed, published, granted }),
    date,
  };
}

/**
 * A document outside the data set, published before (`earlier`) or after the patent: of its
 * field, never older than its own technology, and for a cited one not older than the citing
 * patent's technology either (a search for it covers that technology's years).
 */
function outsideRef(rng: Rng, p: API.Patent, earlier: boolean, used: Set<string>): API.PatentRef {
  let from = earlier ? addMonths(p.applicationDate, -96) : addDays(p.publicationDate, 60);
  let to = earlier ? addDays(p.applicationDate, -30) : addDays(TODAY, -7);
  // A patent published in the last weeks can only have been cited in the days since.
  if (!earlier && from > to) [from, to] = [addDays(p.publicationDate, 1), addDays(TODAY, -1)];
  // Once a technology is two years old its patents cite its own documents; earlier ones cite
  // what came before it.
  const since = firstYearOf(p.title);
  if (earlier && since > 0 && addMonths(firstDay(since), 24) <= p.applicationDate)
    from = maxIso(from, firstDay(since));
  const pick = (foreign: boolean) => {
    const choices = titleChoices(rng, p, foreign, to);
    if (!choices.length) return undefined;
    const choice = rng.pick(choices);
    return {
      choice,
      start: [from, firstDay(choice.since), foreign ? from : CN_FROM].reduce(maxIso),
    };
  };
  // Before CN_FROM only foreign documents are numbered here; a foreign one needs a week to fall
  // on its office's publication day, and an English title of the field.
  const foreign = p.type !== 'design' && (to < CN_FROM || rng.bool(earlier ? 0.3 : 0.15));
  const abroad = foreign ? pick(true) : undefined;
  if (abroad && (to < CN_FROM || daysBetween(abroad.start, to) >= 7))
    return { ...foreignRef(rng, abroad.start, to), title: abroad.choice.title };
  const fallback: TitleChoice = {
    title: p.title,
    kind: p.type === 'design' ? 'S' : p.type === 'utility' ? 'U' : 'A',
    since,
  };
  const { choice, start } = pick(false) ?? { choice: fallback, start: maxIso(from, CN_FROM) };
  const date = between(rng, start, to);
  return {
    publicationNumber: publicationNumber(rng, choice.kind, date, used),
    title: choice.title,
    date,
  };
}

/** The patent's references: cited patents of the data set, then outside documents. */
export function citationsOf(
  rng: Rng,
  p: API.Patent,
  graph: CitationGraph,
): { citations: API.PatentRef[]; citedBy: API.PatentRef[] } {
  // A private copy keeps outside numbers independent of the order details are asked for.
  const used = new Set(graph.usedNumbers);
  const inside = (graph.cites.get(p.id) ?? []).map(refOf);
  const citations = [...inside];
  while (citations.length < p.citesCount) citations.push(outsideRef(rng, p, true, used));
  const later = (graph.citedBy.get(p.id) ?? []).map(refOf);
  const citedBy = [...later];
  while (citedBy.length < p.citedByCount) citedBy.push(outsideRef(rng, p, false, used));
  const byRefDate = (a: API.PatentRef, b: API.PatentRef) =>
    (a.date ?? '') < (b.date ?? '') ? -1 : (a.date ?? '') > (b.date ?? '') ? 1 : 0;
  return {
    citations: citations.slice(0, Math.max(p.citesCount, inside.length)).sort(byRefDate),
    citedBy: citedBy.slice(0, Math.max(p.citedByCount, later.length)).sort(byRefDate),
  };
}
