// Recursive-descent parser of patent search expressions.
//
//   query   := or EOF
//   or      := and (OR and)*
//   and     := not ((AND)? not)*            adjacent clauses are joined by an implicit AND
//   not     := [NOT] primary (NOT primary)*  `A NOT B` means A AND NOT B
//   primary := '(' or ')' | FIELD '=' '(' or ')' | FIELD '=' value | AD|PD|PRD op date | value
//   value   := word | "phrase" | (word | "phrase") (W/n | NEAR/n) (word | "phrase")
//
// A proximity operator binds tightest and joins exactly two words or phrases of one field
// (`电池 W/5 散热`, `TI=(电池 W/5 散热)`, and `TI=电池 W/5 散热` alike): TI, AB, CL, TX or bare.
// Inside `FIELD=( … )` the same grammar applies to values of that field; field codes are refused.
// Precedence: W/n, NEAR/n > NOT > AND > OR. Operators are case-insensitive.
//
// Numbers and codes are read as people type them: an IPC code written with its space
// (`G06F 16/33`) is one word, IPC codes are upper-cased and folded to half-width (`Ｇ０６Ｆ１６／３３`),
// AN, PN and PR values are folded too, and an application number (AN, PR, bare) with a wrong check
// character is an error at the number (it could only find nothing).

import { foldWidth, isIpcGroup, isIpcSubclass, normalizeIpc } from './codes';
import { DATE_FORMAT_MESSAGE, dateBounds, parseDateValue } from './dates';
import { legalStatusOf, patentTypeOf } from './labels';
import type { Token } from './lexer';
import { QuerySyntaxError, tokenize } from './lexer';
import { applicationNumberCheckProblem } from './number';
import type {
  DateOperator,
  FieldCode,
  LeafNode,
  ParseResult,
  ProximityNode,
  QueryNode,
} from './types';
import {
  ANY_FIELD,
  DATE_FIELDS,
  isDateField,
  isEnumField,
  isProximityField,
  MAX_QUERY_LENGTH,
  MAX_QUERY_TERMS,
  PROXIMITY_FIELDS,
} from './types';

const OPERATOR_TEXT = { and: 'AND', or: 'OR', not: 'NOT' } as const;
const DATE_FIELD_LIST = DATE_FIELDS.join('、');
/** What may stand on each side of W/n and NEAR/n, in which fields, and how many. */
const proximitySides = (name: string) =>
  `${name} 两侧应各为一个检索词或带引号的短语，如 电池 ${name} 散热`;
const proximityFields = (name: string) =>
  `位置运算 ${name} 只能用于 ${PROXIMITY_FIELDS.filter((f) => f !== ANY_FIELD).join('、')} 字段或不带字段代码的检索词`;
const PROXIMITY_CHAIN =
  '一个位置运算只能连接两个检索词，多个条件请用 AND 连接，如 (电池 W/5 散热) AND (散热 W/3 风道)';

/** Joins clauses with AND / OR, flattening nested nodes of the same kind. */
export function combine(kind: 'and' | 'or', parts: QueryNode[]): QueryNode {
  const children: QueryNode[] = [];
  for (const part of parts) {
    if (part.type === kind) children.push(...part.children);
    else children.push(part);
  }
  return children.length === 1 ? children[0] : { type: kind, children };
}

