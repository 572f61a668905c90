// Website service, IP operations: listings and demands, their detail, and publishing them.
// Visitors see contact phones masked; the publish form is checked by src/utils/tradeForms.ts,
// the same module the pages use, so the browser and the mock refuse the same input.
// Publishing is reviewed: a new or edited item is `pending` and only `published` items are public
// (hall, home, search, statistics, related items, saved-search counts); administrators approve or
// reject in admin-trading.ts. The seller is the publisher's verified name; a listing of a patent
// held by someone else is 代理/授权出让 and carries an authorisation statement. One live or
// pending listing per patent and transaction type.

import { DICT_CODES, TRANSACTION_TYPE_LABELS } from '../../../src/constants';
import {
  firstTradeError,
  needsAuthorization,
  parseKeywords,
  patentHolder,
  parseTradeAmount,
  toIsoDate,
  validateTradeForm,
} from '../../../src/utils/tradeForms';
import { applicationNumberType, formatApplicationNumber } from '../../../src/utils/validators';
import { db } from '../data';
import { TODAY } from '../dates';
import type { MockRequest } from '../envelope';
import { ApiError, bodyOf, forbidden, handle, notFound } from '../envelope';
import type { ListSpec } from '../query';
import { filterItems, runQuery, toNumber } from '../query';
import { currentAccount, isAdminAccount, publisherNameOf, requireAccount } from '../users';
import { optionalText } from '../validate';
import { idParam } from './finance';

/**
 * The money range an item stands for, 万元: a listing's price, a demand's budget (open-ended when
 * one bound is missing); null when negotiable (面议).
 */
export function amountRange(t: API.IpcTransaction): [number, number] | null {
  if (t.kind !== 'buy')
    return t.price === null || t.price === undefined ? null : [t.price, t.price];
  if (t.budgetMin === undefined && t.budgetMax === undefined) return null;
  return [t.budgetMin ?? 0, t.budgetMax ?? Infinity];
}

export const TRANSACTION_LIST: ListSpec<API.IpcTransaction> = {
  text: (t) => [t.title, t.description, t.applicationNumber, ...(t.keywords ?? [])],
  sort: {
    publishDate: (t) => t.publishDate,
    // Demands carry no price; their budget's upper end stands in for it.
    price: (t) => (t.kind === 'buy' ? (t.budgetMax ?? t.budgetMin) : t.price),
    views: (t) => t.views,
  },
  defaultSort: 'publishDate desc',
  filters: [
    { key: 'id', kind: 'match', get: (t) => t.id },
    { key: 'kind', kind: 'match', get: (t) => t.kind },
    { key: 'transactionType', kind: 'match', get: (t) => t.transactionType },
    { key: 'patentType', kind: 'match', get: (t) => t.patentType },
    { key: 'field', kind: 'match', get: (t) => t.field },
    { key: 'category', kind: 'match', get: (t) => t.category },
    { key: 'legalStatus', kind: 'match', get: (t) => t.legalStatus },
    // A price range keeps listings priced within it and demands whose budget overlaps it.
    {
      key: 'priceMin',
      kind: 'custom',
      test: (t, v) => {
        const bound = toNumber(v, '价格下限');
        const range = amountRange(t);
        return range !== null && range[1] >= bound;
      },
    },
    {
      key: 'priceMax',
      kind: 'custom',
      test: (t, v) => {
        const bound = toNumber(v, '价格上限');
        const range = amountRange(t);
        return range !== null && range[0] <= bound;
      },
    },
    { key: 'negotiable', kind: 'bool', label: '面议', get: (t) => amountRange(t) === null },
    { key: 'owner', kind: 'match', get: (t) => t.owner },
  ],
};

const DEFAULT_CATEGORY: Record<API.TransactionType, string> = {
  transfer: 'ZLZR',
  license: 'ZLXK',
  open_license: 'KFXK',
};
/** How many related listings the detail carries. */
export const RELATED_COUNT = 4;

/**
 * In the trading hall, and anywhere public: approved, and neither withdrawn by its owner nor taken
 * down by an administrator. Pending and rejected items are seen by their owner and administrators.
 */
export function isLive(t: API.IpcTransaction): boolean {
  return (t.status ?? 'published') === 'published';
}

