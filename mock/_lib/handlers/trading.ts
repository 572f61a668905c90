// Website service, IP operations: listings and demands, and publishing them.

import { DICT_CODES } from '../../../src/constants';
import {
  applicationNumberType,
  describeApplicationNumberError,
  formatApplicationNumber,
  isValidMobile,
} from '../../../src/utils/validators';
import { db } from '../data';
import { TODAY } from '../dates';
import { ApiError, badRequest, bodyOf, handle, notFound } from '../envelope';
import type { ListSpec } from '../query';
import { runQuery } from '../query';
import { findUser, requireAccount } from '../users';
import {
  keywordList,
  oneOf,
  optionalAmount,
  optionalText,
  requiredDate,
  requiredText,
} from '../validate';
import { idParam } from './finance';

export const TRANSACTION_LIST: ListSpec<API.IpcTransaction> = {
  text: (t) => [t.title, t.description, t.applicationNumber, ...(t.keywords ?? [])],
  sort: {
    publishDate: (t) => t.publishDate,
    price: (t) => t.price,
    views: (t) => t.views,
  },
  defaultSort: 'publishDate desc',
  filters: [
    { key: 'id', kind: 'match', get: (t) => t.id },
    { key: 'kind', kind: 'match', get: (t) => t.kind },
    { key: 'transactionType', kind: 'match', get: (t) => t.transactionType },
    { key: 'patentType', kind: 'match', get: (t) => t.patentType },
    { key: 'field', kind: 'match', get: (t) => t.field },
    { key: 'category', kind: 'match', get: (t) => t.category },
    { key: 'legalStatus', kind: 'match', get: (t) => t.legalStatus },
    { key: 'priceMin', kind: 'min', label: '价格下限', get: (t) => t.price },
    { key: 'priceMax', kind: 'max', label: '价格上限', get: (t) => t.price },
    { key: 'negotiable', kind: 'bool', label: '面议', get: (t) => t.price === null },
    { key: 'owner', kind: 'match', get: (t) => t.owner },
  ],
};

const KINDS = ['sell', 'buy'] as const;
const TRANSACTION_TYPES = ['transfer', 'license', 'open_license'] as const;
const PATENT_TYPES = ['invention', 'utility', 'design'] as const;
const LEGAL_STATUSES = ['pending', 'valid', 'invalid'] as const;
const DEFAULT_CATEGORY: Record<API.TransactionType, string> = {
  transfer: 'ZLZR',
  license: 'ZLXK',
  open_license: 'KFXK',
};

export const findTransactions = handle((req) =>
  runQuery(db().transactions, req.query, TRANSACTION_LIST),
);

export const transactionDetail = handle((req) => {
  const id = idParam(req);
  const item = db().transactions.find((t) => t.id === id);
  if (!item) throw notFound('未找到该交易信息');
  return item;
});

function dictValues(code: string): string[] {
  return (db().dictionaries[code] ?? []).map((d) => d.value);
}

