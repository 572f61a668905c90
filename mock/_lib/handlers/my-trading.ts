// Website service, the user centre's side of trading: the signed-in user's own listings and
// demands, withdrawing and relisting them. Only the owner may act on an item (HTTP 403 otherwise);
// an item an administrator took down stays down until an administrator restores it.
// Review rules for the owner: published and pending items can be withdrawn, with a reason; a
// rejected one is edited and resubmitted (saveOrUpdateIndex), not withdrawn or relisted. Relisting
// a withdrawn item puts it straight back in the hall only when its current content was approved
// and has not changed since (`approved`); one withdrawn before approval, or changed while
// withdrawn, goes back to review (pending).

import { db } from '../data';
import type { MockRequest } from '../envelope';
import {
  ApiError,
  atField,
  badRequest,
  bodyOf,
  fieldError,
  forbidden,
  handle,
  notFound,
  targetNotFound,
} from '../envelope';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { isAdminAccount, requireAccount } from '../users';
import { asPublished, type ProvedTransaction } from '../publisher';
import { blobBytes } from '../blobs';
import { optionalText, requiredText } from '../validate';
import { STATUS_REASON_LIMITS } from '../../../src/contract/statusReason';
import { dealProblems, dealWord } from '../../../src/contract/tradeDeal';
import { shanghaiToday } from '../../../src/contract/tradeForm';
import { withEvent } from '../history';
import { idParam } from './finance';
import { auditListing } from './admin-trading';
import { TRANSACTION_LIST } from './trading';
import { checkBaseVersion, duplicateListingOf, nextVersion } from './trading-save';

const MY_LIST: ListSpec<API.IpcTransaction> = {
  ...TRANSACTION_LIST,
  filters: [
    ...(TRANSACTION_LIST.filters ?? []),
    {
      key: 'status',
      kind: 'match',
      get: (t) => t.status ?? 'published',
    },
  ],
};

/** GET authFront/ipcTransaction/mine: the user's items of one kind, newest first by default. */
export const findMyTransactions = handle((req) => {
  const account = requireAccount(req);
  const mine = db().transactions.filter((t) => t.owner === account);
  const page = runQuery(mine, req.query, MY_LIST);
  return {
    ...page,
    content: page.content.map((t) => ({ ...asPublished(t), status: t.status ?? 'published' })),
  };
});

/**
 * The item `id` names, when the signed-in account owns it. A missing one is the action's target
 * gone (a message), or, for a lookup, NOT_FOUND (the page shows the absence itself).
 */
function ownItem(
  req: MockRequest,
  id = optionalText(bodyOf(req).id, 'id', 40),
  missing: (message: string) => Error = targetNotFound,
): { index: number; item: API.IpcTransaction } {
  const account = requireAccount(req);
  if (!id) throw badRequest('缺少参数 id');
  const list = db().transactions;
  const index = list.findIndex((t) => t.id === id);
  if (index < 0) throw missing('未找到该交易信息，可能已被删除');
  if (list[index].owner !== account) throw forbidden('只能操作自己发布的信息');
  return { index, item: list[index] };
}

/** GET authFront/ipcTransaction/mineDetail?id: one of the user's items, to edit (not a view). */
export const myTransactionDetail = handle((req) => {
  const { item } = ownItem(req, idParam(req), notFound);
  return { ...asPublished(item), status: item.status ?? 'published' };
});

/**
 * GET authFront/ipcTransaction/proof?id=: the 专利证书 or 授权书 a listing of a patent the data
 * set does not hold was published with, to its owner and administrators only.
 */
export const transactionProof = handle((req): API.VerificationLicence => {
  const account = requireAccount(req);
  const id = idParam(req);
  const item = (db().transactions as ProvedTransaction[]).find((t) => t.id === id);
  if (!item) throw notFound('未找到该交易信息');
  if (item.owner !== account && !isAdminAccount(account))
    throw forbidden('只有发布者和平台管理员可以查看权属证明');
  if (!item.proof) throw notFound('该信息没有上传权属证明');
  const bytes = blobBytes(item.proof.blob);
  if (!bytes) throw notFound('该信息没有上传权属证明');
  return { dataUrl: `data:${item.proof.type};base64,${bytes.toString('base64')}` };
});

/**
 * The owner's change of status, recorded in the item's history as `event`; `reason` is the
 * owner's word on a withdrawal, dropped otherwise.
 */
function setStatus(
  index: number,
  item: API.IpcTransaction,
  status: API.ListingStatus,
  event: API.TradeEventType,
  reason?: string,
) {
  // A change of the item: an edit opened before it is then stale (VERSION_CONFLICT).
  const updated: API.IpcTransaction = withEvent(
    {
      ...item,
      version: nextVersion(item),
      status,
      statusDate: shanghaiToday(),
      ...(reason ? { statusReason: reason } : {}),
    },
    event,
    'owner',
    reason,
  );
  if (!reason) delete updated.statusReason;
  db().transactions[index] = updated;
  return updated;
}

/**
 * POST authFront/ipcTransaction/withdraw {id, reason}: the owner takes an item off the hall (下架)
 * or out of review (撤回), saying why in 2 to 100 characters; the reason stays with the item while
 * it is withdrawn, for the owner and the administrators.
 */
