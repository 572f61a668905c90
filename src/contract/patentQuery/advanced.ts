// Turns the advanced search form into a field-code expression, e.g.
// `TI=(锂电池) AND PA=(华为) AND AD>=2018-01-01 AND TYPE=(发明 OR 实用新型)`, and what each
// field says about its value before the query is built.

import { foldWidth } from './codes';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from './labels';
import { applicationNumberCheckProblem } from './number';

export interface AdvancedQueryForm {
  title?: string;
  abstract?: string;
  claims?: string;
  applicant?: string;
  /** 申请人省市 AR. */
  applicantRegion?: string;
  inventor?: string;
  agency?: string;
  /** 代理人 AT. */
  agent?: string;
  applicationNumber?: string;
  /** 优先权号 PR. */
  priorityNumber?: string;
  ipc?: string;
  applicationDateFrom?: string;
  applicationDateTo?: string;
  publicationDateFrom?: string;
  publicationDateTo?: string;
  priorityDateFrom?: string;
  priorityDateTo?: string;
  type?: API.PatentType[];
  legalStatus?: API.LegalStatus[];
}

/** A value the user wrote with operators (W/5 too), brackets or quotes is kept as typed. */
const SYNTAX = /(^|[\s()（）])((and|or|not)(?=$|[\s()（）])|(w|near)\/)|[()（）"“”]/i;
const hasSyntax = (value: string) => SYNTAX.test(foldWidth(value));

function clean(value: string | undefined): string {
  return typeof value === 'string' ? value.trim().replace(/[\s\u3000]+/g, ' ') : '';
}

/** `锂电池 正极` → `(锂电池 AND 正极)`; `锂电池 OR 钠电池` stays as typed inside brackets. */
function valueExpression(value: string): string {
  if (hasSyntax(value)) return `(${value})`;
  return `(${value.split(' ').join(' AND ')})`;
}

/**
 * IPC codes are written with a space (`H01M 10/0525`), perhaps in full width; join that space so
 * the code stays one word rather than two joined by AND.
 */
function compactIpcCodes(value: string): string {
  return foldWidth(value).replace(/\b([A-H]\d{2}[A-Z])\s+(\d{1,4}\/\d{1,6})\b/gi, '$1$2');
}

/** A number field's value (申请号, 优先权号) as its clause holds it: one number typed with spaces is one word. */
function prepareApplicationNumber(value: string): string {
  return hasSyntax(value) ? value : value.replace(/ /g, '');
}

/**
 * What the 申请号 (or 优先权号) field says before the query is built: the first number in it with a
 * wrong check character (`申请号 202010555743.5 的校验位应为 0`), as the parser would refuse it;
 * null when none.
 */
export function applicationNumberFieldProblem(raw: string | undefined): string | null {
  const value = prepareApplicationNumber(clean(raw));
  for (const word of value.split(/[\s\u3000()（）"“”]+/)) {
    const problem = applicationNumberCheckProblem(word.replace(/\*$/, ''), true);
    if (problem) return problem;
  }
  return null;
}

export const APPLICANT_REGION_MESSAGE = '请填写省、自治区、直辖市或城市的中文名称，如 陕西、西安市';

/**
 * What the 申请人省市 field says: a place is named in Chinese (`陕西`, `西安市`, `陕*`), so a word
 * with Latin letters or digits could only find nothing; null when every word is a name.
 */
export function applicantRegionFieldProblem(raw: string | undefined): string | null {
  const words = clean(raw)
    .split(/[\s()（）"“”]+/)
    .filter((w) => w && !/^(and|or|not)$/i.test(foldWidth(w)));
  return words.every((w) => /^[\u3400-\u9fff]+[*＊]?$/.test(w)) ? null : APPLICANT_REGION_MESSAGE;
}

/** Dates from a date picker may carry a time; keep the day. */
function dayOf(value: string | undefined): string {
  const text = clean(value);
  return /^\d{4}-\d{2}-\d{2}[T\s]/.test(text) ? text.slice(0, 10) : text;
}

/** The expression of the advanced form; '' when the form is empty. */
export function buildAdvancedQuery(form: AdvancedQueryForm): string {
  const clauses: string[] = [];
  const text = (code: string, raw: string | undefined, prepare?: (v: string) => string) => {
    let value = clean(raw);
    if (prepare) value = prepare(value);
    if (value) clauses.push(`${code}=${valueExpression(value)}`);
  };
  text('TI', form.title);
  text('AB', form.abstract);
  text('CL', form.claims);
  text('PA', form.applicant);
  text('AR', form.applicantRegion);
  text('IN', form.inventor);
  text('AG', form.agency);
  text('AT', form.agent);
  text('AN', form.applicationNumber, prepareApplicationNumber);
  text('PR', form.priorityNumber, prepareApplicationNumber);
  text('IPC', form.ipc, compactIpcCodes);
  const date = (code: string, op: string, raw: string | undefined) => {
    const value = dayOf(raw);
    if (value) clauses.push(`${code}${op}${value}`);
  };
  date('AD', '>=', form.applicationDateFrom);
  date('AD', '<=', form.applicationDateTo);
  date('PD', '>=', form.publicationDateFrom);
  date('PD', '<=', form.publicationDateTo);
  date('PRD', '>=', form.priorityDateFrom);
  date('PRD', '<=', form.priorityDateTo);
  const types = (form.type ?? []).filter((t) => PATENT_TYPE_LABELS[t]);
  if (types.length) clauses.push(`TYPE=(${types.map((t) => PATENT_TYPE_LABELS[t]).join(' OR ')})`);
  const statuses = (form.legalStatus ?? []).filter((s) => LEGAL_STATUS_LABELS[s]);
  if (statuses.length)
    clauses.push(`LS=(${statuses.map((s) => LEGAL_STATUS_LABELS[s]).join(' OR ')})`);
  return clauses.join(' AND ');
}
