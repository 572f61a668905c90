// Website service, messages, the administrators' side: every thread, with those waiting for an
// answer or for forwarding picked out; the platform's answer and closing, each recorded in the
// audit trail. Forwarding a consultation to an agency is message-forward.ts.

import { replyProblem } from '../../../src/contract/messageForm';
import { recordAudit } from '../audit';
import { db } from '../data';
import { badRequest, bodyOf, handle } from '../envelope';
import type { ListSpec } from '../query';
import { runQuery, toBool } from '../query';
import { requireAdmin } from '../users';
import { refuse } from '../validate';
import { awaitsForwarding, forAdmin, forwardsOf } from './message-views';
import { append, closed, messageList, messageOf, save } from './messages';

// Administrators read every message; "unread" for them is what waits for an answer. They also
// pick the forwarded messages, or the ones waiting to be forwarded.
const BASE_ADMIN_LIST = messageList((m) => (m.status === 'pending' ? 1 : 0));
const ADMIN_LIST: ListSpec<API.LeaveMessage> = {
  ...BASE_ADMIN_LIST,
  // Its id too: 操作日志 opens the list on the one message an entry is about.
  text: (m) => [m.id, ...BASE_ADMIN_LIST.text(m)],
  filters: [
    ...(BASE_ADMIN_LIST.filters ?? []),
    {
      key: 'forwarded',
      kind: 'custom',
      test: (m, v) => (toBool(v, '是否已转交') ? forwardsOf(m).length > 0 : awaitsForwarding(m)),
    },
  ],
};

export const ADMIN_ONLY = '仅平台管理员可以处理留言';

/** GET authFront/admin/leaveMessage/find: every message, for the administrators. */
export const findAllMessages = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  const page = runQuery(db().messages, req.query, ADMIN_LIST);
  return { ...page, content: page.content.map(forAdmin) };
});

/** How the audit trail names a message: who sent it, about what. */
export const messageTitleOf = (m: API.LeaveMessage) => `${m.name}：${m.targetTitle ?? '平台留言'}`;

/**
 * Records an administrator's handling of a message in the audit trail: its status before and
 * after, and `extra` (what was answered, to whom it was forwarded) on the after side.
 */
export function auditMessage(
  actor: string,
  verb: 'reply' | 'close' | 'forward',
  before: API.LeaveMessage,
  after: API.LeaveMessage,
  extra: Record<string, unknown> = {},
): void {
  recordAudit({
    actor,
    action: `message.${verb}`,
    targetType: 'message',
    targetId: after.id,
    targetTitle: messageTitleOf(after),
    before: { status: before.status },
    after: { status: after.status, ...extra },
  });
}

/** POST authFront/admin/leaveMessage/reply {id, reply}: the platform adds an answer to the thread. */
export const replyMessage = handle((req) => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const { index, message } = messageOf(req);
  if (message.status === 'closed') throw badRequest('该留言已关闭，不能再回复');
  refuse(replyProblem(bodyOf(req).reply, '回复内容'), 'reply');
  const reply = (bodyOf(req).reply as string).trim();
  const updated = save(index, append(message, 'platform', reply));
  auditMessage(actor, 'reply', message, updated, { reply });
  return forAdmin(updated);
});

/** POST authFront/admin/leaveMessage/close {id}: no further handling. */
export const closeMessage = handle((req) => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const { index, message } = messageOf(req);
  // Closing a closed thread changes nothing, so nothing is recorded.
  if (message.status === 'closed') return forAdmin(message);
  const updated = save(index, closed(message, 'platform'));
  auditMessage(actor, 'close', message, updated);
  return forAdmin(updated);
});