/** Checks a publish form and returns the stored shape (without id, owner and counters). */
export function validateTransaction(
  body: Record<string, unknown>,
  account: string,
): Omit<API.IpcTransaction, 'id' | 'publishDate' | 'views' | 'inquiries' | 'owner'> {
  const kind = oneOf(body.kind, KINDS, '发布类型不正确，应为出售（sell）或求购（buy）');
  const title = requiredText(body.title, '标题', 4, 60);
  const field = oneOf(body.field, dictValues(DICT_CODES.technicalFields), '请选择正确的技术领域');
  const transactionType = oneOf(body.transactionType, TRANSACTION_TYPES, '请选择正确的交易方式');
  const categoryText = optionalText(body.category, '交易类别');
  if (categoryText !== undefined && !dictValues(DICT_CODES.tradeCategory).includes(categoryText))
    throw badRequest('请选择正确的交易类别');
  const price = optionalAmount(body.price, '价格');
  const contactName = requiredText(body.contactName, '联系人', 2, 20);
  if (
    !isValidMobile(
      typeof body.contactPhone === 'string' ? body.contactPhone.trim() : body.contactPhone,
    )
  ) {
    throw badRequest('联系电话应为11位手机号码');
  }
  const contactPhone = String(body.contactPhone).trim();
  const description = requiredText(body.description, '详细描述', 1, 2000);
  const keywords = keywordList(body.keywords, '关键词');
  const user = findUser(account);
  const seller =
    optionalText(body.seller, '发布单位', 60) ??
    user?.profile.enterpriseName ??
    user?.profile.name ??
    account;
  const base = {
    kind,
    title,
    field,
    category: categoryText ?? DEFAULT_CATEGORY[transactionType],
    transactionType,
    price,
    contactName,
    contactPhone,
    description,
    seller,
    ...(keywords ? { keywords } : {}),
  };

  if (kind === 'sell') {
    const numberError = describeApplicationNumberError(body.applicationNumber);
    if (numberError) throw badRequest(numberError);
    const applicationNumber = formatApplicationNumber(String(body.applicationNumber));
    const numberType = applicationNumberType(applicationNumber)!;
    if (
      body.patentType !== undefined &&
      body.patentType !== null &&
      body.patentType !== '' &&
      body.patentType !== numberType
    ) {
      throw badRequest('专利类型与申请号不符');
    }
    if (transactionType === 'open_license' && price === null)
      throw badRequest('开放许可须声明许可使用费');
    const patent = db().patents.find((p) => p.applicationNumber === applicationNumber);
    const legalStatus =
      patent?.legalStatus ??
      (body.legalStatus ? oneOf(body.legalStatus, LEGAL_STATUSES, '法律状态不正确') : undefined);
    return {
      ...base,
      applicationNumber,
      patentType: numberType,
      ...(patent ? { patentId: patent.id, ipcMain: patent.ipcMain } : {}),
      ...(legalStatus ? { legalStatus } : {}),
    };
  }

  const patentType = body.patentType
    ? oneOf(body.patentType, PATENT_TYPES, '专利类型不正确')
    : undefined;
  const budgetMin = optionalAmount(body.budgetMin, '预算下限');
  const budgetMax = optionalAmount(body.budgetMax, '预算上限');
  if (budgetMin !== null && budgetMax !== null && budgetMin > budgetMax)
    throw badRequest('预算下限不能大于预算上限');
  const deadline = requiredDate(body.deadline, '截止日期');
  if (deadline <= TODAY) throw badRequest('截止日期须晚于今天');
  return {
    ...base,
    ...(patentType ? { patentType } : {}),
    ...(budgetMin !== null ? { budgetMin } : {}),
    ...(budgetMax !== null ? { budgetMax } : {}),
    deadline,
  };
}

function nextTransactionId(): string {
  const max = db().transactions.reduce(
    (m, t) => Math.max(m, Number(t.id.replace(/^txn-/, '')) || 0),
    0,
  );
  return `txn-${String(max + 1).padStart(4, '0')}`;
}

export const saveTransaction = handle((req) => {
  const account = requireAccount(req);
  const body = bodyOf(req);
  const fields = validateTransaction(body, account);
  const list = db().transactions;
  const id = optionalText(body.id, 'id', 40);
  if (id) {
    const index = list.findIndex((t) => t.id === id);
    if (index < 0) throw notFound('未找到要修改的交易信息');
    const existing = list[index];
    if (existing.owner !== account) throw new ApiError('只能修改自己发布的信息', 'FORBIDDEN');
    const updated: API.IpcTransaction = {
      id,
      ...fields,
      publishDate: existing.publishDate,
      views: existing.views,
      inquiries: existing.inquiries,
      owner: account,
    };
    list[index] = updated;
    return updated;
  }
  const created: API.IpcTransaction = {
    id: nextTransactionId(),
    ...fields,
    publishDate: TODAY,
    views: 0,
    inquiries: 0,
    owner: account,
  };
  // New items go first, so a stable sort by date keeps them ahead of older ones of the same day.
  list.unshift(created);
  return created;
});
