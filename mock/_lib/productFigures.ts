// A financial product's figures, counted when it is read so that they always agree with the lists
// they count: the pledges registered under it (质押登记) and the applications the portal sent it
// (留言 of purpose financing). Nothing is stored, so nothing goes stale.

import { db } from './data';
import type { ProductRecord } from './data/finance';

/** How many of `items` have each key. */
function countBy<T>(items: readonly T[], keyOf: (item: T) => string | undefined) {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The figures of every product, counted once for a list. */
export function productFigures(): (product: ProductRecord) => API.FinancialProduct {
  const pledges = countBy(db().pledges, (p) => p.productId);
  const applications = countBy(db().messages, (m) =>
    m.purpose === 'financing' && m.targetType === 'product' ? m.targetId : undefined,
  );
  return (product) => ({
    ...product,
    pledgeCount: pledges.get(product.id) ?? 0,
    applyCount: applications.get(product.id) ?? 0,
  });
}

/** One product as read. */
export function productAsRead(product: ProductRecord): API.FinancialProduct {
  return productFigures()(product);
}
