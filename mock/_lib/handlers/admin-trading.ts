// Website service, administrators' handling of trading items: every listing and demand whatever
// its status; reviewing what users send (approve a pending item into the hall, or reject it with a
// reason its owner sees), taking a published one down with a reason and restoring it. Each decision
// is a change of the item (its next version): an owner's edit opened before it is refused as stale
// (VERSION_CONFLICT) rather than silently undoing the decision (e.g. sending an approved item back
// to review without its owner knowing it had been approved). Each decision is also recorded in the
// administrators' audit trail (操作日志) with its reason and the status before and after.

import { recordAudit } from '../audit';
import { db } from '../data';
import { STATUS_REASON_LIMITS } from '../../../src/contract/statusReason';
import { shanghaiToday } from '../../../src/contract/tradeForm';
import type { MockRequest } from '../envelope';
import { badRequest, bodyOf, forbidden, handle, targetNotFound } from '../envelope';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { requireAdmin } from '../users';
import { asPublished, sellerOf } from '../publisher';
import { optionalText, requiredText } from '../validate';
import { withEvent } from '../history';
import { TRANSACTION_LIST } from './trading';
import {
  checkDecisionVersion,
  duplicateListingOf,
  holderListingOf,
  nextVersion,
} from './trading-save';

const ADMIN_ONLY = '仅平台管理员可以管理交易信息';

export const ADMIN_TRANSACTION_LIST: ListSpec<API.IpcTransaction> = {
  ...TRANSACTION_LIST,
  text: (t) => [...TRANSACTION_LIST.text!(t), sellerOf(t), t.owner],
  filters: [
    ...(TRANSACTION_LIST.filters ?? []),
    { key: 'status', kind: 'match', get: (t) => t.status ?? 'published' },
  ],
};

/** The patent's holder as the register shows it (its first applicant), when the patent is held. */
function registeredHolderOf(t: API.IpcTransaction): string | undefined {
  if (t.kind !== 'sell' || !t.patentId) return undefined;
  return db().patents.find((p) => p.id === t.patentId)?.applicants[0];
}

/**
 * GET authFront/admin/ipcTransaction/find: every item, any status, with its owner and what a
 * reviewer checks it against: the registered holder of the patent, and the holder's own listing
 * that contests a pending authorised one.
 */
export const findAllTransactions = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  const page = runQuery(db().transactions, req.query, ADMIN_TRANSACTION_LIST);
  return {
    ...page,
    content: page.content.map((t) => {
      const holder = t.status === 'pending' ? holderListingOf(t) : undefined;
      const patentHolder = registeredHolderOf(t);
      return {
        ...asPublished(t),
        status: t.status ?? 'published',
        ...(holder ? { contestedBy: holder.id } : {}),
        ...(patentHolder ? { patentHolder } : {}),
      };
    }),
  };
});

/**
 * The item a decision is about, as the administrator saw it: the body names its version, and an
 * item changed since (its owner edited, withdrew or relisted it; another administrator decided)
 * is refused with HTTP 409 and the item now, so nobody approves content they have not seen.
 */
function itemOf(req: MockRequest): { index: number; item: API.IpcTransaction } {
  const body = bodyOf(req);
  const id = optionalText(body.id, 'id', 40);
  if (!id) throw badRequest('缺少参数 id');
  const index = db().transactions.findIndex((t) => t.id === id);
  if (index < 0) throw targetNotFound('未找到该交易信息');
  const item = db().transactions[index];
  checkDecisionVersion(body.version, item);
  return { index, item };
}

/** GET authFront/admin/ipcTransaction/pendingCount: how many items wait for review. */
export const pendingTransactionCount = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  return { count: db().transactions.filter((t) => t.status === 'pending').length };
});

const STATUS_WORDS: Record<API.ListingStatus, string> = {
  pending: '待审核',
  published: '已发布',
  rejected: '未通过审核',
  withdrawn: '已被发布者下架',
  takenDown: '已被管理员下架',
  dealt: '已成交或已解决',
};

function requirePending(item: API.IpcTransaction, action: string) {
  if (item.status !== 'pending')
    throw badRequest(
      `该信息${STATUS_WORDS[item.status ?? 'published']}，只有待审核的信息可以${action}`,
    );
}

const OWN_ITEM = '不能审核自己发布的信息，请由其他管理员审核';

/**
 * Records an administrator's decision on a listing or demand in the audit trail: its status
 * before and after, and the reason the owner was given.
 */
export function auditListing(
  actor: string,
  verb: 'approve' | 'reject' | 'takeDown' | 'restore' | 'deal',
  before: API.IpcTransaction,
  after: API.IpcTransaction,
  reason?: string,
): void {
  recordAudit({
    actor,
    action: `listing.${verb}`,
    targetType: 'listing',
    targetId: after.id,
    targetTitle: after.title,
    before: { status: before.status ?? 'published' },
    after: { status: after.status ?? 'published' },
    ...(reason ? { reason } : {}),
  });
}

