import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS, TRANSACTION_TYPE_LABELS } from '@/constants';
import { patchParams, readEnum, readInt, readString, type ParamValue } from '@/utils/urlState';

export type HallTab = API.TransactionKind | 'expert';

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

export const TRADE_SORTS: Record<string, { label: string; api: string }> = {
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

export function readTradeState(params: URLSearchParams): TradeListState {
  return {
    kind: readEnum(params, 'kind', Object.keys(KINDS) as HallTab[], 'sell'),
    category: readString(params, 'category', 20).replace(/[^A-Za-z0-9_]/g, ''),
    keyword: readString(params, 'keyword', 100).trim(),
    transactionType: readEnum(params, 'tt', ['', ...Object.keys(TRANSACTION_TYPE_LABELS)], ''),
    patentType: readEnum(params, 'type', ['', ...Object.keys(PATENT_TYPE_LABELS)], ''),
    field: readString(params, 'field', 20).replace(/[^A-Z]/g, ''),
    price: readEnum(params, 'price', Object.keys(PRICE_BANDS), ''),
    legalStatus: readEnum(params, 'ls', ['', ...Object.keys(LEGAL_STATUS_LABELS)], ''),
    sort: readEnum(params, 'sort', Object.keys(TRADE_SORTS), 'new'),
    page: readInt(params, 'page', { min: 1, max: 10_000, fallback: 1 }),
  };
}

const PARAM_OF: Partial<Record<keyof TradeListState, string>> = {
  transactionType: 'tt',
  patentType: 'type',
  legalStatus: 'ls',
};

/** Changing anything but the page starts from page 1; switching listings/demands clears the filters. */
export function nextTradeParams(
  current: URLSearchParams,
  patch: Partial<TradeListState>,
): URLSearchParams {
  if (patch.kind)
    return patchParams(new URLSearchParams(), { kind: patch.kind === 'sell' ? null : patch.kind });
  const values: Record<string, ParamValue> = {};
  for (const [key, value] of Object.entries(patch))
    values[PARAM_OF[key as keyof TradeListState] ?? key] = value;
  if (patch.sort === 'new') values.sort = null;
  values.page = patch.page && patch.page > 1 ? patch.page : null;
  return patchParams(current, values);
}

export function tradeQuery(state: TradeListState, size: number): API.PageQuery {
  const band = PRICE_BANDS[state.price];
  return {
    page: state.page - 1,
    size,
    sort: TRADE_SORTS[state.sort].api,
    keyword: state.keyword || undefined,
    queryData: {
      kind: state.kind,
      category: state.category || undefined,
      transactionType: state.transactionType || undefined,
      patentType: state.patentType || undefined,
      field: state.field || undefined,
      legalStatus: state.legalStatus || undefined,
      priceMin: band.min,
      priceMax: band.max,
      negotiable: band.negotiable,
    },
  };
}
