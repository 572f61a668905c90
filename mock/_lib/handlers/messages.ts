// Website service, messages: leaving one (footer, product, listing, agency, service booking), the
// sender's own list with the replies, and the administrators' handling (reply, close).

import {
  bookingProblem,
  financingProblem,
  PURPOSE_LABELS,
} from '../../../src/contract/messageForm';
import { isValidEmail, isValidMobile } from '../../../src/contract/validators';
import { db } from '../data';
import { isIsoDate } from '../dates';
import type { MockRequest } from '../envelope';
import { badRequest, bodyOf, fieldError, forbidden, handle, targetNotFound } from '../envelope';
import { checkMessage, recordMessage } from '../limits';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { targetTitleOf } from '../targets';
import { requireAccount, requireAdmin } from '../users';
import { oneOf, optionalText, requiredText } from '../validate';

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

const dateBound = (value: unknown, label: string) => {
  const text = String(value ?? '');
  if (!isIsoDate(text)) throw badRequest(`${label}格式不正确，应为YYYY-MM-DD`);
  return text;
};

export const MESSAGE_LIST: ListSpec<API.LeaveMessage> = {
  text: (m) => [m.content, m.name, m.company, m.targetTitle, m.reply, m.account],
  sort: { createdAt: (m) => m.createdAt },
  defaultSort: 'createdAt desc',
  filters: [
    { key: 'status', kind: 'match', get: (m) => m.status },
    { key: 'targetType', kind: 'match', get: (m) => m.targetType ?? 'portal' },
    { key: 'purpose', kind: 'match', get: (m) => m.purpose ?? 'message' },
    {
      key: 'from',
      kind: 'custom',
      test: (m, v) => m.createdAt.slice(0, 10) >= dateBound(v, '开始日期'),
    },
    {
      key: 'to',
      kind: 'custom',
      test: (m, v) => m.createdAt.slice(0, 10) <= dateBound(v, '结束日期'),
    },
  ],
};

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

export const leaveMessage = handle((req) => {
  const account = requireAccount(req);
  // 5 a minute, 30 a day per account (mock/_lib/limits.ts): HTTP 429 with Retry-After beyond.
  checkMessage(account);
  const body = bodyOf(req);
  const purpose = oneOf(body.purpose ?? 'message', MESSAGE_PURPOSES, '留言类型不正确');
  const name = requiredText(body.name, '姓名', 2, 20);
  const mobile = typeof body.mobile === 'string' ? body.mobile.trim() : '';
  if (!isValidMobile(mobile)) throw badRequest('请输入正确的手机号码');
  const email = optionalText(body.email, '邮箱', 254);
  if (email !== undefined && !isValidEmail(email)) throw badRequest('邮箱格式不正确');
  // An application or a booking says what it needs in its own fields; words are optional.
  const content =
    purpose === 'financing' || purpose === 'booking'
      ? optionalText(body.content, '补充说明', 500)
      : requiredText(body.content, purpose === 'consult' ? '咨询内容' : '留言内容', 10, 500);
  const targetType =
    body.targetType === undefined || body.targetType === null || body.targetType === ''
      ? undefined
      : oneOf(body.targetType, TARGET_TYPES, '留言对象类型不正确');
  const fits = PURPOSE_TARGETS[purpose];
  if (fits && !(targetType && fits.includes(targetType))) throw badRequest('该对象不支持这种申请');
  const targetId = optionalText(body.targetId, '留言对象', 40);
  const extra = purposeFields(purpose, body, targetId);
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
  };
  messages.push(message);
  recordMessage(account);
  return message;
});

/** GET authFront/leaveMessage/mine: the signed-in user's messages with their replies. */
export const findMyMessages = handle((req) => {
  const account = requireAccount(req);
  return runQuery(
    db().messages.filter((m) => m.account === account),
    req.query,
    MESSAGE_LIST,
  );
});

/** GET authFront/leaveMessage/unread: how many replies the user has not opened yet. */
export const unreadReplies = handle((req) => {
  const account = requireAccount(req);
  const count = db().messages.filter(
    (m) => m.account === account && m.status !== 'pending' && m.reply && !m.replyRead,
  ).length;
  return { count };
});

/** The message the body's id names. */
function messageOf(req: MockRequest): { index: number; message: API.LeaveMessage } {
  const id = optionalText(bodyOf(req).id, 'id', 40);
  if (!id) throw badRequest('缺少参数 id');
  const index = db().messages.findIndex((m) => m.id === id);
  // Asked for by a user's action: worth a message (showType 2).
  if (index < 0) throw targetNotFound('未找到该留言');
  return { index, message: db().messages[index] };
}

function save(index: number, message: API.LeaveMessage): API.LeaveMessage {
  db().messages[index] = message;
  return message;
}

/** POST authFront/leaveMessage/read {id}: the sender has opened the reply. */
export const readMessage = handle((req) => {
  const account = requireAccount(req);
  const { index, message } = messageOf(req);
  if (message.account !== account) throw forbidden('只能查看自己的留言');
  return message.reply && !message.replyRead
    ? save(index, { ...message, replyRead: true })
    : message;
});

const ADMIN_ONLY = '仅平台管理员可以处理留言';

/** GET authFront/admin/leaveMessage/find: every message, for the administrators. */
export const findAllMessages = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  return runQuery(db().messages, req.query, MESSAGE_LIST);
});

/** POST authFront/admin/leaveMessage/reply {id, reply}: answers a message (again, if need be). */
export const replyMessage = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  const { index, message } = messageOf(req);
  if (message.status === 'closed') throw badRequest('该留言已关闭，不能再回复');
  const reply = requiredText(bodyOf(req).reply, '回复内容', 2, 500);
  return save(index, {
    ...message,
    status: 'replied',
    reply,
    repliedAt: new Date().toISOString(),
    replyRead: false,
  });
});

/** POST authFront/admin/leaveMessage/close {id}: no further handling. */
export const closeMessage = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  const { index, message } = messageOf(req);
  return message.status === 'closed' ? message : save(index, { ...message, status: 'closed' });
});
