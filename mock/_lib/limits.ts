// Attempt limits: what stops guessing passwords and codes, and sending codes to many numbers.
// A limit that is reached answers HTTP 429 TOO_MANY_ATTEMPTS with Retry-After (the seconds to
// wait, also in `data.retryAfter`), which the portal shows at its form. Counts live in memory:
// they are about minutes, not worth keeping across a restart.
//
// - password login: 5 failures of an account lock it for 60 s, doubling with every further
//   failure up to 15 min; 20 failures from one client within 15 min lock that client 15 min;
//   a success clears the account's count;
// - SMS codes: one per number every 60 s, 5 per number and 10 per client within an hour;
// - a code dies after 5 wrong tries (sms.ts);
// - messages (leaveMessage): 5 per account within a minute and 30 within a day.

import { ApiError } from './envelope';
import type { MockRequest } from './envelope';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** HTTP 429 with the seconds to wait; `handle` sends them as Retry-After too. */
export function tooManyAttempts(message: string, retryAfterMs: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(
    message.replace('{seconds}', String(retryAfter)),
    'TOO_MANY_ATTEMPTS',
    429,
    2,
    { retryAfter },
  );
}

/** Addresses of this machine: a request from one came through the gateway (or a local tool). */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The client a request comes from. Behind nginx (deploy/) the connection is the gateway's, on
 * loopback, and the client is the X-Real-IP it sets; a request from anywhere else is its own
 * address, so a client reaching the service directly cannot name itself someone new each time.
 */
export function clientOf(req: MockRequest): string {
  const forwarded = req.headers?.['x-real-ip'];
  const named = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.trim();
  const ip = req.ip ?? '';
  if (named && (ip === '' || LOOPBACK.has(ip))) return named;
  return ip || 'unknown';
}

/** Events within a sliding window, per key. */
class Window {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly spanMs: number,
  ) {}

  /** When the key may act again (0 when it may now). */
  waitFor(key: string, now: number): number {
    const recent = this.recent(key, now);
    return recent.length < this.limit ? 0 : recent[0] + this.spanMs - now;
  }

  add(key: string, now: number): void {
    this.events.set(key, [...this.recent(key, now), now]);
  }

  reset(): void {
    this.events.clear();
  }

  private recent(key: string, now: number): number[] {
    return (this.events.get(key) ?? []).filter((at) => at > now - this.spanMs);
  }
}

interface Lock {
  failures: number;
  until: number;
}

const accountLocks = new Map<string, Lock>();
const clientFailures = new Window(20, 15 * MINUTE);
const sendsPerNumber = new Window(5, 60 * MINUTE);
const sendsPerClient = new Window(10, 60 * MINUTE);

const ACCOUNT_FREE_FAILURES = 5;
const ACCOUNT_FIRST_LOCK_MS = MINUTE;
const ACCOUNT_MAX_LOCK_MS = 15 * MINUTE;
const LOGIN_MESSAGE = '登录尝试次数过多，请{seconds}秒后再试';

/** Refuses a password login while the account or the client is locked. */
export function checkLogin(account: string, client: string, now = Date.now()): void {
  const lock = accountLocks.get(account);
  const wait = Math.max(lock ? lock.until - now : 0, clientFailures.waitFor(client, now));
  if (wait > 0) throw tooManyAttempts(LOGIN_MESSAGE, wait);
}

/** A wrong password: counts for the account (locks from the 5th) and for the client. */
export function loginFailedFor(account: string, client: string, now = Date.now()): void {
  clientFailures.add(client, now);
  const failures = (accountLocks.get(account)?.failures ?? 0) + 1;
  const over = failures - ACCOUNT_FREE_FAILURES;
  const until =
    over >= 0 ? now + Math.min(ACCOUNT_FIRST_LOCK_MS * 2 ** over, ACCOUNT_MAX_LOCK_MS) : 0;
  accountLocks.set(account, { failures, until });
}

export function loginSucceeded(account: string): void {
  accountLocks.delete(account);
}

/** Refuses an SMS code to a number or from a client that asked too often within the hour. */
export function checkSend(mobile: string, client: string, now = Date.now()): void {
  const wait = Math.max(sendsPerNumber.waitFor(mobile, now), sendsPerClient.waitFor(client, now));
  if (wait > 0) throw tooManyAttempts('获取验证码过于频繁，请{seconds}秒后再试', wait);
}

export function recordSend(mobile: string, client: string, now = Date.now()): void {
  sendsPerNumber.add(mobile, now);
  sendsPerClient.add(client, now);
}

const messagesPerMinute = new Window(5, MINUTE);
const messagesPerDay = new Window(30, DAY);

/** Refuses a message (留言, 咨询, 申请, 预约) from an account that sent too many lately. */
export function checkMessage(account: string, now = Date.now()): void {
  const wait = Math.max(
    messagesPerMinute.waitFor(account, now),
    messagesPerDay.waitFor(account, now),
  );
  if (wait > 0) throw tooManyAttempts('提交过于频繁，请{seconds}秒后再试', wait);
}

/** A message was stored: it counts against the account's limits. */
export function recordMessage(account: string, now = Date.now()): void {
  messagesPerMinute.add(account, now);
  messagesPerDay.add(account, now);
}

/** Forgets every count (tests). */
export function resetLimits(): void {
  accountLocks.clear();
  for (const window of [
    clientFailures,
    sendsPerNumber,
    sendsPerClient,
    messagesPerMinute,
    messagesPerDay,
  ])
    window.reset();
}
