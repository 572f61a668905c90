// The agency service (/ipr-agency-service): its answers are unwrapped by the request layer
// (docs/spec.md §7). Paths and types are the contract's.

import { SERVICES } from '../constants';
import { get, type CallOptions, type Query } from './request';

const agency = SERVICES.agency.prefix;

const AGENCIES = `${agency}/api/agency/findAgencyIndex` as const;

export type AgencyQuery = Query<typeof AGENCIES>;

/** Service agencies; sort `patentTotal|agentCount|foundingDate asc|desc`. */
export async function findAgencies(query?: AgencyQuery, options?: CallOptions) {
  return get(AGENCIES, query, options);
}

/** One agency by its unified social credit code. */
export async function getAgency(creditCode: string, options?: CallOptions) {
  return get(`${agency}/api/agency/detail`, { creditCode }, options);
}

/** Figures of all the zone's service agencies (the service home). */
export async function getAgencyOverview(options?: CallOptions) {
  return get(`${agency}/api/agency/statistics`, undefined, options);
}
