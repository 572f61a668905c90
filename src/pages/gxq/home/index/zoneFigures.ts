import { formatWan } from '@/utils/format';
import { formatCount } from '@/utils/format';

/** Sources of the zone's figures: each settles on its own, so one failing call hides only its figure. */
export interface ZoneFigureSources {
  agencies: PromiseSettledResult<API.Page<API.ServiceAgency>>;
  patents: PromiseSettledResult<API.Page<API.Patent>>;
  trade: PromiseSettledResult<API.TradeStatistics>;
  pledge: PromiseSettledResult<API.PledgeStatistics>;
}

/** What a tile shows when its source failed. */
export const FIGURE_UNAVAILABLE = '暂无数据';

function valueOf<T>(result: PromiseSettledResult<T>, show: (value: T) => string): string {
  return result.status === 'fulfilled' ? show(result.value) : FIGURE_UNAVAILABLE;
}

/**
 * The home page's figures as [label, value] tiles, computed from the data: agencies, patents in
 * the platform's database (not the agencies' lifetime totals, hence the label), patents listed for sale, pledge financing. Throws the first failure when every
 * source failed, so the page shows one error with a retry instead of four empty tiles.
 */
export function zoneFigureTiles(sources: ZoneFigureSources): [string, string][] {
  const results = Object.values(sources) as PromiseSettledResult<unknown>[];
  if (results.every((result) => result.status === 'rejected'))
    throw (results[0] as PromiseRejectedResult).reason;
  return [
    ['入驻服务机构', valueOf(sources.agencies, (page) => `${formatCount(page.totalElements)} 家`)],
    ['平台收录专利', valueOf(sources.patents, (page) => `${formatCount(page.totalElements)} 件`)],
    ['挂牌交易专利', valueOf(sources.trade, (stats) => `${formatCount(stats.listingCount)} 项`)],
    ['质押融资总额', valueOf(sources.pledge, (stats) => `${formatWan(stats.totalAmount)}元`)],
  ];
}
