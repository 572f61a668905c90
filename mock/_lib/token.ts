// Sessions and their signed tokens: `Bearer <base64url(JSON{account, iat, epoch, sid})>.<HMAC-SHA256>`.
// The secret comes from IPR_TOKEN_SECRET; without it, the mock service generates one and keeps it
// beside its state (tokenSecretFile), so sessions outlive a restart; `max dev` and the tests make
// one per process. No secret is in the repository: a token signed with anything else is refused.
// A token names its session (`sid`), kept as a record of the store: logout ends the session and
// every token of it. A session lasts TOKEN_TTL_MS from its last renewal and SESSION_MAX_MS from
// its sign-in whatever its use; one older than RENEW_AFTER_MS that is used gets a new token (sent
// back in the X-Renewed-Token header, see envelope.ts), and the one before works only
// RENEWAL_GRACE_MS more (for requests already on their way). `epoch` ends every older session of
// an account at once (a changed or reset password).

import { Buffer } from 'buffer';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type { MockRequest } from './envelope';

/** A session ends 8 hours after its token was issued or last renewed. */
export const TOKEN_TTL_MS = 8 * 3_600_000;
/** A token used more than an hour after it was issued is renewed. */
export const RENEW_AFTER_MS = 3_600_000;
/** A session ends 7 days after its sign-in, however often it was used. */
export const SESSION_MAX_MS = 7 * 24 * 3_600_000;
/** How long the token before a renewal still works: requests sent before the new one arrived. */
export const RENEWAL_GRACE_MS = 60_000;
/** The sessions an account keeps at most; a new one beyond ends the least recently renewed. */
export const SESSIONS_PER_ACCOUNT = 100;
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
  /** The session it belongs to. */
  sid: string;
}

/** A signed-in session, as the store keeps it. */
export interface SessionRecord {
  id: string;
  account: string;
  /** Sign-in, ms. */
  createdAt: number;
  /** The `iat` of its current token. */
  renewedAt: number;
  /** The token before the last renewal, until when it still works. */
  previous?: { iat: number; until: number };
}

const sessions = new Map<string, SessionRecord>();

function signed(claims: TokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `Bearer ${payload}.${sign(payload)}`;
}

const isLive = (session: SessionRecord, now: number) =>
  now - session.createdAt <= SESSION_MAX_MS && now - session.renewedAt <= TOKEN_TTL_MS;

/** Ends the account's least recently renewed sessions beyond SESSIONS_PER_ACCOUNT − 1. */
function makeRoomFor(account: string): void {
  const own = [...sessions.values()].filter((s) => s.account === account);
  own.sort((a, b) => a.renewedAt - b.renewedAt);
  for (const session of own.slice(0, Math.max(0, own.length - SESSIONS_PER_ACCOUNT + 1)))
    sessions.delete(session.id);
}

/** Signs in: a new session of `account` and its first token. */
export function issueToken(account: string, { now = Date.now(), epoch = 0 } = {}): string {
  makeRoomFor(account);
  const session: SessionRecord = {
    id: randomBytes(16).toString('base64url'),
    account,
    createdAt: now,
    renewedAt: now,
  };
  sessions.set(session.id, session);
  return signed({ account, iat: now, epoch, sid: session.id });
}

/**
 * A new token for the session of `claims`, when they are its current token's (the one before
 * works RENEWAL_GRACE_MS more); null for the token before, which is not renewed again.
 */
export function renewToken(claims: TokenClaims, now: number = Date.now()): string | null {
  const session = sessions.get(claims.sid);
  if (!session || session.renewedAt !== claims.iat) return null;
  session.previous = { iat: session.renewedAt, until: now + RENEWAL_GRACE_MS };
  session.renewedAt = now;
  return signed({ ...claims, iat: now });
}

/** The token without the `Bearer ` prefix. */
function bare(token: string): string {
  return token.trim().replace(/^Bearer\s+/i, '');
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The claims a token carries when its signature is right, whatever its session's state (what to
 * tell the holder of an ended session; never a session by itself).
 */
export function signedClaims(token: string): TokenClaims | null {
  const value = bare(token);
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  if (!sameSignature(value.slice(dot + 1), sign(payload))) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if (typeof claims.account !== 'string' || typeof claims.iat !== 'number') return null;
    if (typeof claims.epoch !== 'number' || typeof claims.sid !== 'string') return null;
    return claims;
  } catch {
    return null;
  }
}

/**
 * The claims of a token, or null when it is malformed or forged, or its session has ended
 * (logout, expiry, its lifetime) or moved on to a newer token more than a grace period ago.
 */
export function verifyToken(token: string, now: number = Date.now()): TokenClaims | null {
  const claims = signedClaims(token);
  if (!claims || claims.iat > now + 60_000) return null;
  const session = sessions.get(claims.sid);
  if (!session || session.account !== claims.account || !isLive(session, now)) return null;
  if (claims.iat === session.renewedAt) return claims;
  const previous = session.previous;
  return previous && previous.iat === claims.iat && now <= previous.until ? claims : null;
}

/** Ends the session of a token (logout): every token of it stops working. */
export function revokeToken(token: string): void {
  const claims = signedClaims(token);
  const session = claims ? sessions.get(claims.sid) : undefined;
  if (session && session.account === claims!.account) sessions.delete(session.id);
}

/** Ends every session of the account (退出所有设备, a disabled account). */
export function endSessionsOf(account: string): void {
  for (const session of [...sessions.values()])
    if (session.account === account) sessions.delete(session.id);
}

/** The sessions that have not ended, for the mock service's store. */
export function sessionRecords(now: number = Date.now()): SessionRecord[] {
  for (const session of [...sessions.values()])
    if (!isLive(session, now)) sessions.delete(session.id);
  return [...sessions.values()];
}

export function replaceSessions(list: readonly SessionRecord[]): void {
  sessions.clear();
  for (const session of list) sessions.set(session.id, { ...session });
}

/** The raw Authorization header value, or null when there is none. */
export function tokenOf(req: MockRequest): string | null {
  const header = req.headers?.authorization ?? req.headers?.Authorization;
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || value.trim() === '' || value.trim() === 'Bearer') return null;
  return value.trim();
}
