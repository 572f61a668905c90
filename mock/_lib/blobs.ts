// Uploaded bytes (avatars, company licences, news images) kept apart from the records that name
// them: a record holds the bytes' SHA-256, the database's `blob` table the bytes, written once and
// read when asked for. Nothing of them is in memory at start, and a write request never
// serialises them again. New bytes wait in `pending` until the request's transaction (store.ts)
// writes them with the record that names them.

import { createHash } from 'node:crypto';
import { connection } from './database';

const pending = new Map<string, Buffer>();
/** Bytes a record stopped naming (a replaced or removed avatar), removed after the next write. */
const released = new Set<string>();

export const blobHashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Keeps `bytes` and returns the hash a record names them by. */
export function putBlob(bytes: Buffer): string {
  const hash = blobHashOf(bytes);
  if (!pending.has(hash)) pending.set(hash, Buffer.from(bytes));
  return hash;
}

/** The bytes of `hash`, or undefined when none are kept. */
export function blobBytes(hash: string): Buffer | undefined {
  const waiting = pending.get(hash);
  if (waiting) return waiting;
  const row = connection().prepare('SELECT bytes FROM blob WHERE hash = ?').get(hash) as
    { bytes: Buffer } | undefined;
  return row?.bytes;
}

/** How many bytes `hash` holds, or undefined when none are kept. */
export function blobSizeOf(hash: string): number | undefined {
  const waiting = pending.get(hash);
  if (waiting) return waiting.length;
  const row = connection().prepare('SELECT size FROM blob WHERE hash = ?').get(hash) as
    { size: number } | undefined;
  return row?.size;
}

/**
 * Removes the bytes no record names any more (a licence of a deleted account, what a stop left
 * released); run when the store opens. Returns how many went.
 */
export function removeUnreferencedBlobs(referenced: ReadonlySet<string>): number {
  const db = connection();
  const hashes = (db.prepare('SELECT hash FROM blob').all() as { hash: string }[]).map(
    (r) => r.hash,
  );
  const remove = db.prepare('DELETE FROM blob WHERE hash = ?');
  const gone = hashes.filter((hash) => !referenced.has(hash));
  db.transaction(() => gone.forEach((hash) => remove.run(hash)))();
  return gone.length;
}

/** Says that a record no longer names `hash`: its bytes go after the next write, if nothing else names them. */
export function releaseBlob(hash: string | undefined): void {
  if (hash) released.add(hash);
}

/**
 * Removes the released bytes no record names (`referenced`), once the write that stopped naming
 * them is committed: a replaced avatar does not take disk space until the next start.
 */
export function removeReleasedBlobs(referenced: () => ReadonlySet<string>): void {
  if (released.size === 0) return;
  const names = referenced();
  const remove = connection().prepare('DELETE FROM blob WHERE hash = ?');
  for (const hash of released) if (!names.has(hash) && !pending.has(hash)) remove.run(hash);
  released.clear();
}

/** Writes the bytes kept since the last call; runs inside the store's transaction. */
export function writePendingBlobs(): void {
  if (pending.size === 0) return;
  const insert = connection().prepare(
    'INSERT OR IGNORE INTO blob (hash, size, bytes) VALUES (?, ?, ?)',
  );
  for (const [hash, bytes] of pending) insert.run(hash, bytes.length, bytes);
}

/** The transaction committed: the bytes are in the database now. */
export function blobsWritten(): void {
  pending.clear();
}
