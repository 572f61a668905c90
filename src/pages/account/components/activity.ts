import { tradePath } from '@/utils/tradePath';
import { formatDateTime } from '@/utils/dateTime';
import { messageTargetPath } from '@/utils/messageTarget';
import { savedSearchLink } from '@/utils/savedSearch';
import { targetPath, TARGET_LABELS } from '@/utils/targets';

export interface Activity {
  key: string;
  /** ISO date-time, or a `YYYY-MM-DD` date when only the day is known. */
  at: string;
  /** What the user (or the platform, for a reply) did, e.g. 发布出让. */
  action: string;
  title: string;
  to?: string;
}

export interface ActivitySources {
  transactions: API.IpcTransaction[];
  messages: API.LeaveMessage[];
  favorites: API.Favorite[];
  searches?: API.SavedSearch[];
}

function transactionEvents(item: API.IpcTransaction): Activity[] {
  const noun = item.kind === 'buy' ? '需求' : '出让';
  // Never approved yet: it was sent for review, not published.
  const events: Activity[] = [
    {
      key: `pub-${item.id}`,
      at: item.publishDate,
      action: item.neverPublished ? `提交${noun}审核` : `发布${noun}`,
      title: item.title,
    },
  ];
  if (item.status === 'rejected' && item.statusDate)
    events.push({
      key: `rj-${item.id}`,
      at: item.statusDate,
      action: `${noun}未通过审核`,
      title: item.title,
    });
  if (item.status === 'withdrawn' && item.statusDate)
    events.push({
      key: `wd-${item.id}`,
      at: item.statusDate,
      action: `下架${noun}`,
      title: item.title,
    });
  if (item.status === 'takenDown' && item.statusDate)
    events.push({
      key: `td-${item.id}`,
      at: item.statusDate,
      action: `${noun}被平台下架`,
      title: item.title,
    });
  return events.map((event) => ({ ...event, to: tradePath(item) }));
}

function messageEvents(message: API.LeaveMessage): Activity[] {
  const title = message.targetTitle ?? TARGET_LABELS.portal;
  const to = messageTargetPath(message);
  const events: Activity[] = [
    { key: `msg-${message.id}`, at: message.createdAt, action: '留言咨询', title, to },
  ];
  if (message.reply && message.repliedAt)
    events.push({
      key: `re-${message.id}`,
      at: message.repliedAt,
      action: '平台回复了留言',
      title,
      to: '/account/messages',
    });
  return events;
}

const favoriteEvent = (favorite: API.Favorite): Activity => ({
  key: `fav-${favorite.id}`,
  at: favorite.createdAt,
  action: `收藏${TARGET_LABELS[favorite.targetType] ?? ''}`,
  title: favorite.title,
  to: targetPath(favorite.targetType, favorite.targetId, favorite.title),
});

const searchEvent = (search: API.SavedSearch): Activity => ({
  key: `search-${search.id}`,
  at: search.createdAt,
  action: search.kind === 'patent' ? '保存检索' : '保存交易筛选',
  title: search.name,
  to: savedSearchLink(search).url,
});

/** The user's latest doings across the user centre, newest first. */
export function recentActivity(sources: ActivitySources, limit = 8): Activity[] {
  return [
    ...sources.transactions.flatMap(transactionEvents),
    ...sources.messages.flatMap(messageEvents),
    ...sources.favorites.map(favoriteEvent),
    ...(sources.searches ?? []).map(searchEvent),
  ]
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, limit);
}

/** A date stays a date; a date-time is shown in the user's time zone. */
export const activityTime = (at: string) => (at.length <= 10 ? at : formatDateTime(at));
