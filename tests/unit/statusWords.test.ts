import { listingStatusLabel, LISTING_STATUS_LABELS } from '@/contract/vocabulary';
import { STATUS_TABS as MY_TABS } from '@/pages/account/components/myTransactionsState';
import { STATUS_LABELS as DASHBOARD_LABELS } from '@/pages/admin/dashboard/figures';
import { messageStatusLabel, messageTargetPath } from '@/utils/messageTarget';

describe('one word for each status', () => {
  it('names a refused item 未通过 and a withdrawn one 发布者已下架, for its owner as for administrators', () => {
    expect(LISTING_STATUS_LABELS.rejected).toBe('未通过');
    expect(LISTING_STATUS_LABELS.withdrawn).toBe('发布者已下架');
    expect(MY_TABS.rejected).toBe(DASHBOARD_LABELS.rejected);
    expect(MY_TABS.withdrawn).toBe(DASHBOARD_LABELS.withdrawn);
  });

  it('says 已成交 of a listing and 已解决 of a demand', () => {
    expect(listingStatusLabel('dealt', 'sell')).toBe('已成交');
    expect(listingStatusLabel('dealt', 'buy')).toBe('已解决');
    expect(listingStatusLabel('dealt')).toBe('已成交/已解决');
    expect(listingStatusLabel('pending', 'buy')).toBe('待审核');
  });

  it('says whose turn it is in a thread', () => {
    expect(messageStatusLabel('pending', 'owner')).toBe('待您回复');
    expect(messageStatusLabel('pending', 'sender')).toBe('待对方回复');
    expect(messageStatusLabel('replied', 'owner')).toBe('已回复');
    expect(messageStatusLabel('closed', 'sender')).toBe('已关闭');
  });
});

describe('a message names what it is about', () => {
  const about = { id: 'msg-1', account: 'demo', createdAt: '', status: 'pending' as const };
  it('links to its page, and to nothing when that page is gone or off the portal', () => {
    const agency = {
      ...about,
      targetType: 'agency',
      targetId: '91610131MA6U0PQ8XG',
      targetTitle: '某代理所',
    };
    expect(messageTargetPath(agency as API.LeaveMessage)).toMatch(/^\/gxq\/service\/agency\//);
    expect(
      messageTargetPath({ ...agency, targetOffline: true } as API.LeaveMessage),
    ).toBeUndefined();
    expect(messageTargetPath({ ...agency, targetGone: true } as API.LeaveMessage)).toBeUndefined();
  });
});
