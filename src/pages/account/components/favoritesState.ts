import { enumParam, pageParam, textParam, type ListSchema } from '@/utils/listState';
import { TARGET_LABELS } from '@/utils/targets';

type FavoriteTab = 'all' | API.FavoriteType;

const TYPES: API.FavoriteType[] = ['patent', 'listing', 'product', 'agency', 'expert'];

/** 全部, then one tab per kind of item that can be saved. */
export const FAVORITE_TABS = Object.fromEntries([
  ['all', '全部'],
  ...TYPES.map((type) => [type, TARGET_LABELS[type]]),
]) as Record<FavoriteTab, string>;

export interface FavoriteListState {
  status: FavoriteTab;
  keyword: string;
  page: number;
}

/** 我的收藏 in the URL: kind tab (`type`), keyword and page. */
export const FAVORITE_SCHEMA: ListSchema<FavoriteListState> = {
  status: { ...enumParam<FavoriteTab>(['all', ...TYPES], 'all'), key: 'type' },
  keyword: textParam(),
  page: pageParam(),
};
