import { agencyUrl } from './agency';

/** What a message can be about (the `targetType` the portal's message forms send). */
export const MESSAGE_TARGET_LABELS: Record<string, string> = {
  portal: '平台留言',
  listing: '交易信息',
  product: '金融产品',
  institution: '金融机构',
  agency: '服务机构',
  service: '运营服务预约',
  expert: '运营专家',
  patent: '专利',
  news: '新闻',
};

export const MESSAGE_STATUS_LABELS: Record<API.MessageStatus, string> = {
  pending: '待回复',
  replied: '已回复',
  closed: '已关闭',
};

/** The page of the thing a message is about, when the portal has one. */
export function messageTargetPath(message: API.LeaveMessage): string | undefined {
  const id = message.targetId ? encodeURIComponent(message.targetId) : '';
  switch (message.targetType) {
    case 'listing':
      return id ? `/gxq/operations/sell/${id}` : undefined;
    case 'product':
      return id ? `/gxq/finance/product/${id}` : undefined;
    case 'institution':
      return id ? `/gxq/finance/agency/${id}` : undefined;
    case 'agency':
      return message.targetId ? agencyUrl(message.targetId, message.targetTitle ?? '') : undefined;
    case 'news':
      return id ? `/gxq/news/detail?id=${id}` : undefined;
    case 'patent':
      return id ? `/gxq/patent/detail?id=${id}` : undefined;
    case 'service':
      return '/gxq/service/index';
    default:
      return undefined;
  }
}

/** True when the platform answered and the sender has not opened the answer yet. */
export function hasUnreadReply(message: API.LeaveMessage): boolean {
  return Boolean(message.reply) && message.replyRead === false;
}
