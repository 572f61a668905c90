// 最近动态 in words: the backend's events (GET authFront/account/activity) carry types, and the
// page says each one here, with the page it leads to.
import { tradePath } from '@/utils/tradePath';
import { targetPath, TARGET_LABELS } from '@/utils/targets';

const ITEM_ACTIONS: Record<API.TradeEventType, string> = {
  submitted: '提交审核',
  edited: '修改信息',
  approved: '审核通过',
  rejected: '审核未通过',
  withdrawn: '下架',
  relisted: '重新上架',
  takenDown: '被平台下架',
  restored: '平台恢复上架',
  dealt: '标记成交',
};

/** What happened, as the feed says it (e.g. 审核通过, 平台回复, 收藏专利). */
export function activityAction(event: API.ActivityEvent): string {
  const { target } = event;
  switch (event.type) {
    case 'dealt': {
      const word = target.kind === 'buy' ? '已解决' : '已成交';
      return event.by === 'admin' ? `平台登记${word}` : `标记${word}`;
    }
    case 'messageSent':
      return '留言咨询';
    case 'replyReceived':
      return event.by === 'owner' ? '发布者回复' : '平台回复';
    case 'consultationReceived':
      return '收到咨询';
    case 'followUpReceived':
      return '咨询方追问';
    case 'favorited':
      return `收藏${TARGET_LABELS[target.favoriteType ?? ''] ?? ''}`;
    case 'searchSaved':
      return target.searchKind === 'trading' ? '保存交易筛选' : '保存检索';
    default:
      return ITEM_ACTIONS[event.type];
  }
}

/** The event's subject as shown: a message to the platform has no title of its own. */
export const activityTitle = (event: API.ActivityEvent) =>
  event.title || (event.target.type === 'message' ? TARGET_LABELS.portal : '');

/** The page an event leads to; none for an item that was deleted. */
export function activityLink(event: API.ActivityEvent): string | undefined {
  const { target } = event;
  if (target.gone || !target.id) return undefined;
  switch (target.type) {
    case 'transaction':
      return tradePath({ id: target.id, kind: target.kind ?? 'sell' });
    case 'message':
      return target.box === 'received' ? '/account/messages?box=received' : '/account/messages';
    case 'favorite':
      return targetPath(target.favoriteType, target.id, event.title);
    case 'savedSearch':
      return '/account/searches';
    default:
      return undefined;
  }
}
