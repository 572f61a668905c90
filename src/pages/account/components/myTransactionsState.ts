import { LISTING_STATUS_LABELS } from '@/contract/vocabulary';
import { enumParam, pageParam, textParam, type ListSchema } from '@/utils/listState';

export const STATUS_TABS = {
  all: '全部',
  pending: LISTING_STATUS_LABELS.pending,
  published: LISTING_STATUS_LABELS.published,
  rejected: LISTING_STATUS_LABELS.rejected,
  withdrawn: LISTING_STATUS_LABELS.withdrawn,
  takenDown: LISTING_STATUS_LABELS.takenDown,
  dealt: LISTING_STATUS_LABELS.dealt,
} as const;
export type StatusTab = keyof typeof STATUS_TABS;

export interface MyTransactionsState {
  status: StatusTab;
  keyword: string;
  page: number;
}

/** 我的发布 / 我的需求 in the URL: status tab, keyword and page. */
export const MY_TRANSACTIONS_SCHEMA: ListSchema<MyTransactionsState> = {
  status: enumParam(Object.keys(STATUS_TABS) as StatusTab[], 'all'),
  keyword: textParam(),
  page: pageParam(),
};
