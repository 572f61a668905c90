// Passwords as the mock keeps them: salted scrypt hashes (node:crypto), never as typed.
//   scrypt$<N>$<r>$<p>$<salt, base64>$<key, base64>
// A login compares in constant time; an empty hash is an account without a password (SMS login).

import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt's cost (N = 2^14, r = 8, p = 1: about 16 MB and a few tens of ms per hash). */
const COST = { N: 16_384, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

export function hashPassword(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  const key = scryptSync(password.normalize('NFC'), salt, KEY_BYTES, COST);
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** Whether `hash` is one of ours (a state kept before hashing holds passwords as typed). */
export function isPasswordHash(hash: string): boolean {
  return hash.startsWith(`${PREFIX}$`) && hash.split('$').length === 6;
}

let standIn: string | undefined;

/**
 * Whether `password` is the one `hash` was made from; false for an empty or malformed hash. An
 * account without a password (or none at all) takes as long to refuse as a wrong password, so the
 * time of an answer tells nothing about which accounts exist.
 */
export function passwordMatches(hash: string | undefined, password: unknown): boolean {
  if (typeof password !== 'string' || password === '') return false;
  const usable = hash !== undefined && isPasswordHash(hash);
  standIn ??= hashPassword('stand-in');
  const [, n, r, p, salt, key] = (usable ? hash : standIn).split('$');
  const expected = Buffer.from(key, 'base64');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const given = scryptSync(
    password.normalize('NFC'),
    Buffer.from(salt, 'base64'),
    expected.length,
    {
      ...cost,
      maxmem: 128 * cost.N * cost.r * 2,
    },
  );
  return timingSafeEqual(given, expected) && usable;
}

const seeded = new Map<string, string>();

/**
 * The hash of a demo account's seeded password, made once per process: the seed is rebuilt for
 * every test, and scrypt is slow on purpose.
 */
export function seededPasswordHash(password: string): string {
  let hash = seeded.get(password);
  if (!hash) {
    hash = hashPassword(password);
    seeded.set(password, hash);
  }
  return hash;
}
