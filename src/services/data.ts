// The data service (/ipr-data-service): patents, search, value assessment, experts.
// Paths and types are the contract's.

import { SERVICES } from '../constants';
import { get, recordId, type CallOptions, type Query } from './request';

const data = SERVICES.data.prefix;

const ENTERPRISE_PATENTS = `${data}/api/front/patent/findEnterpriseIndex` as const;
const PATENTS = `${data}/api/front/patent/findIndex` as const;
const EXPERTS = `${data}/api/front/findExpert` as const;
const SEARCH = `${data}/api/front/patent/search` as const;
const ANALYSIS = `${data}/api/front/patent/analysis` as const;
const VALUES = `${data}/api/front/patent/value/find` as const;

export type EnterprisePatentQuery = Query<typeof ENTERPRISE_PATENTS>;
export type ExpertQuery = Query<typeof EXPERTS>;
export type PatentValueQuery = Query<typeof VALUES>;

/** Patents of an enterprise: as applicant, or as the agency that handled them. */
export async function findEnterprisePatents(query?: EnterprisePatentQuery, options?: CallOptions) {
  return get(ENTERPRISE_PATENTS, query, options);
}

/** The patent records of the portal's database (list form, no facets). */
export async function findPatents(query?: Query<typeof PATENTS>, options?: CallOptions) {
  return get(PATENTS, query, options);
}

export async function findExperts(query?: ExpertQuery, options?: CallOptions) {
  return get(EXPERTS, query, options);
}

/** Figures of the patents one agency handled (docs/spec.md §7: defined, not called by the pages). */
export async function findAgencyStatisticData(creditCode: string, options?: CallOptions) {
  return get(`${data}/api/agency/findAgencyStatisticData`, { creditCode }, options);
}

/** Field-code or keyword search with facets; `filters` narrow the result (docs/spec.md §7: the data service is also the search service). */
export async function searchPatents(
  params: Omit<Query<typeof SEARCH>, 'queryData'> & { filters?: API.PatentFacetFilters },
  options?: CallOptions,
) {
  const { filters, ...rest } = params;
  return get(SEARCH, { ...rest, queryData: filters }, options);
}

/** 统计分析 of the selection a search's parameters make (paging and sort are not sent). */
export async function analysePatents(
  params: Omit<Query<typeof ANALYSIS>, 'queryData'> & { filters?: API.PatentFacetFilters },
  options?: CallOptions,
) {
  const { filters, ...rest } = params;
  return get(ANALYSIS, { ...rest, queryData: filters }, options);
}

/** One patent by id, or by application / publication number. */
export async function getPatentDetail(
  key: { id?: string; applicationNumber?: string; publicationNumber?: string },
  options?: CallOptions,
) {
  return get(
    `${data}/api/front/patent/detail`,
    key.id ? { ...key, id: recordId(key.id) } : key,
    options,
  );
}

/** A patent's drawings (附图) with the URLs of their images and of its published document. */
export async function getPatentDrawings(id: string, options?: CallOptions) {
  return get(`${data}/api/front/patent/drawings`, { id: recordId(id) }, options);
}

export async function findPatentValues(query?: PatentValueQuery, options?: CallOptions) {
  return get(VALUES, query, options);
}

export async function getPatentValue(id: string, options?: CallOptions) {
  return get(`${data}/api/front/patent/value/detail`, { id: recordId(id) }, options);
}
