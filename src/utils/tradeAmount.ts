import { formatWan } from './format';

/** A listing's price or a demand's budget as the user centre and the review queue show it. */
export function amountText(item: API.IpcTransaction): string {
  if (item.kind === 'buy') {
    if (item.budgetMin === undefined && item.budgetMax === undefined) return '面议';
    return `${formatWan(item.budgetMin ?? 0)}-${item.budgetMax === undefined ? '不限' : formatWan(item.budgetMax)}元`;
  }
  return item.price === null || item.price === undefined ? '面议' : `${formatWan(item.price)}元`;
}
