// What users did, kept in the mock's database (database.ts): the listings and demands, messages,
// favourites, saved searches and search histories of the data set, the patent publications
// imported while it ran (patent-intake.ts), every account (password hashes, profiles,
// status and role), the ended sessions, the administrators' audit trail, the news articles
// written or changed in 内容管理, the directory's changed records and the id sequences. Uploaded
// bytes are in the blob store (blobs.ts). The seeded rest is rebuilt from the seed at every
// start, the same on every machine.
//
// The handlers work on the records in memory; after every write request (envelope.ts: before it
// is answered) the records it changed are written in one transaction (store-rows.ts; the state
// they make up: store-state.ts). The standalone service opens its data folder (openStore, from
// IPR_MOCK_DATA_DIR); `max dev` and the tests run the same code on a database in memory.

import fs from 'node:fs';
import path from 'node:path';
import { removeReleasedBlobs, removeUnreferencedBlobs } from './blobs';
import { adoptDatabase, connection, DATABASE_FILE, openDatabase } from './database';
import { onWrite, onWriteSoon } from './envelope';
import { importedState } from './store-import';
import { forgetWritten, persistChanges, readStoredState } from './store-rows';
import { applyState } from './store-state';
import { keepTokenSecretIn } from './token';
import { referencedBlobs } from './uploads';

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
    if (!stored) forgetWritten();
    adoptDatabase(opened);
    adopted = true;
    persistChanges(opened);
    // Bytes nothing names (a stop came between a replacement and its clean-up) go here.
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
  forgetWritten();
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
      removeReleasedBlobs(referencedBlobs);
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
