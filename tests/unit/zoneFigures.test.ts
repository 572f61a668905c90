import {
  FIGURE_UNAVAILABLE,
  zoneFigureTiles,
  type ZoneFigureSources,
} from '../../src/pages/gxq/home/index/zoneFigures';

const ok = <T>(value: T): PromiseFulfilledResult<T> => ({ status: 'fulfilled', value });
const failed = (reason: unknown): PromiseRejectedResult => ({ status: 'rejected', reason });
const page = <T>(totalElements: number): API.Page<T> => ({
  content: [],
  totalElements,
  totalPages: 1,
  number: 0,
  size: 1,
});

const sources: ZoneFigureSources = {
  agencies: ok(page<API.ServiceAgency>(300)),
  patents: ok(page<API.Patent>(12345)),
  trade: ok({ listingCount: 420 } as API.TradeStatistics),
  pledge: ok({ totalAmount: 256000 } as API.PledgeStatistics),
};

describe('zoneFigureTiles', () => {
  it('computes every figure from its source', () => {
    expect(zoneFigureTiles(sources)).toEqual([
      ['入驻服务机构', '300 家'],
      ['平台收录专利', '12,345 件'],
      ['挂牌交易专利', '420 项'],
      ['质押融资总额', '25.6亿元'],
    ]);
  });

  it('marks only the figure whose source failed', () => {
    const tiles = zoneFigureTiles({ ...sources, trade: failed(new Error('down')) });
    expect(tiles[2]).toEqual(['挂牌交易专利', FIGURE_UNAVAILABLE]);
    expect(tiles[0]).toEqual(['入驻服务机构', '300 家']);
  });

  it('throws when every source failed, so the page can offer a retry', () => {
    const error = new Error('网络异常');
    expect(() =>
      zoneFigureTiles({
        agencies: failed(error),
        patents: failed(error),
        trade: failed(error),
        pledge: failed(error),
      }),
    ).toThrow('网络异常');
  });
});
