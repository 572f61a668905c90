import { request } from '@umijs/max';
import { SERVICES } from '../constants';
import { toListParams } from './params';

const data = SERVICES.data.prefix;

type Options = Record<string, unknown>;

/** Patents of an enterprise: as applicant, or as the agency that handled them. */
export async function findEnterprisePatents(
  query?: API.PageQuery<API.EnterprisePatentQuery>,
  options?: Options,
) {
  return request<API.Envelope<API.Page<API.Patent>>>(
    `${data}/api/front/patent/findEnterpriseIndex`,
    {
      method: 'GET',
      params: toListParams(query),
      ...options,
    },
  );
}

/** The patent records of the portal's database (list form, no facets). */
export async function findPatents(query?: API.PageQuery, options?: Options) {
  return request<API.Envelope<API.Page<API.Patent>>>(`${data}/api/front/patent/findIndex`, {
    method: 'GET',
    params: toListParams(query),
    ...options,
  });
}

export async function findExperts(query?: API.PageQuery, options?: Options) {
  return request<API.Envelope<API.Page<API.Expert>>>(`${data}/api/front/findExpert`, {
    method: 'GET',
    params: toListParams(query),
    ...options,
  });
}

export async function findAgencyStatisticData(creditCode: string, options?: Options) {
  return request<API.Envelope<API.AgencyStatistic>>(`${data}/api/agency/findAgencyStatisticData`, {
    method: 'GET',
    params: { creditCode },
    ...options,
  });
}

/** Field-code or keyword search with facets; `filters` narrow the result (SPEC: data service is also used for search). */
export async function searchPatents(
  params: {
    q: string;
    page?: number;
    size?: number;
    sort?: API.PatentSort;
    filters?: API.PatentFacetFilters;
  },
  options?: Options,
) {
  const { filters, ...rest } = params;
  return request<API.Envelope<API.PatentSearchResult>>(`${data}/api/front/patent/search`, {
    method: 'GET',
    params: toListParams({ ...rest, queryData: filters }),
    ...options,
  });
}

/** One patent by id, or by application / publication number. */
export async function getPatentDetail(
  key: { id?: string; applicationNumber?: string; publicationNumber?: string },
  options?: Options,
) {
  return request<API.Envelope<API.PatentDetail>>(`${data}/api/front/patent/detail`, {
    method: 'GET',
    params: key,
    ...options,
  });
}

export async function findPatentValues(
  query?: API.PageQuery<API.PatentValueFilters>,
  options?: Options,
) {
  return request<API.Envelope<API.Page<API.PatentValueRow>>>(
    `${data}/api/front/patent/value/find`,
    {
      method: 'GET',
      params: toListParams(query),
      ...options,
    },
  );
}

export async function getPatentValue(id: string, options?: Options) {
  return request<API.Envelope<API.PatentValueDetail>>(`${data}/api/front/patent/value/detail`, {
    method: 'GET',
    params: { id },
    ...options,
  });
}
