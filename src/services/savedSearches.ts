// 我的检索 on the website service: patent searches and trading-hall filters the user saved.

import { SERVICES } from '../constants';
import { toListParams } from './params';
import { get, post, type CallOptions } from './request';

const base = `${SERVICES.website.prefix}/api/authFront/savedSearch`;

/** The user's saved searches of one kind, newest first, each with what it finds now. */
export async function findSavedSearches(
  query: API.PageQuery<API.SavedSearchFilters>,
  options?: CallOptions,
) {
  return get<API.Page<API.SavedSearch>>(`${base}/find`, toListParams(query), options);
}

/**
 * Saves a patent search or a hall filter as the query its page sends (src/utils/savedSearch.ts
 * builds it); the same conditions saved before come back `alreadySaved`.
 */
export async function saveSearch(body: API.SavedSearchSave, options?: CallOptions) {
  return post<API.SavedSearch>(`${base}/save`, body, options);
}

/** Records that the user opens it now (what is new counts from here); returns it, with its params. */
export async function openSavedSearch(id: string, options?: CallOptions) {
  return post<API.SavedSearch>(`${base}/open`, { id }, options);
}

export async function renameSavedSearch(id: string, name: string, options?: CallOptions) {
  return post<API.SavedSearch>(`${base}/rename`, { id, name }, options);
}

export async function removeSavedSearch(id: string, options?: CallOptions) {
  return post<{ id: string }>(`${base}/remove`, { id }, options);
}
