// AST and field codes of the patent search expression language (CNIPA / Espacenet style).

/** Fields searched with words and phrases (texts, names, numbers, codes, places). */
export type TextField =
  'TI' | 'AB' | 'CL' | 'TX' | 'PA' | 'AR' | 'IN' | 'AG' | 'AT' | 'AN' | 'PN' | 'PR' | 'IPC';
/** Date fields compared with =, >=, <=, >, <. */
export type DateField = 'AD' | 'PD' | 'PRD';
/** Fields whose values come from a closed list. */
export type EnumField = 'TYPE' | 'LS';
/** Field codes a user may type. */
export type FieldCode = TextField | DateField | EnumField;
/**
 * The field of a bare term (no field code): title, abstract, claims, applicants, inventors,
 * application and publication numbers and IPC codes.
 */
export const ANY_FIELD = 'ANY';
export type TermField = TextField | typeof ANY_FIELD;

export type DateOperator = '=' | '>=' | '<=' | '>' | '<';

/** A single word; `truncated` when it ended with `*` (right truncation). */
export interface TermNode {
  type: 'term';
  field: TermField;
  /** The word without the `*`. */
  value: string;
  truncated: boolean;
}

/** A quoted phrase, matched as one piece of text. */
export interface PhraseNode {
  type: 'phrase';
  field: TermField;
  value: string;
}

/** A date comparison such as `AD>=2018-01-01`, with the inclusive range it stands for. */
export interface DateNode {
  type: 'date';
  field: DateField;
  op: DateOperator;
  /** The date as written, normalised to `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
  value: string;
  /** Inclusive lower bound `YYYY-MM-DD`, absent when open. */
  from?: string;
  /** Inclusive upper bound `YYYY-MM-DD`, absent when open. */
  to?: string;
}

/** What a proximity operator joins: a word or a phrase of the same field. */
export type ProximityOperand = TermNode | PhraseNode;

/**
 * `电池 W/5 散热` (ordered) or `电池 NEAR/5 散热` (either order): both words in one text of the
 * field, at most `distance` characters between the end of the first and the start of the second
 * (each character counts one: Chinese characters, letters, digits, punctuation, spaces; the two
 * occurrences may not overlap).
 */
export interface ProximityNode {
  type: 'near';
  field: ProximityField;
  /** W/n: `left` comes first; NEAR/n: either order. */
  ordered: boolean;
  /** 1–99 characters. */
  distance: number;
  left: ProximityOperand;
  right: ProximityOperand;
}

/** A patent type (TYPE=发明) or legal status (LS=有效) condition. */
export type EnumNode =
  | { type: 'enum'; field: 'TYPE'; value: API.PatentType }
  | { type: 'enum'; field: 'LS'; value: API.LegalStatus };

export interface AndNode {
  type: 'and';
  children: QueryNode[];
}

export interface OrNode {
  type: 'or';
  children: QueryNode[];
}

/** Negation; `A NOT B` is parsed as `A AND (NOT B)`. */
export interface NotNode {
  type: 'not';
  child: QueryNode;
}

export type LeafNode = TermNode | PhraseNode | ProximityNode | DateNode | EnumNode;
export type QueryNode = AndNode | OrNode | NotNode | LeafNode;

export interface QueryError {
  /** Chinese message for the user. */
  message: string;
  /** 0-based character index of the problem. */
  position: number;
  /** Characters to underline from `position` (0 at the end of the input). */
  length: number;
}

export type ParseResult = { ok: true; ast: QueryNode } | { ok: false; error: QueryError };

export const MAX_QUERY_LENGTH = 500;
export const MAX_QUERY_TERMS = 50;

export const TEXT_FIELDS: readonly TextField[] = [
  'TI',
  'AB',
  'CL',
  'TX',
  'PA',
  'AR',
  'IN',
  'AG',
  'AT',
  'AN',
  'PN',
  'PR',
  'IPC',
];
export const DATE_FIELDS: readonly DateField[] = ['AD', 'PD', 'PRD'];
/** Fields a proximity operator works in: technical texts, or a bare pair (each text of ANY). */
export type ProximityField = 'TI' | 'AB' | 'CL' | 'TX' | typeof ANY_FIELD;
export const PROXIMITY_FIELDS: readonly ProximityField[] = ['TI', 'AB', 'CL', 'TX', ANY_FIELD];
/** The largest distance of W/n and NEAR/n. */
export const MAX_PROXIMITY_DISTANCE = 99;
export const ENUM_FIELDS: readonly EnumField[] = ['TYPE', 'LS'];

/** Field codes in the order they are listed to users, with what they search. */
export const FIELD_CODES: readonly { code: FieldCode; label: string }[] = [
  { code: 'TI', label: '名称' },
  { code: 'AB', label: '摘要' },
  { code: 'CL', label: '权利要求' },
  { code: 'TX', label: '名称、摘要、权利要求' },
  { code: 'PA', label: '申请人' },
  { code: 'AR', label: '申请人省市' },
  { code: 'IN', label: '发明人' },
  { code: 'AG', label: '代理机构' },
  { code: 'AT', label: '代理人' },
  { code: 'AN', label: '申请号' },
  { code: 'PN', label: '公开（公告）号' },
  { code: 'PR', label: '优先权号' },
  { code: 'IPC', label: 'IPC分类号' },
  { code: 'AD', label: '申请日' },
  { code: 'PD', label: '公开（公告）日' },
  { code: 'PRD', label: '优先权日' },
  { code: 'TYPE', label: '专利类型' },
  { code: 'LS', label: '法律状态' },
];

export function isFieldCode(code: string): code is FieldCode {
  return FIELD_CODES.some((f) => f.code === code);
}

export function isDateField(code: string): code is DateField {
  return (DATE_FIELDS as readonly string[]).includes(code);
}

export function isProximityField(code: string): code is ProximityField {
  return (PROXIMITY_FIELDS as readonly string[]).includes(code);
}

export function isEnumField(code: string): code is EnumField {
  return (ENUM_FIELDS as readonly string[]).includes(code);
}
