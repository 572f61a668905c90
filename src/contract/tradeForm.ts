// Checks of the two IP operations forms: publishing a patent for sale (kind `sell`) and registering
// a demand to buy (kind `buy`). Pure and shared: the pages use the per-field checks as LightForm
// rules, and the mock's saveOrUpdateIndex runs validateTradeForm, so client and server agree.
// Every check returns a Chinese message, or null when the value is fine.

import {
  charLength,
  mobileProblem,
  PERSON_NAME_LIMITS,
  personNameProblem,
  textProblem,
} from './fieldRules';
import {
  applicationNumberType,
  describeApplicationNumberError,
  hiddenCharacterProblem,
} from './validators';
import { isBlank, parseKeywords, parseTradeAmount, toIsoDate } from './tradeValues';

export { parseKeywords, parseTradeAmount, toIsoDate } from './tradeValues';
export {
  INDIVIDUAL_PUBLISHER,
  isVerifiedPublisher,
  needsAuthorization,
  patentHolder,
  publisherName,
} from './tradeSeller';

export const TRADE_LIMITS = {
  titleMin: 4,
  titleMax: 60,
  descriptionMin: 20,
  descriptionMax: 2000,
  contactNameMin: PERSON_NAME_LIMITS.min,
  contactNameMax: PERSON_NAME_LIMITS.max,
  /** 授权说明 of a listing whose seller is not the patent's holder. */
  authorizationMin: 10,
  authorizationMax: 300,
  /** Prices and budgets, 万元. */
  amountMin: 0.01,
  amountMax: 100_000,
  amountDecimals: 2,
  keywordsMax: 5,
  keywordLengthMax: 20,
  /** A demand's deadline: from tomorrow to this many years from today. */
  deadlineMaxYears: 5,
} as const;

/** Hours China Standard Time (Asia/Shanghai, no daylight saving) is ahead of UTC. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/**
 * Today in Asia/Shanghai as `YYYY-MM-DD` at `now` (default: this moment): the day the portal's
 * dates are counted in, the same for the browser and the backend wherever their clocks are set.
 */
