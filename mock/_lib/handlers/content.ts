// Website service: news articles and visitors' messages.

import { isValidEmail, isValidMobile } from '../../../src/utils/validators';
import { db } from '../data';
import { badRequest, bodyOf, handle, notFound } from '../envelope';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { requireAccount } from '../users';
import { optionalText, requiredText } from '../validate';
import { idParam } from './finance';

export const NEWS_LIST: ListSpec<API.NewsArticle> = {
  text: (n) => [n.title, n.summary, n.source],
  sort: { publishDate: (n) => n.publishDate, views: (n) => n.views },
  defaultSort: 'publishDate desc',
  filters: [
    { key: 'id', kind: 'match', get: (n) => n.id },
    { key: 'category', kind: 'match', get: (n) => n.category },
  ],
};

/** Lists leave the HTML body out; the detail call returns it. */
export const findNews = handle((req) => {
  const page = runQuery(db().news, req.query, NEWS_LIST);
  return { ...page, content: page.content.map(({ content, ...rest }) => (void content, rest)) };
});

export const newsDetail = handle((req): API.NewsDetail => {
  const id = idParam(req);
  // Neighbours in the order the news list shows: newest first.
  const ordered = [...db().news].sort(
    (a, b) => b.publishDate.localeCompare(a.publishDate) || a.id.localeCompare(b.id),
  );
  const index = ordered.findIndex((n) => n.id === id);
  if (index < 0) throw notFound('未找到该新闻');
  const ref = (n?: API.NewsArticle) => (n ? { id: n.id, title: n.title } : null);
  return { ...ordered[index], previous: ref(ordered[index - 1]), next: ref(ordered[index + 1]) };
});

const TARGET_TYPES = [
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

export const leaveMessage = handle((req) => {
  const account = requireAccount(req);
  const body = bodyOf(req);
  const name = requiredText(body.name, '姓名', 2, 20);
  const mobile = typeof body.mobile === 'string' ? body.mobile.trim() : '';
  if (!isValidMobile(mobile)) throw badRequest('请输入正确的手机号码');
  const email = optionalText(body.email, '邮箱', 254);
  if (email !== undefined && !isValidEmail(email)) throw badRequest('邮箱格式不正确');
  const content = requiredText(body.content, '留言内容', 10, 500);
  const targetType = optionalText(body.targetType, '留言对象类型', 20);
  if (targetType !== undefined && !TARGET_TYPES.includes(targetType))
    throw badRequest('留言对象类型不正确');
  const targetId = optionalText(body.targetId, '留言对象', 40);
  const messages = db().messages;
  const message: API.LeaveMessage = {
    id: `msg-${String(messages.length + 1).padStart(4, '0')}`,
    name,
    mobile,
    ...(email ? { email } : {}),
    content,
    ...(targetType ? { targetType } : {}),
    ...(targetId ? { targetId } : {}),
    account,
    createdAt: new Date().toISOString(),
  };
  messages.push(message);
  return message;
});
