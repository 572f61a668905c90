// Executes a parsed query against a patent record: matchPatent (boolean) and scorePatent
// (relevance). Backend code: the client only parses queries (src/contract/patentQuery), the mock's
// search runs them. Pure and deterministic.
//
// Text matching: a term that contains a CJK character matches as a substring (Chinese has no
// spaces between words); a Latin/number term matches whole words, or word prefixes when written
// with `*`. Case is ignored. Numbers (AN, PN) and IPC codes match as prefixes after
// normalisation (`CN`/`ZL`, dots and spaces removed), so `AN=201710601862` finds
// `201710601862.3` and `IPC=H01M` finds `H01M 10/0525`; PR numbers likewise, against each
// priority claimed. AR names the first applicant's province or city, with or without 省/市
// (`AR=西安` = `AR=西安市`); truncated (`AR=陕*`) it is a beginning of one. W/n and NEAR/n
// (patent-proximity.ts) look for both words within the distance in one text of the field.

import type { LeafNode, ProximityNode, QueryNode, TermField } from '../../src/contract/patentQuery';
import { normalizeApplicationNumber } from '../../src/contract/validators';
import { compactIpc } from './ipc';
import { pairsWithin, spansOf } from './patent-proximity';

export type MatchablePatent = API.Patent & { claims?: string[] };

/** The text fields a word or phrase is looked for in. */
export type SearchText = 'TI' | 'AB' | 'CL' | 'PA' | 'IN' | 'AG' | 'AT';

interface Doc {
  texts: Record<SearchText, string>;
  an: string;
  /** Publication numbers without `CN`: the record's, and the A publication of a granted invention. */
  pn: string[];
  ipc: string[];
  /** Priority numbers as normalizeApplicationNumber writes them, and their dates. */
  pr: string[];
  prd: string[];
  /** The first applicant's province and city, each with and without 省/市 (placeKey). */
  places: string[];
  type: API.PatentType;
  legalStatus: API.LegalStatus;
  applicationDate: string;
  publicationDate: string;
}

const docs = new WeakMap<object, Doc>();

function pnCore(value: string): string {
  return value
    .replace(/[\s\u3000]+/g, '')
    .toUpperCase()
    .replace(/^CN/, '');
}

/** A province or city as AR compares it: `陕西省` → `陕西`, `西安市` → `西安`, `内蒙古自治区` → `内蒙古`. */
export function placeKey(name: string): string {
  return name
    .replace(/[\s\u3000]+/g, '')
    .replace(/(省|市|特别行政区|(壮族|回族|维吾尔)?自治区)$/, '');
}

function docOf(p: MatchablePatent): Doc {
  let doc = docs.get(p);
  if (doc) return doc;
  const pn = pnCore(p.publicationNumber ?? '');
  doc = {
    texts: {
      TI: (p.title ?? '').toLowerCase(),
      AB: (p.abstract ?? '').toLowerCase(),
      CL: (p.claims ?? []).join('\n').toLowerCase(),
      PA: (p.applicants ?? []).join('\n').toLowerCase(),
      IN: (p.inventors ?? []).join('\n').toLowerCase(),
      AG: (p.agencyName ?? '').toLowerCase(),
      AT: (p.agents ?? []).join('\n').toLowerCase(),
    },
    an: normalizeApplicationNumber(p.applicationNumber ?? ''),
    pn: pn.endsWith('B') ? [pn, `${pn.slice(0, -1)}A`] : [pn],
    ipc: (p.ipcCodes?.length ? p.ipcCodes : [p.ipcMain ?? '']).map(compactIpc),
    pr: (p.priorities ?? []).map((c) => normalizeApplicationNumber(c.number)),
    prd: (p.priorities ?? []).map((c) => c.date),
    places: [p.region, p.applicantCity].filter((v): v is string => !!v).map(placeKey),
    type: p.type,
    legalStatus: p.legalStatus,
    applicationDate: p.applicationDate ?? '',
    publicationDate: p.publicationDate ?? '',
  };
  docs.set(p, doc);
  return doc;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const isWordChar = (ch: string | undefined) => ch !== undefined && /[a-z0-9]/.test(ch);

/** Occurrences of `needle` in `text` (both lower case), at most `cap`. */
function occurrences(
  text: string,
  needle: string,
  wholeWord: boolean,
  prefix: boolean,
  cap = 5,
): number {
  if (!needle) return 0;
  let count = 0;
  let from = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return count;
    const ok =
      !wholeWord ||
      (!isWordChar(text[at - 1]) && (prefix || !isWordChar(text[at + needle.length])));
    if (ok) {
      count += 1;
      if (count >= cap) return count;
    }
    from = at + 1;
  }
}

