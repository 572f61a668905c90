import { activityTime, recentActivity } from '@/pages/account/components/activity';

const listing = {
  id: 'txn-0004',
  kind: 'sell',
  title: '一种电池极片',
  publishDate: '2026-10-01',
  status: 'withdrawn',
  statusDate: '2026-11-20',
} as API.IpcTransaction;
const message = {
  id: 'msg-0001',
  targetType: 'listing',
  targetId: 'txn-0009',
  targetTitle: '一种电机',
  createdAt: '2026-11-02T09:12:00.000Z',
  reply: '您好',
  repliedAt: '2026-11-03T02:30:00.000Z',
} as API.LeaveMessage;
const favorite = {
  id: 'fav-0001',
  targetType: 'patent',
  targetId: 'pat-000008',
  title: '无人机',
  createdAt: '2026-11-21T01:00:00.000Z',
} as API.Favorite;

describe('recent activity', () => {
  it('merges publishing, status changes, messages, replies and favourites, newest first', () => {
    const items = recentActivity({
      transactions: [listing],
      messages: [message],
      favorites: [favorite],
    });
    expect(items.map((item) => item.action)).toEqual([
      '收藏专利',
      '下架出让',
      '平台回复了留言',
      '留言咨询',
      '发布出让',
    ]);
    expect(items[0].to).toBe('/gxq/patent/detail?id=pat-000008');
    expect(items[1].to).toBe('/gxq/operations/sell/txn-0004');
    expect(items[2].to).toBe('/account/messages');
    expect(items[3]).toMatchObject({ title: '一种电机', to: '/gxq/operations/sell/txn-0009' });
  });

  it('counts saving a search or a hall filter, opening its page', () => {
    const search = {
      id: 'ss-0003',
      kind: 'trading',
      name: '专利出让 · 发明',
      params: { queryData: { kind: 'sell', patentType: 'invention' } },
      createdAt: '2026-11-22T00:00:00.000Z',
    } as API.SavedSearch;
    const [item] = recentActivity({
      transactions: [],
      messages: [],
      favorites: [],
      searches: [search],
    });
    expect(item).toMatchObject({
      action: '保存交易筛选',
      title: '专利出让 · 发明',
      to: '/gxq/operations/list?type=invention',
    });
  });

  it('keeps the latest few', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...favorite,
      id: `fav-${i}`,
      createdAt: `2026-11-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
    }));
    const items = recentActivity({ transactions: [], messages: [], favorites: many }, 5);
    expect(items).toHaveLength(5);
    expect(items[0].key).toBe('fav-fav-11');
  });

  it('shows a day as a day and a moment in local time', () => {
    expect(activityTime('2026-11-20')).toBe('2026-11-20');
    expect(activityTime('2026-11-02T09:12:00.000Z')).toMatch(/^2026-11-0[23] \d{2}:12$/);
  });
});
