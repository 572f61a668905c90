// Website service, leaving a message: from the footer, a product (an application for financing),
// a listing or demand (a consultation that goes to its owner), an agency or expert, or a service
// booking. The sender's fields are checked by the form's own rules (src/contract/messageForm.ts);
// what follows, the thread, is messages.ts.

import {
  bookingProblem,
  consentProblem,
  financingProblem,
  messageLabels,
  PURPOSE_LABELS,
  senderFieldChecks,
} from '../../../src/contract/messageForm';
import { db } from '../data';
import { badRequest, bodyOf, fieldError, handle, targetNotFound } from '../envelope';
import { checkMessage, recordMessage } from '../limits';
import { targetTitleOf } from '../targets';
import { isAdminAccount, requireAccount } from '../users';
import { oneOf, optionalText, refuse } from '../validate';
import { forSender } from './message-views';
import { shownNameProblem } from './verification';
import { inHall, inReview, isOwnerOrAdmin } from './trading';
import { nextIdOf } from '../sequences';

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
    const problem = financingProblem(values, product) ?? consentProblem(body.consent);
    if (problem) throw fieldError(problem.field, problem.message);
    // What the applicant agreed to, kept with the application: to whom, and when.
    return {
      ...values,
      consent: true,
      consentTo: product.institutionName,
      consentAt: new Date().toISOString(),
    };
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
  if (!inHall(item)) throw targetNotFound('该信息已下架或已成交，不再接受咨询');
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
  // A message is not signed as the platform, nor as another account's or organisation's name.
  const posing = shownNameProblem(name, account, { label: messageLabels(purpose).name });
  if (posing) throw fieldError('name', posing);
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
  // A message about something the portal does not show (an unknown id, a disabled agency, expert
  // or product) has no one to reach.
  if (targetType && targetType !== 'portal' && targetTitle === undefined)
    throw targetNotFound('未找到留言对象，可能已下线或不存在');
  const message: API.LeaveMessage = {
    id: nextIdOf(
      'message',
      'msg-',
      messages.map((m) => m.id),
    ),
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
