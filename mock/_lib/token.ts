// Stateless signed session tokens: `Bearer <base64url(JSON{account, iat})>.<signature>`.
// Signed with a fixed secret, so a token outlives a mock restart; logout revokes it in memory.

import { Buffer } from 'buffer';
import type { MockRequest } from './envelope';

const SECRET = 'ipr-portal-mock-secret-2026';
/** A session lasts 30 days. */
export const TOKEN_TTL_MS = 30 * 86_400_000;

/** FNV-1a over UTF-16 code units, 32 bits, as 8 hex digits. */
export function fnv1a(text: string, seed = 0x811c9dc5): string {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

function sign(payload: string): string {
  // Two passes with different seeds give a 64-bit signature.
  return fnv1a(`${SECRET}.${payload}`) + fnv1a(`${payload}.${SECRET}`, 0x01000193);
}

export function issueToken(account: string, now: number = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ account, iat: now }), 'utf8').toString('base64url');
  return `Bearer ${payload}.${sign(payload)}`;
}

/** The token without the `Bearer ` prefix, as kept in the revoked set. */
function bare(token: string): string {
  return token.trim().replace(/^Bearer\s+/i, '');
}

const revoked = new Set<string>();

export function revokeToken(token: string): void {
  revoked.add(bare(token));
}

/** The ended sessions, for the mock service's store; and back after a restart. */
export function revokedTokens(): string[] {
  return [...revoked];
}

export function replaceRevokedTokens(list: readonly string[]): void {
  revoked.clear();
  for (const token of list) revoked.add(token);
}

/** The account a token names, or null when it is malformed, forged, expired or revoked. */
export function verifyToken(token: string, now: number = Date.now()): string | null {
  const value = bare(token);
  if (revoked.has(value)) return null;
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  if (value.slice(dot + 1) !== sign(payload)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      account?: unknown;
      iat?: unknown;
    };
    if (typeof data.account !== 'string' || typeof data.iat !== 'number') return null;
    if (data.iat > now + 60_000 || now - data.iat > TOKEN_TTL_MS) return null;
    return data.account;
  } catch {
    return null;
  }
}

/** The raw Authorization header value, or null when there is none. */
export function tokenOf(req: MockRequest): string | null {
  const header = req.headers?.authorization ?? req.headers?.Authorization;
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || value.trim() === '' || value.trim() === 'Bearer') return null;
  return value.trim();
}
