// Website service, messages: the administrators forward a message about an agency, institution,
// expert or product — which have no accounts — to its contact. The mock sends nothing: it records
// the forwarding and tells the sender in the thread; a real backend sends the mail or SMS here.

import {
  forwardContactProblem,
  forwardNoteProblem,
  forwardPostText,
  sameContact,
} from '../../../src/contract/messageForm';
import { badRequest, bodyOf, fieldError, handle } from '../envelope';
import { requireAdmin } from '../users';
import { forAdmin, forwardsOf, forwardTargetFor } from './message-views';
import { append, messageOf, save } from './messages';
import { ADMIN_ONLY, auditMessage } from './messages-admin';

/** `2026-11-21 10:05` in China time (UTC+8, no daylight saving), as the admin reads times. */
const chinaMinute = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** Why the message cannot be forwarded at all (before its contact is looked at). */
function notForwardable(m: API.LeaveMessage): string | undefined {
  if (m.recipient === 'owner') return '交易信息的咨询由发布者答复，无需转交';
  if (m.status === 'closed') return '该留言已关闭，不能再转交';
  return undefined;
}

/** POST authFront/admin/leaveMessage/forward {id, to, note?}. */
export const forwardMessage = handle((req) => {
  const by = requireAdmin(req, ADMIN_ONLY);
  const { index, message } = messageOf(req);
  const refusal = notForwardable(message);
  if (refusal) throw badRequest(refusal);
  const target = forwardTargetFor(message);
  if (!target) throw badRequest('只有关于服务机构、金融机构、专家或金融产品的留言可以转交');
  const body = bodyOf(req);
  const contactProblem = forwardContactProblem(body.to);
  if (contactProblem) throw fieldError('to', contactProblem);
  const to = String(body.to).trim();
  const earlier = forwardsOf(message).find((f) => sameContact(f.to, to));
  if (earlier)
    throw fieldError('to', `已于 ${chinaMinute(earlier.at)} 转交至该联系方式，不必重复转交`);
  const noteProblem = forwardNoteProblem(body.note);
  if (noteProblem) throw fieldError('note', noteProblem);
  const note = typeof body.note === 'string' ? body.note.trim() : '';
  const posted = append(message, 'platform', forwardPostText(target.name, to));
  const forward: API.MessageForward = {
    to,
    toName: target.name,
    ...(note ? { note } : {}),
    // The post's own time, so the record and what the sender reads agree.
    at: posted.repliedAt ?? new Date().toISOString(),
    by,
  };
  const updated = save(index, { ...posted, forwards: [...forwardsOf(message), forward] });
  auditMessage(by, 'forward', message, updated, { forwardedTo: `${target.name}（${to}）` });
  return forAdmin(updated);
});
