// What users did, kept in the mock's database (database.ts): the listings and demands, messages,
// favourites and saved searches of the data set, every account (password hashes, profiles,
// status and role), the ended sessions, the administrators' audit trail, the news articles
// written or changed in 内容管理, the directory's changed records and the id sequences. Uploaded
// bytes are in the blob store (blobs.ts). The seeded rest is rebuilt from the seed at every
// start, the same on every machine.
//
// The handlers work on the records in memory; after every write request (envelope.ts: before it
// is answered) the records it changed are written in one transaction, found by comparing each
// record with the row written last. The standalone service opens its data folder (openStore, from
// IPR_MOCK_DATA_DIR); `max dev` and the tests run the same code on a database in memory.

import fs from 'node:fs';
import path from 'node:path';
import type { AuditEntry } from './audit';
import { auditEntries, replaceAudit } from './audit';
import { blobsWritten, removeUnreferencedBlobs, writePendingBlobs } from './blobs';
import type { Connection } from './database';
import { connection, DATABASE_FILE, openDatabase, StoreError, adoptDatabase } from './database';
import { db } from './data';
import type { NewsRecord } from './data/news';
import type { SavedSearchRecord } from './data/saved-searches';
import type { DirectoryChanges, DirectoryRecord } from './directory';
import { applyDirectoryChanges, DIRECTORY_KINDS, directoryChanges } from './directory';
import { onWrite, onWriteSoon } from './envelope';
import type { NewsImage } from './handlers/admin-news-images';
import { newsImages, replaceNewsImages } from './handlers/admin-news-images';
import { replaceSequences, sequenceValues } from './sequences';
import type { SessionRecord } from './token';
import { keepTokenSecretIn, replaceSessions, sessionRecords } from './token';
import { importedState, isObject } from './store-import';
import { referencedBlobs } from './uploads';
import type { MockUser } from './users';
import { allUsers, replaceUsers } from './users';

/** An item as a store keeps it: one written before items had versions has none. */
export type StoredTransaction = Omit<API.IpcTransaction, 'version'> & { version?: number };

/** Everything the store keeps, as one object (captureState / applyState). */
export interface MockState {
  transactions: StoredTransaction[];
  messages: API.LeaveMessage[];
  favorites: API.Favorite[];
  savedSearches: SavedSearchRecord[];
  users: MockUser[];
  /** The sessions that have not ended (token.ts). */
  sessions: SessionRecord[];
  /** The administrators' actions, oldest first. */
  audit: AuditEntry[];
  /** 内容管理: the articles written here or changed since the seed, and the uploaded images. */
  news: NewsRecord[];
  newsImages: NewsImage[];
  /** The directory records (agencies, institutions, products, experts) administrators changed. */
  directory: DirectoryChanges;
  /** The highest number each id sequence handed out (sequences.ts). */
  sequences: [string, number][];
}

/** Whether an article is not the seed's as it was: written here, or changed (its version moved). */
const keptArticle = (article: NewsRecord) =>
  article.author !== undefined || (article.version ?? 1) > 1;

/** The state as it stands now. */
export function captureState(): MockState {
  const data = db();
  return {
    transactions: data.transactions,
    messages: data.messages,
    favorites: data.favorites,
    savedSearches: data.savedSearches,
    users: allUsers(),
    sessions: sessionRecords(),
    audit: auditEntries(),
    news: data.news.filter(keptArticle),
    newsImages: newsImages(),
    directory: directoryChanges(),
    sequences: sequenceValues(),
  };
}

