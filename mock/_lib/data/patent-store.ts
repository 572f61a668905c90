// Derived patent data, generated lazily from the seeded records and kept for the life of the
// mock: claims (for CL searches), full details, value assessments and the citation graph.
// Every piece has its own generator seeded by the patent id, so it never depends on the order
// in which patents are asked for.

import type { QueryNode } from '../../../src/contract/patentQuery';
import { normalizeApplicationNumber } from '../../../src/contract/validators';
import { TODAY } from '../dates';
import type { PatentIndex } from '../patent-index';
import { buildPatentIndex, candidatesOf } from '../patent-index';
import type { MatchablePatent } from '../patent-match';
import { matchPatent, searchTextsOf } from '../patent-match';
import { DATA_SEED, Rng } from '../random';
import { assessPatentValue, referenceValue } from '../value-model';
import { db } from '.';
import type { CitationGraph } from './patent-citations';
import { buildCitationGraph, citationsOf } from './patent-citations';
import { buildFamily, buildLegalEvents, firstPublicationNumber } from './patent-events';
import { buildClaims, buildDescription } from './patent-text';

/** FNV-1a of the text, mixed with the data seed: the seed of one patent's generator. */
export function seedOf(...parts: string[]): number {
  let h = 0x811c9dc5 ^ DATA_SEED;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

interface Cache {
  patents: readonly API.Patent[];
  claims: Map<string, string[]>;
  searchable?: { patent: API.Patent; doc: MatchablePatent }[];
  index?: PatentIndex;
  values: Map<string, API.ValueAssessment>;
  details: Map<string, Omit<API.PatentDetail, 'listingId'>>;
  graph?: CitationGraph;
  families?: Map<string, API.Patent[]>;
}

let cache: Cache | undefined;

/** The cache of the data set being served (rebuilt if the data set object changes). */
function store(): Cache {
  const { patents } = db();
  if (!cache || cache.patents !== patents)
    cache = { patents, claims: new Map(), values: new Map(), details: new Map() };
  return cache;
}

export function claimsOf(p: API.Patent): string[] {
  const { claims } = store();
  let list = claims.get(p.id);
  if (!list) {
    list = buildClaims(new Rng(seedOf(p.id, 'claims')), p);
    claims.set(p.id, list);
  }
  return list;
}

/** Every patent with its claims text attached, for matchPatent (built once, objects stable). */
export function searchablePatents(): { patent: API.Patent; doc: MatchablePatent }[] {
  const s = store();
  if (!s.searchable)
    s.searchable = s.patents.map((patent) => ({
      patent,
      doc: { ...patent, claims: claimsOf(patent) },
    }));
  return s.searchable;
}

/** The search index of searchablePatents (built once, positions in that list). */
function searchIndex(): PatentIndex {
  const s = store();
  if (!s.index)
    s.index = buildPatentIndex(searchablePatents().map(({ doc }) => searchTextsOf(doc)));
  return s.index;
}

/**
 * The patents `ast` matches, in the data set's order: the index's candidates, each checked with
 * matchPatent (the same answer as checking every patent, from a fraction of them).
 */
export function patentsMatching(ast: QueryNode): { patent: API.Patent; doc: MatchablePatent }[] {
  const all = searchablePatents();
  const candidates = candidatesOf(searchIndex(), ast);
  const pool = candidates ? Array.from(candidates, (position) => all[position]) : all;
  return pool.filter(({ doc }) => matchPatent(ast, doc));
}

export function assessmentOf(p: API.Patent): API.ValueAssessment {
  const { values } = store();
  let value = values.get(p.id);
  if (!value) {
    value = assessPatentValue(p, { today: TODAY });
    values.set(p.id, value);
  }
  return value;
}

export function citationGraph(): CitationGraph {
  const s = store();
  if (!s.graph) s.graph = buildCitationGraph(s.patents, seedOf('citations'));
  return s.graph;
}

/** The Chinese records of p's simple family, itself included, the parent first. */
export function familyRecordsOf(p: API.Patent): readonly API.Patent[] {
  const s = store();
  if (!s.families) {
    s.families = new Map();
    for (const record of s.patents)
      s.families.set(record.familyId, [...(s.families.get(record.familyId) ?? []), record]);
  }
  return s.families.get(p.familyId) ?? [p];
}

/** The first sell listing of the patent, if any (reads current writes too). */
export function listingIdOf(p: API.Patent): string | undefined {
  return db().transactions.find(
    (t) => t.kind === 'sell' && t.patentId === p.id && (t.status ?? 'published') === 'published',
  )?.id;
}

/** Full record of a patent: claims, description, legal events, family, citations, value. */
export function detailOf(p: API.Patent): API.PatentDetail {
  const { details } = store();
  let detail = details.get(p.id);
  if (!detail) {
    const buyers = db()
      .applicants.filter((a) => a.kind === 'enterprise' && a.field === p.field)
      .map((a) => a.name);
    const value = assessmentOf(p);
    detail = {
      ...p,
      claims: claimsOf(p),
      description: buildDescription(new Rng(seedOf(p.id, 'description')), p),
      legalEvents: buildLegalEvents(new Rng(seedOf(p.id, 'events')), p, buyers),
      family: buildFamily(new Rng(seedOf(p.id, 'family')), p, familyRecordsOf(p)),
      ...citationsOf(new Rng(seedOf(p.id, 'citations')), p, citationGraph()),
      valueScore: value.score,
      valueGrade: value.grade,
      referenceValue: referenceValue(p, value.score, TODAY),
    };
    details.set(p.id, detail);
  }
  const listingId = listingIdOf(p);
  return listingId ? { ...detail, listingId } : { ...detail };
}

/** Finds a patent by id, application number (any written form) or publication number. */
export function findPatent(by: {
  id?: string;
  applicationNumber?: string;
  publicationNumber?: string;
}): API.Patent | undefined {
  const { patents } = db();
  if (by.id) return patents.find((p) => p.id === by.id);
  if (by.applicationNumber) {
    const wanted = normalizeApplicationNumber(by.applicationNumber);
    return patents.find((p) => normalizeApplicationNumber(p.applicationNumber) === wanted);
  }
  if (by.publicationNumber) {
    const wanted = by.publicationNumber.replace(/[\s\u3000]+/g, '').toUpperCase();
    return (
      patents.find((p) => p.publicationNumber === wanted) ??
      patents.find((p) => firstPublicationNumber(p) === wanted)
    );
  }
  return undefined;
}

/**
 * Builds the search documents (claims text), the search index and the value assessments of every
 * patent, so that the first search after the server starts is as fast as the rest.
 */
export function warmPatentStore(): void {
  for (const { patent } of searchablePatents()) assessmentOf(patent);
  searchIndex();
}
