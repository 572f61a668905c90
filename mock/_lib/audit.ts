// The administrators' audit trail: every change an administrator makes is appended here with who,
// when, what, the target, the state before and after and the reason given. It is part of the
// mock's kept state (store.ts), so 操作日志 (handlers/admin-audit.ts) reads the same list after a
// restart.

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

/** Appends an entry (its id and time are given here) and returns it. */
export function recordAudit(entry: Omit<AuditEntry, 'id' | 'at'>, now = new Date()): AuditEntry {
  const recorded: AuditEntry = {
    id: `audit-${String(entries.length + 1).padStart(6, '0')}`,
    at: now.toISOString(),
    ...entry,
  };
  entries.push(recorded);
  return recorded;
}

/** Every entry, oldest first (deep copies, so readers cannot rewrite history). */
export function auditEntries(): AuditEntry[] {
  return entries.map((entry) => JSON.parse(JSON.stringify(entry)) as AuditEntry);
}

/** Puts a kept trail back (a restart of the mock service reading its store). */
export function replaceAudit(list: readonly AuditEntry[]): void {
  entries.splice(0, entries.length, ...list);
}

/** Forgets the trail (tests). */
export function resetAudit(): void {
  entries.length = 0;
}
