import { enumParam, pageParam, textParam, type ListSchema } from '@/utils/listState';

export const STATUS_TABS = {
  all: '全部',
  pending: '待审核',
  published: '已发布',
  rejected: '未通过',
  withdrawn: '已下架',
  takenDown: '被管理员下架',
  dealt: '已成交',
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
