// The store's rows: each kept record is one row of the database (its kind, its id, its JSON), and
// each list's order one more. persistChanges writes what changed since the last write, found by
// comparing each record with the row written last — except the audit trail, which only grows: its
// entries are frozen once recorded, so a write looks at what was appended, and its order is its
// ids'. A write costs the live records, not the history. readStoredState reads a database back
// and refuses one that is not whole.

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

/**
 * A kind whose records are only appended, frozen when recorded, never changed, removed or
 * reordered: a write compares the list's length and its last record, and its order is its ids'
 * (numbered as recorded). No list_order row (migration 2 removed the audit trail's).
 */
interface AppendOnlyKind {
  list(state: MockState): readonly { id: string }[];
  take(state: MockState, bodies: unknown[]): void;
  valid(id: string, body: unknown): boolean;
}

const hasId = (id: string, body: unknown) => isObject(body) && body.id === id;

/** The parts of a state that are lists of records. */
type ListKey =
  | 'transactions'
  | 'messages'
  | 'favorites'
  | 'savedSearches'
  | 'searchHistory'
  | 'importedPatents'
  | 'users'
  | 'audit'
  | 'sessions';

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
  searchHistory: listKind(
    'searchHistory',
    'id',
    (id, body) =>
      hasId(id, body) &&
      typeof (body as Record<string, unknown>).account === 'string' &&
      typeof (body as Record<string, unknown>).query === 'string',
  ),
  patent: listKind(
    'importedPatents',
    'id',
    (id, body) =>
      hasId(id, body) &&
      typeof (body as Record<string, unknown>).addedAt === 'string' &&
      isObject((body as Record<string, unknown>).patent) &&
      (body as { patent: Record<string, unknown> }).patent.id === id,
  ),
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

const APPEND_ONLY: Record<string, AppendOnlyKind> = {
  audit: {
    list: (state) => state.audit,
    take: (state, bodies) => {
      state.audit = bodies as MockState['audit'];
    },
    valid: hasId,
  },
};

/** Ids numbered as recorded (audit-000009 < audit-000010 < audit-1000000). */
const recordedOrder = new Intl.Collator('en', { numeric: true }).compare;

/** An empty state, which the rows read fill. */
const emptyState = (): MockState => ({
  transactions: [],
  messages: [],
  favorites: [],
  savedSearches: [],
  searchHistory: [],
  importedPatents: [],
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
  order: string[];
  bodies: Map<string, string>;
}
let written = new Map<string, Written>();
/** What was written last of each append-only kind: how many, and the last of them. */
let appended = new Map<string, { count: number; last: unknown }>();

/** Forgets what was written: the next write writes every record (a new or an empty database). */
export function forgetWritten(): void {
  written = new Map();
  appended = new Map();
}

const sameOrder = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((id, at) => id === b[at]);

interface Changes {
  upserts: [kind: string, id: string, body: string][];
  deletes: [kind: string, id: string][];
  /** Append-only kinds whose list was replaced (a restore, a test): every row of them goes. */
  cleared: string[];
  orders: [kind: string, ids: string][];
}

/** The rows the state has that differ from what was written, and the order lines that moved. */
function changesOf(state: MockState) {
  const changes: Changes = { upserts: [], deletes: [], cleared: [], orders: [] };
  const next = new Map<string, Written>();
  for (const [kind, spec] of Object.entries(KINDS)) {
    const before = written.get(kind);
    const rows = spec.rows(state);
    const bodies = new Map<string, string>();
    for (const [id, body] of rows) {
      const json = JSON.stringify(body);
      bodies.set(id, json);
      if (before?.bodies.get(id) !== json) changes.upserts.push([kind, id, json]);
    }
    for (const id of before?.bodies.keys() ?? [])
      if (!bodies.has(id)) changes.deletes.push([kind, id]);
    const order = rows.map(([id]) => id);
    if (!sameOrder(before?.order, order)) changes.orders.push([kind, JSON.stringify(order)]);
    next.set(kind, { order, bodies });
  }
  const nextAppended = new Map<string, { count: number; last: unknown }>();
  for (const [kind, spec] of Object.entries(APPEND_ONLY)) {
    const list = spec.list(state);
    const before = appended.get(kind);
    const grew =
      before !== undefined &&
      list.length >= before.count &&
      (before.count === 0 || list[before.count - 1] === before.last);
    if (!grew) changes.cleared.push(kind);
    for (let at = grew ? before.count : 0; at < list.length; at += 1)
      changes.upserts.push([kind, list[at].id, JSON.stringify(list[at])]);
    nextAppended.set(kind, { count: list.length, last: list[list.length - 1] });
  }
  return { changes, next, nextAppended };
}

const INITIALISED = 'initialised';

/** The statements a write runs, prepared once per database. */
const statementsOf = new WeakMap<Connection, ReturnType<typeof prepareWrites>>();

function prepareWrites(target: Connection) {
  return {
    upsert: target.prepare(
      'INSERT INTO record (kind, id, body) VALUES (?, ?, ?) ' +
        'ON CONFLICT (kind, id) DO UPDATE SET body = excluded.body',
    ),
    remove: target.prepare('DELETE FROM record WHERE kind = ? AND id = ?'),
    clear: target.prepare('DELETE FROM record WHERE kind = ?'),
    reorder: target.prepare(
      'INSERT INTO list_order (kind, ids) VALUES (?, ?) ' +
        'ON CONFLICT (kind) DO UPDATE SET ids = excluded.ids',
    ),
    mark: target.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)'),
  };
}

