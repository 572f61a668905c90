import { formatCount } from '@/utils/format';

/**
 * Where the figures come from: the counts are sums over the agency list, the patent totals what
 * the agencies report of their whole book (the portal's patent database holds only part of it).
 */
export function agencyFiguresNote(figures: API.AgencyOverview): string {
  const [year, month] = (figures.reportedAsOf ?? '').split('-').map(Number);
  const asOf = year && month ? `，截至${year}年${month}月` : '';
  return (
    `机构数与代理师人数为平台所列 ${formatCount(figures.agencyCount)} 家机构在册数据之和；` +
    `累计代理专利为各机构申报的历年代理量，含示范区外业务，平台专利库仅收录其中一部分。` +
    `来源：入驻机构申报${asOf}。`
  );
}
