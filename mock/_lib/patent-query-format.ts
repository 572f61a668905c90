// Canonical text of a query AST (parses back to the same AST) and the terms to highlight.
// Backend code: the search service returns both with its results, so only the mock computes them.

import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '../../src/contract/vocabulary';
import type { LeafNode, ProximityNode, QueryNode } from '../../src/contract/patentQuery';
import { ANY_FIELD } from '../../src/contract/patentQuery';

/** Fields whose words are highlighted in results: texts and names, not numbers or codes. */
const HIGHLIGHT_FIELDS = new Set<string>(['TI', 'AB', 'CL', 'TX', 'PA', 'IN', 'AG', ANY_FIELD]);

/** Words the lexer reads as operators: written as a term they must be quoted. */
const RESERVED = /^(and|or|not|(w|near)\/.*)$/i;
const SPECIAL = /[\s\u3000()（）"“”=＝<>＜＞≥≤*]/;

/** The field a leaf can be grouped under in `F=( … )`; null for bare terms and dates. */
function groupField(node: QueryNode): string | null {
  switch (node.type) {
    case 'term':
    case 'phrase':
    case 'near':
      return node.field === ANY_FIELD ? null : node.field;
    case 'enum':
      return node.field;
    case 'date':
      return null;
    case 'not':
      return groupField(node.child);
    default: {
      const fields = node.children.map(groupField);
      return fields.every((f) => f !== null && f === fields[0]) ? fields[0] : null;
    }
  }
}

/** `W/5` or `NEAR/5`. */
function proximityOperator(node: ProximityNode): string {
  return `${node.ordered ? 'W' : 'NEAR'}/${node.distance}`;
}

function valueText(leaf: LeafNode): string {
  switch (leaf.type) {
    case 'term':
      if (leaf.value === '' || SPECIAL.test(leaf.value) || RESERVED.test(leaf.value))
        return `"${leaf.value.replace(/["“”]/g, '')}"`;
      return leaf.truncated ? `${leaf.value}*` : leaf.value;
    case 'phrase':
      return `"${leaf.value.replace(/["“”]/g, '')}"`;
    case 'enum':
      return leaf.field === 'TYPE'
        ? PATENT_TYPE_LABELS[leaf.value]
        : LEGAL_STATUS_LABELS[leaf.value];
    case 'date':
      return leaf.value;
    case 'near':
      return `${valueText(leaf.left)} ${proximityOperator(leaf)} ${valueText(leaf.right)}`;
    default:
      return '';
  }
}

function leafText(leaf: LeafNode, bare: boolean): string {
  if (leaf.type === 'date') return `${leaf.field}${leaf.op}${leaf.value}`;
  if (bare || (leaf.type !== 'enum' && leaf.field === ANY_FIELD)) return valueText(leaf);
  // `TI=(电池 W/5 散热)`: the brackets show the field holds both words.
  if (leaf.type === 'near') return `${leaf.field}=(${valueText(leaf)})`;
  return `${leaf.field}=${valueText(leaf)}`;
}

/** Groups consecutive children that share a field, so `TI=a AND TI=b` prints as `TI=(a AND b)`. */
function runs(kind: 'and' | 'or', children: QueryNode[], bare: boolean): QueryNode[] {
  if (bare) return children;
  const out: QueryNode[] = [];
  let i = 0;
  while (i < children.length) {
    const field = groupField(children[i]);
    let j = i + 1;
    if (field !== null) while (j < children.length && groupField(children[j]) === field) j += 1;
    out.push(j - i > 1 ? { type: kind, children: children.slice(i, j) } : children[i]);
    i = j;
  }
  return out;
}

// atom and print recurse into each other.
/* eslint-disable @typescript-eslint/no-use-before-define */
/** A node printed where it must read as one unit (after NOT, inside AND). */
function atom(node: QueryNode, bare: boolean): string {
  if (node.type === 'and' || node.type === 'or' || node.type === 'not') {
    const field = bare ? null : groupField(node);
    if (field !== null) return `${field}=(${print(node, true)})`;
    return `(${print(node, bare)})`;
  }
  return leafText(node, bare);
}
/* eslint-enable @typescript-eslint/no-use-before-define */

function print(node: QueryNode, bare: boolean): string {
  if (node.type === 'not') return `NOT ${atom(node.child, bare)}`;
  if (node.type !== 'and' && node.type !== 'or') return leafText(node, bare);
  if (!bare) {
    const field = groupField(node);
    if (field !== null) return `${field}=(${print(node, true)})`;
  }
  const parts = runs(node.type, node.children, bare);
  if (node.type === 'or') {
    return parts
      .map((p) =>
        p.type === 'and' ? atom(p, bare) : p.type === 'or' ? atom(p, bare) : print(p, bare),
      )
      .join(' OR ');
  }
  return parts
    .map((p, i) => {
      if (p.type === 'not')
        return i === 0 ? `NOT ${atom(p.child, bare)}` : ` NOT ${atom(p.child, bare)}`;
      const text = p.type === 'or' || p.type === 'and' ? atom(p, bare) : leafText(p, bare);
      return i === 0 ? text : ` AND ${text}`;
    })
    .join('');
}

/** Canonical text of a query: upper-case operators and codes, explicit AND, minimal grouping. */
export function formatPatentQuery(ast: QueryNode): string {
  return print(ast, false);
}

/** Plain words of the positive (not negated) text clauses, `*` removed, without duplicates. */
export function queryTerms(ast: QueryNode): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const walk = (node: QueryNode, negated: boolean) => {
    switch (node.type) {
      case 'and':
      case 'or':
        node.children.forEach((c) => walk(c, negated));
        return;
      case 'not':
        walk(node.child, !negated);
        return;
      case 'near':
        // Both words of a proximity pair are highlighted, as two words would be.
        walk(node.left, negated);
        walk(node.right, negated);
        return;
      case 'term':
      case 'phrase': {
        if (negated || !HIGHLIGHT_FIELDS.has(node.field)) return;
        const word = node.value.replace(/\*/g, '').trim();
        const key = word.toLowerCase();
        if (word && !seen.has(key)) {
          seen.add(key);
          out.push(word);
        }
        return;
      }
      default:
    }
  };
  walk(ast, false);
  return out;
}