/** Still in review (待审核 or 未通过): unknown to anyone but its owner and administrators. */
export function inReview(t: API.IpcTransaction): boolean {
  return t.status === 'pending' || t.status === 'rejected';
}

/** `13812345678` → `138****5678`; anything shorter keeps only its last 4 characters. */
export function maskPhone(phone: string): string {
  const value = String(phone ?? '').trim();
  if (value.length >= 11) return `${value.slice(0, 3)}****${value.slice(-4)}`;
  if (value.length > 4) return `****${value.slice(-4)}`;
  return '****';
}

/** True when the request carries a valid session; a bad token reads as a visitor, not an error. */
export function isSignedIn(req: MockRequest): boolean {
  const account = currentAccount(req);
  return account !== null && account !== 'invalid';
}

/**
 * What a viewer may see of an item: visitors get the phone masked, `contactHidden: true` and no
 * `owner` (an account can be a mobile number, which would undo the masking).
 */
export function forViewer<T extends API.IpcTransaction>(item: T, signedIn: boolean): T {
  if (signedIn) return item;
  const { owner, ...rest } = item;
  void owner;
  return { ...rest, contactPhone: maskPhone(item.contactPhone), contactHidden: true } as T;
}

/** What the trading hall lists: every live listing and demand. */
const hallItems = () => db().transactions.filter(isLive);

/**
 * The live items a hall query (keyword, queryData) selects, unsorted and unpaged: what the hall
 * would list for it, counted by saved hall filters.
 */
export function hallMatches(query: Record<string, unknown> | undefined): API.IpcTransaction[] {
  return filterItems(hallItems(), query, TRANSACTION_LIST);
}

/**
 * When an item went public, as an ISO time: items published while the mock runs carry the moment;
 * the seeded ones only a day, read as its start in China (UTC+8), before anything done at run time.
 */
export function publishedAtOf(t: API.IpcTransaction): string {
  return t.publishedAt ?? new Date(`${t.publishDate}T00:00:00+08:00`).toISOString();
}

export const findTransactions = handle((req) => {
  const page = runQuery(hallItems(), req.query, TRANSACTION_LIST);
  const signedIn = isSignedIn(req);
  return { ...page, content: page.content.map((t) => forViewer(t, signedIn)) };
});

const ipcClass = (t: API.IpcTransaction) => t.ipcMain?.replace(/\s+/g, '').slice(0, 3) ?? '';

/**
 * Up to RELATED_COUNT other items of the same kind sharing the IPC class or the field:
 * both first, then the same class, then the same field; newer first within each group.
 */
export function relatedTransactions(item: API.IpcTransaction): API.IpcTransaction[] {
  const cls = ipcClass(item);
  return db()
    .transactions.filter((t) => t.kind === item.kind && t.id !== item.id && isLive(t))
    .map((t) => ({
      t,
      score: (cls && ipcClass(t) === cls ? 2 : 0) + (t.field === item.field ? 1 : 0),
    }))
    .filter((x) => x.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.t.publishDate < b.t.publishDate ? 1 : a.t.publishDate > b.t.publishDate ? -1 : 0) ||
        (a.t.id < b.t.id ? -1 : 1),
    )
    .slice(0, RELATED_COUNT)
    .map((x) => x.t);
}

/**
 * One item with its related ones; every read of a live item counts as a view. An item taken off
 * the hall still answers, with its status, so its page can say so; only its owner sees the contact.
 */
export const transactionDetail = handle((req): API.IpcTransactionDetail => {
  const id = idParam(req);
  const list = db().transactions;
  const index = list.findIndex((t) => t.id === id);
  if (index < 0) throw notFound('未找到该交易信息');
  const viewer = currentAccount(req);
  const account = viewer === 'invalid' ? null : viewer;
  // Before approval an item does not exist for the public: the same answer as an unknown id.
  if (
    inReview(list[index]) &&
    !(account && (account === list[index].owner || isAdminAccount(account)))
  )
    throw notFound('未找到该交易信息');
  const live = isLive(list[index]);
  // Replace rather than change the entry, so resetDb() also forgets the views.
  const item: API.IpcTransaction = { ...list[index], views: list[index].views + (live ? 1 : 0) };
  list[index] = item;
  const signedIn = isSignedIn(req);
  const mayContact = live ? signedIn : account !== null && account === item.owner;
  return {
    ...forViewer(item, mayContact),
    related: relatedTransactions(item).map((t) => forViewer(t, signedIn)),
  };
});