/** Puts a kept state back in place of the seeded one. */
export function applyState(state: MockState): void {
  const data = db();
  // A store written before items had versions: each item counts as its first version.
  const transactions = state.transactions.map((item) => ({ ...item, version: item.version ?? 1 }));
  data.transactions.splice(0, data.transactions.length, ...transactions);
  data.messages.splice(0, data.messages.length, ...state.messages);
  data.favorites.splice(0, data.favorites.length, ...state.favorites);
  data.savedSearches.splice(0, data.savedSearches.length, ...state.savedSearches);
  replaceUsers(state.users);
  replaceSessions(state.sessions);
  replaceAudit(state.audit);
  for (const article of state.news) {
    const at = data.news.findIndex((n) => n.id === article.id);
    if (at >= 0) data.news[at] = article;
    else data.news.push(article);
  }
  replaceNewsImages(state.newsImages);
  applyDirectoryChanges(state.directory);
  replaceSequences(state.sequences);
}

// ------------------------------------------------------------------------------ rows

/** One kind of kept record: how a state lists its rows (in order) and takes them back. */
interface Kind {
  rows(state: MockState): [id: string, body: unknown][];
  /** Puts the rows read back into `state`; `body` has passed `valid`. */
  take(state: MockState, bodies: unknown[]): void;
  valid(id: string, body: unknown): boolean;
}

const hasId = (id: string, body: unknown) => isObject(body) && body.id === id;

/** The parts of a state that are lists of records. */
type ListKey =
  'transactions' | 'messages' | 'favorites' | 'savedSearches' | 'users' | 'audit' | 'sessions';

function listKind(
  key: ListKey | 'news' | 'newsImages',
  idField: 'id' | 'account' = 'id',
  valid: (id: string, body: unknown) => boolean = hasId,
): Kind {
  return {
    rows: (state) =>
      (state[key] as unknown as Record<string, string>[]).map((record) => [
        record[idField],
        record,
      ]),
    take: (state, bodies) => {
      (state as unknown as Record<string, unknown>)[key] = bodies;
    },
    valid,
  };
}

const directoryKind = (kind: (typeof DIRECTORY_KINDS)[number]): Kind => ({
  rows: (state) =>
    ((state.directory[kind] ?? []) as DirectoryRecord[]).map((record) => [record.item.id, record]),
  take: (state, bodies) => {
    if (bodies.length) (state.directory as Record<string, unknown[]>)[kind] = bodies;
  },
  valid: (id, body) => isObject(body) && isObject(body.item) && body.item.id === id,
});

const KINDS: Record<string, Kind> = {
  transaction: listKind('transactions'),
  message: listKind('messages'),
  favorite: listKind('favorites'),
  savedSearch: listKind('savedSearches'),
  user: listKind(
    'users',
    'account',
    (id, body) =>
      isObject(body) &&
      body.account === id &&
      typeof body.passwordHash === 'string' &&
      isObject(body.profile),
  ),
  session: listKind(
    'sessions',
    'id',
    (id, body) =>
      hasId(id, body) &&
      typeof (body as Record<string, unknown>).account === 'string' &&
      typeof (body as Record<string, unknown>).renewedAt === 'number',
  ),
  audit: listKind('audit'),
  news: listKind('news'),
  newsImage: listKind(
    'newsImages',
    'id',
    (id, body) => hasId(id, body) && typeof (body as { blob?: unknown }).blob === 'string',
  ),
  ...Object.fromEntries(DIRECTORY_KINDS.map((kind) => [`directory.${kind}`, directoryKind(kind)])),
  sequence: {
    rows: (state) => state.sequences.map(([name, value]) => [name, { value }]),
    take: (state, bodies) => {
      state.sequences = (bodies as { name: string; value: number }[]).map((b) => [b.name, b.value]);
    },
    valid: (_id, body) => isObject(body) && Number.isInteger(body.value),
  },
};

/** An empty state, which the rows read fill. */
const emptyState = (): MockState => ({
  transactions: [],
  messages: [],
  favorites: [],
  savedSearches: [],
  users: [],
  sessions: [],
  audit: [],
  news: [],
  newsImages: [],
  directory: {},
  sequences: [],
});

/** What was written last, per kind: the list's order and each row's JSON. */
interface Written {
  order: string;
  bodies: Map<string, string>;
}
let written = new Map<string, Written>();

