import type { InstitutionQuery, PledgeQuery, ProductQuery } from '@/services/website';
import { enumParam, listQuery, pageParam, textParam, type ListSchema } from '@/utils/listState';
import { readEnum } from '@/utils/urlState';

export const TABS = { product: '金融产品', institution: '金融机构', pledge: '质押融资' } as const;
export type TabKey = keyof typeof TABS;

/** Amount bands (万元) → the overlap filter of the product list. */
export const AMOUNT_BANDS: Record<string, { label: string; min?: number; max?: number }> = {
  '': { label: '不限额度' },
  lt100: { label: '100万以内', max: 100 },
  '100-500': { label: '100万-500万', min: 100, max: 500 },
  '500-1000': { label: '500万-1000万', min: 500, max: 1000 },
  gt1000: { label: '1000万以上', min: 1000 },
};

export const TERMS: Record<string, string> = {
  '': '不限期限',
  '12': '1年',
  '24': '2年',
  '36': '3年',
};
export const RATES: Record<string, string> = {
  '': '不限利率',
  '3.5': '3.5%以下',
  '4': '4%以下',
  '4.5': '4.5%以下',
  '5': '5%以下',
};
export const GUARANTEES: Record<string, string> = {
  '': '不限担保方式',
  专利权质押: '专利权质押',
  商标专用权质押: '商标专用权质押',
  知识产权: '知识产权组合/增信',
  保证: '质押+保证',
  信用: '信用',
  无需担保: '无需担保',
};
export const INSTITUTION_TYPES = ['银行', '担保机构', '保险机构', '投资机构', '小贷公司'] as const;
export const PLEDGE_TYPES = ['专利', '商标', '专利+商标'] as const;

type Sorts<Q extends { sort?: string }> = Record<
  string,
  { label: string; api: NonNullable<Q['sort']> }
>;

/** Each tab's sorts, by URL key; `api` is one of the sorts its list operation takes. */
export const SORTS: {
  product: Sorts<ProductQuery>;
  institution: Sorts<InstitutionQuery>;
  pledge: Sorts<PledgeQuery>;
} = {
  product: {
    new: { label: '最新发布', api: 'publishDate desc' },
    hot: { label: '质押登记最多', api: 'pledgeCount desc' },
    rate: { label: '利率最低', api: 'rateMin asc' },
    amount: { label: '额度最高', api: 'amountMax desc' },
  },
  institution: {
    financing: { label: '融资规模', api: 'totalFinancing desc' },
    products: { label: '产品数量', api: 'productCount desc' },
  },
  pledge: {
    new: { label: '最新登记', api: 'registrationDate desc' },
    amount: { label: '融资金额', api: 'amount desc' },
  },
};

export interface FinanceListState {
  tab: TabKey;
  keyword: string;
  sort: string;
  page: number;
  category: string;
  institutionId: string;
  amount: string;
  term: string;
  rate: string;
  guarantee: string;
  type: string;
  pledgeType: string;
}

/** The product tab's filters (the drawer's count and its 清除). */
export const PRODUCT_FILTERS = [
  'category',
  'institutionId',
  'amount',
  'term',
  'rate',
  'guarantee',
] as const satisfies readonly (keyof FinanceListState)[];
export const CLEARED_PRODUCT_FILTERS: Partial<FinanceListState> = Object.fromEntries(
  PRODUCT_FILTERS.map((key) => [key, '']),
);

const TAB_KEYS = Object.keys(TABS) as TabKey[];
const withAll = (values: readonly string[]) => ['', ...values];
/** The tab's first sort is its default. */
const defaultSort = (tab: TabKey) => Object.keys(SORTS[tab])[0];

/** The finance list's URL; changing tab starts from clean filters, each tab has its own sorts. */
export const FINANCE_SCHEMA: ListSchema<FinanceListState> = {
  tab: { ...enumParam(TAB_KEYS, 'product'), resetsOthers: true },
  keyword: textParam(),
  sort: {
    read: (params, key) => {
      const tab = readEnum(params, 'tab', TAB_KEYS, 'product');
      return readEnum(params, key, Object.keys(SORTS[tab]), defaultSort(tab));
    },
    write: (sort, state) => (sort === defaultSort(state.tab) ? null : sort),
  },
  page: pageParam(),
  category: textParam(20, /[^A-Za-z0-9_]/g),
  institutionId: { ...textParam(32, /[^a-z0-9-]/g), key: 'inst' },
  amount: enumParam(Object.keys(AMOUNT_BANDS), ''),
  term: enumParam(Object.keys(TERMS), ''),
  rate: enumParam(Object.keys(RATES), ''),
  guarantee: enumParam(Object.keys(GUARANTEES), ''),
  type: enumParam(withAll(INSTITUTION_TYPES), ''),
  pledgeType: { ...enumParam(withAll(PLEDGE_TYPES), ''), key: 'ptype' },
};

/** The institution tab's list call. */
export const institutionQuery = (state: FinanceListState, size: number): InstitutionQuery =>
  listQuery(state, {
    size,
    sort: SORTS.institution[state.sort]?.api,
    queryData: { type: state.type || undefined },
  });

/** The pledge tab's list call. */
export const pledgeQuery = (state: FinanceListState, size: number): PledgeQuery =>
  listQuery(state, {
    size,
    sort: SORTS.pledge[state.sort]?.api,
    queryData: { pledgeType: state.pledgeType || undefined },
  });

/** The product tab's list call, with its filters. */
export function productQuery(state: FinanceListState, size: number): ProductQuery {
  const band = AMOUNT_BANDS[state.amount];
  return listQuery(state, {
    size,
    sort: SORTS.product[state.sort]?.api,
    queryData: {
      category: state.category || undefined,
      institutionId: state.institutionId || undefined,
      amountMin: band.min,
      amountMax: band.max,
      termMonths: state.term ? Number(state.term) : undefined,
      rateMax: state.rate ? Number(state.rate) : undefined,
      guarantee: state.guarantee || undefined,
    },
  });
}

/** What the finance list hands each tab. */
export interface FinanceTabProps {
  /** The list's URL state: `key` changes whenever the state does, and the tab reads again. */
  listState: {
    state: FinanceListState;
    update: (patch: Partial<FinanceListState>) => void;
    key: string;
  };
  sortControl: React.ReactNode;
}
