import { request } from '@umijs/max';
import { DICT_PAGE_SIZE, DICT_SORT, SERVICES } from '../constants';
import { toListParams } from './params';

const website = SERVICES.website.prefix;

type Options = Record<string, unknown>;
type PageEnvelope<T> = API.Envelope<API.Page<T>>;

export async function findInstitutionProducts(query?: API.PageQuery, options?: Options) {
  return request<PageEnvelope<API.FinancialProduct>>(
    `${website}/api/front/institutionProduct/findIndex`,
    { method: 'GET', params: toListParams(query), ...options },
  );
}

export async function findInstitutions(query?: API.PageQuery, options?: Options) {
  return request<PageEnvelope<API.FinancialInstitution>>(
    `${website}/api/front/institution/findIndex`,
    { method: 'GET', params: toListParams(query), ...options },
  );
}

/** One dictionary, sorted by sortNo descending, in a single page of up to 5000 items. */
export async function findDictItems(code: string, options?: Options) {
  const params: API.DictQuery = { queryData: { code }, sort: DICT_SORT, size: DICT_PAGE_SIZE };
  return request<PageEnvelope<API.DictItem>>(`${website}/api/front/dictItem/find`, {
    method: 'GET',
    params: toListParams(params),
    ...options,
  });
}

export async function findPledgeFinancing(query?: API.PageQuery, options?: Options) {
  return request<PageEnvelope<API.PledgeFinancing>>(`${website}/api/front/PledgeFinancing/find`, {
    method: 'GET',
    params: toListParams(query),
    ...options,
  });
}

export async function findIpcTransactions(query?: API.PageQuery, options?: Options) {
  return request<PageEnvelope<API.IpcTransaction>>(
    `${website}/api/front/ipcTransaction/findIndex`,
    { method: 'GET', params: toListParams(query), ...options },
  );
}

export async function saveIpcTransaction(body: API.IpcTransactionSave, options?: Options) {
  return request<API.Envelope<API.IpcTransaction>>(
    `${website}/api/front/website/ipcTransaction/saveOrUpdateIndex`,
    { method: 'POST', data: body, ...options },
  );
}

export async function leaveMessage(body: API.LeaveMessageParams, options?: Options) {
  return request<API.Envelope<API.LeaveMessage>>(`${website}/api/authFront/leaveMessage`, {
    method: 'POST',
    data: body,
    ...options,
  });
}

export async function getFinancialProduct(id: string, options?: Options) {
  return request<API.Envelope<API.FinancialProduct & { institution?: API.FinancialInstitution }>>(
    `${website}/api/front/institutionProduct/detail`,
    { method: 'GET', params: { id }, ...options },
  );
}

export async function getFinancialInstitution(id: string, options?: Options) {
  return request<API.Envelope<API.FinancialInstitution>>(
    `${website}/api/front/institution/detail`,
    {
      method: 'GET',
      params: { id },
      ...options,
    },
  );
}

/** A listing or demand with related ones; each read counts as a view. Contact is masked for visitors. */
export async function getIpcTransaction(id: string, options?: Options) {
  return request<API.Envelope<API.IpcTransactionDetail>>(
    `${website}/api/front/ipcTransaction/detail`,
    {
      method: 'GET',
      params: { id },
      ...options,
    },
  );
}

export async function getTradeStatistics(options?: Options) {
  return request<API.Envelope<API.TradeStatistics>>(
    `${website}/api/front/ipcTransaction/statistics`,
    {
      method: 'GET',
      ...options,
    },
  );
}

export async function getPledgeStatistics(options?: Options) {
  return request<API.Envelope<API.PledgeStatistics>>(
    `${website}/api/front/PledgeFinancing/statistics`,
    {
      method: 'GET',
      ...options,
    },
  );
}

/** News without their HTML bodies, newest first by default. */
export async function findNews(query?: API.PageQuery<{ category?: string }>, options?: Options) {
  return request<PageEnvelope<Omit<API.NewsArticle, 'content'>>>(`${website}/api/front/news/find`, {
    method: 'GET',
    params: toListParams(query),
    ...options,
  });
}

/** One article with its HTML body (to be sanitised before display) and its neighbours. */
export async function getNews(id: string, options?: Options) {
  return request<API.Envelope<API.NewsDetail>>(`${website}/api/front/news/detail`, {
    method: 'GET',
    params: { id },
    ...options,
  });
}
