// Attempt limits: what stops guessing passwords and codes, and sending codes to many numbers.
// A limit that is reached answers HTTP 429 TOO_MANY_ATTEMPTS with Retry-After (the seconds to
// wait, also in `data.retryAfter`), which the portal shows at its form. Counts live in memory:
// they are about minutes, not worth keeping across a restart.
//
// - password login: 5 failures of an account from one client lock that account for that client
//   60 s, doubling with every further failure up to 15 min (so a stranger's guesses do not lock
//   the owner out elsewhere); 50 failures of an account from all clients within 15 min lock it
//   for everyone 15 min (many clients guessing together); 20 failures from one client within
//   15 min lock that client 15 min; a success clears the account's count for its client, and 15
//   quiet minutes after its lock (or its last failure) forget it;
// - SMS codes: one per number every 60 s, 5 per number and 10 per client within an hour;
// - a code dies after 5 wrong tries (sms.ts);
// - messages (leaveMessage, and a sender's follow-ups): 5 per account within a minute and 30
//   within a day; an owner's answers in threads: 20 a minute and 200 a day.

import { ApiError } from './envelope';

export { clientOf, isTrustedProxy } from './clients';

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

/** How many additions pass between two sweeps of what has expired: memory stays bounded. */
const SWEEP_EVERY = 1000;

/** Events within a sliding window, per key. */
class Window {
  private readonly events = new Map<string, number[]>();

  private addsSinceSweep = 0;

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
    this.addsSinceSweep += 1;
    if (this.addsSinceSweep < SWEEP_EVERY) return;
    // Keys whose every event is past the window (numbers asked once, clients gone) are forgotten.
    this.addsSinceSweep = 0;
    for (const [held, times] of this.events)
      if (times[times.length - 1] <= now - this.spanMs) this.events.delete(held);
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
  /** When the failures are forgotten: 15 min after the lock ends, or after the last failure. */
  forgetAt: number;
}

/** Locks of an account for one client, keyed `account client`. */
const accountLocks = new Map<string, Lock>();
let failuresSinceSweep = 0;
const accountFailures = new Window(50, 15 * MINUTE);
const clientFailures = new Window(20, 15 * MINUTE);
const lockKey = (account: string, client: string) => `${account}\n${client}`;
const sendsPerNumber = new Window(5, 60 * MINUTE);
const sendsPerClient = new Window(10, 60 * MINUTE);

const ACCOUNT_FREE_FAILURES = 5;
const ACCOUNT_FIRST_LOCK_MS = MINUTE;
const ACCOUNT_MAX_LOCK_MS = 15 * MINUTE;
const LOGIN_MESSAGE = '登录尝试次数过多，请{seconds}秒后再试';

/** Refuses a password login while the account (for this client or all) or the client is locked. */
export function checkLogin(account: string, client: string, now = Date.now()): void {
  const lock = accountLocks.get(lockKey(account, client));
  const wait = Math.max(
    lock ? lock.until - now : 0,
    accountFailures.waitFor(account, now),
    clientFailures.waitFor(client, now),
  );
  if (wait > 0) throw tooManyAttempts(LOGIN_MESSAGE, wait);
}

/** A wrong password: counts for the account from this client (locks from the 5th), from all, and for the client. */
export function loginFailedFor(account: string, client: string, now = Date.now()): void {
  clientFailures.add(client, now);
  accountFailures.add(account, now);
  const key = lockKey(account, client);
  const held = accountLocks.get(key);
  const failures = (held && held.forgetAt > now ? held.failures : 0) + 1;
  const over = failures - ACCOUNT_FREE_FAILURES;
  const until =
    over >= 0 ? now + Math.min(ACCOUNT_FIRST_LOCK_MS * 2 ** over, ACCOUNT_MAX_LOCK_MS) : 0;
  accountLocks.set(key, { failures, until, forgetAt: Math.max(until, now) + ACCOUNT_MAX_LOCK_MS });
  failuresSinceSweep += 1;
  if (failuresSinceSweep < SWEEP_EVERY) return;
  failuresSinceSweep = 0;
  for (const [heldKey, lock] of accountLocks)
    if (lock.forgetAt <= now) accountLocks.delete(heldKey);
}

export function loginSucceeded(account: string, client: string): void {
  accountLocks.delete(lockKey(account, client));
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

/** A per-account limit of a minute and of a day, refused with `message`. */
function accountRate(perMinute: number, perDay: number, message: string) {
  const windows = [new Window(perMinute, MINUTE), new Window(perDay, DAY)];
  return {
    windows,
    check(account: string, now: number): void {
      const wait = Math.max(...windows.map((window) => window.waitFor(account, now)));
      if (wait > 0) throw tooManyAttempts(message, wait);
    },
    record(account: string, now: number): void {
      windows.forEach((window) => window.add(account, now));
    },
  };
}

const messages = accountRate(5, 30, '提交过于频繁，请{seconds}秒后再试');
const answers = accountRate(20, 200, '回复过于频繁，请{seconds}秒后再试');

/** Refuses a message (留言, 咨询, 申请, 预约) from an account that sent too many lately. */
export const checkMessage = (account: string, now = Date.now()) => messages.check(account, now);

/** A message was stored: it counts against the account's limits. */
export const recordMessage = (account: string, now = Date.now()) => messages.record(account, now);

/** Refuses an owner's answer in a thread from an account that answered too many lately. */
export const checkAnswer = (account: string, now = Date.now()) => answers.check(account, now);

/** An owner's answer was stored: it counts against the account's limits. */
export const recordAnswer = (account: string, now = Date.now()) => answers.record(account, now);

/** Forgets every count (tests). */
export function resetLimits(): void {
  accountLocks.clear();
  for (const window of [
    accountFailures,
    clientFailures,
    sendsPerNumber,
    sendsPerClient,
    ...messages.windows,
    ...answers.windows,
  ])
    window.reset();
}
