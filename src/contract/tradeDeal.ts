// The deal form's rules (ipcTransaction/deal): the page checks them before sending and the
// backend again, so both refuse the same input at the same field.

import { shanghaiToday } from './tradeForm';
import { hiddenCharacterProblem, isCalendarDay } from './validators';

export const DEAL_LIMITS = { priceMax: 1_000_000, counterpartMax: 60 } as const;

/** 成交 for a listing, 解决 for a demand. */
export const dealWord = (kind: API.TransactionKind) => (kind === 'buy' ? '解决' : '成交');

/** Who the counterpart is, seen from the item's side. */
export const counterpartLabel = (kind: API.TransactionKind) =>
  kind === 'buy' ? '出让方' : '受让方';

export interface DealValues {
  date?: unknown;
  price?: unknown;
  counterpart?: unknown;
}

export interface DealProblem {
  field: 'date' | 'price' | 'counterpart';
  message: string;
}

/**
 * What is wrong with a deal of `item` recorded on `today` (China time): the day must lie between
 * the item's publication and today; a price is a number from 0 to 1,000,000 万元; a counterpart
 * at most 60 visible characters.
 */
export function dealProblems(
  values: DealValues,
  item: Pick<API.IpcTransaction, 'kind' | 'publishDate'>,
  today: string = shanghaiToday(),
): DealProblem[] {
  const word = dealWord(item.kind);
  const problems: DealProblem[] = [];
  const { date, price, counterpart } = values;
  if (!isCalendarDay(date)) problems.push({ field: 'date', message: `请选择${word}日期` });
  else if (date > today) problems.push({ field: 'date', message: `${word}日期不能晚于今天` });
  else if (date < item.publishDate)
    problems.push({ field: 'date', message: `${word}日期不能早于发布日期 ${item.publishDate}` });
  if (price !== undefined && price !== null && price !== '') {
    const amount = typeof price === 'number' ? price : Number.NaN;
    if (!Number.isFinite(amount) || amount < 0 || amount > DEAL_LIMITS.priceMax)
      problems.push({
        field: 'price',
        message: `成交价格应为0到${DEAL_LIMITS.priceMax}万元之间的数字`,
      });
  }
  if (counterpart !== undefined && counterpart !== null) {
    const label = counterpartLabel(item.kind);
    const text = typeof counterpart === 'string' ? counterpart.trim() : null;
    if (text === null) problems.push({ field: 'counterpart', message: `${label}格式不正确` });
    else if (Array.from(text).length > DEAL_LIMITS.counterpartMax)
      problems.push({
        field: 'counterpart',
        message: `${label}不能超过${DEAL_LIMITS.counterpartMax}个字符`,
      });
    else {
      const hidden = hiddenCharacterProblem(text, label);
      if (hidden) problems.push({ field: 'counterpart', message: hidden });
    }
  }
  return problems;
}
