import { request } from '@umijs/max';
import { SERVICES } from '../constants';
import { toListParams } from './params';

// The request layer unwraps this prefix: these calls resolve with the envelope's data, and a
// response with success false still throws a BizError.
const agency = SERVICES.agency.prefix;

type Options = Record<string, unknown>;

/** Service agencies; sort `patentTotal|agentCount|foundingDate asc|desc`. */
export async function findAgencies(query?: API.PageQuery<API.AgencyFilters>, options?: Options) {
  return request<API.Page<API.ServiceAgency>>(`${agency}/api/agency/findAgencyIndex`, {
    method: 'GET',
    params: toListParams(query),
    ...options,
  });
}

/** One agency by its unified social credit code. */
export async function getAgency(creditCode: string, options?: Options) {
  return request<API.ServiceAgency>(`${agency}/api/agency/detail`, {
    method: 'GET',
    params: { creditCode },
    ...options,
  });
}

/** Figures of all the zone's service agencies (the service home). */
export async function getAgencyOverview(options?: Options) {
  return request<API.AgencyOverview>(`${agency}/api/agency/statistics`, {
    method: 'GET',
    ...options,
  });
}
