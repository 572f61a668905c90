// Website service, IP operations: listings and demands, their detail and what is public of them.
// Visitors see contact phones masked; the publish form is checked by src/contract/tradeForm.ts,
// the same module the pages use, so the browser and the mock refuse the same input.
// Publishing is reviewed: a new or edited item is `pending` and only `published` items are public
// (hall, home, search, statistics, related items, saved-search counts); administrators approve or
// reject in admin-trading.ts. The seller is the publisher's verified name; a listing of a patent
// held by someone else is 代理/授权出让 and carries an authorisation statement. One live or
// pending listing per patent and transaction type.

import { clientOf } from '../clients';
import { db } from '../data';
import type { MockRequest } from '../envelope';
import { handle, notFound, noteWriteSoon } from '../envelope';
import type { ListSpec } from '../query';
import { filterItems, runQuery, toNumber } from '../query';
import { currentAccount, findUser, isAdminAccount, isDisabled } from '../users';
import { asPublished, sellerOf } from '../publisher';
import { countsAsView } from '../views';
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

/** The largest page of a list whose items show contact phones. */
export const CONTACT_PAGE_MAX = 100;

export const TRANSACTION_LIST: ListSpec<API.IpcTransaction> = {
  text: (t) => [t.title, t.description, t.applicationNumber, ...(t.keywords ?? [])],
  sort: {
    publishDate: (t) => t.publishDate,
    // Demands carry no price; their budget's upper end stands in for it.
    price: (t) => (t.kind === 'buy' ? (t.budgetMax ?? t.budgetMin) : t.price),
    views: (t) => t.views,
  },
  defaultSort: 'publishDate desc',
  // Signed in, every item carries its contact's phone: no one takes them all in one answer.
  maxSize: CONTACT_PAGE_MAX,
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
  ],
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

/**
 * In the hall: published, by an account that is not disabled (a disabled account's items leave
 * the hall with it, and come back when it is enabled again).
 */
export function inHall(t: API.IpcTransaction): boolean {
  if (!isLive(t)) return false;
  const owner = t.owner ? findUser(t.owner) : undefined;
  return !owner || !isDisabled(owner);
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

/** The account a request is signed in as; null for a visitor (a bad token reads as one). */
export function viewerOf(req: MockRequest): string | null {
  const account = currentAccount(req);
  return account === 'invalid' ? null : account;
}

/** The item's owner or an administrator: who sees it in review, and whose account it is. */
export function isOwnerOrAdmin(item: API.IpcTransaction, viewer: string | null): boolean {
  return viewer !== null && (viewer === item.owner || isAdminAccount(viewer));
}

/**
 * What a viewer may see of an item: `owner`, `statusReason` and `history` only its owner and
 * administrators (an account can be a mobile number; a reason is said to the owner, not to the
 * public); the contact phone anyone signed in, unless `mayContact` says otherwise — visitors
 * get it masked and `contactHidden: true`.
 */
export function forViewer<T extends API.IpcTransaction>(
  item: T,
  viewer: string | null,
  mayContact: boolean = viewer !== null,
): T {
  const published = asPublished(item);
  const { owner, statusReason, history, ...rest } = published;
  void owner;
  void statusReason;
  void history;
  const shown = (isOwnerOrAdmin(item, viewer) ? published : rest) as T;
  if (mayContact) return shown;
  return { ...shown, contactPhone: maskPhone(item.contactPhone), contactHidden: true };
}

/** What the trading hall lists: every live listing and demand. */
const hallItems = () => db().transactions.filter(inHall);

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
  const viewer = viewerOf(req);
  return { ...page, content: page.content.map((t) => forViewer(t, viewer)) };
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
 * One item with its related ones; a read of a live item counts as a view (views.ts). An item taken off
 * the hall still answers, with its status, so its page can say so; only its owner and
 * administrators see the contact.
 */
export const transactionDetail = handle((req): API.IpcTransactionDetail => {
  const id = idParam(req);
  const list = db().transactions;
  const index = list.findIndex((t) => t.id === id);
  if (index < 0) throw notFound('未找到该交易信息');
  const viewer = viewerOf(req);
  // Before approval an item does not exist for the public: the same answer as an unknown id.
  if (inReview(list[index]) && !isOwnerOrAdmin(list[index], viewer))
    throw notFound('未找到该交易信息');
  const live = isLive(list[index]);
  // A reader's view counts once a day; the publisher's and administrators' reads do not count.
  const reader = viewer ? `account:${viewer}` : `client:${clientOf(req)}`;
  if (live && !isOwnerOrAdmin(list[index], viewer) && countsAsView(id, reader)) {
    // Replace rather than change the entry, so resetDb() also forgets the views.
    list[index] = { ...list[index], views: list[index].views + 1 };
    noteWriteSoon();
  }
  const item = list[index];
  // Off the hall, the contact goes to its owner and to administrators (who review it) only.
  const mayContact = live ? viewer !== null : isOwnerOrAdmin(item, viewer);
  return {
    ...forViewer(item, viewer, mayContact),
    related: relatedTransactions(item).map((t) => forViewer(t, viewer)),
  };
});

const DEAL_LIST: ListSpec<API.IpcTransaction> = {
  text: (t) => [t.title, sellerOf(t), t.deal?.counterpart, ...(t.keywords ?? [])],
  sort: { dealDate: (t) => t.deal?.date },
  defaultSort: 'dealDate desc',
  filters: [{ key: 'kind', kind: 'match', get: (t) => t.kind }],
};

/** GET front/ipcTransaction/deals: 成交公示, the latest deal first. */
export const findDeals = handle((req) => {
  const dealt = db().transactions.filter((t) => t.status === 'dealt' && t.deal);
  const page = runQuery(dealt, req.query, DEAL_LIST);
  const viewer = viewerOf(req);
  return { ...page, content: page.content.map((t) => forViewer(t, viewer, false)) };
});
