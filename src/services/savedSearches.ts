// 我的检索 on the website service: patent searches and trading-hall filters the user saved.

import { SERVICES } from '../constants';
import { get, post, type CallOptions } from './request';

const base = `${SERVICES.website.prefix}/api/authFront/savedSearch` as const;

/** The user's saved searches of one kind, newest first, each with what it finds now. */
export async function findSavedSearches(
  query: API.PageQuery<API.SavedSearchFilters>,
  options?: CallOptions,
) {
  return get(`${base}/find`, query, options);
}

/**
 * Saves a patent search or a hall filter as the query its page sends (src/utils/savedSearch.ts
 * builds it); the same conditions saved before come back `alreadySaved`.
 */
export async function saveSearch(body: API.SavedSearchSave, options?: CallOptions) {
  return post(`${base}/save`, body, options);
}

/** Records that the user opens it now (what is new counts from here); returns it, with its params. */
export async function openSavedSearch(id: string, options?: CallOptions) {
  return post(`${base}/open`, { id }, options);
}

export async function renameSavedSearch(id: string, name: string, options?: CallOptions) {
  return post(`${base}/rename`, { id, name }, options);
}

export async function removeSavedSearch(id: string, options?: CallOptions) {
  return post(`${base}/remove`, { id }, options);
}
