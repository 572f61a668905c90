// Which badges a financial product carries, read from its data: a pledge badge follows the
// guarantee (担保方式). Pure.

/** A guarantee that pledges an asset (专利权质押, 信用+知识产权辅助质押), unlike 信用 or 无需担保. */
export function involvesPledge(guarantee: string): boolean {
  return guarantee.includes('质押');
}

/**
 * Whether the product shows 线上质押登记: online registration is of a pledge, so a product secured
 * by credit alone never carries the badge, whatever its `onlinePledge` flag says.
 */
export function showsOnlinePledge(
  product: Pick<API.FinancialProduct, 'guarantee' | 'onlinePledge'>,
): boolean {
  return product.onlinePledge && involvesPledge(product.guarantee);
}