export function shanghaiToday(now: Date | number = Date.now()): string {
  const ms = typeof now === 'number' ? now : now.getTime();
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus whole days (negative: before). */
export function addIsoDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The latest deadline a demand may have when saved on `today`: the same day 5 years on (29 Feb: 28 Feb). */
export function latestDeadline(today: string): string {
  const [year, month, day] = today.split('-').map(Number);
  const last = new Date(Date.UTC(year + TRADE_LIMITS.deadlineMaxYears, month, 0)).getUTCDate();
  const d = new Date(
    Date.UTC(year + TRADE_LIMITS.deadlineMaxYears, month - 1, Math.min(day, last)),
  );
  return d.toISOString().slice(0, 10);
}

/** What the deadline field says of its range. */
export const DEADLINE_RULE_TEXT = `须晚于今天，最晚为${TRADE_LIMITS.deadlineMaxYears}年后的今天`;

export const TRADE_KINDS: readonly API.TransactionKind[] = ['sell', 'buy'];
export const TRADE_TRANSACTION_TYPES = ['transfer', 'license', 'open_license'] as const;
export const TRADE_PATENT_TYPES: readonly API.PatentType[] = ['invention', 'utility', 'design'];
const LEGAL_STATUSES: readonly API.LegalStatus[] = ['pending', 'valid', 'invalid'];

/** Field name → Chinese message; empty when the form is valid. */
export type TradeFormErrors = Record<string, string>;

export interface TradeFormOptions {
  /**
   * Today as `YYYY-MM-DD` in Asia/Shanghai (`shanghaiToday()`: the browser's clock in the form,
   * the server's in the backend), which dates the deadline check.
   */
  today: string;
  /** Allowed technical-field values (SERVICE_TechnicalFields); any non-empty value when omitted. */
  fields?: readonly string[];
  /** Allowed trade categories (ZSCQJY); any value when omitted. */
  categories?: readonly string[];
  /**
   * Listings: the seller is not (known to be) the patent's holder, so a 授权说明 is required
   * (see needsAuthorization).
   */
  authorizationRequired?: boolean;
  /**
   * Listings: the patent is not in the data set, so nothing names its holder. The publisher says
   * who it is to the patent (`holderClaim`) and proves it with a scan (checked by the backend);
   * a 授权说明 is required when it is not the holder.
   */
  holderUnknown?: boolean;
}

/** What the publisher of a patent the data set does not hold says it is to that patent. */
export const HOLDER_CLAIM_LABELS: Record<API.HolderClaim, string> = {
  holder: '本单位（本人）是专利权人',
  agent: '受专利权人授权出让',
};

/** The scan that proves each claim, as forms and reviewers name it. */
export const HOLDER_PROOF_LABELS: Record<API.HolderClaim, string> = {
  holder: '专利证书',
  agent: '授权书',
};

/** 权利关系: asked only for a patent the data set does not hold. */
export function checkHolderClaim(value: unknown, required: boolean): string | null {
  if (!required) return null;
  return value === 'holder' || value === 'agent' ? null : '请选择您与该专利的权利关系';
}

/** Fields of each form in the order they appear, so the first message is the topmost field's. */
export const SELL_FORM_FIELDS = [
  'applicationNumber',
  'title',
  'patentType',
  'legalStatus',
  'field',
  'category',
  'transactionType',
  'price',
  'keywords',
  'description',
  'holderClaim',
  'proof',
  'authorization',
  'contactName',
  'contactPhone',
] as const;

export const BUY_FORM_FIELDS = [
  'field',
  'title',
  'keywords',
  'patentType',
  'category',
  'transactionType',
  'budgetMin',
  'budgetMax',
  'deadline',
  'description',
  'contactName',
  'contactPhone',
] as const;

// ---------------------------------------------------------------------------- per-field checks

export const checkApplicationNumber = (value: unknown): string | null =>
  describeApplicationNumberError(value);

export const checkTitle = (value: unknown): string | null =>
  textProblem(value, '标题', TRADE_LIMITS.titleMin, TRADE_LIMITS.titleMax);

export const checkDescription = (value: unknown): string | null =>
  textProblem(value, '详细描述', TRADE_LIMITS.descriptionMin, TRADE_LIMITS.descriptionMax);

export const checkContactName = (value: unknown): string | null => personNameProblem(value);

export const checkContactPhone = (value: unknown): string | null =>
  mobileProblem(value, '联系电话');

/**
 * 授权说明: who authorised the publisher to offer someone else's patent, and how (10–300
 * characters); asked only when `required`, ignored otherwise.
 */
export function checkAuthorization(value: unknown, required: boolean): string | null {
  if (!required) return null;
  return textProblem(
    value,
    '授权说明',
    TRADE_LIMITS.authorizationMin,
    TRADE_LIMITS.authorizationMax,
  );
}

/** A technical field; when `allowed` is given the value must be one of the dictionary's values. */
export function checkField(value: unknown, allowed?: readonly string[]): string | null {
  if (isBlank(value)) return '请选择技术领域';
  if (typeof value !== 'string') return '请选择正确的技术领域';
  return allowed && allowed.length && !allowed.includes(value) ? '请选择正确的技术领域' : null;
}

/** Optional trade category (ZSCQJY); a default follows from the transaction type when blank. */
export function checkCategory(value: unknown, allowed?: readonly string[]): string | null {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return '请选择正确的交易类别';
  return allowed && allowed.length && !allowed.includes(value) ? '请选择正确的交易类别' : null;
}

export function checkTransactionType(value: unknown): string | null {
  if (isBlank(value)) return '请选择交易方式';
  return (TRADE_TRANSACTION_TYPES as readonly unknown[]).includes(value)
    ? null
    : '请选择正确的交易方式';
}

/**
 * Patent type. Optional on both forms: a listing takes it from the application number's type
 * digit, and then a given type must agree with the number.
 */
export function checkPatentType(value: unknown, applicationNumber?: unknown): string | null {
  if (isBlank(value)) return null;
  if (!TRADE_PATENT_TYPES.includes(value as API.PatentType)) return '专利类型不正确';
  if (applicationNumber === undefined || describeApplicationNumberError(applicationNumber))
    return null;
  return applicationNumberType(String(applicationNumber)) === value ? null : '专利类型与申请号不符';
}

export function checkLegalStatus(value: unknown): string | null {
  if (isBlank(value)) return null;
  return LEGAL_STATUSES.includes(value as API.LegalStatus) ? null : '法律状态不正确';
}

/**
 * An amount of at most 100000 万元 with at most two decimals, and at least `min`;
 * blank passes (each caller decides what blank means).
 */
function amountCheck(value: unknown, label: string, min: number): string | null {
  const n = parseTradeAmount(value);
  if (n === null) return null;
  if (!Number.isFinite(n)) return `${label}必须是数字`;
  if (n < 0) return `${label}必须是不小于0的数字`;
  if (n < min || n > TRADE_LIMITS.amountMax)
    return min > 0
      ? `${label}应在${min}-${TRADE_LIMITS.amountMax}万元之间`
      : `${label}不能超过${TRADE_LIMITS.amountMax}万元`;
  const scaled = n * 10 ** TRADE_LIMITS.amountDecimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return `${label}最多保留两位小数`;
  return null;
}

/**
 * Asking price of a listing, 万元: blank means negotiable (面议), except for an open licence,
 * whose fee the patentee must declare (Patent Law art. 50).
 */
export function checkPrice(value: unknown, transactionType?: unknown): string | null {
  if (parseTradeAmount(value) === null)
    return transactionType === 'open_license' ? '开放许可须声明许可使用费' : null;
  return amountCheck(value, '价格', TRADE_LIMITS.amountMin);
}

/** Budget bounds of a demand, 万元: both blank means negotiable; one bound alone is fine. */
export function checkBudgetMin(value: unknown): string | null {
  return amountCheck(value, '预算下限', 0);
}

export function checkBudgetMax(value: unknown, budgetMin?: unknown): string | null {
  const own = amountCheck(value, '预算上限', 0);
  if (own) return own;
  const max = parseTradeAmount(value);
  const min = parseTradeAmount(budgetMin);
  if (max === null || min === null || !Number.isFinite(min)) return null;
  return min > max ? '预算下限不能大于预算上限' : null;
}

/** Keywords: required on demands (1–5), optional on listings (at most 5), each 1–20 characters. */
export function checkKeywords(value: unknown, required = true): string | null {
  const words = parseKeywords(value);
  if (words === null) return '关键词格式不正确';
  if (words.length === 0) return required ? '请填写关键词' : null;
  if (words.length > TRADE_LIMITS.keywordsMax) return `关键词最多${TRADE_LIMITS.keywordsMax}个`;
  if (words.some((w) => charLength(w) > TRADE_LIMITS.keywordLengthMax))
    return `每个关键词不能超过${TRADE_LIMITS.keywordLengthMax}个字符`;
  return words.map((w) => hiddenCharacterProblem(w, '关键词')).find(Boolean) ?? null;
}

/**
 * Deadline of a demand: a real date after `today` (`YYYY-MM-DD`, Asia/Shanghai) and no later
 * than the same day 5 years on (`latestDeadline`).
 */
export function checkDeadline(value: unknown, today: string): string | null {
  if (isBlank(value)) return '请选择截止日期';
  const date = toIsoDate(value);
  if (!date) return '截止日期格式不正确，应为YYYY-MM-DD';
  if (date <= today) return '截止日期须晚于今天';
  const latest = latestDeadline(today);
  return date > latest
    ? `截止日期不能晚于${latest}（今天起${TRADE_LIMITS.deadlineMaxYears}年内）`
    : null;
}

// ---------------------------------------------------------------------------- whole forms

function collect(entries: [string, string | null][]): TradeFormErrors {
  const errors: TradeFormErrors = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}

/** Checks the publish-for-sale form. */
export function validateSellForm(
  values: object,
  options: Partial<TradeFormOptions> = {},
): TradeFormErrors {
  const v = values as Record<string, unknown>;
  return collect([
    ['applicationNumber', checkApplicationNumber(v.applicationNumber)],
    ['title', checkTitle(v.title)],
    ['patentType', checkPatentType(v.patentType, v.applicationNumber)],
    ['legalStatus', checkLegalStatus(v.legalStatus)],
    ['field', checkField(v.field, options.fields)],
    ['category', checkCategory(v.category, options.categories)],
    ['transactionType', checkTransactionType(v.transactionType)],
    ['price', checkPrice(v.price, v.transactionType)],
    ['keywords', checkKeywords(v.keywords, false)],
    ['description', checkDescription(v.description)],
    ['holderClaim', checkHolderClaim(v.holderClaim, Boolean(options.holderUnknown))],
    [
      'authorization',
      checkAuthorization(
        v.authorization,
        options.holderUnknown ? v.holderClaim === 'agent' : Boolean(options.authorizationRequired),
      ),
    ],
    ['contactName', checkContactName(v.contactName)],
    ['contactPhone', checkContactPhone(v.contactPhone)],
  ]);
}

/** Checks the register-a-demand form; `options.today` dates the deadline check. */
export function validateBuyForm(values: object, options: TradeFormOptions): TradeFormErrors {
  const v = values as Record<string, unknown>;
  return collect([
    ['field', checkField(v.field, options.fields)],
    ['title', checkTitle(v.title)],
    ['keywords', checkKeywords(v.keywords, true)],
    ['patentType', checkPatentType(v.patentType)],
    ['category', checkCategory(v.category, options.categories)],
    ['transactionType', checkTransactionType(v.transactionType)],
    ['budgetMin', checkBudgetMin(v.budgetMin)],
    ['budgetMax', checkBudgetMax(v.budgetMax, v.budgetMin)],
    ['deadline', checkDeadline(v.deadline, options.today)],
    ['description', checkDescription(v.description)],
    ['contactName', checkContactName(v.contactName)],
    ['contactPhone', checkContactPhone(v.contactPhone)],
  ]);
}

/** Checks either form by `values.kind`; an unknown kind is the only error reported then. */
export function validateTradeForm(values: object, options: TradeFormOptions): TradeFormErrors {
  const kind = (values as Record<string, unknown>)?.kind;
  if (kind === 'sell') return validateSellForm(values, options);
  if (kind === 'buy') return validateBuyForm(values, options);
  return { kind: '发布类型不正确，应为出售（sell）或求购（buy）' };
}

/** The message of the topmost failing field (form order), or null when there is none. */
export function firstTradeError(
  errors: TradeFormErrors,
  kind: API.TransactionKind = 'sell',
): string | null {
  if (errors.kind) return errors.kind;
  const order: readonly string[] = kind === 'buy' ? BUY_FORM_FIELDS : SELL_FORM_FIELDS;
  const field = order.find((f) => errors[f]) ?? Object.keys(errors)[0];
  return field ? errors[field] : null;
}
