import { formatWan } from './format';

/** A listing's price or a demand's budget as the user centre and the review queue show it. */
export function amountText(item: API.IpcTransaction): string {
  if (item.kind === 'buy') {
    if (item.budgetMin === undefined && item.budgetMax === undefined) return '面议';
    return `${formatWan(item.budgetMin ?? 0)}-${item.budgetMax === undefined ? '不限' : formatWan(item.budgetMax)}元`;
  }
  return item.price === null || item.price === undefined ? '面议' : `${formatWan(item.price)}元`;
}

/** A listing's price, a demand's budget or a deal's price as the portal's cards and pages show it. */
export function priceText(item: API.IpcTransaction): string {
  // A concluded item is priced by its deal: what was asked (面议, a budget) is no longer true.
  if (item.status === 'dealt')
    return item.deal?.price === undefined
      ? '成交价未公开'
      : `成交价 ${formatWan(item.deal.price)}元`;
  if (item.kind === 'buy') {
    if (item.budgetMin === undefined && item.budgetMax === undefined) return '预算面议';
    return `预算 ${formatWan(item.budgetMin ?? 0)} - ${formatWan(item.budgetMax ?? 0)}`;
  }
  return item.price === null ? '面议' : `${formatWan(item.price)}元`;
}
