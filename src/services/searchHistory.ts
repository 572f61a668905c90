// 检索历史 of a signed-in account on the website service: the patent searches it ran. A visitor's
// stays in the browser (src/utils/searchHistory.ts) and is merged in at sign-in.

import { SERVICES } from '../constants';
import { get, post, type CallOptions } from './request';

const base = `${SERVICES.website.prefix}/api/authFront/searchHistory` as const;

/** The account's history, newest first, each query once. */
export async function findSearchHistory(options?: CallOptions) {
  return get(`${base}/find`, undefined, options);
}

/** A search the user just ran; the same query again moves to the top. */
export async function addSearchHistory(query: string, options?: CallOptions) {
  return post(`${base}/add`, { query }, options);
}

/** The browser's history (newest first) put on top of the account's; returns the whole of it. */
export async function mergeSearchHistory(queries: string[], options?: CallOptions) {
  return post(`${base}/merge`, { queries }, options);
}

export async function removeSearchHistory(id: string, options?: CallOptions) {
  return post(`${base}/remove`, { id }, options);
}

/** 清空历史: every entry of the account. */
export async function clearSearchHistory(options?: CallOptions) {
  return post(`${base}/clear`, {}, options);
}
