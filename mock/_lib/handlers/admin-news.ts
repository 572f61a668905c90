// 内容管理: administrators write, publish, take offline and pin news articles and notices. Rules
// held here, whatever a page shows: the fields as src/contract/newsArticle.ts says (the form
// checks the same); the body's HTML sanitised on save (news-html.ts); images by their bytes;
// every change names the article's version it was based on (a stale one is HTTP 409
// VERSION_CONFLICT) and is recorded in the audit trail. Only published articles are public
// (content.ts); drafts and offline ones answer not-found there.

import {
  newsFieldProblems,
  offlineReasonProblem,
  autoSummaryOf,
  type NewsCategory,
  type NewsStatus,
} from '../../../src/contract/newsArticle';
import { recordAudit } from '../audit';
import { db } from '../data';
import type { NewsRecord } from '../data/news';
import { dayBound } from '../dates';
import type { MockRequest } from '../envelope';
import {
  ApiError,
  badRequest,
  bodyOf,
  fieldError,
  handle,
  notFound,
  targetNotFound,
} from '../envelope';
import { sanitizeNewsHtml } from '../news-html';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { requireAdmin } from '../users';
import { optionalText } from '../validate';
import { statusOf } from './content';
import { nextIdOf } from '../sequences';

export const ADMIN_ONLY = '仅平台管理员可以管理新闻内容';

/** China time is UTC+8 all year: the day a reader of the zone sees on the article. */
const chinaDay = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);

/** A seeded article's moments are those of its day at 09:00 China time. */
const seededMoment = (n: NewsRecord) => `${n.publishDate}T01:00:00.000Z`;

export const newsVersionOf = (n: NewsRecord) => n.version ?? 1;

function adminSummary(n: NewsRecord): API.AdminNewsSummary {
  const status = statusOf(n);
  const everPublished = status !== 'draft';
  return {
    id: n.id,
    title: n.title,
    category: n.category as NewsCategory,
    source: n.source,
    summary: n.summary,
    ...(n.summaryAuto ? { summaryAuto: true } : {}),
    status,
    pinned: n.pinned === true,
    version: newsVersionOf(n),
    ...(everPublished && n.publishDate ? { publishDate: n.publishDate } : {}),
    ...(everPublished ? { publishedAt: n.publishedAt ?? seededMoment(n) } : {}),
    createdAt: n.createdAt ?? seededMoment(n),
    updatedAt: n.updatedAt ?? n.createdAt ?? seededMoment(n),
    ...(n.author ? { author: n.author } : {}),
    ...(n.offlineAt ? { offlineAt: n.offlineAt } : {}),
    ...(n.offlineReason ? { offlineReason: n.offlineReason } : {}),
    views: n.views,
  };
}

function adminArticle(n: NewsRecord): API.AdminNewsArticle {
  return { ...adminSummary(n), content: n.content };
}

const ADMIN_NEWS_LIST: ListSpec<NewsRecord> = {
  text: (n) => [n.title, n.summary, n.source, n.id],
  sort: {
    updatedAt: (n) => n.updatedAt ?? n.createdAt ?? seededMoment(n),
    publishDate: (n) => (statusOf(n) === 'draft' ? undefined : (n.publishedAt ?? n.publishDate)),
  },
  defaultSort: 'updatedAt desc',
  filters: [
    { key: 'category', kind: 'match', get: (n) => n.category },
    { key: 'status', kind: 'match', get: statusOf },
    { key: 'pinned', kind: 'bool', label: '置顶', get: (n) => n.pinned === true },
    {
      key: 'publishedFrom',
      kind: 'custom',
      test: (n, value) =>
        statusOf(n) !== 'draft' && n.publishDate >= dayBound(value, '发布开始日期'),
    },
    {
      key: 'publishedTo',
      kind: 'custom',
      test: (n, value) =>
        statusOf(n) !== 'draft' && n.publishDate <= dayBound(value, '发布结束日期'),
    },
  ],
};

/** GET …/authFront/admin/news/find: every article of any status, last changed first. */
export const findAdminNews = handle((req) => {
  requireAdmin(req, ADMIN_ONLY);
  const page = runQuery(db().news, req.query, ADMIN_NEWS_LIST);
  return { ...page, content: page.content.map(adminSummary) };
});

function articleById(id: unknown, missing: (message: string) => ApiError): NewsRecord {
  const text = optionalText(id, '新闻编号', 64);
  if (!text) throw badRequest('缺少参数 id');
  const article = db().news.find((n) => n.id === text);
  if (!article) throw missing('未找到该新闻');
  return article;
}

/** GET …/authFront/admin/news/detail?id=: the article with its body, whatever its status. */
export const getAdminNews = handle((req): API.AdminNewsArticle => {
  requireAdmin(req, ADMIN_ONLY);
  return adminArticle(articleById(req.query?.id, notFound));
});

export const NEWS_VERSION_CONFLICT_MESSAGE =
  '该新闻已被修改（可能是其他管理员或您在其他窗口刚刚保存过），本次修改未保存';

/**
 * The article a change names, checked against the version the administrator saw: a missing or
 * malformed version is refused at its field, a stale one with HTTP 409 and the article now.
 */
function targetOf(req: MockRequest): NewsRecord {
  const body = bodyOf(req);
  const article = articleById(body.id, targetNotFound);
  const version = body.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw fieldError('version', '缺少新闻的版本号，请刷新页面后重试');
  if (version !== newsVersionOf(article)) {
    const data: API.NewsVersionConflictData = {
      currentVersion: newsVersionOf(article),
      current: adminArticle(article),
    };
    throw new ApiError(NEWS_VERSION_CONFLICT_MESSAGE, 'VERSION_CONFLICT', 409, 2, data);
  }
  return article;
}