/**
 * Per-field weights of the relevance score: title first, then abstract, claims, parties, codes.
 * A title hit (30) outweighs the most a word can score everywhere else (6 + 2 + 4 + 2, × 1.8).
 */
export const FIELD_SCORE_WEIGHTS = {
  TI: 30,
  AB: 6,
  CL: 2,
  PA: 4,
  IN: 2,
  AG: 1,
  AT: 1,
  AN: 30,
  PN: 30,
  PR: 30,
  IPC: 4,
  // A place narrows like a date: it adds nothing to relevance.
  AR: 0,
} as const;

/** A proximity pair counts as its two words would as phrases (2 × 1.5) in that field. */
const PROXIMITY_FACTOR = 3;

type Hit = Partial<Record<keyof typeof FIELD_SCORE_WEIGHTS, number>>;

const TEXT_OF: Record<TermField, SearchText[]> = {
  TI: ['TI'],
  AB: ['AB'],
  CL: ['CL'],
  TX: ['TI', 'AB', 'CL'],
  PA: ['PA'],
  IN: ['IN'],
  AG: ['AG'],
  AT: ['AT'],
  AR: [],
  AN: [],
  PN: [],
  PR: [],
  IPC: [],
  ANY: ['TI', 'AB', 'CL', 'PA', 'IN'],
};

const LOOKS_LIKE_AN = /^(cn|zl)?\d{6,}/i;
const LOOKS_LIKE_PN = /^(cn)?\d{6,}/i;
const LOOKS_LIKE_IPC = /^[a-h]\d{2}[a-z]?(\s*\d+(\/\d*)?)?$/i;

export type WordLeaf = Extract<LeafNode, { type: 'term' | 'phrase' }>;

/** What a word or phrase leaf looks for, worked out once per leaf. */
interface Probe {
  needle: string;
  wholeWord: boolean;
  prefix: boolean;
  texts: SearchText[];
  an?: string;
  pn?: string;
  ipc?: string;
  pr?: string;
  ar?: string;
}

const probes = new WeakMap<WordLeaf, Probe>();

function probeOf(leaf: WordLeaf): Probe {
  let probe = probes.get(leaf);
  if (probe) return probe;
  const raw = leaf.value.trim();
  const needle = raw.toLowerCase().replace(/[\s\u3000]+/g, ' ');
  // A bare word is tried as a number or code only when it looks like one.
  const any = leaf.field === 'ANY';
  probe = {
    needle,
    wholeWord: !CJK.test(needle),
    prefix: leaf.type === 'term' && leaf.truncated,
    texts: TEXT_OF[leaf.field],
  };
  if (leaf.field === 'AN' || (any && LOOKS_LIKE_AN.test(raw)))
    probe.an = normalizeApplicationNumber(raw) || undefined;
  if (leaf.field === 'PN' || (any && LOOKS_LIKE_PN.test(raw))) probe.pn = pnCore(raw) || undefined;
  if (leaf.field === 'IPC' || (any && LOOKS_LIKE_IPC.test(raw)))
    probe.ipc = compactIpc(raw) || undefined;
  if (leaf.field === 'PR') probe.pr = normalizeApplicationNumber(raw) || undefined;
  if (leaf.field === 'AR') probe.ar = placeKey(raw) || undefined;
  probes.set(leaf, probe);
  return probe;
}

/** The texts of a patent as words and phrases are looked for in them (lower case). */
export function searchTextsOf(patent: MatchablePatent): Readonly<Record<SearchText, string>> {
  return docOf(patent).texts;
}

/**
 * What a word or phrase leaf can match only as text: the piece to find (as `searchTextsOf`'s texts
 * hold it) and the fields. None when it may also match as a number or a class code.
 */
export function textNeedleOf(leaf: WordLeaf): { needle: string; texts: SearchText[] } | undefined {
  const probe = probeOf(leaf);
  if (probe.an || probe.pn || probe.ipc || probe.pr || probe.ar) return undefined;
  return { needle: probe.needle, texts: probe.texts };
}

