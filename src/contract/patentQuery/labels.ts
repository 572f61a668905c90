// Chinese labels of patent types and legal statuses, and the values the TYPE and LS field
// codes accept (Chinese labels or the English enum values).

import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '../vocabulary';

export { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS };

export const PATENT_TYPES: readonly API.PatentType[] = ['invention', 'utility', 'design'];
export const LEGAL_STATUSES: readonly API.LegalStatus[] = ['pending', 'valid', 'invalid'];

/** TYPE=… value (case-insensitive) → patent type. */
export function patentTypeOf(value: string): API.PatentType | null {
  const v = value.trim().toLowerCase();
  return PATENT_TYPES.find((t) => t === v || PATENT_TYPE_LABELS[t] === value.trim()) ?? null;
}

/** LS=… value (case-insensitive) → legal status. */
export function legalStatusOf(value: string): API.LegalStatus | null {
  const v = value.trim().toLowerCase();
  return LEGAL_STATUSES.find((s) => s === v || LEGAL_STATUS_LABELS[s] === value.trim()) ?? null;
}
