// 扩展检索: a parsed query with each plain word of a text field widened to its equivalents
// (synonyms.ts) — `锂电池` searches `(锂电池 OR 锂离子电池 OR "lithium battery" …)`. Quoted phrases,
// truncated words (`H01M*`), numbers, codes, parties and places are searched as written. A
// proximity pair widens each of its words: `锂电池 W/5 散热` searches every pair of an equivalent
// of one and an equivalent of the other, in the same order and within the same distance.

import type {
  ProximityNode,
  ProximityOperand,
  QueryNode,
  TermField,
} from '../../src/contract/patentQuery';
import { synonymsOf } from './synonyms';

/** Fields whose words are technical language: title, abstract, claims, all of them, bare words. */
const EXPANDED_FIELDS: ReadonlySet<TermField> = new Set(['ANY', 'TI', 'AB', 'CL', 'TX']);

export interface ExpandedQuery {
  ast: QueryNode;
  /** Each word that was widened, with what was searched besides it, in the order written. */
  expansions: API.PatentExpansion[];
}

/**
 * The query widened by the vocabulary, leaving out the terms in `without` (those the user
 * removed on the result page; case ignored).
 */
export function expandQuery(ast: QueryNode, without: readonly string[] = []): ExpandedQuery {
  const removed = new Set(without.map((term) => term.trim().toLowerCase()));
  const expansions: API.PatentExpansion[] = [];
  /** A word and the equivalents searched besides it (the word alone when it has none). */
  const alternatives = (node: ProximityOperand): ProximityOperand[] => {
    if (node.type !== 'term' || node.truncated || !EXPANDED_FIELDS.has(node.field)) return [node];
    const added = synonymsOf(node.value).filter((term) => !removed.has(term.toLowerCase()));
    if (added.length === 0) return [node];
    if (!expansions.some((e) => e.term.toLowerCase() === node.value.toLowerCase()))
      expansions.push({ term: node.value, added });
    return [
      node,
      // A term of several words is a phrase: `lithium battery` as written, not two words.
      ...added.map((value): ProximityOperand =>
        /\s/.test(value)
          ? { type: 'phrase', field: node.field, value }
          : { type: 'term', field: node.field, value, truncated: false },
      ),
    ];
  };
  const pairs = (node: ProximityNode): QueryNode => {
    const lefts = alternatives(node.left);
    const rights = alternatives(node.right);
    if (lefts.length === 1 && rights.length === 1) return node;
    return {
      type: 'or',
      children: lefts.flatMap((left) => rights.map((right) => ({ ...node, left, right }))),
    };
  };
  const walk = (node: QueryNode): QueryNode => {
    switch (node.type) {
      case 'and':
      case 'or':
        return { ...node, children: node.children.map(walk) };
      case 'not':
        return { ...node, child: walk(node.child) };
      case 'term': {
        const all = alternatives(node);
        return all.length === 1 ? node : { type: 'or', children: all };
      }
      case 'near':
        return pairs(node);
      default:
        return node;
    }
  };
  return { ast: walk(ast), expansions };
}
