// The patents a query can match, from an index of the two-character sequences (bigrams) of each
// text field, so a search checks the few patents that can match rather than every one. A text that
// holds a word holds each pair of its adjacent characters — the rule works for Chinese, which has
// no spaces between words, as for Latin words — so a word's candidates are the patents whose field
// holds all of its bigrams; matchPatent then decides exactly. What the index cannot narrow (one
// character, numbers and class codes, dates, types, statuses, places, NOT) leaves every patent a
// candidate of that part of the query. A proximity pair (`电池 W/5 散热`) is narrowed as its two
// words joined by AND; matchPatent then checks the distance.

import type { QueryNode } from '../../src/contract/patentQuery';
import type { SearchText, WordLeaf } from './patent-match';
import { textNeedleOf } from './patent-match';

/** Positions (ascending) of the patents whose field holds a bigram, per field and bigram. */
export type PatentIndex = Map<SearchText, Map<string, Int32Array>>;

const bigramsOf = (text: string): Set<string> => {
  const grams = new Set<string>();
  for (let at = 0; at + 1 < text.length; at += 1) grams.add(text.slice(at, at + 2));
  return grams;
};

/** The index of `texts`, one entry per patent in the order of the list the positions refer to. */
export function buildPatentIndex(
  texts: readonly Readonly<Record<SearchText, string>>[],
): PatentIndex {
  const lists = new Map<SearchText, Map<string, number[]>>();
  texts.forEach((fields, position) => {
    for (const [field, text] of Object.entries(fields) as [SearchText, string][]) {
      let grams = lists.get(field);
      if (!grams) lists.set(field, (grams = new Map()));
      for (const gram of bigramsOf(text)) {
        const list = grams.get(gram);
        if (list) list.push(position);
        else grams.set(gram, [position]);
      }
    }
  });
  const index: PatentIndex = new Map();
  for (const [field, grams] of lists)
    index.set(field, new Map([...grams].map(([gram, list]) => [gram, Int32Array.from(list)])));
  return index;
}

const EMPTY: Int32Array = new Int32Array(0);

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      out.push(a[i]);
      i += 1;
      j += 1;
    } else if (a[i] < b[j]) i += 1;
    else j += 1;
  }
  return Int32Array.from(out);
}

function union(a: Int32Array, b: Int32Array): Int32Array {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] < b[j])) out.push(a[i++]);
    else if (i >= a.length || b[j] < a[i]) out.push(b[j++]);
    else {
      out.push(a[i++]);
      j += 1;
    }
  }
  return Int32Array.from(out);
}

/** Every patent (undefined) when a word of one character or a number or code. */
function wordCandidates(index: PatentIndex, leaf: WordLeaf): Int32Array | undefined {
  const probe = textNeedleOf(leaf);
  if (!probe || probe.needle.length < 2) return undefined;
  const grams = [...bigramsOf(probe.needle)];
  let found: Int32Array = EMPTY;
  for (const field of probe.texts) {
    const postings = index.get(field);
    const lists = grams.map((gram) => postings?.get(gram) ?? EMPTY);
    // The shortest list first: the intersection never grows.
    lists.sort((a, b) => a.length - b.length);
    found = union(found, lists.reduce(intersect));
  }
  return found;
}

/**
 * The positions (ascending) of the patents that can match `ast`: a superset of the matches, to be
 * checked with matchPatent. Undefined when the query cannot be narrowed (every patent).
 */
export function candidatesOf(index: PatentIndex, ast: QueryNode): Int32Array | undefined {
  switch (ast.type) {
    case 'and': {
      const narrowed = ast.children
        .map((child) => candidatesOf(index, child))
        .filter((set): set is Int32Array => set !== undefined)
        .sort((a, b) => a.length - b.length);
      return narrowed.length ? narrowed.reduce(intersect) : undefined;
    }
    case 'or': {
      let all: Int32Array = EMPTY;
      for (const child of ast.children) {
        const set = candidatesOf(index, child);
        if (!set) return undefined;
        all = union(all, set);
      }
      return all;
    }
    case 'term':
    case 'phrase':
      return wordCandidates(index, ast);
    case 'near':
      return candidatesOf(index, { type: 'and', children: [ast.left, ast.right] });
    default:
      return undefined;
  }
}
