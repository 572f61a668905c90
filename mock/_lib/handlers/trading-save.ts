// Website service, publishing a listing or a demand (saveOrUpdateIndex): the shared tradeForms
// checks, the seller from the account, review status, and one live or pending listing per patent
// and transaction type. What is public is decided in trading.ts.

import { DICT_CODES, TRANSACTION_TYPE_LABELS } from '../../../src/contract/vocabulary';
import {
  firstTradeError,
  HOLDER_PROOF_LABELS,
  isVerifiedPublisher,
  needsAuthorization,
  parseKeywords,
  patentHolder,
  publisherName,
  parseTradeAmount,
  shanghaiToday,
  toIsoDate,
  validateTradeForm,
} from '../../../src/contract/tradeForm';
import { applicationNumberType, formatApplicationNumber } from '../../../src/contract/validators';
import { db } from '../data';
import {
  ApiError,
  badRequest,
  bodyOf,
  fieldError,
  forbidden,
  handle,
  targetNotFound,
} from '../envelope';
import { findUser, requireAccount } from '../users';
import { optionalText } from '../validate';
import { withEvent } from '../history';
import { isLive } from './trading';
import { nextIdOf } from '../sequences';
import { asPublished, type ProvedTransaction, publishedFields } from '../publisher';
import { putBlob } from '../blobs';
import { scanOf } from '../scans';
import { checkUploadSpace, recordUpload } from '../uploads';

const DEFAULT_CATEGORY: Record<API.TransactionType, string> = {
  transfer: 'ZLZR',
  license: 'ZLXK',
  open_license: 'KFXK',
};

function dictValues(code: string): string[] {
  return (db().dictionaries[code] ?? []).map((d) => d.value);
}

const trimmed = (value: unknown) => String(value).trim();

/**
 * Checks a publish form with the shared tradeForms rules and returns the stored shape (without
 * id, owner and counters). A refusal carries every field's message as the envelope's data.
 * The seller is always the account's verified company, else 个人: a `seller` in the body is
 * ignored, and so is the nickname.
 */
export function validateTransaction(
  body: Record<string, unknown>,
  account: string,
): Omit<API.IpcTransaction, 'id' | 'version' | 'publishDate' | 'views' | 'inquiries' | 'owner'> {
  const profile = findUser(account)?.profile ?? {};
  const seller = publisherName(profile);
  const number =
    body.kind === 'sell' && typeof body.applicationNumber === 'string'
      ? formatApplicationNumber(body.applicationNumber.trim())
      : '';
  const patent = number ? db().patents.find((p) => p.applicationNumber === number) : undefined;
  // Nothing names the holder of a patent the data set does not hold: the publisher says (and
  // proves) who it is to it.
  const holderUnknown = body.kind === 'sell' && Boolean(number) && !patent;
  const authorized =
    body.kind === 'sell' &&
    (holderUnknown
      ? body.holderClaim === 'agent'
      : needsAuthorization(patentHolder(patent), seller));
  const errors = validateTradeForm(body, {
    // The server's clock, in Asia/Shanghai days: not the data set's fixed TODAY.
    today: shanghaiToday(),
    fields: dictValues(DICT_CODES.technicalFields),
    categories: dictValues(DICT_CODES.tradeCategory),
    authorizationRequired: authorized,
    holderUnknown,
  });
  const message = firstTradeError(errors, body.kind === 'buy' ? 'buy' : 'sell');
  if (message) throw new ApiError(message, 'BAD_REQUEST', 200, 2, errors);

  const kind = body.kind as API.TransactionKind;
  const transactionType = body.transactionType as API.TransactionType;
  const category = optionalText(body.category, '交易类别') ?? DEFAULT_CATEGORY[transactionType];
  const keywords = parseKeywords(body.keywords) ?? [];
  const base = {
    kind,
    title: trimmed(body.title),
    field: body.field as string,
    category,
    transactionType,
    price: null as number | null,
    contactName: trimmed(body.contactName),
    contactPhone: trimmed(body.contactPhone),
    description: trimmed(body.description),
    seller,
    sellerVerified: isVerifiedPublisher(profile),
    ...(keywords.length ? { keywords } : {}),
  };
  const amount = (value: unknown) => {
    const n = parseTradeAmount(value);
    return n === null ? null : Math.round(n * 100) / 100;
  };

  if (kind === 'sell') {
    const applicationNumber = number;
    const legalStatus =
      patent?.legalStatus ?? (body.legalStatus ? (body.legalStatus as API.LegalStatus) : undefined);
    return {
      ...base,
      price: amount(body.price),
      applicationNumber,
      patentType: applicationNumberType(applicationNumber)!,
      ...(patent ? { patentId: patent.id, ipcMain: patent.ipcMain } : {}),
      ...(legalStatus ? { legalStatus } : {}),
      authorized,
      ...(authorized ? { authorization: trimmed(body.authorization) } : {}),
      // 权利人待核验 until an administrator confirms the claim with the approval.
      ...(holderUnknown
        ? { holderClaim: body.holderClaim as API.HolderClaim, holderCheck: 'pending' as const }
        : {}),
    };
  }

  const budgetMin = amount(body.budgetMin);
  const budgetMax = amount(body.budgetMax);
  return {
    ...base,
    ...(body.patentType ? { patentType: body.patentType as API.PatentType } : {}),
    ...(budgetMin !== null ? { budgetMin } : {}),
    ...(budgetMax !== null ? { budgetMax } : {}),
    deadline: toIsoDate(body.deadline)!,
  };
}

