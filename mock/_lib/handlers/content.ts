// Website service: news articles.

import { db } from '../data';
import { handle, notFound } from '../envelope';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
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