export const withdrawTransaction = handle((req) => {
  const { index, item } = ownItem(req);
  if (item.status === 'takenDown') throw badRequest('该信息已被管理员下架');
  if (item.status === 'dealt') throw badRequest('该信息已成交或已解决，不在交易大厅展示');
  if (item.status === 'rejected')
    throw badRequest('该信息未通过审核，不在交易大厅展示；可修改后重新提交');
  if (item.status === 'withdrawn') return asPublished(item);
  const label = item.status === 'pending' ? '撤回原因' : '下架原因';
  const reason = atField('reason', () =>
    requiredText(
      bodyOf(req).reason,
      label,
      STATUS_REASON_LIMITS.min,
      STATUS_REASON_LIMITS.withdraw,
    ),
  );
  return asPublished(setStatus(index, item, 'withdrawn', 'withdrawn', reason));
});

/**
 * POST authFront/ipcTransaction/relist {id}: the owner puts a withdrawn item back: in the hall when
 * its content was approved, otherwise into review.
 */
export const relistTransaction = handle((req) => {
  const { index, item } = ownItem(req);
  if (item.status === 'takenDown')
    throw badRequest(
      `该信息已被管理员下架${item.statusReason ? `（原因：${item.statusReason}）` : ''}，请修改后联系平台恢复`,
    );
  if (item.status === 'rejected') throw badRequest('该信息未通过审核，请修改后重新提交');
  if (item.status === 'dealt') throw badRequest('该信息已成交或已解决，不能重新上架');
  if (item.status !== 'withdrawn')
    return { ...asPublished(item), status: item.status ?? 'published' };
  const duplicate = duplicateListingOf(item, item.id);
  if (duplicate)
    throw new ApiError(
      `该专利已有同一交易方式的${duplicate.status === 'pending' ? '待审核' : '在挂'}信息（${duplicate.id}），不能重复上架`,
      'DUPLICATE_LISTING',
    );
  return asPublished(
    setStatus(index, item, item.approved === false ? 'pending' : 'published', 'relisted'),
  );
});

/** The deal's fields as sent, checked by the form's rules: a refusal names its field. */
function dealFields(body: Record<string, unknown>, item: API.IpcTransaction) {
  const problem = dealProblems(body, item)[0];
  if (problem) throw fieldError(problem.field, problem.message);
  const price = typeof body.price === 'number' ? Math.round(body.price * 100) / 100 : undefined;
  const counterpart = typeof body.counterpart === 'string' ? body.counterpart.trim() : '';
  return {
    date: body.date as string,
    ...(price !== undefined ? { price } : {}),
    ...(counterpart ? { counterpart } : {}),
  };
}

/**
 * POST authFront/ipcTransaction/deal {id, version, date, price?, counterpart?}: the owner (or an
 * administrator) records that a published or withdrawn item was sold or solved. It leaves the hall
 * for good, keeps its page and is listed in 成交公示.
 */
export const recordDeal = handle((req) => {
  const account = requireAccount(req);
  const body = bodyOf(req);
  const id = optionalText(body.id, 'id', 40);
  if (!id) throw badRequest('缺少参数 id');
  const list = db().transactions;
  const index = list.findIndex((t) => t.id === id);
  if (index < 0) throw targetNotFound('未找到该交易信息，可能已被删除');
  const item = list[index];
  const admin = isAdminAccount(account);
  if (item.owner !== account && !admin) throw forbidden('只能操作自己发布的信息');
  const word = dealWord(item.kind);
  if (item.status === 'dealt') throw badRequest(`该信息已标记为已${word}`);
  if (item.status !== undefined && item.status !== 'published' && item.status !== 'withdrawn')
    throw badRequest(`只有已发布或已下架的信息可以标记为已${word}`);
  checkBaseVersion(body.version, item);
  const deal: API.TradeDeal = {
    ...dealFields(body, item),
    recordedAt: new Date().toISOString(),
    recordedBy: item.owner === account ? 'owner' : 'platform',
  };
  const updated: API.IpcTransaction = withEvent(
    { ...item, version: nextVersion(item), status: 'dealt', statusDate: shanghaiToday(), deal },
    'dealt',
    deal.recordedBy === 'owner' ? 'owner' : 'admin',
  );
  delete updated.statusReason;
  list[index] = updated;
  // An administrator's deal is an administrator's action: it goes in the audit trail.
  if (deal.recordedBy === 'platform') auditListing(account, 'deal', item, updated);
  return asPublished(updated);
});

/**
 * POST authFront/ipcTransaction/delete {id}: the owner deletes a rejected or withdrawn item for
 * good. Favourites and messages about it keep what they saw and say it is gone.
 */
export const deleteTransaction = handle((req) => {
  const { index, item } = ownItem(req);
  if (item.status !== 'rejected' && item.status !== 'withdrawn')
    throw badRequest(
      item.status === 'takenDown'
        ? '被管理员下架的信息需保留记录，不能删除'
        : item.status === 'dealt'
          ? '已成交或已解决的信息需保留在成交公示中，不能删除'
          : '请先下架或撤回，再删除',
    );
  db().transactions.splice(index, 1);
  return { id: item.id };
});