/** The rows the state has that differ from what was written, and the order lines that moved. */
function changesOf(state: MockState) {
  const upserts: [kind: string, id: string, body: string][] = [];
  const deletes: [kind: string, id: string][] = [];
  const orders: [kind: string, ids: string][] = [];
  const next = new Map<string, Written>();
  for (const [kind, spec] of Object.entries(KINDS)) {
    const before = written.get(kind);
    const rows = spec.rows(state);
    const bodies = new Map<string, string>();
    for (const [id, body] of rows) {
      const json = JSON.stringify(body);
      bodies.set(id, json);
      if (before?.bodies.get(id) !== json) upserts.push([kind, id, json]);
    }
    for (const id of before?.bodies.keys() ?? []) if (!bodies.has(id)) deletes.push([kind, id]);
    const order = JSON.stringify(rows.map(([id]) => id));
    if (before?.order !== order) orders.push([kind, order]);
    next.set(kind, { order, bodies });
  }
  return { upserts, deletes, orders, next };
}

const INITIALISED = 'initialised';

/**
 * Writes what changed since the last write in one transaction (with the blobs it names), and the
 * mark that the database holds a state. Returns how many rows it wrote.
 */
export function persistChanges(target: Connection = connection()): number {
  const { upserts, deletes, orders, next } = changesOf(captureState());
  const upsert = target.prepare(
    'INSERT INTO record (kind, id, body) VALUES (?, ?, ?) ' +
      'ON CONFLICT (kind, id) DO UPDATE SET body = excluded.body',
  );
  const remove = target.prepare('DELETE FROM record WHERE kind = ? AND id = ?');
  const reorder = target.prepare(
    'INSERT INTO list_order (kind, ids) VALUES (?, ?) ' +
      'ON CONFLICT (kind) DO UPDATE SET ids = excluded.ids',
  );
  target.transaction(() => {
    writePendingBlobs();
    for (const row of upserts) upsert.run(...row);
    for (const row of deletes) remove.run(...row);
    for (const row of orders) reorder.run(...row);
    target
      .prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)')
      .run(INITIALISED, new Date().toISOString());
  })();
  written = next;
  blobsWritten();
  return upserts.length + deletes.length;
}

/** The state the database holds, or null when it holds none yet; a StoreError when it is bad. */
export function readStoredState(source: Connection, file: string): MockState | null {
  const initialised = source.prepare('SELECT value FROM meta WHERE key = ?').get(INITIALISED);
  if (!initialised) return null;
  const state = emptyState();
  const seen = new Map<string, Written>();
  const orderOf = new Map(
    (
      source.prepare('SELECT kind, ids FROM list_order').all() as { kind: string; ids: string }[]
    ).map((row) => [row.kind, row.ids]),
  );
  const rows = source.prepare('SELECT kind, id, body FROM record').all() as {
    kind: string;
    id: string;
    body: string;
  }[];
  const byKind = new Map<string, Map<string, string>>();
  for (const row of rows) {
    if (!KINDS[row.kind])
      throw new StoreError(file, `it holds records of an unknown kind "${row.kind}"`);
    const list = byKind.get(row.kind) ?? new Map<string, string>();
    list.set(row.id, row.body);
    byKind.set(row.kind, list);
  }
  for (const [kind, spec] of Object.entries(KINDS)) {
    const bodies = byKind.get(kind) ?? new Map<string, string>();
    const order = orderOf.get(kind) ?? '[]';
    let ids: unknown;
    try {
      ids = JSON.parse(order);
    } catch {
      ids = null;
    }
    if (!Array.isArray(ids) || ids.length !== bodies.size || !ids.every((id) => bodies.has(id)))
      throw new StoreError(file, `the order of its "${kind}" records does not match the records`);
    const parsed = (ids as string[]).map((id) => {
      let body: unknown;
      try {
        body = JSON.parse(bodies.get(id)!);
      } catch {
        throw new StoreError(file, `its "${kind}" record ${id} is not JSON`);
      }
      if (!spec.valid(id, body))
        throw new StoreError(file, `its "${kind}" record ${id} is not one`);
      return kind === 'sequence' ? { ...(body as object), name: id } : body;
    });
    spec.take(state, parsed);
    seen.set(kind, { order, bodies });
  }
  written = seen;
  return state;
}

