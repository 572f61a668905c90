// The words of 内容管理 for the contract's article enums.
import { NEWS_STATUS_LABELS } from '@/contract/newsArticle';

export const STATUS_TAG_COLORS: Record<API.NewsStatus, string> = {
  draft: 'default',
  published: 'green',
  offline: 'orange',
};

export { NEWS_STATUS_LABELS };

export const editPath = (id: string) => `/admin/news/${encodeURIComponent(id)}/edit`;
