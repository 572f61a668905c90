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
