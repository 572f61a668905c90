import { SERVICES } from '../constants';
import { toListParams } from './params';
import { get, type CallOptions } from './request';

const data = SERVICES.data.prefix;

/** Patents of an enterprise: as applicant, or as the agency that handled them. */
export async function findEnterprisePatents(
  query?: API.PageQuery<API.EnterprisePatentQuery>,
  options?: CallOptions,
) {
  return get<API.Page<API.Patent>>(
    `${data}/api/front/patent/findEnterpriseIndex`,
    toListParams(query),
    options,
  );
}

/** The patent records of the portal's database (list form, no facets). */
export async function findPatents(query?: API.PageQuery, options?: CallOptions) {
  return get<API.Page<API.Patent>>(
    `${data}/api/front/patent/findIndex`,
    toListParams(query),
    options,
  );
}

export async function findExperts(query?: API.PageQuery, options?: CallOptions) {
  return get<API.Page<API.Expert>>(`${data}/api/front/findExpert`, toListParams(query), options);
}

export async function findAgencyStatisticData(creditCode: string, options?: CallOptions) {
  return get<API.AgencyStatistic>(
    `${data}/api/agency/findAgencyStatisticData`,
    { creditCode },
    options,
  );
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
  options?: CallOptions,
) {
  const { filters, ...rest } = params;
  return get<API.PatentSearchResult>(
    `${data}/api/front/patent/search`,
    toListParams({ ...rest, queryData: filters }),
    options,
  );
}

/** One patent by id, or by application / publication number. */
export async function getPatentDetail(
  key: { id?: string; applicationNumber?: string; publicationNumber?: string },
  options?: CallOptions,
) {
  return get<API.PatentDetail>(`${data}/api/front/patent/detail`, key, options);
}

export async function findPatentValues(
  query?: API.PageQuery<API.PatentValueFilters>,
  options?: CallOptions,
) {
  return get<API.Page<API.PatentValueRow>>(
    `${data}/api/front/patent/value/find`,
    toListParams(query),
    options,
  );
}

export async function getPatentValue(id: string, options?: CallOptions) {
  return get<API.PatentValueDetail>(`${data}/api/front/patent/value/detail`, { id }, options);
}
