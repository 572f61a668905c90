import { counterpartLabel } from '@/contract/tradeDeal';
import { formatWan } from './format';

/** Who recorded a deal, said with the counterpart: a party one side names is that side's word. */
const RECORDED_BY: Record<API.TradeDeal['recordedBy'], string> = {
  owner: '发布方填报',
  platform: '平台登记',
};

/** The counterpart of a concluded item with who named it (受让方（发布方填报）：某公司), if disclosed. */
export function counterpartText(item: API.IpcTransaction): string | undefined {
  const deal = item.deal;
  if (!deal?.counterpart) return undefined;
  return `${counterpartLabel(item.kind)}（${RECORDED_BY[deal.recordedBy]}）：${deal.counterpart}`;
}

/**
 * A concluded item in one sentence: 该专利已于 2026-11-20 成交，成交价 88.5万元，
 * 受让方（发布方填报）：某公司。The price and the counterpart only when disclosed.
 */
export function dealSentence(item: API.IpcTransaction): string {
  const deal = item.deal;
  const sell = item.kind === 'sell';
  if (!deal) return sell ? '该专利已成交。' : '该需求已解决。';
  const parts = [`${sell ? '该专利已于' : '该需求已于'} ${deal.date} ${sell ? '成交' : '解决'}`];
  if (deal.price !== undefined) parts.push(`成交价 ${formatWan(deal.price)}元`);
  const counterpart = counterpartText(item);
  if (counterpart) parts.push(counterpart);
  return `${parts.join('，')}。`;
}
