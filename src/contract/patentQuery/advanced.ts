// Turns the advanced search form into a field-code expression, e.g.
// `TI=(锂电池) AND PA=(华为) AND AD>=2018-01-01 AND TYPE=(发明 OR 实用新型)`.

import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from './labels';

export interface AdvancedQueryForm {
  title?: string;
  abstract?: string;
  claims?: string;
  applicant?: string;
  inventor?: string;
  agency?: string;
  applicationNumber?: string;
  ipc?: string;
  applicationDateFrom?: string;
  applicationDateTo?: string;
  publicationDateFrom?: string;
  publicationDateTo?: string;
  type?: API.PatentType[];
  legalStatus?: API.LegalStatus[];
}

/** A value the user wrote with operators, brackets or quotes is kept as typed. */
const HAS_SYNTAX = /(^|[\s\u3000()（）])(and|or|not)(?=$|[\s\u3000()（）])|[()（）"“”]/i;

function clean(value: string | undefined): string {
  return typeof value === 'string' ? value.trim().replace(/[\s\u3000]+/g, ' ') : '';
}

/** `锂电池 正极` → `(锂电池 AND 正极)`; `锂电池 OR 钠电池` stays as typed inside brackets. */
function valueExpression(value: string): string {
  if (HAS_SYNTAX.test(value)) return `(${value})`;
  return `(${value.split(' ').join(' AND ')})`;
}

/** IPC codes are written with a space (`H01M 10/0525`); join that space so the code stays one word. */
function compactIpcCodes(value: string): string {
  return value.replace(/\b([A-H]\d{2}[A-Z])\s+(\d{1,4}\/\d{1,6})\b/gi, '$1$2');
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
  text('IN', form.inventor);
  text('AG', form.agency);
  text('AN', form.applicationNumber, (v) => (HAS_SYNTAX.test(v) ? v : v.replace(/ /g, '')));
  text('IPC', form.ipc, compactIpcCodes);
  const date = (code: string, op: string, raw: string | undefined) => {
    const value = dayOf(raw);
    if (value) clauses.push(`${code}${op}${value}`);
  };
  date('AD', '>=', form.applicationDateFrom);
  date('AD', '<=', form.applicationDateTo);
  date('PD', '>=', form.publicationDateFrom);
  date('PD', '<=', form.publicationDateTo);
  const types = (form.type ?? []).filter((t) => PATENT_TYPE_LABELS[t]);
  if (types.length) clauses.push(`TYPE=(${types.map((t) => PATENT_TYPE_LABELS[t]).join(' OR ')})`);
  const statuses = (form.legalStatus ?? []).filter((s) => LEGAL_STATUS_LABELS[s]);
  if (statuses.length)
    clauses.push(`LS=(${statuses.map((s) => LEGAL_STATUS_LABELS[s]).join(' OR ')})`);
  return clauses.join(' AND ');
}
