import { useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { getUnreadReplies } from '../services/website';

const NONE: API.MessageUnread = { count: 0, replies: 0, received: 0 };

/**
 * What the user has not opened yet (`useModel('unread')`): answers to their messages (`replies`)
 * and posts in consultations about their items (`received`); `count` is the badge of 我的留言与咨询
 * and of the header's avatar. Read again when the user changes and after a thread is opened.
 */
export default function useUnreadModel(): API.MessageUnread & { refresh: () => void } {
  const { initialState } = useModel('@@initialState');
  const account = initialState?.currentUser?.account;
  const { data, refresh } = useRequest(getUnreadReplies, {
    ready: Boolean(account),
    refreshDeps: [account],
    // A failure was reported by the request layer; the badge simply stays as it was.
    onError: () => undefined,
  });
  return { ...(account && data ? data : NONE), refresh };
}
