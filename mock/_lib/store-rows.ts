// The store's rows: each kept record is one row of the database (its kind, its id, its JSON), and
// each list's order one more. persistChanges writes what changed since the last write, found by
// comparing each record with the row written last; readStoredState reads a database back and
// refuses one that is not whole.

import { blobsWritten, writePendingBlobs } from './blobs';
import type { Connection } from './database';
import { connection, StoreError } from './database';
import type { DirectoryRecord } from './directory';
import { DIRECTORY_KINDS } from './directory';
import type { MockState } from './store-state';
import { captureState } from './store-state';
import { isObject } from './store-import';

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

/** Forgets what was written: the next write writes every record (a new or an empty database). */
export function forgetWritten(): void {
  written = new Map();
}

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
