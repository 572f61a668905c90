import { useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { getUnreadReplies } from '../services/website';

/**
 * Replies to the user's messages not opened yet (`useModel('unread')`): the badge of 我的留言与咨询
 * and of the header's avatar. Read again when the user changes and after a message is opened.
 */
export default function useUnreadModel(): { count: number; refresh: () => void } {
  const { initialState } = useModel('@@initialState');
  const account = initialState?.currentUser?.account;
  const { data, refresh } = useRequest(getUnreadReplies, {
    ready: Boolean(account),
    refreshDeps: [account],
    // A failure was reported by the request layer; the badge simply stays as it was.
    onError: () => undefined,
  });
  return { count: account ? (data?.count ?? 0) : 0, refresh };
}