const nextTransactionId = () =>
  nextIdOf(
    'transaction',
    'txn-',
    db().transactions.map((t) => t.id),
  );

type ListingKey = Pick<
  API.IpcTransaction,
  | 'kind'
  | 'applicationNumber'
  | 'transactionType'
  | 'authorized'
  | 'owner'
  | 'patentId'
  | 'seller'
  | 'sellerVerified'
>;

/** Another listing of the same patent and transaction type, other than `exceptId`. */
function sameListing(fields: ListingKey, t: API.IpcTransaction, exceptId?: string): boolean {
  return (
    t.id !== exceptId &&
    t.kind === 'sell' &&
    t.applicationNumber === fields.applicationNumber &&
    t.transactionType === fields.transactionType
  );
}

/**
 * The live or pending listing of the same patent and transaction type, other than `exceptId`:
 * a second one is refused, whoever publishes it — except that the patent's verified holder
 * (a listing that is not `authorized`) is never held back by another account's pending
 * authorised one, which then waits contested (contestedBy).
 */
export function duplicateListingOf(
  fields: ListingKey,
  exceptId?: string,
): API.IpcTransaction | undefined {
  if (fields.kind !== 'sell' || !fields.applicationNumber) return undefined;
  const holderPublishes = publishedFields(fields).authorized === false;
  return db().transactions.find(
    (t) =>
      sameListing(fields, t, exceptId) &&
      (isLive(t) ||
        (t.status === 'pending' &&
          !(holderPublishes && publishedFields(t).authorized && t.owner !== fields.owner))),
  );
}

/**
 * The holder's own live or pending listing that a pending authorised listing of another account
 * contests, or undefined. Such a listing cannot be approved while this one stands.
 */
export function holderListingOf(item: API.IpcTransaction): API.IpcTransaction | undefined {
  if (item.kind !== 'sell' || !publishedFields(item).authorized || !item.applicationNumber)
    return undefined;
  return db().transactions.find(
    (t) =>
      sameListing(item, t, item.id) &&
      publishedFields(t).authorized === false &&
      t.owner !== item.owner &&
      (isLive(t) || t.status === 'pending'),
  );
}

export const VERSION_CONFLICT_MESSAGE = '该信息已被修改（可能在其他窗口或设备上）';

/**
 * The item after a change: every change of a stored item (the owner's edit, withdrawal or
 * relisting, an administrator's decision) gives it the next version, so an edit based on the
 * version before is refused instead of undoing that change. Views are not a change.
 */
export function nextVersion(item: API.IpcTransaction): number {
  return item.version + 1;
}

/**
 * The version a change was based on: required with an `id` (a positive integer), else refused
 * at the field, since without it a second editor would silently undo the first one's change.
 */
function baseVersionOf(value: unknown): number {
  if (value === undefined || value === null || value === '')
    throw fieldError('version', '缺少所修改信息的版本号，请刷新页面后重新保存');
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw fieldError('version', '版本号格式不正确，请刷新页面后重新保存');
  return value;
}

/** Refuses a change based on another version than the item's (HTTP 409, with the item now). */
export function checkBaseVersion(version: unknown, existing: API.IpcTransaction): void {
  if (baseVersionOf(version) === existing.version) return;
  const data: API.VersionConflictData = {
    currentVersion: existing.version,
    current: { ...existing, status: existing.status ?? 'published' },
  };
  throw new ApiError(VERSION_CONFLICT_MESSAGE, 'VERSION_CONFLICT', 409, 2, data);
}

/** What an administrator is told when the item changed after they opened it. */
export const DECISION_CONFLICT_MESSAGE = '该信息在您打开后已有变动，请查看最新内容后再处理';

/** Refuses a decision on another version than the item's (HTTP 409, with the item now). */
export function checkDecisionVersion(version: unknown, existing: API.IpcTransaction): void {
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw fieldError('version', '缺少所处理信息的版本号，请刷新页面后再处理');
  if (version === existing.version) return;
  const data: API.VersionConflictData = {
    currentVersion: existing.version,
    current: { ...existing, status: existing.status ?? 'published' },
  };
  throw new ApiError(DECISION_CONFLICT_MESSAGE, 'VERSION_CONFLICT', 409, 2, data);
}