interface ArticleFields {
  title: string;
  category: NewsCategory;
  summary: string;
  /** The editor left the summary blank: it is the body's opening, and follows the body. */
  summaryAuto: boolean;
  source: string;
  content: string;
}

/**
 * The fields of a create or an update, checked as the form checks them (the first wrong field is
 * refused at that field) and the body sanitised; a blank summary is the body's opening.
 */
function fieldsOf(req: MockRequest): ArticleFields {
  const body = bodyOf(req);
  const [problem] = newsFieldProblems(body);
  if (problem) throw fieldError(problem.field, problem.message);
  const content = sanitizeNewsHtml(body.content as string);
  // What sanitising removed may have been all there was (a lone <script>, an outside image).
  const [emptied] = newsFieldProblems({ ...body, content });
  if (emptied) throw fieldError(emptied.field, emptied.message);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const written = text(body.summary);
  return {
    title: text(body.title),
    category: text(body.category) as NewsCategory,
    summary: written || autoSummaryOf(content),
    summaryAuto: !written,
    source: text(body.source),
    content,
  };
}

/** The next id of an article written here (seeded ones are news-0001…). */
const nextArticleId = () =>
  nextIdOf(
    'article',
    'news-a',
    db().news.map((n) => n.id),
  );

/** POST …/authFront/admin/news/create: a new draft, version 1. */
export const createNews = handle((req): API.AdminNewsArticle => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const fields = fieldsOf(req);
  const now = new Date().toISOString();
  const article: NewsRecord = {
    id: nextArticleId(),
    ...fields,
    publishDate: chinaDay(now),
    views: 0,
    status: 'draft',
    pinned: false,
    version: 1,
    createdAt: now,
    updatedAt: now,
    author: actor,
  };
  db().news.push(article);
  recordAudit({
    actor,
    action: 'news.create',
    targetType: 'news',
    targetId: article.id,
    after: { title: article.title, category: article.category, status: 'draft' },
  });
  return adminArticle(article);
});

type AuditFields = Record<string, unknown>;

/**
 * Applies one change to the article: next version, updated now, recorded with who and the changed
 * fields before and after (and the reason given, if any).
 */
function change(
  article: NewsRecord,
  actor: string,
  verb: string,
  apply: () => void,
  tracked: (keyof NewsRecord)[],
  reason?: string,
): API.AdminNewsArticle {
  const before: AuditFields = {};
  const after: AuditFields = {};
  const was = Object.fromEntries(tracked.map((key) => [key, article[key]]));
  apply();
  for (const key of tracked)
    if (was[key] !== article[key]) {
      before[key] = was[key] ?? null;
      after[key] = article[key] ?? null;
    }
  article.version = newsVersionOf(article) + 1;
  article.updatedAt = new Date().toISOString();
  recordAudit({
    actor,
    action: `news.${verb}`,
    targetType: 'news',
    targetId: article.id,
    ...(Object.keys(before).length ? { before, after } : {}),
    ...(reason ? { reason } : {}),
  });
  return adminArticle(article);
}

/** POST …/authFront/admin/news/update: new fields; a published article changes on the portal at once. */
export const updateNews = handle((req): API.AdminNewsArticle => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const article = targetOf(req);
  const fields = fieldsOf(req);
  return change(article, actor, 'update', () => Object.assign(article, fields), [
    'title',
    'category',
    'summary',
    'source',
    'content',
  ]);
});

const STATUS_TRACKED: (keyof NewsRecord)[] = ['status'];

/** POST …/authFront/admin/news/publish: a draft or an offline article goes public. */
export const publishNews = handle((req): API.AdminNewsArticle => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const article = targetOf(req);
  if (statusOf(article) === 'published') throw badRequest('该新闻已发布');
  return change(
    article,
    actor,
    'publish',
    () => {
      const now = new Date().toISOString();
      // Its first publication dates it; publishing it again after taking it offline keeps that day.
      if (statusOf(article) === 'draft') {
        article.publishedAt = now;
        article.publishDate = chinaDay(now);
      }
      article.status = 'published' satisfies NewsStatus;
      delete article.offlineAt;
      delete article.offlineReason;
    },
    STATUS_TRACKED,
  );
});

/** POST …/authFront/admin/news/offline {id, version, reason?}: it leaves the portal at once. */
export const offlineNews = handle((req): API.AdminNewsArticle => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const article = targetOf(req);
  const raw = bodyOf(req).reason;
  const problem = offlineReasonProblem(raw);
  if (problem) throw fieldError('reason', problem);
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (statusOf(article) !== 'published') throw badRequest('只有已发布的新闻可以下线');
  return change(
    article,
    actor,
    'offline',
    () => {
      article.status = 'offline';
      article.offlineAt = new Date().toISOString();
      if (reason) article.offlineReason = reason;
    },
    STATUS_TRACKED,
    reason || undefined,
  );
});

/** POST …/authFront/admin/news/pin: a published article goes to the top of the lists. */
export const pinNews = handle((req): API.AdminNewsArticle => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const article = targetOf(req);
  if (statusOf(article) !== 'published') throw badRequest('只有已发布的新闻可以置顶');
  if (article.pinned) throw badRequest('该新闻已置顶');
  return change(article, actor, 'pin', () => void (article.pinned = true), ['pinned']);
});

/** POST …/authFront/admin/news/unpin. */
export const unpinNews = handle((req): API.AdminNewsArticle => {
  const actor = requireAdmin(req, ADMIN_ONLY);
  const article = targetOf(req);
  if (!article.pinned) throw badRequest('该新闻未置顶');
  return change(article, actor, 'unpin', () => void (article.pinned = false), ['pinned']);
});
