// A `state.json` of the service before it had a database, read once at the first start on its
// folder (store.ts openStore): passwords hashed, bytes into the blob store.

import fs from 'node:fs';
import type { AuditEntry } from './audit';
import { putBlob } from './blobs';
import { StoreError } from './database';
import type { NewsRecord } from './data/news';
import type { SavedSearchRecord } from './data/saved-searches';
import type { DirectoryChanges } from './directory';
import type { NewsImage } from './handlers/admin-news-images';
import { hashPassword } from './passwords';
import type { MockState, StoredTransaction } from './store-state';
import type { MockUser } from './users';

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The state of a `state.json` the service kept before it had a database (version 1: passwords as
 * typed, images as base64), converted: passwords hashed, bytes into the blob store. Anything that
 * is not such a file throws a StoreError naming it.
 */
export function importedState(file: string): MockState {
  let legacy: Record<string, unknown>;
  try {
    legacy = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new StoreError(file, `it is not JSON (${(error as Error).message})`);
  }
  if (!isObject(legacy) || legacy.version !== 1)
    throw new StoreError(file, 'it is not a state of version 1');
  const list = (key: string, required: boolean): Record<string, unknown>[] => {
    const value = legacy[key];
    if (value === undefined && !required) return [];
    if (!Array.isArray(value) || !value.every((item) => isObject(item) || Array.isArray(item)))
      throw new StoreError(file, `its "${key}" is not a list of records`);
    return value as Record<string, unknown>[];
  };
  const bytesOf = (base64: unknown, what: string) => {
    if (typeof base64 !== 'string') throw new StoreError(file, `${what} has no bytes`);
    return putBlob(Buffer.from(base64, 'base64'));
  };
  const users = list('users', true).map((user) => {
    const { password, avatar, verifications, ...rest } = user as Record<string, unknown> & {
      avatar?: { type: string; bytes: string; version: number };
      verifications?: { licence: { type: string; base64: string } }[];
    };
    if (typeof rest.account !== 'string' || typeof password !== 'string' || !isObject(rest.profile))
      throw new StoreError(file, 'one of its users has no account, password or profile');
    return {
      ...rest,
      passwordHash: password === '' ? '' : hashPassword(password),
      ...(avatar
        ? {
            avatar: {
              type: avatar.type,
              blob: bytesOf(avatar.bytes, 'an avatar'),
              version: avatar.version,
            },
          }
        : {}),
      ...(verifications
        ? {
            verifications: verifications.map(({ licence, ...application }) => ({
              ...application,
              licence: { type: licence.type, blob: bytesOf(licence.base64, 'a licence') },
            })),
          }
        : {}),
    } as unknown as MockUser;
  });
  const directory = legacy.directory ?? {};
  if (!isObject(directory)) throw new StoreError(file, 'its "directory" is not an object');
  return {
    transactions: list('transactions', true) as unknown as StoredTransaction[],
    messages: list('messages', true) as unknown as API.LeaveMessage[],
    favorites: list('favorites', true) as unknown as API.Favorite[],
    savedSearches: list('savedSearches', true) as unknown as SavedSearchRecord[],
    // Neither existed before the database.
    searchHistory: [],
    importedPatents: [],
    users,
    // Its sessions' tokens name no session: everyone signs in again after the upgrade.
    sessions: [],
    audit: list('audit', false) as unknown as AuditEntry[],
    news: list('news', false) as unknown as NewsRecord[],
    newsImages: list('newsImages', false).map(({ bytes, ...image }) => {
      const data = Buffer.from(String(bytes ?? ''), 'base64');
      return { ...image, blob: bytesOf(bytes, 'a news image'), size: data.length } as NewsImage;
    }),
    directory: directory as DirectoryChanges,
    sequences: [],
  };
}
