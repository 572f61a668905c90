import { PERIOD_LABELS, PURPOSE_LABELS } from '../contract/messageForm';
import { TARGET_LABELS, targetPath } from './targets';

/** What a message can be about (the `targetType` the portal's message forms send). */
export const MESSAGE_TARGET_LABELS = TARGET_LABELS;

export const MESSAGE_STATUS_LABELS: Record<API.MessageStatus, string> = {
  pending: '待回复',
  replied: '已回复',
  closed: '已关闭',
};

/** A thread's status as one side reads it: whose turn it is to answer. */
export function messageStatusLabel(status: API.MessageStatus, reader: 'sender' | 'owner'): string {
  if (status === 'pending') return reader === 'owner' ? '待您回复' : '待对方回复';
  return MESSAGE_STATUS_LABELS[status];
}

/** The page of the thing a message is about, when the portal has one (not deleted nor disabled). */
export function messageTargetPath(message: API.LeaveMessage): string | undefined {
  if (message.targetGone || message.targetOffline) return undefined;
  return targetPath(message.targetType, message.targetId, message.targetTitle);
}

/** True when an answer came and the sender has not opened it yet. */
export function hasUnreadReply(message: API.LeaveMessage): boolean {
  return Boolean(message.reply) && message.replyRead === false;
}

/** What a message asks for, as people call it (留言, 咨询, 融资申请, 服务预约). */
export const purposeLabel = (message: API.LeaveMessage) =>
  PURPOSE_LABELS[message.purpose ?? 'message'];

/** An application's or a booking's own fields in one line; undefined for a plain message. */
export function messageDetails(message: API.LeaveMessage): string | undefined {
  if (message.purpose === 'financing')
    return `${message.company ?? ''} 申请 ${message.amount ?? '—'} 万元 · ${message.termMonths ?? '—'} 个月${message.consentTo ? ` · 已同意提供给${message.consentTo}` : ''}`;
  if (message.purpose === 'booking' && message.preferredDate)
    return `希望 ${message.preferredDate} ${PERIOD_LABELS[message.preferredPeriod ?? 'morning']}`;
  return undefined;
}

/** The whole conversation as posts, oldest first: the opening message, then the thread. */
export function threadPosts(message: API.LeaveMessage): API.MessagePost[] {
  const opening: API.MessagePost = {
    role: 'sender',
    author: message.name,
    content: [messageDetails(message), message.content].filter(Boolean).join('；') || '—',
    createdAt: message.createdAt,
  };
  return [opening, ...(message.thread ?? [])];
}

/** Posts the reader's side has not opened: answers for the sender, the sender's for the owner. */
export function unreadFor(message: API.LeaveMessage, reader: 'sender' | 'owner'): number {
  return (reader === 'sender' ? message.senderUnread : message.recipientUnread) ?? 0;
}
