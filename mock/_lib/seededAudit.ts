// The administrators' share of the seeded items' history, as the audit trail would have recorded
// it: each review (通过 / 驳回) and each deal an administrator registered. 操作日志 lists it before
// the trail written while the service runs, so the log and 数据看板 (which counts the same
// history) agree from the first start. Derived from the seed alone: nothing of it is stored.

import type { AuditEntry } from './audit';

const VERBS: Partial<Record<API.TradeEventType, { verb: string; from: string; to: string }>> = {
  approved: { verb: 'approve', from: 'pending', to: 'published' },
  rejected: { verb: 'reject', from: 'pending', to: 'rejected' },
  dealt: { verb: 'deal', from: 'published', to: 'dealt' },
};

/** The seed's administrator events of `items`, oldest first, frozen like recorded entries. */
export function seededAuditOf(items: readonly API.IpcTransaction[]): readonly AuditEntry[] {
  const entries = items
    .flatMap((item) =>
      (item.history ?? []).flatMap((event) => {
        const change = VERBS[event.type];
        if (!change || event.by !== 'admin') return [];
        return [
          {
            at: event.at,
            actor: 'admin',
            action: `listing.${change.verb}`,
            targetType: 'listing',
            targetId: item.id,
            targetTitle: item.title,
            before: { status: change.from },
            after: { status: change.to },
            ...(event.reason ? { reason: event.reason } : {}),
          },
        ];
      }),
    )
    .sort((a, b) => a.at.localeCompare(b.at));
  return Object.freeze(
    entries.map((entry, index) =>
      Object.freeze({ id: `audit-seed-${String(index + 1).padStart(5, '0')}`, ...entry }),
    ),
  );
}
