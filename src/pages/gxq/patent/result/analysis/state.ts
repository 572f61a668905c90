// The result page's URL with its view (检索结果 | 统计分析) and what 统计分析 asks for: loaded
// with the page, so the figures' links and filter wording live in links.ts, with the view.

import { enumParam, type ListSchema } from '@/utils/listState';
import { patentSearchRequest, RESULT_SCHEMA, type ResultState } from '@/utils/patentResultState';

export const RESULT_VIEWS = { list: '检索结果', analysis: '统计分析' } as const;
export type ResultView = keyof typeof RESULT_VIEWS;

export type ResultPageState = ResultState & { view: ResultView };

/** RESULT_SCHEMA and `view` (`view=analysis`; switching keeps the page of results). */
export const RESULT_PAGE_SCHEMA: ListSchema<ResultPageState> = {
  ...RESULT_SCHEMA,
  view: { ...enumParam(Object.keys(RESULT_VIEWS) as ResultView[], 'list'), keepsPage: true },
};

/** What 统计分析 sends: the search's selection (query, 扩展检索, filters), no paging or sort. */
export function analysisRequest(state: ResultState) {
  const { q, filters, expand, without } = patentSearchRequest(state);
  return {
    q,
    filters,
    ...(expand === false ? { expand } : {}),
    ...(without ? { without } : {}),
  };
}
