// Citations between the patents of the data set: one consistent graph (if A cites B, B is cited by
// A), built once, with references to documents outside the data set filling each list up to the
// record's citesCount / citedByCount.

import { addDays, addMonths, daysBetween, maxIso, minIso, TODAY } from '../dates';
import { Rng } from '../random';
import { DESIGN_PRODUCTS, domainsOfField } from './domains-c';
import { publicationNumber } from './numbering';
import { foreignNumber } from './patent-events';

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

const byDate = (a: API.Patent, b: API.Patent) =>
  a.applicationDate < b.applicationDate ? -1 : a.applicationDate > b.applicationDate ? 1 : 0;

/**
 * For each patent (most cited first), picks later filings of the same field that still have room
 * in their reference lists as its citing patents.
 */
export function buildCitationGraph(patents: readonly API.Patent[], seed: number): CitationGraph {
  const rng = new Rng(seed);
  const byField = new Map<string, API.Patent[]>();
  for (const p of patents) {
    const key = p.field ?? '';
    byField.set(key, [...(byField.get(key) ?? []), p]);
  }
  const room = new Map(patents.map((p) => [p.id, Math.round(p.citesCount * INTERNAL_SHARE)]));
  const cites = new Map<string, API.Patent[]>();
  const citedBy = new Map<string, API.Patent[]>();
  const order = [...patents].sort(
    (a, b) => b.citedByCount - a.citedByCount || (a.id < b.id ? -1 : 1),
  );
  for (const q of order) {
    const want = Math.round(q.citedByCount * INTERNAL_SHARE);
    if (want === 0) continue;
    const pool = (byField.get(q.field ?? '') ?? []).filter(
      (p) => p.applicationDate > q.publicationDate && (room.get(p.id) ?? 0) > 0,
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

function outsideTitle(rng: Rng, p: API.Patent): string {
  if (p.type === 'design') {
    const own = DESIGN_PRODUCTS.filter((d) => d.field === p.field);
    return rng.expand(rng.pick(own.length ? own : DESIGN_PRODUCTS).name);
  }
  const domains = domainsOfField(p.field ?? '');
  if (!domains.length) return p.title;
  const domain = rng.pick(domains);
  const utility = rng.bool(0.35);
  const titles = domain.subjects.flatMap((s) => (utility ? s.utilities : s.inventions));
  return `一种${rng.expand(rng.pick(titles))}`;
}

/** A document outside the data set, published before (`earlier`) or after the patent. */
function outsideRef(rng: Rng, p: API.Patent, earlier: boolean, used: Set<string>): API.PatentRef {
  const from = earlier ? addMonths(p.applicationDate, -96) : addDays(p.publicationDate, 60);
  const to = earlier ? addDays(p.applicationDate, -30) : addDays(TODAY, -7);
  const date = addDays(minIso(from, to), rng.int(0, Math.max(0, daysBetween(from, to))));
  const foreign = rng.bool(earlier ? 0.3 : 0.15);
  const kind = p.type === 'design' ? 'S' : rng.bool(0.7) ? 'A' : 'U';
  const publication = foreign
    ? foreignNumber(rng, rng.pick(['US', 'JP', 'KR', 'EP', 'DE', 'WO']), date)
    : publicationNumber(rng, kind, maxIso(date, '1997-01-01'), used);
  return { publicationNumber: publication, title: outsideTitle(rng, p), date };
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
