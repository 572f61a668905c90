import type { Rules } from '@/components/LightForm/useLightForm';
import { newsFieldProblems, type NewsFields } from '@/contract/newsArticle';

/** What the form holds: every field as text ('' when empty). */
export interface Values {
  title: string;
  category: API.NewsFieldsParams['category'] | '';
  summary: string;
  source: string;
  content: string;
}

export const FIELDS: (keyof Values)[] = ['title', 'category', 'summary', 'source', 'content'];

/** The fields an article must have (marked); the others are checked when given. */
export const REQUIRED: (keyof Values)[] = ['title', 'category', 'content'];

export const valuesOf = (article?: API.AdminNewsArticle): Values => ({
  title: article?.title ?? '',
  category: article?.category ?? '',
  summary: article?.summary ?? '',
  source: article?.source ?? '',
  content: article?.content ?? '',
});

/** The same words as the backend's: one shared rule per field (src/contract/newsArticle.ts). */
const ruleOf =
  (field: keyof NewsFields) =>
  (_: string, values: Values): string | undefined =>
    newsFieldProblems(values).find((problem) => problem.field === field)?.message;

export const RULES: Rules<Values> = Object.fromEntries(
  FIELDS.map((field) => [field, [ruleOf(field)]]),
) as Rules<Values>;

export const same = (a: Values, b: Values) => FIELDS.every((field) => a[field] === b[field]);
