// The rules of a news article (内容管理), shared by the edit form (checked before anything is sent)
// and the backend (checked again on arrival), so both refuse with the same words.

import { charLength, optionalTextProblem } from './fieldRules';
import { hiddenCharacterProblem } from './validators';

/** The news list's columns; an article belongs to exactly one. */
export const NEWS_CATEGORIES = ['园区动态', '政策法规', '行业资讯', '通知公告'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** 草稿 is seen by administrators only; 已发布 is public; 已下线 has left the portal. */
export const NEWS_STATUS_LABELS = {
  draft: '草稿',
  published: '已发布',
  offline: '已下线',
} as const;
export type NewsStatus = keyof typeof NEWS_STATUS_LABELS;

export const NEWS_LIMITS = {
  titleMin: 2,
  titleMax: 100,
  summaryMax: 200,
  sourceMax: 50,
  /** The body's HTML in UTF-8 bytes: a long notice with tables of text fits many times over. */
  contentMaxBytes: 200 * 1024,
  /** The reason given when taking an article offline (optional). */
  offlineReasonMax: 200,
} as const;

/** The image an article may carry: these types by their bytes, up to 2 MB each. */
export const NEWS_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const NEWS_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const NEWS_IMAGE_RULE_TEXT =
  '支持 PNG、JPG、WebP、GIF 格式，不超过 2 MB，长宽不超过 4096 像素';

export interface NewsFields {
  title?: unknown;
  category?: unknown;
  summary?: unknown;
  content?: unknown;
  source?: unknown;
}

export interface NewsFieldProblem {
  field: keyof NewsFields;
  message: string;
}

/** The words of an HTML body, tags and entities of spaces removed. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How many characters of the body stand in for a summary the editor did not write. */
export const AUTO_SUMMARY_CHARS = 120;

/**
 * The summary of an article whose editor wrote none: the opening words of its text, headings left
 * out (a heading names a section; it does not sum the article up).
 */
export function autoSummaryOf(html: string): string {
  const prose = html.replace(/<h[1-6]\b[^>]*>[\s\S]*?<\/h[1-6]>/gi, ' ');
  return Array.from(textOfHtml(prose)).slice(0, AUTO_SUMMARY_CHARS).join('');
}

/** A body says something when it has words or a picture; empty paragraphs are nothing. */
export function hasBody(html: string): boolean {
  return textOfHtml(html) !== '' || /<img\b[^>]*\bsrc\s*=/i.test(html);
}

function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function titleProblem(value: unknown): string | null {
  const title = textOf(value);
  if (!title) return '请输入标题';
  const n = charLength(title);
  if (n < NEWS_LIMITS.titleMin || n > NEWS_LIMITS.titleMax)
    return `标题应为${NEWS_LIMITS.titleMin}–${NEWS_LIMITS.titleMax}个字符`;
  return hiddenCharacterProblem(title, '标题');
}

function categoryProblem(value: unknown): string | null {
  if (!textOf(value)) return '请选择栏目';
  return (NEWS_CATEGORIES as readonly string[]).includes(textOf(value))
    ? null
    : `栏目应为${NEWS_CATEGORIES.join('、')}之一`;
}

function contentProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !hasBody(value)) return '请输入正文';
  if (utf8Bytes(value) > NEWS_LIMITS.contentMaxBytes)
    return `正文不能超过${NEWS_LIMITS.contentMaxBytes / 1024} KB，请删减内容或拆分成多篇`;
  return null;
}

/** Every field the article's values get wrong, in the form's order; empty when all are right. */
export function newsFieldProblems(values: NewsFields): NewsFieldProblem[] {
  const checks: [keyof NewsFields, string | null][] = [
    ['title', titleProblem(values.title)],
    ['category', categoryProblem(values.category)],
    ['summary', optionalTextProblem(values.summary, '摘要', NEWS_LIMITS.summaryMax)],
    ['source', optionalTextProblem(values.source, '来源', NEWS_LIMITS.sourceMax)],
    ['content', contentProblem(values.content)],
  ];
  return checks
    .filter((check): check is [keyof NewsFields, string] => check[1] !== null)
    .map(([field, message]) => ({ field, message }));
}

/** The reason an article is taken offline with: optional, at most 200 characters. */
export function offlineReasonProblem(value: unknown): string | null {
  return optionalTextProblem(value, '下线原因', NEWS_LIMITS.offlineReasonMax);
}