class Parser {
  private index = 0;
  private terms = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.index];
  }

  private next(): Token {
    const t = this.tokens[this.index];
    if (t.kind !== 'eof') this.index += 1;
    return t;
  }

  private fail(message: string, pos: number, len: number): never {
    throw new QuerySyntaxError(message, pos, len);
  }

  private startsClause(t: Token, allowNot: boolean): boolean {
    return (
      t.kind === 'lparen' ||
      t.kind === 'field' ||
      t.kind === 'word' ||
      t.kind === 'phrase' ||
      (allowNot && t.kind === 'not')
    );
  }

  /** Consumes AND / OR / NOT and checks something follows it. */
  private operator(allowNot: boolean): void {
    const op = this.next();
    if (!this.startsClause(this.peek(), allowNot)) {
      const name = OPERATOR_TEXT[op.kind as 'and' | 'or' | 'not'];
      this.fail(`${name} 后缺少检索词`, op.pos, op.len);
    }
  }

  parseQuery(): QueryNode {
    if (this.peek().kind === 'eof') this.fail('表达式为空', 0, 0);
    const node = this.parseOr(undefined);
    const t = this.peek();
    if (t.kind === 'rparen') this.fail(`第 ${t.pos + 1} 个字符处有多余的右括号`, t.pos, 1);
    return node;
  }

  private parseOr(field: FieldCode | undefined): QueryNode {
    const parts = [this.parseAnd(field)];
    while (this.peek().kind === 'or') {
      this.operator(true);
      parts.push(this.parseAnd(field));
    }
    return combine('or', parts);
  }

  private parseAnd(field: FieldCode | undefined): QueryNode {
    const parts = [this.parseNot(field)];
    for (;;) {
      if (this.peek().kind === 'and') {
        this.operator(true);
        parts.push(this.parseNot(field));
      } else if (this.startsClause(this.peek(), false)) {
        parts.push(this.parseNot(field));
      } else {
        // After a bracket, a date, a type or a status: not something W/n can join.
        const t = this.peek();
        if (t.kind === 'prox') this.fail(proximitySides(t.name), t.pos, t.len);
        break;
      }
    }
    return combine('and', parts);
  }

  private parseNot(field: FieldCode | undefined): QueryNode {
    const parts: QueryNode[] = [];
    if (this.peek().kind === 'not') {
      this.operator(false);
      parts.push({ type: 'not', child: this.parsePrimary(field) });
    } else {
      parts.push(this.parsePrimary(field));
    }
    while (this.peek().kind === 'not') {
      this.operator(false);
      parts.push({ type: 'not', child: this.parsePrimary(field) });
    }
    return combine('and', parts);
  }

  private parsePrimary(field: FieldCode | undefined): QueryNode {
    const t = this.peek();
    switch (t.kind) {
      case 'lparen':
        return this.parseGroup(field);
      case 'field':
        return this.parseField(field);
      case 'word':
        this.next();
        // Inside IPC=( … ) every word is a code, so `G06F 16` joins too; elsewhere only `G06F 16/33`.
        if (field === 'IPC') return this.proximity(field, this.leaf(field, this.ipcWord(t, false)));
        return this.proximity(field, this.leaf(field, field ? t : this.ipcWord(t, true)));
      case 'phrase':
        this.next();
        return this.proximity(field, this.leaf(field, t));
      case 'prox':
        return this.fail(`${t.name} 前缺少检索词`, t.pos, t.len);
      case 'and':
      case 'or':
      case 'not':
        return this.fail(`${OPERATOR_TEXT[t.kind]} 前缺少检索词`, t.pos, t.len);
      case 'rparen':
        return this.depth > 0
          ? this.fail('括号内缺少检索词', t.pos, 1)
          : this.fail(`第 ${t.pos + 1} 个字符处有多余的右括号`, t.pos, 1);
      default:
        return this.fail('表达式不完整，缺少检索词', t.pos, 0);
    }
  }

  private parseGroup(field: FieldCode | undefined): QueryNode {
    const open = this.next();
    if (this.peek().kind === 'rparen')
      this.fail('括号内缺少检索词', open.pos, this.peek().pos - open.pos + 1);
    if (this.peek().kind === 'eof')
      this.fail(`第 ${open.pos + 1} 个字符处的左括号缺少右括号`, open.pos, 1);
    this.depth += 1;
    const node = this.parseOr(field);
    this.depth -= 1;
    if (this.peek().kind !== 'rparen')
      this.fail(`第 ${open.pos + 1} 个字符处的左括号缺少右括号`, open.pos, 1);
    this.next();
    return node;
  }

  private parseField(context: FieldCode | undefined): QueryNode {
    const t = this.next();
    if (t.kind !== 'field') return this.fail('表达式不完整，缺少检索词', t.pos, 0);
    if (context)
      this.fail(
        `字段 ${context} 的括号内不能再使用字段代码 ${t.code}，请把 ${t.code}=… 写在括号外`,
        t.pos,
        t.len,
      );
    if (isDateField(t.code)) {
      const value = this.peek();
      if (value.kind !== 'word')
        this.fail(
          DATE_FORMAT_MESSAGE,
          value.kind === 'eof' ? t.pos : value.pos,
          value.kind === 'eof' ? t.len : value.len,
        );
      this.next();
      const parsed = parseDateValue(value.value);
      if (parsed === 'format') this.fail(DATE_FORMAT_MESSAGE, value.pos, value.len);
      if (parsed === 'range') this.fail(`日期“${value.value}”不存在`, value.pos, value.len);
      this.count(value.pos, value.len);
      const op = t.op as DateOperator;
      return { type: 'date', field: t.code, op, value: parsed.value, ...dateBounds(op, parsed) };
    }
    if (t.op !== '=')
      this.fail(
        `字段 ${t.code} 只能使用“=”，比较大小只适用于 ${DATE_FIELD_LIST}`,
        t.opPos,
        t.op.length,
      );
    const value = this.peek();
    if (value.kind === 'lparen') return this.parseGroup(t.code);
    if (value.kind === 'word' || value.kind === 'phrase') {
      this.next();
      const leaf = this.leaf(t.code, t.code === 'IPC' ? this.ipcWord(value, true) : value);
      return this.proximity(t.code, leaf);
    }
    return this.fail(`“${t.code}=”后缺少检索词`, t.pos, t.len);
  }

  /**
   * `G06F 16/33`: an IPC subclass and the group after it are one code written with its usual
   * space, not two terms; the next word is taken when it is the group.
   */
  private ipcWord(first: Token, withSlash: boolean): Token {
    const second = this.peek();
    if (first.kind !== 'word' || second.kind !== 'word' || !isIpcSubclass(first.value))
      return first;
    if (!isIpcGroup(second.value, withSlash)) return first;
    this.next();
    return {
      kind: 'word',
      pos: first.pos,
      len: second.pos + second.len - first.pos,
      value: normalizeIpc(first.value + second.value),
    };
  }

  /**
   * `left W/n right` when a proximity operator follows the word or phrase just read (`left`, in
   * `field`); else `left` as it is.
   */
  private proximity(field: FieldCode | undefined, left: LeafNode): LeafNode {
    const op = this.peek();
    if (op.kind !== 'prox') return left;
    this.next();
    if (left.type !== 'term' && left.type !== 'phrase')
      return this.fail(proximitySides(op.name), op.pos, op.len);
    if (!isProximityField(left.field)) this.fail(proximityFields(op.name), op.pos, op.len);
    const t = this.peek();
    if (t.kind === 'lparen' || t.kind === 'field' || t.kind === 'prox')
      this.fail(proximitySides(op.name), t.pos, t.len);
    if (t.kind !== 'word' && t.kind !== 'phrase')
      this.fail(`${op.name} 后缺少检索词`, op.pos, op.len);
    this.next();
    const right = this.leaf(field, t) as ProximityNode['right'];
    const chain = this.peek();
    if (chain.kind === 'prox') this.fail(PROXIMITY_CHAIN, chain.pos, chain.len);
    const { ordered, distance } = op;
    return { type: 'near', field: left.field, ordered, distance, left, right };
  }

  private count(pos: number, len: number): void {
    this.terms += 1;
    if (this.terms > MAX_QUERY_TERMS) this.fail(`检索词不能超过 ${MAX_QUERY_TERMS} 个`, pos, len);
  }

  private leaf(field: FieldCode | undefined, t: Token): LeafNode {
    if (t.kind !== 'word' && t.kind !== 'phrase') return this.fail('缺少检索词', t.pos, t.len);
    this.count(t.pos, t.len);
    if (field && isEnumField(field)) {
      if (field === 'TYPE') {
        const value = patentTypeOf(t.value);
        if (!value) this.fail('专利类型只能是 发明、实用新型、外观设计', t.pos, t.len);
        return { type: 'enum', field, value };
      }
      const value = legalStatusOf(t.value);
      if (!value) this.fail('法律状态只能是 审中、有效、失效', t.pos, t.len);
      return { type: 'enum', field: 'LS', value };
    }
    const target = field && !isDateField(field) ? field : ANY_FIELD;
    // Codes and numbers are compared as ASCII; words of text stay as typed.
    let text = t.value;
    if (target === 'IPC') text = normalizeIpc(text);
    else if (target === 'AN' || target === 'PN' || target === 'PR') text = foldWidth(text);
    if (target === 'AN' || target === 'PR' || target === ANY_FIELD) {
      const problem = applicationNumberCheckProblem(text.replace(/\*$/, ''), target !== ANY_FIELD);
      if (problem) this.fail(problem, t.pos, t.len);
    }
    if (t.kind === 'phrase') return { type: 'phrase', field: target, value: text };
    const star = text.indexOf('*');
    if (star === 0) this.fail('“*”前缺少检索词', t.pos, 1);
    if (star >= 0 && star !== text.length - 1) this.fail('“*”只能用在检索词末尾', t.pos + star, 1);
    const truncated = star >= 0;
    return {
      type: 'term',
      field: target,
      value: truncated ? text.slice(0, -1) : text,
      truncated,
    };
  }
}

/** Parses a field-code expression or plain keywords; errors carry a Chinese message and position. */
export function parsePatentQuery(input: string): ParseResult {
  const text = typeof input === 'string' ? input : '';
  if (text.length > MAX_QUERY_LENGTH)
    return {
      ok: false,
      error: {
        message: `检索式不能超过 ${MAX_QUERY_LENGTH} 个字符`,
        position: MAX_QUERY_LENGTH,
        length: text.length - MAX_QUERY_LENGTH,
      },
    };
  if (text.trim() === '')
    return { ok: false, error: { message: '表达式为空', position: 0, length: 0 } };
  try {
    return { ok: true, ast: new Parser(tokenize(text)).parseQuery() };
  } catch (error) {
    if (error instanceof QuerySyntaxError) return { ok: false, error: error.toError() };
    throw error;
  }
}
