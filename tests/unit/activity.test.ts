import { activityAction, activityLink, activityTitle } from '@/pages/account/components/activity';
import { formatDateTime } from '@/utils/dateTime';

const event = (fields: Partial<API.ActivityEvent>): API.ActivityEvent => ({
  key: 'k',
  at: '2026-11-26T02:05:00.000Z',
  type: 'submitted',
  title: '一种电池极片',
  target: { type: 'transaction', id: 'txn-0004', kind: 'sell' },
  ...fields,
});

describe('最近动态 in words', () => {
  it('says what happened to an item and leads to its page', () => {
    expect(activityAction(event({ type: 'submitted', by: 'owner' }))).toBe('提交审核');
    expect(activityAction(event({ type: 'approved', by: 'admin' }))).toBe('审核通过');
    expect(activityAction(event({ type: 'rejected', by: 'admin', reason: '缺少说明' }))).toBe(
      '审核未通过',
    );
    expect(activityLink(event({}))).toBe('/gxq/operations/sell/txn-0004');
    const demand = event({ target: { type: 'transaction', id: 'txn-0700', kind: 'buy' } });
    expect(activityLink(demand)).toBe('/gxq/operations/buy/txn-0700');
  });

  it('tells a deal the owner recorded from one the platform recorded, and a demand from a listing', () => {
    expect(activityAction(event({ type: 'dealt', by: 'owner' }))).toBe('标记已成交');
    const solved = event({
      type: 'dealt',
      by: 'admin',
      target: { type: 'transaction', id: 'txn-0700', kind: 'buy' },
    });
    expect(activityAction(solved)).toBe('平台登记已解决');
  });

  it('tells who answered a message, and sends received consultations to their tab', () => {
    const sent = { type: 'message', id: 'msg-0001', box: 'sent' } as const;
    expect(activityAction(event({ type: 'replyReceived', by: 'admin', target: sent }))).toBe(
      '平台回复',
    );
    expect(activityAction(event({ type: 'replyReceived', by: 'owner', target: sent }))).toBe(
      '发布者回复',
    );
    expect(activityLink(event({ type: 'messageSent', target: sent }))).toBe('/account/messages');
    const received = { type: 'message', id: 'msg-0002', box: 'received' } as const;
    expect(activityLink(event({ type: 'followUpReceived', target: received }))).toBe(
      '/account/messages?box=received',
    );
    // A message to the platform is about nothing in particular: it reads as 平台留言.
    expect(activityTitle(event({ type: 'messageSent', title: '', target: sent }))).toBe('平台留言');
  });

  it('names what was favourited and offers no link to a deleted item', () => {
    const patent = event({
      type: 'favorited',
      title: '无人机',
      target: { type: 'favorite', id: 'pat-000008', favoriteType: 'patent' },
    });
    expect(activityAction(patent)).toBe('收藏专利');
    expect(activityLink(patent)).toBe('/gxq/patent/detail?id=pat-000008');
    const gone = event({
      type: 'favorited',
      target: { type: 'favorite', id: 'txn-0009', favoriteType: 'listing', gone: true },
    });
    expect(activityLink(gone)).toBeUndefined();
  });

  it('tells a saved patent search from a saved hall filter', () => {
    const search = (searchKind: API.ActivityTarget['searchKind']) =>
      event({ type: 'searchSaved', target: { type: 'savedSearch', id: 'ss-0001', searchKind } });
    expect(activityAction(search('patent'))).toBe('保存检索');
    expect(activityAction(search('trading'))).toBe('保存交易筛选');
    expect(activityLink(search('trading'))).toBe('/account/searches');
  });
});

describe('formatDateTime', () => {
  it('reads a moment in China time whatever the zone the browser is in', () => {
    // 16:30 UTC is already half past midnight of the next day in China.
    expect(formatDateTime('2026-11-21T16:30:00.000Z')).toBe('2026-11-22 00:30');
    expect(formatDateTime('2026-11-26T02:05:00.000Z')).toBe('2026-11-26 10:05');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('not a time')).toBe('—');
  });
});