// ------------------------------------------------------------------------------ the service

/** The legacy file a data folder may hold, imported once. */
export const LEGACY_STATE_FILE = 'state.json';

/**
 * Opens the store in `folder`: the state it holds put in place of the seed ('restored'); on the
 * first start, a `state.json` of the service before imported and then removed, as it holds
 * passwords as typed ('imported'); else the seed written as the first state ('seeded'). A store it
 * cannot read throws a StoreError before anything is changed.
 */
export function openStore(folder: string): 'restored' | 'imported' | 'seeded' {
  const file = path.join(folder, DATABASE_FILE);
  const opened = openDatabase(file);
  let adopted = false;
  try {
    const stored = readStoredState(opened, file);
    const legacy = path.join(folder, LEGACY_STATE_FILE);
    let outcome: 'restored' | 'imported' | 'seeded' = 'restored';
    if (stored) applyState(stored);
    else if (fs.existsSync(legacy)) {
      applyState(importedState(legacy));
      outcome = 'imported';
    } else outcome = 'seeded';
    if (!stored) written = new Map();
    adoptDatabase(opened);
    adopted = true;
    persistChanges(opened);
    // Replaced avatars and the like: their bytes go once nothing names them, here and not per write.
    removeUnreferencedBlobs(referencedBlobs());
    if (outcome === 'imported') fs.rmSync(legacy);
    return outcome;
  } catch (error) {
    if (!adopted) opened.close();
    throw error;
  }
}

/** Back to a database in memory, with nothing written yet (tests, after a store in a folder). */
export function closeStore(): void {
  adoptDatabase(openDatabase(':memory:'));
  written = new Map();
}

/** How long a change that may wait (a view) waits for the next write before it is written alone. */
const SOON_MS = 1000;

/**
 * Writes each write request's changes before it is answered, and a read's that may wait within
 * SOON_MS. In a data folder a failed write stops the service; in memory it throws.
 */
function writeAfterEveryRequest(inFolder: boolean): void {
  const write = () => {
    try {
      persistChanges();
    } catch (error) {
      if (!inFolder) throw error;
      // Memory now holds what the database does not: serving on would answer what is not kept.
      // eslint-disable-next-line no-console
      console.error('[mock] could not write the store; stopping:', error);
      process.exit(1);
    }
  };
  let soon: ReturnType<typeof setTimeout> | undefined;
  onWrite(() => {
    clearTimeout(soon);
    soon = undefined;
    write();
  });
  onWriteSoon(() => {
    // In memory (`max dev`, the tests) nothing is gained by waiting.
    if (!inFolder) return write();
    soon ??= setTimeout(() => {
      soon = undefined;
      write();
    }, SOON_MS);
    soon.unref();
  });
}

const dataFolder = process.env.IPR_MOCK_DATA_DIR?.trim();
if (dataFolder) {
  const outcome = openStore(dataFolder);
  keepTokenSecretIn(path.join(dataFolder, 'token-secret'));
  // A stop writes what was waiting (views) and closes the database: SQLite moves its journal into
  // the file and removes it.
  process.on('exit', () => {
    try {
      persistChanges();
    } finally {
      connection().close();
    }
  });
  // The service's log says where the state lives and where it came from.
  // eslint-disable-next-line no-console
  console.log(`[mock] state ${outcome} in ${path.join(dataFolder, DATABASE_FILE)}`);
}
writeAfterEveryRequest(Boolean(dataFolder));
