// The administrators' audit trail: every change an administrator makes is appended here with who,
// when, what, the target, the state before and after and the reason given. It is part of the
// mock's kept state (store.ts), so 操作日志 (handlers/admin-audit.ts) reads the same list after a
// restart. Entries are frozen copies once recorded: nothing can rewrite history, and the store
// writes each one once (store-rows.ts compares the trail by its length, not entry by entry).

import { db } from './data';

/** One administrator action as recorded. */
export interface AuditEntry {
  id: string;
  /** When, ISO 8601. */
  at: string;
  /** The administrator's account. */
  actor: string;
  /** What was done, `<target type>.<verb>` (e.g. user.disable). */
  action: string;
  targetType: string;
  targetId: string;
  /** The target's name when the action was taken, for when it is gone later (optional). */
  targetTitle?: string;
  /** The changed fields as they were, and as they are after. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  reason?: string;
}

const entries: AuditEntry[] = [];
/**
 * Whether the seed's own administrator actions (its reviews and deals, db().seededAudit) lead the
 * trail, as they lead 数据看板's counts; tests of what gets recorded start without them.
 */
let withSeed = true;

/** Freezes a JSON value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** A frozen copy of a JSON value and everything in it. */
const frozenCopy = <T>(value: T): T => deepFreeze(JSON.parse(JSON.stringify(value)) as T);

/**
 * Appends an entry (its id and time are given here) and returns it, frozen. `before` and `after`
 * are copied as JSON, so the live records they came from stay the handlers' to change.
 */
export function recordAudit(entry: Omit<AuditEntry, 'id' | 'at'>, now = new Date()): AuditEntry {
  const recorded = frozenCopy<AuditEntry>({
    id: `audit-${String(entries.length + 1).padStart(6, '0')}`,
    at: now.toISOString(),
    ...entry,
  });
  entries.push(recorded);
  return recorded;
}

/** Every entry, the seed's first, oldest first (frozen, so readers cannot rewrite history). */
export function auditEntries(): AuditEntry[] {
  return [...(withSeed ? db().seededAudit : []), ...entries];
}

/**
 * The trail recorded here, for the store: read-only, and only ever appended to while the service
 * runs (the seed's part comes from the seed at every start).
 */
export function auditTrail(): readonly AuditEntry[] {
  return entries;
}

/** Puts a kept trail back (a restart of the mock service reading its store); its entries are frozen. */
export function replaceAudit(list: readonly AuditEntry[]): void {
  // One at a time: a trail of 100k entries is beyond what a spread may pass as arguments.
  entries.length = 0;
  for (const entry of list) entries.push(deepFreeze(entry));
}

/** Forgets the trail, the seed's part too unless `seeded` (tests). */
export function resetAudit({ seeded = false } = {}): void {
  entries.length = 0;
  withSeed = seeded;
}
