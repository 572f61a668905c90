import { SERVICES } from '../constants';
import { toListParams } from './params';
import { get, type CallOptions } from './request';

const agency = SERVICES.agency.prefix;

/** Service agencies; sort `patentTotal|agentCount|foundingDate asc|desc`. */
export async function findAgencies(
  query?: API.PageQuery<API.AgencyFilters>,
  options?: CallOptions,
) {
  return get<API.Page<API.ServiceAgency>>(
    `${agency}/api/agency/findAgencyIndex`,
    toListParams(query),
    options,
  );
}

/** One agency by its unified social credit code. */
export async function getAgency(creditCode: string, options?: CallOptions) {
  return get<API.ServiceAgency>(`${agency}/api/agency/detail`, { creditCode }, options);
}

/** Figures of all the zone's service agencies (the service home). */
export async function getAgencyOverview(options?: CallOptions) {
  return get<API.AgencyOverview>(`${agency}/api/agency/statistics`, {}, options);
}
