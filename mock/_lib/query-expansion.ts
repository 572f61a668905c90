// 扩展检索: a parsed query with each plain word of a text field widened to its equivalents
// (synonyms.ts) — `锂电池` searches `(锂电池 OR 锂离子电池 OR "lithium battery" …)`. Quoted phrases,
// truncated words (`H01M*`), numbers, codes and parties are searched as written.

import type { QueryNode, TermField } from '../../src/contract/patentQuery';
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
  const walk = (node: QueryNode): QueryNode => {
    switch (node.type) {
      case 'and':
      case 'or':
        return { ...node, children: node.children.map(walk) };
      case 'not':
        return { ...node, child: walk(node.child) };
      case 'term': {
        if (node.truncated || !EXPANDED_FIELDS.has(node.field)) return node;
        const added = synonymsOf(node.value).filter((term) => !removed.has(term.toLowerCase()));
        if (added.length === 0) return node;
        if (!expansions.some((e) => e.term.toLowerCase() === node.value.toLowerCase()))
          expansions.push({ term: node.value, added });
        return {
          type: 'or',
          children: [
            node,
            // A term of several words is a phrase: `lithium battery` as written, not two words.
            ...added.map((value): QueryNode =>
              /\s/.test(value)
                ? { type: 'phrase', field: node.field, value }
                : { type: 'term', field: node.field, value, truncated: false },
            ),
          ],
        };
      }
      default:
        return node;
    }
  };
  return { ast: walk(ast), expansions };
}
