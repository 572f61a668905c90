import { showsOnlinePledge } from './productBadges';

describe('the 线上质押登记 badge', () => {
  it('follows a guarantee that pledges something', () => {
    expect(showsOnlinePledge({ guarantee: '专利权质押', onlinePledge: true })).toBe(true);
    expect(showsOnlinePledge({ guarantee: '信用+知识产权辅助质押', onlinePledge: true })).toBe(
      true,
    );
  });

  it('is never on a credit loan or a product without a guarantee', () => {
    expect(showsOnlinePledge({ guarantee: '信用', onlinePledge: true })).toBe(false);
    expect(showsOnlinePledge({ guarantee: '无需担保', onlinePledge: true })).toBe(false);
    expect(showsOnlinePledge({ guarantee: '知识产权资产池增信', onlinePledge: true })).toBe(false);
  });

  it('needs the product to offer online registration', () => {
    expect(showsOnlinePledge({ guarantee: '专利权质押', onlinePledge: false })).toBe(false);
  });
});
