// Website service, messages: the conversation that follows a message (message-leave.ts leaves
// one: footer, product, listing, agency, service booking). A consultation about a listing or demand goes to its owner
// (`recipient: owner`); every other message to the platform's administrators. A message is a
// thread: answers and the sender's follow-ups are appended with their author and time, never
// overwritten; each side has its own unread count; a closed thread records who closed it and when.
// Administrators see every thread and may answer or close any of them.

import {
  replyProblem,
  THREAD_FULL_MESSAGE,
  THREAD_MAX_POSTS,
} from '../../../src/contract/messageForm';
import { INDIVIDUAL_PUBLISHER } from '../../../src/contract/tradeSeller';
import { db } from '../data';
import { chinaDayOf, dayBound } from '../dates';
import type { MockRequest } from '../envelope';
import { badRequest, bodyOf, fieldError, forbidden, handle, targetNotFound } from '../envelope';
import { checkAnswer, checkMessage, recordAnswer, recordMessage } from '../limits';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { requireAccount } from '../users';
import { sellerOf } from '../publisher';
import {
  forOwner,
  forSender,
  PLATFORM_AUTHOR,
  recipientUnreadOf,
  senderUnreadOf,
  threadOf,
} from './message-views';
import { optionalText, refuse } from '../validate';

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
  const item = db().transactions.find((t) => t.id === m.targetId);
  const seller = item && sellerOf(item);
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
  if (threadOf(m).length >= THREAD_MAX_POSTS) throw fieldError('content', THREAD_FULL_MESSAGE);
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
  else checkAnswer(account);
  const updated = save(index, append(message, side, content));
  if (side === 'sender') recordMessage(account);
  else recordAnswer(account);
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