/** Where a word or phrase leaf hits the document: occurrences per field (all fields, or the first). */
function hits(leaf: WordLeaf, doc: Doc, firstOnly = false): Hit {
  const hit: Hit = {};
  const probe = probeOf(leaf);
  for (const key of probe.texts) {
    const n = occurrences(
      doc.texts[key],
      probe.needle,
      probe.wholeWord,
      probe.prefix,
      firstOnly ? 1 : 5,
    );
    if (n) {
      hit[key] = n;
      if (firstOnly) return hit;
    }
  }
  const { an, pn, ipc } = probe;
  if (an && doc.an.startsWith(an)) hit.AN = 1;
  if (pn && doc.pn.some((p) => p.startsWith(pn))) hit.PN = 1;
  if (ipc && doc.ipc.some((c) => c.startsWith(ipc))) hit.IPC = 1;
  if (probe.pr && doc.pr.some((n) => n.startsWith(probe.pr!))) hit.PR = 1;
  const { ar } = probe;
  if (ar && doc.places.some((place) => (probe.prefix ? place.startsWith(ar) : place === ar)))
    hit.AR = 1;
  return hit;
}

/** Where a proximity pair stands within its distance: pairs per text of the field. */
function proximityHits(node: ProximityNode, doc: Doc, firstOnly = false): Hit {
  const hit: Hit = {};
  const left = probeOf(node.left);
  const right = probeOf(node.right);
  for (const key of TEXT_OF[node.field]) {
    const text = doc.texts[key];
    // Both words must be there before their places are worth listing.
    if (!text.includes(left.needle) || !text.includes(right.needle)) continue;
    const n = pairsWithin(
      spansOf(text, left),
      spansOf(text, right),
      node.distance,
      node.ordered,
      firstOnly ? 1 : 5,
    );
    if (n) {
      hit[key] = n;
      if (firstOnly) return hit;
    }
  }
  return hit;
}

function leafMatches(leaf: LeafNode, doc: Doc): boolean {
  switch (leaf.type) {
    case 'term':
    case 'phrase':
      return Object.keys(hits(leaf, doc, true)).length > 0;
    case 'near':
      return Object.keys(proximityHits(leaf, doc, true)).length > 0;
    case 'enum':
      return leaf.field === 'TYPE' ? doc.type === leaf.value : doc.legalStatus === leaf.value;
    case 'date': {
      const inRange = (date: string) =>
        !!date && (!leaf.from || date >= leaf.from) && (!leaf.to || date <= leaf.to);
      if (leaf.field === 'PRD') return doc.prd.some(inRange);
      return inRange(leaf.field === 'AD' ? doc.applicationDate : doc.publicationDate);
    }
    default:
      return false;
  }
}

function evaluate(node: QueryNode, doc: Doc): boolean {
  switch (node.type) {
    case 'and':
      return node.children.every((c) => evaluate(c, doc));
    case 'or':
      return node.children.some((c) => evaluate(c, doc));
    case 'not':
      return !evaluate(node.child, doc);
    default:
      return leafMatches(node, doc);
  }
}

/** Whether the patent satisfies the query. */
export function matchPatent(ast: QueryNode, patent: MatchablePatent): boolean {
  return evaluate(ast, docOf(patent));
}

/**
 * Relevance of a matching patent: for every positive (not negated) word or phrase, each field it
 * occurs in adds weight × (1 + ½ ln occurrences), occurrences capped at 5; phrases count 1.5×.
 * A proximity clause adds, for each text where its pair stands within the distance, weight ×
 * (1 + ½ ln pairs) × 3 (its two words, each as a phrase). Date, type, status and place conditions
 * add nothing. Rounded to 2 decimals.
 */
export function scorePatent(ast: QueryNode, patent: MatchablePatent): number {
  const doc = docOf(patent);
  let score = 0;
  const walk = (node: QueryNode, negated: boolean) => {
    if (node.type === 'and' || node.type === 'or') node.children.forEach((c) => walk(c, negated));
    else if (node.type === 'not') walk(node.child, !negated);
    else if (!negated && (node.type === 'term' || node.type === 'phrase')) {
      const factor = node.type === 'phrase' ? 1.5 : 1;
      for (const [key, n] of Object.entries(hits(node, doc)) as [keyof Hit, number][])
        score += FIELD_SCORE_WEIGHTS[key] * (1 + 0.5 * Math.log(n)) * factor;
    } else if (!negated && node.type === 'near') {
      for (const [key, n] of Object.entries(proximityHits(node, doc)) as [keyof Hit, number][])
        score += FIELD_SCORE_WEIGHTS[key] * (1 + 0.5 * Math.log(n)) * PROXIMITY_FACTOR;
    }
  };
  walk(ast, false);
  return Math.round(score * 100) / 100;
}
