import { agencyUrl } from './agency';

/** The portal's items that messages and favourites can be about (`targetType`), as people call them. */
export const TARGET_LABELS: Record<string, string> = {
  portal: '平台留言',
  patent: '专利',
  listing: '交易信息',
  product: '金融产品',
  institution: '金融机构',
  agency: '服务机构',
  expert: '运营专家',
  service: '运营服务预约',
  news: '新闻',
};

/** The portal page of an item, when it has one; `title` names an agency in its URL and an expert in the hall's search. */
export function targetPath(type?: string, id?: string, title?: string): string | undefined {
  const encoded = id ? encodeURIComponent(id) : '';
  switch (type) {
    case 'listing':
      return encoded ? `/gxq/operations/sell/${encoded}` : undefined;
    case 'product':
      return encoded ? `/gxq/finance/product/${encoded}` : undefined;
    case 'institution':
      return encoded ? `/gxq/finance/agency/${encoded}` : undefined;
    case 'agency':
      return id ? agencyUrl(id, title ?? '') : undefined;
    case 'news':
      return encoded ? `/gxq/news/detail?id=${encoded}` : undefined;
    case 'patent':
      return encoded ? `/gxq/patent/detail?id=${encoded}` : undefined;
    case 'expert':
      // Experts have no page of their own: the hall's expert directory, searched by name.
      return title
        ? `/gxq/operations/list?${new URLSearchParams({ kind: 'expert', keyword: title })}`
        : '/gxq/operations/list?kind=expert';
    case 'service':
      return '/gxq/service/index';
    default:
      return undefined;
  }
}
