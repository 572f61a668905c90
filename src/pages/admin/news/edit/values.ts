import { newsFieldProblems, type NewsFields } from '@/contract/newsArticle';
import { problemsRule } from '@/utils/formRules';

/** What the form holds. */
export type Values = Required<Pick<API.NewsFieldsParams, 'title' | 'category' | 'content'>> & {
  summary?: string;
  source?: string;
};

export const FIELDS: (keyof Values)[] = ['title', 'category', 'summary', 'source', 'content'];

export const valuesOf = (article?: API.AdminNewsArticle): Partial<Values> =>
  article
    ? {
        title: article.title,
        category: article.category,
        summary: article.summary,
        source: article.source,
        content: article.content,
      }
    : { category: undefined, content: '' };

/** The same words as the backend's: one shared rule per field (src/contract/newsArticle.ts). */
export const ruleOf = (field: keyof NewsFields) => problemsRule<Values>(field, newsFieldProblems);

export const same = (a: Partial<Values>, b: Partial<Values>) =>
  FIELDS.every((field) => (a[field] ?? '') === (b[field] ?? ''));
