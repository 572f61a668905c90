// Facets of a patent search: the filters of PatentFacetFilters (OR within a facet, AND across
// facets) and bucket counts. Standard faceting: each facet is counted over the result narrowed by
// all the *other* facets' filters, so choosing a value never hides its siblings.

import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '../../src/contract/vocabulary';
import { badRequest } from './envelope';
import { ipcClassLabel, ipcClassOf, ipcSectionLabel, ipcSectionOf } from './ipc';
import { toValues } from './query';

export type FacetKey = keyof API.PatentFacets;

export const FACET_KEYS: readonly FacetKey[] = [
  'type',
  'legalStatus',
  'year',
  'ipcSection',
  'ipcClass',
  'applicant',
  'agency',
];

/** Buckets kept per facet, the most frequent first (selected values are always kept). */
const TOP: Partial<Record<FacetKey, number>> = { applicant: 10, agency: 10, ipcClass: 20 };

const TYPES = Object.keys(PATENT_TYPE_LABELS);
const STATUSES = Object.keys(LEGAL_STATUS_LABELS);

function computeFacetValues(p: API.Patent, key: FacetKey): string[] {
  switch (key) {
    case 'type':
      return [p.type];
    case 'legalStatus':
      return [p.legalStatus];
    case 'year':
      return [p.applicationDate.slice(0, 4)];
    case 'ipcSection':
      return [...new Set(p.ipcCodes.map(ipcSectionOf).filter((x): x is string => !!x))];
    case 'ipcClass':
      return [...new Set(p.ipcCodes.map(ipcClassOf).filter((x): x is string => !!x))];
    case 'applicant':
      return p.applicants;
    case 'agency':
      return p.agencyName ? [p.agencyName] : [];
    default:
      return [];
  }
}

const cached = new WeakMap<API.Patent, Partial<Record<FacetKey, string[]>>>();

/** The facet values of one patent (a patent may sit in several IPC sections, applicants…). */
export function facetValues(p: API.Patent, key: FacetKey): string[] {
  let entry = cached.get(p);
  if (!entry) {
    entry = {};
    cached.set(p, entry);
  }
  let values = entry[key];
  if (!values) {
    values = computeFacetValues(p, key);
    entry[key] = values;
  }
  return values;
}

function labelOf(key: FacetKey, value: string): string {
  switch (key) {
    case 'type':
      return PATENT_TYPE_LABELS[value as API.PatentType] ?? value;
    case 'legalStatus':
      return LEGAL_STATUS_LABELS[value as API.LegalStatus] ?? value;
    case 'year':
      return `${value}年`;
    case 'ipcSection':
      return ipcSectionLabel(value);
    case 'ipcClass':
      return ipcClassLabel(value);
    default:
      return value;
  }
}

/** Validated filters: facet → set of wanted values (facets without a value are absent). */
export type ActiveFilters = Partial<Record<FacetKey, Set<string>>>;

function check(values: string[], ok: (v: string) => boolean, message: string): string[] {
  if (values.some((v) => !ok(v))) throw badRequest(message);
  return values;
}

/** Reads PatentFacetFilters from queryData; values may be arrays or comma-separated strings. */
export function parseFacetFilters(queryData: Record<string, unknown>): ActiveFilters {
  const active: ActiveFilters = {};
  for (const key of FACET_KEYS) {
    const raw = queryData[key];
    if (raw === undefined || raw === null || raw === '') continue;
    if (typeof raw === 'object' && !Array.isArray(raw)) throw badRequest('筛选条件格式不正确');
    let values = toValues(raw);
    if (key === 'type') values = check(values, (v) => TYPES.includes(v), '专利类型筛选值不正确');
    if (key === 'legalStatus')
      values = check(values, (v) => STATUSES.includes(v), '法律状态筛选值不正确');
    if (key === 'year')
      values = check(values, (v) => /^(19|20)\d{2}$/.test(v), '申请年份筛选值不正确');
    if (key === 'ipcSection')
      values = check(
        values.map((v) => v.toUpperCase()),
        (v) => /^[A-H]$/.test(v),
        'IPC部筛选值不正确',
      );
    if (key === 'ipcClass')
      values = check(
        values.map((v) => v.toUpperCase()),
        (v) => /^[A-H]\d{2}$/.test(v),
        'IPC大类筛选值不正确',
      );
    if (values.length) active[key] = new Set(values);
  }
  return active;
}

function passes(p: API.Patent, key: FacetKey, wanted: Set<string>): boolean {
  return facetValues(p, key).some((v) => wanted.has(v));
}

function bucketOrder(key: FacetKey, a: API.FacetBucket, b: API.FacetBucket): number {
  if (key === 'type') return TYPES.indexOf(a.value) - TYPES.indexOf(b.value);
  if (key === 'legalStatus') return STATUSES.indexOf(a.value) - STATUSES.indexOf(b.value);
  if (key === 'year') return Number(b.value) - Number(a.value);
  if (key === 'ipcSection') return a.value.localeCompare(b.value);
  return b.count - a.count || a.value.localeCompare(b.value, 'zh-Hans-CN');
}

/**
 * Every value of one facet counted over `patents`, in the facet's order, uncut: what 统计分析
 * counts, so its figures are the facets' own.
 */
export function countFacet(patents: readonly API.Patent[], key: FacetKey): API.FacetBucket[] {
  const counts = new Map<string, number>();
  for (const p of patents)
    for (const v of facetValues(p, key)) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .map(([value, count]) => ({ value, label: labelOf(key, value), count }))
    .sort((a, b) => bucketOrder(key, a, b));
}

/**
 * Applies the filters and counts the facets. Returns the patents that pass every filter and,
 * per facet, buckets counted over the patents that pass every filter except that facet's own.
 */
export function applyFacets<T>(
  items: readonly T[],
  patentOf: (item: T) => API.Patent,
  active: ActiveFilters,
): { hits: T[]; facets: API.PatentFacets } {
  const keys = FACET_KEYS.filter((k) => active[k]);
  // failed[i] = the filters item i fails (at most one matters for counting: 0 or 1 failures).
  const failures = items.map((item) => {
    const p = patentOf(item);
    return keys.filter((k) => !passes(p, k, active[k]!));
  });
  const hits = items.filter((_, i) => failures[i].length === 0);
  const facets = {} as API.PatentFacets;
  for (const key of FACET_KEYS) {
    const counts = new Map<string, number>();
    items.forEach((item, i) => {
      const failed = failures[i];
      if (failed.length > 1 || (failed.length === 1 && failed[0] !== key)) return;
      for (const v of facetValues(patentOf(item), key)) counts.set(v, (counts.get(v) ?? 0) + 1);
    });
    for (const v of active[key] ?? []) if (!counts.has(v)) counts.set(v, 0);
    let buckets = [...counts.entries()].map(([value, count]) => ({
      value,
      label: labelOf(key, value),
      count,
    }));
    buckets.sort((a, b) => bucketOrder(key, a, b));
    const top = TOP[key];
    if (top !== undefined) {
      const selected = active[key];
      buckets = buckets.filter(
        (b, i) => (i < top && b.count > 0) || (selected?.has(b.value) ?? false),
      );
    }
    facets[key] = buckets;
  }
  return { hits, facets };
}
