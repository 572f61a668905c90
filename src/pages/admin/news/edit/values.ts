import type { FormRule } from 'antd';
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

export const valuesOf = (article?: API.AdminNewsArticle): Values => ({
  title: article?.title ?? '',
  category: article?.category ?? '',
  // A summary taken from the body stays blank here, so that it keeps following the body.
  summary: article?.summaryAuto ? '' : (article?.summary ?? ''),
  source: article?.source ?? '',
  content: article?.content ?? '',
});

/**
 * The same words as the backend's: a field's rule is its entry among the article's problems
 * (src/contract/newsArticle.ts), read over the whole form with the field as just typed.
 */
export const ruleOf =
  (field: keyof NewsFields): FormRule =>
  (form) => ({
    validator: async (_rule: unknown, value: unknown) => {
      const values = { ...valuesOf(), ...form.getFieldsValue(true), [field]: value } as Values;
      const problem = newsFieldProblems(values).find((found) => found.field === field)?.message;
      if (problem) throw new Error(problem);
    },
  });

/** The form's values with every field present ('' for one left empty). */
export const completed = (values: Partial<Values>): Values => ({ ...valuesOf(), ...values });

export const same = (a: Values, b: Values) => FIELDS.every((field) => a[field] === b[field]);