type Decision = 'approve' | 'reject' | 'takeDown' | 'restore';

/**
 * Applies one administrator's decision to the item: its next version, the day of its status, the
 * event its owner sees, and the audit trail's entry. `change` is what the decision sets.
 */
function decide(
  actor: string,
  { index, item }: { index: number; item: API.IpcTransaction },
  verb: Decision,
  event: API.TradeEventType,
  change: Partial<API.IpcTransaction>,
  reason?: string,
): API.IpcTransaction {
  const updated: API.IpcTransaction = withEvent(
    { ...item, ...change, version: nextVersion(item), statusDate: shanghaiToday() },
    event,
    'admin',
    reason,
  );
  db().transactions[index] = updated;
  auditListing(actor, verb, item, updated, reason);
  return updated;
}

/**
 * Approval and restoration both put the item in the hall on the administrator's review of it as it
 * stands: approved, and no earlier refusal's reason left on it.
 */
function intoHall(
  actor: string,
  target: { index: number; item: API.IpcTransaction },
  verb: 'approve' | 'restore',
  event: API.TradeEventType,
  change: Partial<API.IpcTransaction> = {},
): API.IpcTransaction {
  const updated = decide(actor, target, verb, event, {
    ...change,
    status: 'published',
    approved: true,
  });
  delete updated.statusReason;
  return updated;
}

/**
 * POST authFront/admin/ipcTransaction/approve {id}: a pending item goes into the hall. Its first
 * approval dates it (publishDate, publishedAt), so it counts as new for saved hall filters.
 */
export const approveTransaction = handle((req) => {
  const reviewer = requireAdmin(req, ADMIN_ONLY);
  const target = itemOf(req);
  const { item } = target;
  requirePending(item, '通过');
  // Review means a second pair of eyes: another administrator approves what this one published.
  if (item.owner === reviewer) throw forbidden(OWN_ITEM);
  const holder = holderListingOf(item);
  if (holder)
    throw badRequest(
      `该专利的专利权人已自行发布同一交易方式的信息（${holder.id}），代理/授权出让信息不能通过，请驳回`,
    );
  const updated = intoHall(reviewer, target, 'approve', 'approved', {
    ...(item.neverPublished
      ? { publishDate: shanghaiToday(), publishedAt: new Date().toISOString() }
      : {}),
    // The approval confirms the claim about a patent the data set does not hold, from its scan.
    ...(item.holderCheck === 'pending' ? { holderCheck: 'confirmed' as const } : {}),
  });
  delete updated.neverPublished;
  return asPublished(updated);
});

/** POST authFront/admin/ipcTransaction/reject {id, reason}: its owner sees the reason. */
export const rejectTransaction = handle((req) => {
  const reviewer = requireAdmin(req, ADMIN_ONLY);
  const target = itemOf(req);
  requirePending(target.item, '驳回');
  const reason = requiredText(
    bodyOf(req).reason,
    '驳回原因',
    STATUS_REASON_LIMITS.min,
    STATUS_REASON_LIMITS.reject,
  );
  return asPublished(
    decide(
      reviewer,
      target,
      'reject',
      'rejected',
      { status: 'rejected', statusReason: reason, approved: false },
      reason,
    ),
  );
});

/** POST authFront/admin/ipcTransaction/takeDown {id, reason}: a published or withdrawn item. */
export const takeDownTransaction = handle((req) => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const target = itemOf(req);
  const { item } = target;
  if (item.status === 'pending' || item.status === 'rejected')
    throw badRequest('该信息尚未通过审核，不在交易大厅展示；请通过或驳回');
  const reason = requiredText(
    bodyOf(req).reason,
    '下架原因',
    STATUS_REASON_LIMITS.min,
    STATUS_REASON_LIMITS.withdraw,
  );
  return asPublished(
    decide(
      actor,
      target,
      'takeDown',
      'takenDown',
      { status: 'takenDown', statusReason: reason },
      reason,
    ),
  );
});

/** POST authFront/admin/ipcTransaction/restore {id}: back in the hall, or in review (see below). */
export const restoreTransaction = handle((req) => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const target = itemOf(req);
  const { item } = target;
  if (item.status !== 'takenDown') throw badRequest('只有被管理员下架的信息需要恢复');
  const duplicate = duplicateListingOf(item, item.id);
  if (duplicate)
    throw badRequest(`该专利已有同一交易方式的在挂或待审核信息（${duplicate.id}），不能恢复`);
  // Content never approved (withdrawn before review, or edited while down) goes to review, as a
  // relist does: restoring is no way round the review, an administrator's own item included.
  if (item.approved === false) {
    const updated = decide(actor, target, 'restore', 'restored', { status: 'pending' });
    delete updated.statusReason;
    return asPublished(updated);
  }
  return asPublished(intoHall(actor, target, 'restore', 'restored'));
});
