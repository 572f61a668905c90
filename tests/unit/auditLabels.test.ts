// 操作日志's words and links: each entry's action in Chinese (or its code when unknown), its
// change as fields before and after, and where its target is seen.
import { actionLabel, fieldChanges } from '@/pages/admin/audit/labels';
import { auditTargetLink } from '@/pages/admin/audit/targetLink';

const entry = (fields: Partial<API.AuditEntry>): API.AuditEntry => ({
  id: 'audit-000001',
  at: '2026-11-21T02:00:00.000Z',
  actor: 'admin',
  actorName: '平台管理员',
  action: 'listing.approve',
  targetType: 'listing',
  targetId: 'txn-0601',
  targetExists: true,
  ...fields,
});

describe('actionLabel', () => {
  it('says what was done to what, and shows an action it does not know by its code', () => {
    expect(actionLabel('listing.approve')).toBe('审核通过 交易信息');
    expect(actionLabel('user.disable')).toBe('停用 用户');
    expect(actionLabel('news.publish')).toBe('发布 资讯');
    expect(actionLabel('institution.disable')).toBe('停用 金融机构');
    expect(actionLabel('listing.archive')).toBe('listing.archive');
    expect(actionLabel('report.publish')).toBe('report.publish');
    expect(actionLabel('toString.constructor')).toBe('toString.constructor');
  });
});

describe('fieldChanges', () => {
  it('reads a status in the words of its target, leaves out what did not change, and shows a creation’s fields as after only', () => {
    expect(
      fieldChanges(entry({ before: { status: 'pending' }, after: { status: 'rejected' } })),
    ).toEqual([{ field: 'status', label: '状态', before: '待审核', after: '未通过' }]);
    expect(
      fieldChanges(
        entry({
          action: 'user.grantAdmin',
          targetType: 'user',
          before: { status: 'active', userType: 'personal' },
          after: { status: 'active', userType: 'admin' },
        }),
      ),
    ).toEqual([{ field: 'userType', label: '账号类型', before: '普通用户', after: '管理员' }]);
    expect(
      fieldChanges(
        entry({
          action: 'news.create',
          targetType: 'news',
          after: { title: '关于开展知识产权质押融资的通知', pinned: false, level: 3 },
        }),
      ),
    ).toEqual([
      { field: 'title', label: '标题', after: '关于开展知识产权质押融资的通知' },
      { field: 'pinned', label: '置顶', after: '否' },
      { field: 'level', label: 'level', after: '3' },
    ]);
  });
});

describe('auditTargetLink', () => {
  it('opens a portal item on its public page', () => {
    expect(auditTargetLink(entry({ targetKind: 'sell' }))).toBe('/gxq/operations/sell/txn-0601');
    expect(auditTargetLink(entry({ targetId: 'txn-0402', targetKind: 'buy' }))).toBe(
      '/gxq/operations/buy/txn-0402',
    );
    expect(auditTargetLink(entry({ targetType: 'news', targetId: 'news-0003' }))).toBe(
      '/gxq/news/detail?id=news-0003',
    );
    expect(auditTargetLink(entry({ targetType: 'product', targetId: 'prod-01' }))).toBe(
      '/gxq/finance/product/prod-01',
    );
    expect(auditTargetLink(entry({ targetType: 'institution', targetId: 'inst-01' }))).toBe(
      '/gxq/finance/agency/inst-01',
    );
    expect(
      auditTargetLink(
        entry({
          targetType: 'agency',
          targetId: 'agency-007',
          targetCode: '91610131671526412G',
          targetTitle: '西安某专利代理有限公司',
        }),
      ),
    ).toBe(
      `/gxq/service/agency/result/91610131671526412G/${encodeURIComponent('西安某专利代理有限公司')}`,
    );
    expect(
      auditTargetLink(entry({ targetType: 'expert', targetId: 'exp-01', targetTitle: '王明' })),
    ).toBe(`/gxq/operations/list?kind=expert&keyword=${encodeURIComponent('王明')}`);
  });

  it('opens an account, a message or an application in its administrators’ list', () => {
    expect(auditTargetLink(entry({ targetType: 'user', targetId: 'buyer' }))).toBe(
      '/admin/users?account=buyer',
    );
    expect(auditTargetLink(entry({ targetType: 'message', targetId: 'msg-0007' }))).toBe(
      '/admin/messages?keyword=msg-0007',
    );
    expect(auditTargetLink(entry({ targetType: 'verification', targetId: 'ver-0002' }))).toBe(
      '/admin/verifications?status=all&keyword=ver-0002',
    );
  });

  it('links nothing that is gone, nor an agency without its credit code', () => {
    expect(auditTargetLink(entry({ targetExists: false }))).toBeUndefined();
    expect(auditTargetLink(entry({ targetType: 'agency', targetId: 'x' }))).toBeUndefined();
  });
});
