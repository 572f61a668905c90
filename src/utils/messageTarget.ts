import { TARGET_LABELS, targetPath } from './targets';

/** What a message can be about (the `targetType` the portal's message forms send). */
export const MESSAGE_TARGET_LABELS = TARGET_LABELS;

export const MESSAGE_STATUS_LABELS: Record<API.MessageStatus, string> = {
  pending: '待回复',
  replied: '已回复',
  closed: '已关闭',
};

/** The page of the thing a message is about, when the portal has one. */
export function messageTargetPath(message: API.LeaveMessage): string | undefined {
  return targetPath(message.targetType, message.targetId, message.targetTitle);
}

/** True when the platform answered and the sender has not opened the answer yet. */
export function hasUnreadReply(message: API.LeaveMessage): boolean {
  return Boolean(message.reply) && message.replyRead === false;
}
