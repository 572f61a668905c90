// The trading hall's URL state and the query it sends. Saved hall filters (src/utils/savedSearch.ts)
// are built from the same query and opened through the same URL.

import type { HallQuery } from '../services/website';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS, TRANSACTION_TYPE_LABELS } from '../constants';
import { enumParam, listQuery, pageParam, textParam, type ListSchema } from './listState';

export type HallTab = API.TransactionKind | 'expert';
type HallSort = NonNullable<HallQuery['sort']>;

export const KINDS: Record<HallTab, string> = {
  sell: '专利出让',
  buy: '求购需求',
  expert: '运营专家',
};

export const PRICE_BANDS: Record<
  string,
  { label: string; min?: number; max?: number; negotiable?: boolean }
> = {
  '': { label: '不限价格' },
  lt10: { label: '10万以下', max: 10 },
  '10-50': { label: '10万-50万', min: 10, max: 50 },
  '50-200': { label: '50万-200万', min: 50, max: 200 },
  gt200: { label: '200万以上', min: 200 },
  negotiable: { label: '面议', negotiable: true },
};

export const TRADE_SORTS: Record<string, { label: string; api: HallSort }> = {
  new: { label: '最新发布', api: 'publishDate desc' },
  'price-asc': { label: '价格从低到高', api: 'price asc' },
  'price-desc': { label: '价格从高到低', api: 'price desc' },
  views: { label: '浏览最多', api: 'views desc' },
};

export interface TradeListState {
  kind: HallTab;
  category: string;
  keyword: string;
  transactionType: string;
  patentType: string;
  field: string;
  price: string;
  legalStatus: string;
  sort: string;
  page: number;
}

const withAll = (values: string[]) => ['', ...values];

/** The trading hall's URL; switching listings / demands / experts starts from clean filters. */
export const TRADE_SCHEMA: ListSchema<TradeListState> = {
  kind: { ...enumParam(Object.keys(KINDS) as HallTab[], 'sell'), resetsOthers: true },
  category: textParam(20, /[^A-Za-z0-9_]/g),
  keyword: textParam(),
  transactionType: { ...enumParam(withAll(Object.keys(TRANSACTION_TYPE_LABELS)), ''), key: 'tt' },
  patentType: { ...enumParam(withAll(Object.keys(PATENT_TYPE_LABELS)), ''), key: 'type' },
  field: textParam(20, /[^A-Z]/g),
  price: enumParam(Object.keys(PRICE_BANDS), ''),
  legalStatus: { ...enumParam(withAll(Object.keys(LEGAL_STATUS_LABELS)), ''), key: 'ls' },
  sort: enumParam(Object.keys(TRADE_SORTS), 'new'),
  page: pageParam(),
};

/** What a reader calls the hall's filters: notices about those a link cannot apply name them. */
export const HALL_PARAM_LABELS: Partial<Record<keyof TradeListState, string>> = {
  kind: '栏目',
  category: '交易类别',
  transactionType: '交易方式',
  patentType: '专利类型',
  field: '技术领域',
  price: '价格区间',
  legalStatus: '法律状态',
  sort: '排序',
};

type HallFilter = 'transactionType' | 'patentType' | 'field' | 'price' | 'legalStatus';

/** The filters the hall shows on a tab (price and legal status only for listings). */
export function hallFilters(kind: HallTab): HallFilter[] {
  if (kind === 'expert') return ['field'];
  const common: HallFilter[] = ['transactionType', 'patentType', 'field'];
  return kind === 'sell' ? [...common, 'price', 'legalStatus'] : common;
}

/** How many of the tab's filters are set: the phone's 筛选 (n). */
export const hallFilterCount = (state: TradeListState) =>
  hallFilters(state.kind).filter((key) => state[key]).length;

/** The patch that clears the tab's filters (keyword, category and sort stay). */
export const clearedHallFilters = (kind: HallTab): Partial<TradeListState> =>
  Object.fromEntries(hallFilters(kind).map((key) => [key, '']));

/** The hall's list call; the URL schema has already kept every value within its choices. */
export function tradeQuery(state: TradeListState, size: number): HallQuery {
  const band = PRICE_BANDS[state.price];
  return listQuery(state, {
    size,
    sort: TRADE_SORTS[state.sort].api,
    queryData: {
      kind: state.kind === 'expert' ? undefined : state.kind,
      category: state.category || undefined,
      transactionType: (state.transactionType || undefined) as API.TransactionType | undefined,
      patentType: (state.patentType || undefined) as API.PatentType | undefined,
      field: state.field || undefined,
      legalStatus: (state.legalStatus || undefined) as API.LegalStatus | undefined,
      priceMin: band.min,
      priceMax: band.max,
      negotiable: band.negotiable,
    },
  });
}
