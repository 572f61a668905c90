// How a message reads to each side of its thread (the sender, the owner who received it, the
// administrators), its posts, the unread counts of each side, and its forwardings.

import { db } from '../data';
import { directoryRecord, type DirectoryKind, isVisible } from '../directory';
import { forwardTargetOf } from '../targets';
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

const DIRECTORY_TARGETS: readonly string[] = ['agency', 'institution', 'product', 'expert'];

/**
 * A message about something no longer on the portal says so (the title stays): a listing or
 * demand its owner deleted, a directory record an administrator deleted (`targetGone`) or
 * disabled for now (`targetOffline`) — its page then is not there to link to.
 */
function targetState(m: API.LeaveMessage): Pick<API.LeaveMessage, 'targetGone' | 'targetOffline'> {
  if (!m.targetId) return {};
  if (m.targetType === 'listing')
    return db().transactions.some((t) => t.id === m.targetId) ? {} : { targetGone: true };
  if (!m.targetType || !DIRECTORY_TARGETS.includes(m.targetType)) return {};
  const kind = m.targetType as DirectoryKind;
  const record = directoryRecord(kind, m.targetId);
  if (!record) return { targetGone: true };
  return isVisible(kind, record) ? {} : { targetOffline: true };
}

export const forwardsOf = (m: API.LeaveMessage): API.MessageForward[] => m.forwards ?? [];

/**
 * Whom the platform may forward the message to now: only an open message it answers itself about
 * an agency, institution, expert or product still in the directory.
 */
export function forwardTargetFor(m: API.LeaveMessage): API.ForwardTarget | undefined {
  if (m.recipient === 'owner' || m.status === 'closed') return undefined;
  return forwardTargetOf(m.targetType, m.targetId);
}

/** 待转交: it can be forwarded and nobody has yet. */
export const awaitsForwarding = (m: API.LeaveMessage) =>
  forwardsOf(m).length === 0 && forwardTargetFor(m) !== undefined;

export const senderUnreadOf = (m: API.LeaveMessage) =>
  m.senderUnread ?? (m.reply && m.replyRead === false ? 1 : 0);
export const recipientUnreadOf = (m: API.LeaveMessage) => m.recipientUnread ?? 0;

/** What the sender reads of their message: not who the owner's account is. */
export function forSender(m: API.LeaveMessage): API.LeaveMessage {
  // The forwarding's record (and the administrator's note) stays with the administrators: the
  // sender reads the forwarding as a post of the thread.
  const { recipientAccount, forwards, ...rest } = m;
  void recipientAccount;
  void forwards;
  return { ...rest, recipient: m.recipient ?? 'platform', thread: threadOf(m), ...targetState(m) };
}

/**
 * What the owner reads of a consultation about their item: the sender's name, and the contact
 * only as far as the sender allowed; never the sender's account (it can be a mobile number).
 */
export function forOwner(m: API.LeaveMessage): API.LeaveMessage {
  const { account, recipientAccount, email, forwards, ...rest } = m;
  void account;
  void recipientAccount;
  void forwards;
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

export function forAdmin(m: API.LeaveMessage): API.LeaveMessage {
  const forwardTarget = forwardTargetFor(m);
  return {
    ...m,
    recipient: m.recipient ?? 'platform',
    thread: threadOf(m),
    ...targetState(m),
    ...(forwardTarget ? { forwardTarget } : {}),
  };
}
