// Website service, messages: leaving one (footer, product, listing, agency, service booking), and
// the conversation that follows. A consultation about a listing or demand goes to its owner
// (`recipient: owner`); every other message to the platform's administrators. A message is a
// thread: answers and the sender's follow-ups are appended with their author and time, never
// overwritten; each side has its own unread count; a closed thread records who closed it and when.
// Administrators see every thread and may answer or close any of them.

import {
  bookingProblem,
  financingProblem,
  PURPOSE_LABELS,
  replyProblem,
  senderFieldChecks,
} from '../../../src/contract/messageForm';
import { INDIVIDUAL_PUBLISHER } from '../../../src/contract/tradeSeller';
import { db } from '../data';
import { chinaDayOf, dayBound } from '../dates';
import type { MockRequest } from '../envelope';
import { badRequest, bodyOf, fieldError, forbidden, handle, targetNotFound } from '../envelope';
import { checkMessage, recordMessage } from '../limits';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { targetTitleOf } from '../targets';
import { isAdminAccount, requireAccount } from '../users';
import {
  forOwner,
  forSender,
  PLATFORM_AUTHOR,
  recipientUnreadOf,
  senderUnreadOf,
  threadOf,
} from './message-views';
import { inReview, isLive, isOwnerOrAdmin } from './trading';
import { oneOf, optionalText, refuse } from '../validate';

const MESSAGE_PURPOSES = Object.keys(PURPOSE_LABELS) as API.MessagePurpose[];

const TARGET_TYPES: readonly API.MessageTargetType[] = [
  'portal',
  'agency',
  'product',
  'institution',
  'listing',
  'expert',
  'patent',
  'news',
  /** A part-time operation service booked from the service home (targetId: its dictionary value). */
  'service',
];

/** The list of messages as one side reads them: `unread` counts what that side has not opened. */
export function messageList(unreadOf: (m: API.LeaveMessage) => number): ListSpec<API.LeaveMessage> {
  return {
    text: (m) => [
      m.content,
      m.name,
      m.company,
      m.targetTitle,
      m.account,
      ...threadOf(m).map((p) => p.content),
    ],
    sort: { createdAt: (m) => m.createdAt },
    defaultSort: 'createdAt desc',
    filters: [
      { key: 'status', kind: 'match', get: (m) => m.status },
      { key: 'targetType', kind: 'match', get: (m) => m.targetType ?? 'portal' },
      { key: 'targetId', kind: 'match', get: (m) => m.targetId ?? '' },
      { key: 'purpose', kind: 'match', get: (m) => m.purpose ?? 'message' },
      { key: 'unread', kind: 'bool', label: '未读', get: (m) => unreadOf(m) > 0 },
      {
        key: 'from',
        kind: 'custom',
        test: (m, v) => (chinaDayOf(m.createdAt) ?? '') >= dayBound(v, '开始日期'),
      },
      {
        key: 'to',
        kind: 'custom',
        test: (m, v) => (chinaDayOf(m.createdAt) ?? '') <= dayBound(v, '结束日期'),
      },
    ],
  };
}

export const MESSAGE_LIST = messageList(senderUnreadOf);
const RECEIVED_LIST = messageList(recipientUnreadOf);
const nextNumber = (messages: API.LeaveMessage[]) =>
  messages.reduce((max, m) => Math.max(max, Number(m.id.replace(/^msg-/, '')) || 0), 0) + 1;

/** Which purposes fit which targets: an application needs a product, a booking a service. */
const PURPOSE_TARGETS: Record<API.MessagePurpose, API.MessageTargetType[] | undefined> = {
  message: undefined,
  consult: ['listing', 'agency', 'expert', 'product', 'institution', 'patent'],
  financing: ['product'],
  booking: ['service'],
};

/** The purpose's own fields, checked like the form checks them; a refusal names its field. */
function purposeFields(
  purpose: API.MessagePurpose,
  body: Record<string, unknown>,
  targetId: string | undefined,
): Partial<API.LeaveMessage> {
  if (purpose === 'financing') {
    const product = db().products.find((p) => p.id === targetId);
    if (!product) throw targetNotFound('未找到要申请的金融产品');
    const values = {
      company: typeof body.company === 'string' ? body.company.trim() : undefined,
      amount: typeof body.amount === 'number' ? body.amount : Number(body.amount ?? NaN),
      termMonths:
        typeof body.termMonths === 'number' ? body.termMonths : Number(body.termMonths ?? NaN),
    };
    const problem = financingProblem(values, product);
    if (problem) throw fieldError(problem.field, problem.message);
    return values;
  }
  if (purpose === 'booking') {
    const values = {
      preferredDate: typeof body.preferredDate === 'string' ? body.preferredDate : undefined,
      preferredPeriod: body.preferredPeriod as API.DayPeriod | undefined,
    };
    const problem = bookingProblem(values);
    if (problem) throw fieldError(problem.field, problem.message);
    return values;
  }
  return {};
}

