import { patchParams, readEnum, readInt, readString, type ParamValue } from '@/utils/urlState';

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

export const SORTS: Record<TabKey, Record<string, { label: string; api: string }>> = {
  product: {
    new: { label: '最新发布', api: 'publishDate desc' },
    hot: { label: '申请最多', api: 'applyCount desc' },
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

export function readFinanceState(params: URLSearchParams): FinanceListState {
  const tab = readEnum(params, 'tab', Object.keys(TABS) as TabKey[], 'product');
  const sorts = Object.keys(SORTS[tab]);
  return {
    tab,
    keyword: readString(params, 'keyword', 100).trim(),
    sort: readEnum(params, 'sort', sorts, sorts[0]),
    page: readInt(params, 'page', { min: 1, max: 10_000, fallback: 1 }),
    category: readString(params, 'category', 20).replace(/[^A-Za-z0-9_]/g, ''),
    institutionId: readString(params, 'inst', 32).replace(/[^a-z0-9-]/g, ''),
    amount: readEnum(params, 'amount', Object.keys(AMOUNT_BANDS), ''),
    term: readEnum(params, 'term', Object.keys(TERMS), ''),
    rate: readEnum(params, 'rate', Object.keys(RATES), ''),
    guarantee: readEnum(params, 'guarantee', Object.keys(GUARANTEES), ''),
    type: readEnum(params, 'type', ['', ...INSTITUTION_TYPES], ''),
    pledgeType: readEnum(params, 'ptype', ['', ...PLEDGE_TYPES], ''),
  };
}

const PARAM_OF: Partial<Record<keyof FinanceListState, string>> = {
  institutionId: 'inst',
  pledgeType: 'ptype',
};

/** Changing anything but the page starts from page 1; changing tab clears the other tab's filters. */
export function nextFinanceParams(
  current: URLSearchParams,
  patch: Partial<FinanceListState>,
): URLSearchParams {
  if (patch.tab)
    return patchParams(new URLSearchParams(), { tab: patch.tab === 'product' ? null : patch.tab });
  const values: Record<string, ParamValue> = {};
  for (const [key, value] of Object.entries(patch))
    values[PARAM_OF[key as keyof FinanceListState] ?? key] = value;
  values.page = patch.page && patch.page > 1 ? patch.page : null;
  return patchParams(current, values);
}

export function productQuery(state: FinanceListState, size: number): API.PageQuery {
  const band = AMOUNT_BANDS[state.amount];
  return {
    page: state.page - 1,
    size,
    sort: SORTS.product[state.sort]?.api,
    keyword: state.keyword || undefined,
    queryData: {
      category: state.category || undefined,
      institutionId: state.institutionId || undefined,
      amountMin: band.min,
      amountMax: band.max,
      termMonths: state.term ? Number(state.term) : undefined,
      rateMax: state.rate ? Number(state.rate) : undefined,
      guarantee: state.guarantee || undefined,
    },
  };
}
