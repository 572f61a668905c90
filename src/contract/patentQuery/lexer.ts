// Tokenizer of patent search expressions. Full-width brackets, quotes and comparison signs typed
// with a Chinese input method are accepted as their ASCII forms, and so are full-width field codes
// and operators (ＩＰＣ＝, ＡＮＤ); positions are string indices. A word that begins with `W/` or
// `NEAR/` (any case) is a proximity operator; Chinese written right after its number
// (`W/5散热`) is the next word, as people type it without a space.

import { foldWidth } from './codes';
import type { FieldCode, QueryError } from './types';
import { FIELD_CODES, isFieldCode, MAX_PROXIMITY_DISTANCE } from './types';

export type Token =
  | { kind: 'lparen' | 'rparen' | 'eof'; pos: number; len: number }
  | { kind: 'and' | 'or' | 'not'; pos: number; len: number }
  | { kind: 'word' | 'phrase'; pos: number; len: number; value: string }
  | {
      kind: 'prox';
      pos: number;
      len: number;
      /** W/n: in this order; NEAR/n: either order. */
      ordered: boolean;
      distance: number;
      /** Canonical text, e.g. `W/5`. */
      name: string;
    }
  | {
      kind: 'field';
      pos: number;
      len: number;
      code: FieldCode;
      /** `=`, `>=`, `<=`, `>` or `<`. */
      op: string;
      opPos: number;
    };

/** Thrown inside the parser and turned into `{ ok: false, error }`. */
export class QuerySyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
    readonly length: number,
  ) {
    super(message);
    this.name = 'QuerySyntaxError';
  }

  toError(): QueryError {
    return { message: this.message, position: this.position, length: this.length };
  }
}

const SPACE = /[\s\u3000]/;
const LPAREN = new Set(['(', '（']);
const RPAREN = new Set([')', '）']);
const QUOTES = new Set(['"', '“', '”']);
const OP_CHARS = new Set(['=', '＝', '<', '>', '＜', '＞', '≥', '≤']);
const OP_ASCII: Record<string, string> = { '＝': '=', '＜': '<', '＞': '>', '≥': '>=', '≤': '<=' };

export const FIELD_CODE_LIST = FIELD_CODES.map((f) => f.code).join('、');

function isWordChar(ch: string): boolean {
  return (
    !SPACE.test(ch) && !LPAREN.has(ch) && !RPAREN.has(ch) && !QUOTES.has(ch) && !OP_CHARS.has(ch)
  );
}

/** Reads a comparison sign at `i`: returns it in ASCII form and its length in the input. */
function readOperator(input: string, i: number): { op: string; len: number } {
  const a = OP_ASCII[input[i]] ?? input[i];
  if (a.length === 2) return { op: a, len: 1 };
  const b = OP_ASCII[input[i + 1]] ?? input[i + 1];
  if ((a === '>' || a === '<') && b === '=') return { op: `${a}=`, len: 2 };
  return { op: a, len: 1 };
}

const PROXIMITY = /^(W|NEAR)\/(\d*)(.*)$/i;
const CJK_START = /^[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * `W/5`, `near/12`, `Ｗ／５` at the start of `word` (at `pos`): the operator token, or null when the
 * word is not one. A number outside 1–99, or none, is an error at the operator.
 */
function proximityToken(word: string, pos: number): Token | null {
  const m = PROXIMITY.exec(foldWidth(word));
  if (!m) return null;
  const [, op, digits, rest] = m;
  const name = op.toUpperCase();
  const distance = Number(digits);
  // `W/5散热`: the operator, then a word; `W/5a`, `W/5.5`, `W/x`: a malformed operator.
  const len = rest && CJK_START.test(rest) ? name.length + 1 + digits.length : word.length;
  if (!digits || (rest && len === word.length) || distance < 1 || distance > MAX_PROXIMITY_DISTANCE)
    throw new QuerySyntaxError(
      `${name}/ 后应为 1 到 ${MAX_PROXIMITY_DISTANCE} 的整数，如 ${name}/5`,
      pos,
      len,
    );
  return { kind: 'prox', pos, len, ordered: name === 'W', distance, name: `${name}/${distance}` };
}

export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i];
    if (SPACE.test(ch)) {
      i += 1;
    } else if (LPAREN.has(ch)) {
      tokens.push({ kind: 'lparen', pos: i, len: 1 });
      i += 1;
    } else if (RPAREN.has(ch)) {
      tokens.push({ kind: 'rparen', pos: i, len: 1 });
      i += 1;
    } else if (QUOTES.has(ch)) {
      let j = i + 1;
      while (j < input.length && !QUOTES.has(input[j])) j += 1;
      if (j >= input.length) throw new QuerySyntaxError('引号未闭合', i, 1);
      const value = input
        .slice(i + 1, j)
        .trim()
        .replace(/[\s\u3000]+/g, ' ');
      if (!value) throw new QuerySyntaxError('引号内缺少检索词', i, j - i + 1);
      tokens.push({ kind: 'phrase', pos: i, len: j - i + 1, value });
      i = j + 1;
    } else if (OP_CHARS.has(ch)) {
      const { op, len } = readOperator(input, i);
      throw new QuerySyntaxError(`“${op}”前缺少字段代码，如 TI=电池、AD>=2018-01-01`, i, len);
    } else {
      let j = i;
      while (j < input.length && isWordChar(input[j])) j += 1;
      const word = input.slice(i, j);
      const prox = proximityToken(word, i);
      if (prox) {
        tokens.push(prox);
        i += prox.len;
        continue;
      }
      let k = j;
      while (k < input.length && SPACE.test(input[k])) k += 1;
      if (k < input.length && OP_CHARS.has(input[k])) {
        const code = foldWidth(word).toUpperCase();
        if (!isFieldCode(code))
          throw new QuerySyntaxError(
            `未知的字段代码“${word}”，可用：${FIELD_CODE_LIST}`,
            i,
            word.length,
          );
        const { op, len } = readOperator(input, k);
        tokens.push({ kind: 'field', pos: i, len: k + len - i, code, op, opPos: k });
        i = k + len;
        continue;
      }
      const upper = foldWidth(word).toUpperCase();
      if (upper === 'AND' || upper === 'OR' || upper === 'NOT') {
        tokens.push({
          kind: upper === 'AND' ? 'and' : upper === 'OR' ? 'or' : 'not',
          pos: i,
          len: word.length,
        });
      } else {
        tokens.push({ kind: 'word', pos: i, len: word.length, value: word });
      }
      i = j;
    }
  }
  tokens.push({ kind: 'eof', pos: input.length, len: 0 });
  return tokens;
}
