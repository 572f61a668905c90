import { counterpartText, dealSentence } from './deal';

const item = (over: Partial<API.IpcTransaction>) =>
  ({ kind: 'sell', ...over }) as API.IpcTransaction;

describe('dealSentence', () => {
  it('says the day, and the price and counterpart only when disclosed', () => {
    expect(
      dealSentence(
        item({
          deal: {
            date: '2026-11-20',
            price: 88.5,
            counterpart: '西安示范智能装备有限公司',
            recordedAt: '',
            recordedBy: 'owner',
          },
        }),
      ),
    ).toBe(
      '该专利已于 2026-11-20 成交，成交价 88.5万元，受让方（发布方填报）：西安示范智能装备有限公司。',
    );
    expect(
      dealSentence(
        item({ kind: 'buy', deal: { date: '2026-11-01', recordedAt: '', recordedBy: 'owner' } }),
      ),
    ).toBe('该需求已于 2026-11-01 解决。');
  });

  it('says who named the counterpart: the publisher or the platform', () => {
    const deal = { date: '2026-11-01', counterpart: '某某科技有限公司', recordedAt: '' };
    expect(counterpartText(item({ deal: { ...deal, recordedBy: 'owner' } }))).toBe(
      '受让方（发布方填报）：某某科技有限公司',
    );
    expect(counterpartText(item({ kind: 'buy', deal: { ...deal, recordedBy: 'platform' } }))).toBe(
      '出让方（平台登记）：某某科技有限公司',
    );
    expect(
      counterpartText(item({ deal: { date: '2026-11-01', recordedAt: '', recordedBy: 'owner' } })),
    ).toBeUndefined();
  });
});