/**
 * The listing or demand a consultation is about, when it goes to its owner: a live item of
 * another account that is not an administrator's. Nobody consults on their own item, nor on one
 * the public cannot see.
 */
function consultedItem(
  targetType: API.MessageTargetType | undefined,
  targetId: string | undefined,
  account: string,
): API.IpcTransaction | undefined {
  if (targetType !== 'listing') return undefined;
  const item = db().transactions.find((t) => t.id === targetId);
  if (!item || (inReview(item) && !isOwnerOrAdmin(item, account)))
    throw targetNotFound('未找到该交易信息');
  if (item.owner === account) throw fieldError('content', '不能咨询自己发布的信息');
  if (!isLive(item)) throw targetNotFound('该信息已下架或已成交，不再接受咨询');
  return item;
}

/** The item's consultations count one more (replace the entry: resetDb() forgets it). */
function countInquiry(item: API.IpcTransaction) {
  const list = db().transactions;
  const index = list.findIndex((t) => t.id === item.id);
  if (index >= 0) list[index] = { ...list[index], inquiries: list[index].inquiries + 1 };
}

export const leaveMessage = handle((req) => {
  const account = requireAccount(req);
  // 5 a minute, 30 a day per account (mock/_lib/limits.ts): HTTP 429 with Retry-After beyond.
  checkMessage(account);
  const body = bodyOf(req);
  const purpose = oneOf(body.purpose ?? 'message', MESSAGE_PURPOSES, '留言类型不正确');
  // The sender's fields, by the form's own rules (src/contract/messageForm.ts).
  const checks = senderFieldChecks(purpose);
  for (const field of ['name', 'mobile', 'email', 'content'] as const)
    refuse(checks[field](body[field]), field);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '') || undefined;
  const name = text(body.name)!;
  const mobile = text(body.mobile)!;
  const email = text(body.email);
  const content = text(body.content);
  const targetType =
    body.targetType === undefined || body.targetType === null || body.targetType === ''
      ? undefined
      : oneOf(body.targetType, TARGET_TYPES, '留言对象类型不正确');
  const fits = PURPOSE_TARGETS[purpose];
  if (fits && !(targetType && fits.includes(targetType))) throw badRequest('该对象不支持这种申请');
  const targetId = optionalText(body.targetId, '留言对象', 40);
  if (body.shareContact !== undefined && typeof body.shareContact !== 'boolean')
    throw badRequest('是否向发布者提供联系方式格式不正确');
  const extra = purposeFields(purpose, body, targetId);
  const item = consultedItem(targetType, targetId, account);
  const toOwner = item?.owner !== undefined && !isAdminAccount(item.owner);
  const messages = db().messages;
  const targetTitle = targetTitleOf(targetType, targetId, account);
  const message: API.LeaveMessage = {
    id: `msg-${String(nextNumber(messages)).padStart(4, '0')}`,
    name,
    mobile,
    ...(email ? { email } : {}),
    ...(content ? { content } : {}),
    ...(targetType ? { targetType } : {}),
    ...(targetId ? { targetId } : {}),
    ...(targetTitle ? { targetTitle } : {}),
    ...(purpose !== 'message' ? { purpose } : {}),
    ...extra,
    account,
    createdAt: new Date().toISOString(),
    status: 'pending',
    recipient: toOwner ? 'owner' : 'platform',
    ...(toOwner
      ? { recipientAccount: item.owner, contactShared: body.shareContact !== false }
      : {}),
    thread: [],
    senderUnread: 0,
    recipientUnread: 1,
  };
  messages.push(message);
  recordMessage(account);
  if (item) countInquiry(item);
  return forSender(message);
});

/** GET authFront/leaveMessage/mine: the signed-in user's messages with their threads. */
export const findMyMessages = handle((req) => {
  const account = requireAccount(req);
  const page = runQuery(
    db().messages.filter((m) => m.account === account),
    req.query,
    MESSAGE_LIST,
  );
  return { ...page, content: page.content.map(forSender) };
});

const receivedBy = (account: string) => (m: API.LeaveMessage) =>
  m.recipient === 'owner' && m.recipientAccount === account;

/** GET authFront/leaveMessage/received: consultations about the user's listings and demands. */
export const findReceivedMessages = handle((req) => {
  const account = requireAccount(req);
  const page = runQuery(db().messages.filter(receivedBy(account)), req.query, RECEIVED_LIST);
  return { ...page, content: page.content.map(forOwner) };
});

