// How a message reads to each side of its thread (the sender, the owner who received it, the
// administrators), its posts, and the unread counts of each side.

import { db } from '../data';
import { maskPhone } from './trading';

export const PLATFORM_AUTHOR = '平台管理员';

/** What was said after the opening message; a message stored before threads had its one reply. */
export function threadOf(m: API.LeaveMessage): API.MessagePost[] {
  if (m.thread) return m.thread;
  return m.reply
    ? [
        {
          role: 'platform',
          author: PLATFORM_AUTHOR,
          content: m.reply,
          createdAt: m.repliedAt ?? m.createdAt,
        },
      ]
    : [];
}

/** A message about a listing or demand its owner deleted says so (the title stays). */
const targetState = (m: API.LeaveMessage) =>
  m.targetType === 'listing' && m.targetId && !db().transactions.some((t) => t.id === m.targetId)
    ? { targetGone: true }
    : {};

export const senderUnreadOf = (m: API.LeaveMessage) =>
  m.senderUnread ?? (m.reply && m.replyRead === false ? 1 : 0);
export const recipientUnreadOf = (m: API.LeaveMessage) => m.recipientUnread ?? 0;

/** What the sender reads of their message: not who the owner's account is. */
export function forSender(m: API.LeaveMessage): API.LeaveMessage {
  const { recipientAccount, ...rest } = m;
  void recipientAccount;
  return { ...rest, recipient: m.recipient ?? 'platform', thread: threadOf(m), ...targetState(m) };
}

/**
 * What the owner reads of a consultation about their item: the sender's name, and the contact
 * only as far as the sender allowed; never the sender's account (it can be a mobile number).
 */
export function forOwner(m: API.LeaveMessage): API.LeaveMessage {
  const { account, recipientAccount, email, ...rest } = m;
  void account;
  void recipientAccount;
  const shared = m.contactShared !== false;
  return {
    ...rest,
    account: '',
    ...(shared && email ? { email } : {}),
    mobile: shared ? m.mobile : maskPhone(m.mobile),
    thread: threadOf(m),
    ...targetState(m),
  };
}

export const forAdmin = (m: API.LeaveMessage): API.LeaveMessage => ({
  ...m,
  recipient: m.recipient ?? 'platform',
  thread: threadOf(m),
  ...targetState(m),
});
