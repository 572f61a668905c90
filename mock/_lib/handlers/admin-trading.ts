// Website service, administrators' handling of trading items: every listing and demand whatever
// its status, taking one down with a reason (its owner sees the reason) and restoring it.

import { db } from '../data';
import { TODAY } from '../dates';
import type { MockRequest } from '../envelope';
import { ApiError, badRequest, bodyOf, handle } from '../envelope';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { requireAdmin } from '../users';
import { optionalText, requiredText } from '../validate';
import { TRANSACTION_LIST } from './trading';

const ADMIN_ONLY = '仅平台管理员可以管理交易信息';

export const ADMIN_TRANSACTION_LIST: ListSpec<API.IpcTransaction> = {
  ...TRANSACTION_LIST,
  text: (t) => [...TRANSACTION_LIST.text!(t), t.seller, t.owner],
  filters: [
    ...(TRANSACTION_LIST.filters ?? []),
    { key: 'status', kind: 'match', get: (t) => t.status ?? 'published' },
  ],
};

/** GET authFront/admin/ipcTransaction/find: every item, any status, with its owner. */
export const findAllTransactions = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  const page = runQuery(db().transactions, req.query, ADMIN_TRANSACTION_LIST);
  return { ...page, content: page.content.map((t) => ({ ...t, status: t.status ?? 'published' })) };
});

function itemOf(req: MockRequest): { index: number; item: API.IpcTransaction } {
  const id = optionalText(bodyOf(req).id, 'id', 40);
  if (!id) throw badRequest('缺少参数 id');
  const index = db().transactions.findIndex((t) => t.id === id);
  if (index < 0) throw new ApiError('未找到该交易信息', 'NOT_FOUND');
  return { index, item: db().transactions[index] };
}

/** POST authFront/admin/ipcTransaction/takeDown {id, reason}. */
export const takeDownTransaction = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  const { index, item } = itemOf(req);
  const reason = requiredText(bodyOf(req).reason, '下架原因', 2, 100);
  const updated: API.IpcTransaction = {
    ...item,
    status: 'takenDown',
    statusReason: reason,
    statusDate: TODAY,
  };
  db().transactions[index] = updated;
  return updated;
});

/** POST authFront/admin/ipcTransaction/restore {id}: back in the hall. */
export const restoreTransaction = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  const { index, item } = itemOf(req);
  if (item.status !== 'takenDown') throw badRequest('只有被管理员下架的信息需要恢复');
  const updated: API.IpcTransaction = { ...item, status: 'published', statusDate: TODAY };
  delete updated.statusReason;
  db().transactions[index] = updated;
  return updated;
});
