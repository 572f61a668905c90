// Signed session tokens: `Bearer <base64url(JSON{account, iat, epoch})>.<HMAC-SHA256>`.
// The secret comes from IPR_TOKEN_SECRET; without it, the mock service generates one and keeps it
// beside its state (tokenSecretFile), so sessions outlive a restart; `max dev` and the tests make
// one per process. No secret is in the repository: a token signed with anything else is refused.
// A session lasts TOKEN_TTL_MS from its last renewal; one older than RENEW_AFTER_MS that is used
// gets a new token (sent back in the X-Renewed-Token header, see envelope.ts). `epoch` ends every
// older session of an account at once (a changed or reset password); logout revokes one token.

import { Buffer } from 'buffer';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type { MockRequest } from './envelope';

/** A session ends 8 hours after its token was issued or last renewed. */
export const TOKEN_TTL_MS = 8 * 3_600_000;
/** A token used more than an hour after it was issued is renewed. */
export const RENEW_AFTER_MS = 3_600_000;
/** At least 32 bytes of secret, as HMAC-SHA256 wants. */
const MIN_SECRET_BYTES = 32;

let secret: Buffer | undefined;

function readSecret(): Buffer {
  const fromEnv = process.env.IPR_TOKEN_SECRET?.trim();
  if (fromEnv) {
    if (Buffer.byteLength(fromEnv) < MIN_SECRET_BYTES)
      throw new Error(`IPR_TOKEN_SECRET must be at least ${MIN_SECRET_BYTES} bytes long`);
    return Buffer.from(fromEnv);
  }
  return randomBytes(MIN_SECRET_BYTES);
}

function signingKey(): Buffer {
  secret ??= readSecret();
  return secret;
}

/**
 * The mock service's secret when IPR_TOKEN_SECRET is not set: read from `file`, or generated
 * and written there (readable by its owner only), so a restart keeps every session.
 */
export function keepTokenSecretIn(file: string): void {
  if (process.env.IPR_TOKEN_SECRET?.trim()) return;
  if (fs.existsSync(file)) {
    secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (secret.length >= MIN_SECRET_BYTES) return;
  }
  secret = randomBytes(MIN_SECRET_BYTES);
  fs.writeFileSync(file, secret.toString('base64'), { mode: 0o600 });
}

function sign(payload: string): string {
  return createHmac('sha256', signingKey()).update(payload).digest('base64url');
}

export interface TokenClaims {
  account: string;
  /** When it was issued (or renewed), ms. */
  iat: number;
  /** The account's session epoch when it was issued: a later epoch ends it. */
  epoch: number;
}

export function issueToken(account: string, { now = Date.now(), epoch = 0 } = {}): string {
  const claims: TokenClaims = { account, iat: now, epoch };
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `Bearer ${payload}.${sign(payload)}`;
}

/** The token without the `Bearer ` prefix, as kept in the revoked set. */
function bare(token: string): string {
  return token.trim().replace(/^Bearer\s+/i, '');
}

/** Ended sessions (logout), with when each expires anyway, after which it is forgotten. */
const revoked = new Map<string, number>();

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The claims of a token, or null when it is malformed, forged, expired or revoked. */
export function verifyToken(token: string, now: number = Date.now()): TokenClaims | null {
  const value = bare(token);
  if (revoked.has(value)) return null;
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  if (!sameSignature(value.slice(dot + 1), sign(payload))) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if (typeof claims.account !== 'string' || typeof claims.iat !== 'number') return null;
    if (typeof claims.epoch !== 'number') return null;
    if (claims.iat > now + 60_000 || now - claims.iat > TOKEN_TTL_MS) return null;
    return claims;
  } catch {
    return null;
  }
}

export function revokeToken(token: string, now: number = Date.now()): void {
  const claims = verifyToken(token, now);
  revoked.set(bare(token), (claims?.iat ?? now) + TOKEN_TTL_MS);
}

/** The ended sessions that have not expired yet, for the mock service's store. */
export function revokedTokens(now: number = Date.now()): [string, number][] {
  return [...revoked.entries()].filter(([, expires]) => expires > now);
}

export function replaceRevokedTokens(list: readonly [string, number][]): void {
  revoked.clear();
  for (const [token, expires] of list) revoked.set(token, expires);
}

/** The raw Authorization header value, or null when there is none. */
export function tokenOf(req: MockRequest): string | null {
  const header = req.headers?.authorization ?? req.headers?.Authorization;
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || value.trim() === '' || value.trim() === 'Bearer') return null;
  return value.trim();
}
