import { SERVICES } from '../constants';
import { get, type CallOptions, type Query } from './request';

// 操作日志: the administrators' audit trail, read-only.
const website = SERVICES.website.prefix;
const AUDIT_ENTRIES = `${website}/api/authFront/admin/audit/find` as const;

export type AuditQuery = Query<typeof AUDIT_ENTRIES>;

export async function findAuditEntries(query: AuditQuery, options?: CallOptions) {
  return get(AUDIT_ENTRIES, query, options);
}

/** The administrators who have acted, for the filter. */
export async function findAuditActors(options?: CallOptions) {
  return get(`${website}/api/authFront/admin/audit/actors`, undefined, options);
}
