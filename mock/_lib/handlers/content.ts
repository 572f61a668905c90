// Website service: news articles as the public sees them — published ones only (a draft or an
// offline article does not exist for visitors or registered users), pinned first, then newest.

import { db } from '../data';
import type { NewsRecord } from '../data/news';
import { handle, notFound } from '../envelope';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { idParam } from './finance';

/** A seeded article has no status: it was published with the seed. */
export const statusOf = (n: NewsRecord) => n.status ?? 'published';
export const isPublished = (n: NewsRecord) => statusOf(n) === 'published';
const isPinned = (n: NewsRecord) => isPublished(n) && n.pinned === true;

/** When it appeared: an article published here carries the moment, a seeded one its day. */
const appearedAt = (n: NewsRecord) => n.publishedAt ?? n.publishDate;

/** The public order: pinned articles first, then the newest; the same id order breaks ties. */
export function publicOrder(a: NewsRecord, b: NewsRecord): number {
  return (
    Number(isPinned(b)) - Number(isPinned(a)) ||
    appearedAt(b).localeCompare(appearedAt(a)) ||
    a.id.localeCompare(b.id)
  );
}

export const NEWS_LIST: ListSpec<NewsRecord> = {
  text: (n) => [n.title, n.summary, n.source],
  sort: { publishDate: appearedAt, views: (n) => n.views },
  defaultSort: 'publishDate desc',
  filters: [
    { key: 'id', kind: 'match', get: (n) => n.id },
    { key: 'category', kind: 'match', get: (n) => n.category },
  ],
};

/** The fields the public gets: what 内容管理 keeps beside them (status, author…) stays inside. */
export function publicArticle(n: NewsRecord): API.NewsArticle {
  return {
    id: n.id,
    title: n.title,
    category: n.category,
    source: n.source,
    publishDate: n.publishDate,
    summary: n.summary,
    content: n.content,
    views: n.views,
    ...(isPinned(n) ? { pinned: true } : {}),
  };
}

const publishedInOrder = () => db().news.filter(isPublished).sort(publicOrder);

/** Lists leave the HTML body out; the detail call returns it. Newest first puts pinned ones on top. */
export const findNews = handle((req) => {
  const sort = typeof req.query?.sort === 'string' ? req.query.sort.trim() : '';
  const newestFirst = sort === '' || sort === 'publishDate desc';
  // Already in the public order: a newest-first request keeps it (runQuery's sort is stable).
  const query = newestFirst ? { ...req.query, sort: undefined } : req.query;
  const spec = newestFirst ? { ...NEWS_LIST, defaultSort: undefined } : NEWS_LIST;
  const page = runQuery(publishedInOrder(), query, spec);
  return {
    ...page,
    content: page.content.map((n) => {
      const { content, ...rest } = publicArticle(n);
      return (void content, rest);
    }),
  };
});

/** One published article with its neighbours in the news list's order. */
export const newsDetail = handle((req): API.NewsDetail => {
  const id = idParam(req);
  const ordered = publishedInOrder();
  const index = ordered.findIndex((n) => n.id === id);
  if (index < 0) throw notFound('未找到该新闻');
  const ref = (n?: NewsRecord) => (n ? { id: n.id, title: n.title } : null);
  return {
    ...publicArticle(ordered[index]),
    previous: ref(ordered[index - 1]),
    next: ref(ordered[index + 1]),
  };
});
