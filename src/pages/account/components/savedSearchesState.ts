import { enumParam, pageParam, textParam, type ListSchema } from '@/utils/listState';

export interface SavedSearchesState {
  /** The tab: patent searches or hall filters (in the URL as `kind`). */
  status: API.SavedSearchKind;
  keyword: string;
  page: number;
}

/** 我的检索 in the URL: tab, keyword and page. */
export const SAVED_SEARCHES_SCHEMA: ListSchema<SavedSearchesState> = {
  status: { ...enumParam<API.SavedSearchKind>(['patent', 'trading'], 'patent'), key: 'kind' },
  keyword: textParam(),
  page: pageParam(),
};
