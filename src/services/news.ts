import { SERVICES } from '../constants';
import { get, post, type CallOptions, type Query } from './request';

// 内容管理: administrators' view of every article (drafts and offline ones too) and its changes.
// Each change names the article's version the administrator saw (a stale one: VERSION_CONFLICT).
const api = `${SERVICES.website.prefix}/api/authFront/admin/news` as const;
const ALL_ARTICLES = `${api}/find` as const;

export type AdminNewsQuery = Query<typeof ALL_ARTICLES>;

export async function findAdminNews(query: AdminNewsQuery, options?: CallOptions) {
  return get(ALL_ARTICLES, query, options);
}

export async function getAdminNews(id: string, options?: CallOptions) {
  return get(`${api}/detail`, { id }, options);
}

/** A new article, kept as a draft. */
export async function createNews(fields: API.NewsFieldsParams, options?: CallOptions) {
  return post(`${api}/create`, fields, options);
}

export async function updateNews(
  article: Pick<API.AdminNewsSummary, 'id' | 'version'>,
  fields: API.NewsFieldsParams,
  options?: CallOptions,
) {
  return post(`${api}/update`, { id: article.id, version: article.version, ...fields }, options);
}

type Versioned = Pick<API.AdminNewsSummary, 'id' | 'version'>;

export async function publishNews(article: Versioned, options?: CallOptions) {
  return post(`${api}/publish`, { id: article.id, version: article.version }, options);
}

/** Takes it off the portal; the reason is optional. */
export async function offlineNews(article: Versioned, reason?: string, options?: CallOptions) {
  return post(
    `${api}/offline`,
    { id: article.id, version: article.version, ...(reason ? { reason } : {}) },
    options,
  );
}

export async function pinNews(article: Versioned, options?: CallOptions) {
  return post(`${api}/pin`, { id: article.id, version: article.version }, options);
}

export async function unpinNews(article: Versioned, options?: CallOptions) {
  return post(`${api}/unpin`, { id: article.id, version: article.version }, options);
}

/** Stores a picture (a `data:` URL, checked by its bytes); the answer's url goes in the <img>. */
export async function uploadNewsImage(dataUrl: string, options?: CallOptions) {
  return post(`${api}/image`, { dataUrl }, options);
}
