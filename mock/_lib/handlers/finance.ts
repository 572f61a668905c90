// Website service, IP finance and dictionaries: products, institutions, pledge financing, dictItem/find.

import { db } from '../data';
import type { MockRequest } from '../envelope';
import { badRequest, handle, notFound } from '../envelope';
import type { ListSpec } from '../query';
import { productAsRead, productFigures } from '../productFigures';
import { parseQueryData, runQuery, toNumber } from '../query';

export const PRODUCT_LIST: ListSpec<API.FinancialProduct> = {
  text: (p) => [p.name, p.institutionName, ...p.features],
  sort: {
    publishDate: (p) => p.publishDate,
    applyCount: (p) => p.applyCount,
    pledgeCount: (p) => p.pledgeCount,
    rateMin: (p) => p.rateMin,
    amountMax: (p) => p.amountMax,
  },
  defaultSort: 'publishDate desc',
  filters: [
    { key: 'id', kind: 'match', get: (p) => p.id },
    { key: 'category', kind: 'match', get: (p) => p.category },
    { key: 'institutionId', kind: 'match', get: (p) => p.institutionId },
    { key: 'guarantee', kind: 'custom', test: (p, v) => p.guarantee.includes(String(v).trim()) },
    // amountMin/amountMax ask for products whose amount range overlaps the wanted one.
    { key: 'amountMin', kind: 'min', label: '贷款额度下限', get: (p) => p.amountMax },
    { key: 'amountMax', kind: 'max', label: '贷款额度上限', get: (p) => p.amountMin },
    {
      key: 'termMonths',
      kind: 'custom',
      test: (p, v) => {
        const n = toNumber(v, '贷款期限');
        return p.termMonthsMin <= n && n <= p.termMonthsMax;
      },
    },
    { key: 'rateMax', kind: 'max', label: '利率上限', get: (p) => p.rateMin },
    { key: 'featured', kind: 'bool', label: '推荐', get: (p) => p.featured },
    { key: 'governmentSubsidy', kind: 'bool', label: '政府贴息', get: (p) => p.governmentSubsidy },
    { key: 'onlinePledge', kind: 'bool', label: '线上质押', get: (p) => p.onlinePledge },
  ],
};

export const INSTITUTION_LIST: ListSpec<API.FinancialInstitution> = {
  text: (x) => [x.name, x.intro, x.address],
  sort: {
    productCount: (x) => x.productCount,
    totalFinancing: (x) => x.totalFinancing,
  },
  defaultSort: 'totalFinancing desc',
  filters: [
    { key: 'id', kind: 'match', get: (x) => x.id },
    { key: 'type', kind: 'match', get: (x) => x.type },
    { key: 'region', kind: 'match', get: (x) => x.region },
  ],
};

export const PLEDGE_LIST: ListSpec<API.PledgeFinancing> = {
  text: (x) => [x.enterpriseName, x.institutionName],
  sort: {
    registrationDate: (x) => x.registrationDate,
    amount: (x) => x.amount,
  },
  defaultSort: 'registrationDate desc',
  filters: [
    { key: 'id', kind: 'match', get: (x) => x.id },
    { key: 'institutionId', kind: 'match', get: (x) => x.institutionId },
    { key: 'pledgeType', kind: 'match', get: (x) => x.pledgeType },
    { key: 'region', kind: 'match', get: (x) => x.region },
  ],
};

const DICT_LIST: ListSpec<API.DictItem> = {
  text: (d) => [d.label, d.value],
  sort: { sortNo: (d) => d.sortNo, label: (d) => d.label, value: (d) => d.value },
  filters: [],
};

/** `id` from the query string or from queryData. */
export function idParam(req: MockRequest, key = 'id'): string {
  const q = req.query ?? {};
  const raw = q[key] ?? parseQueryData(q.queryData)[key];
  if (typeof raw !== 'string' || raw.trim() === '') throw badRequest('缺少参数 id');
  return raw.trim();
}

export const findProducts = handle((req) =>
  runQuery(db().products.map(productFigures()), req.query, PRODUCT_LIST),
);

export const findInstitutions = handle((req) =>
  runQuery(db().institutions, req.query, INSTITUTION_LIST),
);

export const findPledges = handle((req) => runQuery(db().pledges, req.query, PLEDGE_LIST));

export const findDictItems = handle((req) => {
  const queryData = parseQueryData(req.query?.queryData);
  const raw = queryData.code ?? req.query?.code;
  const code = typeof raw === 'string' ? raw.trim() : '';
  if (!code) throw badRequest('缺少字典编码');
  const items = db().dictionaries[code] ?? [];
  // The code lives in queryData; keep the engine from reading it as a filter.
  return runQuery(items, { ...req.query, code: undefined, queryData: {} }, DICT_LIST);
});

/** The product with the institution that offers it (its list of products: findProducts by institutionId). */
export const productDetail = handle((req): API.FinancialProductDetail => {
  const id = idParam(req);
  const product = db().products.find((p) => p.id === id);
  if (!product) throw notFound('未找到该金融产品');
  const institution = db().institutions.find((x) => x.id === product.institutionId);
  if (!institution) throw notFound('未找到该金融产品所属机构');
  return { ...productAsRead(product), institution };
});

export const institutionDetail = handle((req) => {
  const id = idParam(req);
  const institution = db().institutions.find((x) => x.id === id);
  if (!institution) throw notFound('未找到该金融机构');
  return institution;
});