/** GET authFront/leaveMessage/unread: what the user has not opened, on either side. */
export const unreadReplies = handle((req): API.MessageUnread => {
  const account = requireAccount(req);
  const messages = db().messages;
  const replies = messages
    .filter((m) => m.account === account)
    .reduce((sum, m) => sum + senderUnreadOf(m), 0);
  const received = messages
    .filter(receivedBy(account))
    .reduce((sum, m) => sum + recipientUnreadOf(m), 0);
  return { count: replies + received, replies, received };
});

/** The message the body's id names. */
export function messageOf(req: MockRequest): { index: number; message: API.LeaveMessage } {
  const id = optionalText(bodyOf(req).id, 'id', 40);
  if (!id) throw badRequest('缺少参数 id');
  const index = db().messages.findIndex((m) => m.id === id);
  // Asked for by a user's action: worth a message (showType 2).
  if (index < 0) throw targetNotFound('未找到该留言');
  return { index, message: db().messages[index] };
}

export function save(index: number, message: API.LeaveMessage): API.LeaveMessage {
  db().messages[index] = message;
  return message;
}

/** Which side of the thread the account is on: its sender, the owner who received it, or none. */
function sideOf(m: API.LeaveMessage, account: string): 'sender' | 'owner' | null {
  if (m.account === account) return 'sender';
  if (receivedBy(account)(m)) return 'owner';
  return null;
}

/** The participant's own message, or 403: only its two sides take part in a thread. */
function ownThread(req: MockRequest) {
  const account = requireAccount(req);
  const { index, message } = messageOf(req);
  const side = sideOf(message, account);
  if (!side) throw forbidden('只能处理自己的留言或收到的咨询');
  const view = side === 'sender' ? forSender : forOwner;
  return { account, index, message, side, view };
}

/** How the owner signs an answer: the seller's name, or 发布者 for a private person. */
function ownerAuthor(m: API.LeaveMessage): string {
  const seller = db().transactions.find((t) => t.id === m.targetId)?.seller;
  return seller && seller !== INDIVIDUAL_PUBLISHER ? seller : '发布者';
}

const authorOf = (m: API.LeaveMessage, role: API.MessageRole) =>
  role === 'sender' ? m.name : role === 'owner' ? ownerAuthor(m) : PLATFORM_AUTHOR;

/** Appends a post: an answer is unread for the sender, a follow-up for the recipient. */
export function append(
  m: API.LeaveMessage,
  role: API.MessageRole,
  content: string,
): API.LeaveMessage {
  if (m.status === 'closed') throw badRequest('该留言已关闭，不能再回复');
  const createdAt = new Date().toISOString();
  const thread = [...threadOf(m), { role, author: authorOf(m, role), content, createdAt }];
  if (role === 'sender')
    return { ...m, thread, status: 'pending', recipientUnread: recipientUnreadOf(m) + 1 };
  return {
    ...m,
    thread,
    status: 'replied',
    reply: content,
    repliedAt: createdAt,
    replyRead: false,
    senderUnread: senderUnreadOf(m) + 1,
  };
}

/** POST authFront/leaveMessage/post {id, content}: the sender's follow-up or the owner's answer. */
export const postMessage = handle((req) => {
  const { account, index, message, side, view } = ownThread(req);
  if (message.status === 'closed') throw badRequest('该留言已关闭，不能再回复');
  const label = side === 'sender' ? '追问内容' : '回复内容';
  refuse(replyProblem(bodyOf(req).content, label), 'content');
  const content = (bodyOf(req).content as string).trim();
  // A follow-up is a message like another: the sender's limit counts it.
  if (side === 'sender') checkMessage(account);
  const updated = save(index, append(message, side, content));
  if (side === 'sender') recordMessage(account);
  return view(updated);
});

/** POST authFront/leaveMessage/read {id}: the caller's side has opened the thread. */
export const readMessage = handle((req) => {
  const { index, message, side, view } = ownThread(req);
  if (side === 'sender')
    return view(
      senderUnreadOf(message) > 0
        ? save(index, {
            ...message,
            senderUnread: 0,
            ...(message.reply ? { replyRead: true } : {}),
          })
        : message,
    );
  return view(
    recipientUnreadOf(message) > 0 ? save(index, { ...message, recipientUnread: 0 }) : message,
  );
});

export function closed(m: API.LeaveMessage, role: API.MessageRole): API.LeaveMessage {
  if (m.status === 'closed') return m;
  return {
    ...m,
    status: 'closed',
    closedAt: new Date().toISOString(),
    closedBy: role,
    closedByName: authorOf(m, role),
  };
}

/** POST authFront/leaveMessage/close {id}: one side closes the thread. */
export const closeOwnMessage = handle((req) => {
  const { index, message, side, view } = ownThread(req);
  return view(save(index, closed(message, side)));
});