/**
 * Writes what changed since the last write in one transaction (with the blobs it names), and the
 * mark that the database holds a state. Returns how many records it wrote or removed.
 */
export function persistChanges(target: Connection = connection()): number {
  const { changes, next, nextAppended } = changesOf(captureState());
  let statements = statementsOf.get(target);
  if (!statements) {
    statements = prepareWrites(target);
    statementsOf.set(target, statements);
  }
  const { upsert, remove, clear, reorder, mark } = statements;
  target.transaction(() => {
    writePendingBlobs();
    for (const kind of changes.cleared) clear.run(kind);
    for (const row of changes.upserts) upsert.run(...row);
    for (const row of changes.deletes) remove.run(...row);
    for (const row of changes.orders) reorder.run(...row);
    mark.run(INITIALISED, new Date().toISOString());
  })();
  written = next;
  appended = nextAppended;
  blobsWritten();
  return changes.upserts.length + changes.deletes.length;
}

/** A row's body as read back, or a StoreError naming it. */
function parsedBody(
  file: string,
  kind: string,
  id: string,
  json: string,
  spec: Kind | AppendOnlyKind,
) {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    throw new StoreError(file, `its "${kind}" record ${id} is not JSON`);
  }
  if (!spec.valid(id, body)) throw new StoreError(file, `its "${kind}" record ${id} is not one`);
  return kind === 'sequence' ? { ...(body as object), name: id } : body;
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
    if (!KINDS[row.kind] && !APPEND_ONLY[row.kind])
      throw new StoreError(file, `it holds records of an unknown kind "${row.kind}"`);
    const list = byKind.get(row.kind) ?? new Map<string, string>();
    list.set(row.id, row.body);
    byKind.set(row.kind, list);
  }
  for (const [kind, spec] of Object.entries(KINDS)) {
    const bodies = byKind.get(kind) ?? new Map<string, string>();
    let ids: unknown;
    try {
      ids = JSON.parse(orderOf.get(kind) ?? '[]');
    } catch {
      ids = null;
    }
    if (!Array.isArray(ids) || ids.length !== bodies.size || !ids.every((id) => bodies.has(id)))
      throw new StoreError(file, `the order of its "${kind}" records does not match the records`);
    const order = ids as string[];
    spec.take(
      state,
      order.map((id) => parsedBody(file, kind, id, bodies.get(id)!, spec)),
    );
    seen.set(kind, { order, bodies });
  }
  const seenAppended = new Map<string, { count: number; last: unknown }>();
  for (const [kind, spec] of Object.entries(APPEND_ONLY)) {
    const bodies = byKind.get(kind) ?? new Map<string, string>();
    const list = [...bodies.keys()]
      .sort(recordedOrder)
      .map((id) => parsedBody(file, kind, id, bodies.get(id)!, spec));
    spec.take(state, list);
    seenAppended.set(kind, { count: list.length, last: list[list.length - 1] });
  }
  written = seen;
  appended = seenAppended;
  return state;
}
