// The mock's embedded database (SQLite through better-sqlite3): the standalone service keeps it in
// its data folder (DATABASE_FILE), `max dev` and the tests in memory — the same code either way.
// WAL mode with a full sync: a write request's transaction is on disk before it is answered
// (store.ts), and a kill at any moment leaves the last committed state.
//
// Schema (SCHEMA_VERSION, in SQLite's user_version; MIGRATIONS bring an older file up to it):
//   record(kind, id, body)      one row per kept record, its JSON in `body`
//   list_order(kind, ids)       the order of each kind's list (new listings come first); the
//                               audit trail has none, its order is its ids' (store-rows.ts)
//   blob(hash, size, bytes)     uploaded bytes (avatars, licences, news images) by SHA-256, once
//   meta(key, value)            e.g. where the state came from (an imported state.json)

import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';

export type Connection = Database.Database;

/** The database's file in a data folder. */
export const DATABASE_FILE = 'portal.db';

/** A store the service cannot read or trust: it stops rather than serve the seed over it. */
export class StoreError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(
      `cannot use the store ${file}: ${reason}. Nothing was changed. Restore the data folder ` +
        'from a backup (docs/deploy.md), or start again from the seed with --reset.',
    );
    this.name = 'StoreError';
  }
}

/** Each entry brings the schema from its index to its index + 1. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE record (
     kind TEXT NOT NULL,
     id TEXT NOT NULL,
     body TEXT NOT NULL,
     PRIMARY KEY (kind, id)
   ) WITHOUT ROWID;
   CREATE TABLE list_order (kind TEXT PRIMARY KEY, ids TEXT NOT NULL) WITHOUT ROWID;
   CREATE TABLE blob (hash TEXT PRIMARY KEY, size INTEGER NOT NULL, bytes BLOB NOT NULL);
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;`,
  // The audit trail only grows: rewriting all its ids at every entry made a write cost the history.
  `DELETE FROM list_order WHERE kind = 'audit';`,
];
export const SCHEMA_VERSION = MIGRATIONS.length;

function migrate(connection: Connection, file: string): void {
  const version = connection.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION)
    throw new StoreError(
      file,
      `its schema version ${version} is newer than this service's ${SCHEMA_VERSION}`,
    );
  for (let at = version; at < SCHEMA_VERSION; at += 1) {
    connection.transaction(() => {
      connection.exec(MIGRATIONS[at]);
      connection.pragma(`user_version = ${at + 1}`);
    })();
  }
}

/** The folder and the files in it readable by the service's user only. */
function ownerOnly(file: string): void {
  const folder = path.dirname(file);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  fs.chmodSync(folder, 0o700);
  // SQLite gives its -wal and -shm files the main file's mode: create that one 0600 first.
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
}

/**
 * Checks an existing file before anything writes to it: SQLite would take an emptied file for a
 * new database, and switching a damaged one to WAL would change it.
 */
function checkExisting(file: string): void {
  if (!fs.existsSync(file)) return;
  if (fs.statSync(file).size === 0 && !fs.existsSync(`${file}-wal`))
    throw new StoreError(file, 'the file is empty (truncated?)');
  let reader: Connection | undefined;
  try {
    reader = new Database(file, { readonly: true, fileMustExist: true });
    const check = reader.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new StoreError(file, `SQLite's check found: ${String(check)}`);
  } catch (error) {
    if (error instanceof StoreError) throw error;
    throw new StoreError(file, (error as Error).message);
  } finally {
    reader?.close();
  }
}

/**
 * Opens (and creates, or migrates) the database in `file`, or in memory (`:memory:`). A file that
 * is not a database, is damaged or comes from a newer schema throws a StoreError.
 */
export function openDatabase(file: string): Connection {
  const inMemory = file === ':memory:';
  if (!inMemory) {
    checkExisting(file);
    ownerOnly(file);
  }
  let connection: Connection | undefined;
  try {
    connection = new Database(file);
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = FULL');
    migrate(connection, file);
    return connection;
  } catch (error) {
    connection?.close();
    if (error instanceof StoreError) throw error;
    throw new StoreError(file, (error as Error).message);
  }
}

let current: Connection | undefined;

/** The open database: the store's (store.ts), else one in memory opened now (tests, `max dev`). */
export function connection(): Connection {
  current ??= openDatabase(':memory:');
  return current;
}

/** Makes `next` the database every module uses, closing the one before. */
export function adoptDatabase(next: Connection): void {
  if (current && current !== next) current.close();
  current = next;
}
