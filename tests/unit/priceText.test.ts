import { priceText } from '@/utils/tradeAmount';

const listing = (over: Partial<API.IpcTransaction>) =>
  ({ kind: 'sell', price: null, status: 'published', ...over }) as API.IpcTransaction;
const deal = (price?: number): API.TradeDeal =>
  ({
    date: '2026-11-20',
    recordedBy: 'owner',
    ...(price === undefined ? {} : { price }),
  }) as API.TradeDeal;

describe('priceText', () => {
  it('says the asking price or budget of a live item', () => {
    expect(priceText(listing({ price: 18 }))).toBe('18万元');
    expect(priceText(listing({ price: null }))).toBe('面议');
    expect(priceText(listing({ kind: 'buy', budgetMin: 10, budgetMax: 50 }))).toBe(
      '预算 10万 - 50万',
    );
    expect(priceText(listing({ kind: 'buy' }))).toBe('预算面议');
  });

  it('prices a concluded item by its deal, never 面议', () => {
    expect(priceText(listing({ status: 'dealt', price: null, deal: deal(18) }))).toBe(
      '成交价 18万元',
    );
    expect(priceText(listing({ status: 'dealt', price: 30, deal: deal(12_500) }))).toBe(
      '成交价 1.25亿元',
    );
    expect(priceText(listing({ status: 'dealt', price: null, deal: deal() }))).toBe('成交价未公开');
    expect(priceText(listing({ kind: 'buy', status: 'dealt' }))).toBe('成交价未公开');
  });
});
