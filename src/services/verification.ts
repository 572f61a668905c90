import { SERVICES } from '../constants';
import { get, post, recordId, type CallOptions, type Query } from './request';

// 企业认证: an account's application, and the administrators' review of every application.
const api = SERVICES.auth.prefix;
const ALL_VERIFICATIONS = `${api}/admin/verification/find` as const;

export type VerificationQuery = Query<typeof ALL_VERIFICATIONS>;

/** The account's latest application, or null when it never applied. */
export async function getVerification(options?: CallOptions) {
  return get(`${api}/verification`, undefined, options);
}

export async function submitVerification(body: API.VerificationParams, options?: CallOptions) {
  return post(`${api}/verification/submit`, body, options);
}

/** The licence image of an application (its applicant's or, for administrators, anyone's). */
export async function getVerificationLicence(id: string, options?: CallOptions) {
  return get(`${api}/verification/licence`, { id: recordId(id) }, options);
}

export async function findVerifications(query: VerificationQuery, options?: CallOptions) {
  return get(ALL_VERIFICATIONS, query, options);
}

export async function approveVerification(id: string, options?: CallOptions) {
  return post(`${api}/admin/verification/approve`, { id }, options);
}

/** Rejects with a reason its applicant sees. */
export async function rejectVerification(id: string, reason: string, options?: CallOptions) {
  return post(`${api}/admin/verification/reject`, { id, reason }, options);
}