function dictValues(code: string): string[] {
  return (db().dictionaries[code] ?? []).map((d) => d.value);
}

const trimmed = (value: unknown) => String(value).trim();

/**
 * Checks a publish form with the shared tradeForms rules and returns the stored shape (without
 * id, owner and counters). A refusal carries every field's message as the envelope's data.
 * The seller is always the account's publisher name: a `seller` in the body is ignored.
 */
export function validateTransaction(
  body: Record<string, unknown>,
  account: string,
): Omit<API.IpcTransaction, 'id' | 'publishDate' | 'views' | 'inquiries' | 'owner'> {
  const seller = publisherNameOf(account);
  const number =
    body.kind === 'sell' && typeof body.applicationNumber === 'string'
      ? formatApplicationNumber(body.applicationNumber.trim())
      : '';
  const patent = number ? db().patents.find((p) => p.applicationNumber === number) : undefined;
  const authorized = body.kind === 'sell' && needsAuthorization(patentHolder(patent), seller);
  const errors = validateTradeForm(body, {
    today: TODAY,
    fields: dictValues(DICT_CODES.technicalFields),
    categories: dictValues(DICT_CODES.tradeCategory),
    authorizationRequired: authorized,
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

function nextTransactionId(): string {
  const max = db().transactions.reduce(
    (m, t) => Math.max(m, Number(t.id.replace(/^txn-/, '')) || 0),
    0,
  );
  return `txn-${String(max + 1).padStart(4, '0')}`;
}

/**
 * The live or pending listing of the same patent and transaction type, other than `exceptId`:
 * a second one is refused, whoever publishes it.
 */
export function duplicateListingOf(
  fields: Pick<API.IpcTransaction, 'kind' | 'applicationNumber' | 'transactionType'>,
  exceptId?: string,
): API.IpcTransaction | undefined {
  if (fields.kind !== 'sell' || !fields.applicationNumber) return undefined;
  return db().transactions.find(
    (t) =>
      t.id !== exceptId &&
      t.kind === 'sell' &&
      t.applicationNumber === fields.applicationNumber &&
      t.transactionType === fields.transactionType &&
      (isLive(t) || t.status === 'pending'),
  );
}

/**
 * POST saveOrUpdateIndex: a new item, or a change of one's own, goes to review (`pending`) and
 * leaves the hall until an administrator approves it; an item an administrator took down stays
 * down (its content changes, an administrator restores it).
 */
export const saveTransaction = handle((req) => {
  const account = requireAccount(req);
  const body = bodyOf(req);
  const fields = validateTransaction(body, account);
  const list = db().transactions;
  const id = optionalText(body.id, 'id', 40);
  let existing: API.IpcTransaction | undefined;
  let index = -1;
  if (id) {
    index = list.findIndex((t) => t.id === id);
    if (index < 0) throw notFound('未找到要修改的交易信息');
    existing = list[index];
    if (existing.owner !== account) throw forbidden('只能修改自己发布的信息');
  }
  const duplicate = duplicateListingOf(fields, existing?.id);
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
  if (existing) {
    const { status, statusReason, statusDate } = existing;
    const takenDown = status === 'takenDown';
    const updated: API.IpcTransaction = {
      id: existing.id,
      ...fields,
      publishDate: existing.publishDate,
      ...(existing.publishedAt ? { publishedAt: existing.publishedAt } : {}),
      views: existing.views,
      inquiries: existing.inquiries,
      owner: account,
      ...(takenDown
        ? { status, statusReason, statusDate }
        : { status: 'pending' as const, statusDate: TODAY }),
      approved: false,
      ...(existing.neverPublished ? { neverPublished: true } : {}),
    };
    list[index] = updated;
    return updated;
  }
  const created: API.IpcTransaction = {
    id: nextTransactionId(),
    ...fields,
    // The day it was sent; approval dates it again (publishedAt is set then).
    publishDate: TODAY,
    views: 0,
    inquiries: 0,
    owner: account,
    status: 'pending',
    statusDate: TODAY,
    approved: false,
    neverPublished: true,
  };
  // New items go first, so a stable sort by date keeps them ahead of older ones of the same day.
  list.unshift(created);
  return created;
});