/**
 * POST saveOrUpdateIndex: a new item, or a change of one's own, goes to review (`pending`) and
 * leaves the hall until an administrator approves it; an item an administrator took down stays
 * down (its content changes, an administrator restores it). A change names the version it was
 * based on; when the item changed since, nothing is saved (HTTP 409 VERSION_CONFLICT with the
 * item as it is now).
 */
/**
 * The scan proving the claim of a listing of a patent the data set does not hold: the one sent
 * (checked, counted against the account's upload space, in the audit trail), else the one kept
 * for the same claim; a new listing or a changed claim without one is refused at `proof`.
 */
function proofOf(
  body: Record<string, unknown>,
  account: string,
  id: string,
  claim: API.HolderClaim,
  existing: ProvedTransaction | undefined,
): ProvedTransaction['proof'] {
  const label = HOLDER_PROOF_LABELS[claim];
  if (body.proof === undefined || body.proof === null || body.proof === '') {
    if (existing?.proof && existing.holderClaim === claim) return existing.proof;
    throw fieldError('proof', `请上传${label}图片`);
  }
  const { type, picture } = scanOf(body.proof, 'proof', label);
  checkUploadSpace(account, picture.bytes, existing?.proof?.blob);
  const proof = { type, blob: putBlob(picture.bytes) };
  recordUpload({ actor: account, purpose: 'holderProof', targetId: id, type, picture });
  return proof;
}

export const saveTransaction = handle((req) => {
  const account = requireAccount(req);
  const body = bodyOf(req);
  const fields = validateTransaction(body, account);
  const list = db().transactions;
  const changedId = optionalText(body.id, 'id', 40);
  let existing: ProvedTransaction | undefined;
  let index = -1;
  if (changedId) {
    index = list.findIndex((t) => t.id === changedId);
    if (index < 0) throw targetNotFound('未找到要修改的交易信息');
    existing = list[index];
    if (existing.owner !== account) throw forbidden('只能修改自己发布的信息');
    // A listing and a demand are different things with their own history (views, consultations).
    if (fields.kind !== existing.kind)
      throw fieldError('kind', '发布后不能更改信息类型（出让/求购），请另行发布');
    if (existing.status === 'dealt')
      throw badRequest(`该信息已${existing.kind === 'buy' ? '解决' : '成交'}，不能再修改`);
    checkBaseVersion(body.version, existing);
  }
  const duplicate = duplicateListingOf({ ...fields, owner: account }, existing?.id);
  if (duplicate) {
    const own = duplicate.owner === account;
    const data: API.DuplicateListingData = {
      field: 'applicationNumber',
      duplicateId: duplicate.id,
      duplicateOwn: own,
    };
    throw new ApiError(
      own
        ? `您已发布过该专利的${TRANSACTION_TYPE_LABELS[fields.transactionType]}信息（${duplicate.id}），请修改原信息，不要重复发布`
        : `该专利已有${isLive(duplicate) ? '在挂' : '待审核'}的${TRANSACTION_TYPE_LABELS[fields.transactionType]}信息（${duplicate.id}），同一专利同一交易方式只能挂牌一条`,
      'DUPLICATE_LISTING',
      200,
      2,
      data,
    );
  }
  const id = existing?.id ?? nextTransactionId();
  const proof = fields.holderClaim
    ? proofOf(body, account, id, fields.holderClaim, existing)
    : undefined;
  if (existing) {
    const { status, statusReason, statusDate } = existing;
    const takenDown = status === 'takenDown';
    const updated: API.IpcTransaction = {
      id: existing.id,
      version: nextVersion(existing),
      ...fields,
      publishDate: existing.publishDate,
      ...(existing.publishedAt ? { publishedAt: existing.publishedAt } : {}),
      views: existing.views,
      inquiries: existing.inquiries,
      owner: account,
      ...(takenDown
        ? { status, statusReason, statusDate }
        : { status: 'pending' as const, statusDate: shanghaiToday() }),
      approved: false,
      ...(existing.neverPublished ? { neverPublished: true } : {}),
      ...(existing.history ? { history: existing.history } : {}),
      ...(proof ? { proof } : {}),
    };
    list[index] = withEvent(updated, 'edited', 'owner');
    return asPublished(list[index]);
  }
  const created: ProvedTransaction = {
    id,
    version: 1,
    ...fields,
    // The day it was sent; approval dates it again (publishedAt is set then).
    publishDate: shanghaiToday(),
    views: 0,
    inquiries: 0,
    owner: account,
    status: 'pending',
    statusDate: shanghaiToday(),
    approved: false,
    neverPublished: true,
    ...(proof ? { proof } : {}),
  };
  // New items go first, so a stable sort by date keeps them ahead of older ones of the same day.
  list.unshift(withEvent(created, 'submitted', 'owner'));
  return asPublished(list[0]);
});
