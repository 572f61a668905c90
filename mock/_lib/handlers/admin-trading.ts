// Website service, administrators' handling of trading items: every listing and demand whatever
// its status; reviewing what users send (approve a pending item into the hall, or reject it with a
// reason its owner sees), taking a published one down with a reason and restoring it. Each decision
// is a change of the item (its next version): an owner's edit opened before it is refused as stale
// (VERSION_CONFLICT) rather than silently undoing the decision (e.g. sending an approved item back
// to review without its owner knowing it had been approved).

import { db } from '../data';
import { STATUS_REASON_LIMITS } from '../../../src/contract/statusReason';
import { shanghaiToday } from '../../../src/contract/tradeForm';
import type { MockRequest } from '../envelope';
import { badRequest, bodyOf, forbidden, handle, targetNotFound } from '../envelope';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { requireAdmin } from '../users';
import { optionalText, requiredText } from '../validate';
import { withEvent } from '../history';
import { TRANSACTION_LIST } from './trading';
import { duplicateListingOf, holderListingOf, nextVersion } from './trading-save';

const ADMIN_ONLY = '仅平台管理员可以管理交易信息';

export const ADMIN_TRANSACTION_LIST: ListSpec<API.IpcTransaction> = {
  ...TRANSACTION_LIST,
  text: (t) => [...TRANSACTION_LIST.text!(t), t.seller, t.owner],
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
        ...t,
        status: t.status ?? 'published',
        ...(holder ? { contestedBy: holder.id } : {}),
        ...(patentHolder ? { patentHolder } : {}),
      };
    }),
  };
});

function itemOf(req: MockRequest): { index: number; item: API.IpcTransaction } {
  const id = optionalText(bodyOf(req).id, 'id', 40);
  if (!id) throw badRequest('缺少参数 id');
  const index = db().transactions.findIndex((t) => t.id === id);
  if (index < 0) throw targetNotFound('未找到该交易信息');
  return { index, item: db().transactions[index] };
}

/** GET authFront/admin/ipcTransaction/pendingCount: how many items wait for review. */
export const pendingTransactionCount = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  return { count: db().transactions.filter((t) => t.status === 'pending').length };
});

const STATUS_WORDS: Record<API.ListingStatus, string> = {
  pending: '待审核',
  published: '已发布',
  rejected: '已驳回',
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
 * POST authFront/admin/ipcTransaction/approve {id}: a pending item goes into the hall. Its first
 * approval dates it (publishDate, publishedAt), so it counts as new for saved hall filters.
 */
export const approveTransaction = handle((req) => {
  const reviewer = requireAdmin(req, ADMIN_ONLY);
  const { index, item } = itemOf(req);
  requirePending(item, '通过');
  // Review means a second pair of eyes: another administrator approves what this one published.
  if (item.owner === reviewer) throw forbidden(OWN_ITEM);
  const holder = holderListingOf(item);
  if (holder)
    throw badRequest(
      `该专利的专利权人已自行发布同一交易方式的信息（${holder.id}），代理/授权出让信息不能通过，请驳回`,
    );
  const updated: API.IpcTransaction = withEvent(
    {
      ...item,
      version: nextVersion(item),
      status: 'published',
      statusDate: shanghaiToday(),
      approved: true,
      ...(item.neverPublished
        ? { publishDate: shanghaiToday(), publishedAt: new Date().toISOString() }
        : {}),
    },
    'approved',
    'admin',
  );
  delete updated.statusReason;
  delete updated.neverPublished;
  db().transactions[index] = updated;
  return updated;
});

/** POST authFront/admin/ipcTransaction/reject {id, reason}: its owner sees the reason. */
export const rejectTransaction = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  const { index, item } = itemOf(req);
  requirePending(item, '驳回');
  const reason = requiredText(
    bodyOf(req).reason,
    '驳回原因',
    STATUS_REASON_LIMITS.min,
    STATUS_REASON_LIMITS.reject,
  );
  const updated: API.IpcTransaction = withEvent(
    {
      ...item,
      version: nextVersion(item),
      status: 'rejected',
      statusReason: reason,
      statusDate: shanghaiToday(),
      approved: false,
    },
    'rejected',
    'admin',
    reason,
  );
  db().transactions[index] = updated;
  return updated;
});

/** POST authFront/admin/ipcTransaction/takeDown {id, reason}: a published or withdrawn item. */
export const takeDownTransaction = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  const { index, item } = itemOf(req);
  if (item.status === 'pending' || item.status === 'rejected')
    throw badRequest('该信息尚未通过审核，不在交易大厅展示；请通过或驳回');
  const reason = requiredText(
    bodyOf(req).reason,
    '下架原因',
    STATUS_REASON_LIMITS.min,
    STATUS_REASON_LIMITS.withdraw,
  );
  const updated: API.IpcTransaction = withEvent(
    {
      ...item,
      version: nextVersion(item),
      status: 'takenDown',
      statusReason: reason,
      statusDate: shanghaiToday(),
    },
    'takenDown',
    'admin',
    reason,
  );
  db().transactions[index] = updated;
  return updated;
});

/** POST authFront/admin/ipcTransaction/restore {id}: back in the hall. */
export const restoreTransaction = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  const { index, item } = itemOf(req);
  if (item.status !== 'takenDown') throw badRequest('只有被管理员下架的信息需要恢复');
  const duplicate = duplicateListingOf(item, item.id);
  if (duplicate)
    throw badRequest(`该专利已有同一交易方式的在挂或待审核信息（${duplicate.id}），不能恢复`);
  // Restoring is the administrator's review of the item as it stands.
  const updated: API.IpcTransaction = withEvent(
    {
      ...item,
      version: nextVersion(item),
      status: 'published',
      statusDate: shanghaiToday(),
      approved: true,
    },
    'restored',
    'admin',
  );
  delete updated.statusReason;
  db().transactions[index] = updated;
  return updated;
});
