import { formatWan } from './format';

/**
 * A concluded item in one sentence: 该专利已于 2026-11-20 成交，成交价 88.5万元，受让方：某公司。
 * The price and the counterpart only when the owner disclosed them.
 */
export function dealSentence(item: API.IpcTransaction): string {
  const deal = item.deal;
  const sell = item.kind === 'sell';
  if (!deal) return sell ? '该专利已成交。' : '该需求已解决。';
  const parts = [`${sell ? '该专利已于' : '该需求已于'} ${deal.date} ${sell ? '成交' : '解决'}`];
  if (deal.price !== undefined) parts.push(`成交价 ${formatWan(deal.price)}元`);
  if (deal.counterpart) parts.push(`${sell ? '受让方' : '出让方'}：${deal.counterpart}`);
  return `${parts.join('，')}。`;
}
