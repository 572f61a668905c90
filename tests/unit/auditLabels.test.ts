// 操作日志's words and links: each entry's action in Chinese (or its code when unknown), its
// change as fields before and after, and where its target is seen.
import { actionLabel, fieldChanges } from '@/pages/admin/audit/labels';
import { auditTargetLink } from '@/pages/admin/audit/targetLink';
import { textOfArticle } from '@/pages/admin/audit/articleText';
import { textDiff } from '@/pages/admin/audit/textDiff';

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

describe('an edit read in words', () => {
  const dicts = {
    financeCategory: [{ value: 'ZLZYDK', label: '专利质押贷款' }] as API.DictItem[],
    technicalFields: [
      { value: 'A', label: '新一代信息技术' },
      { value: 'B', label: '高端装备制造' },
    ] as API.DictItem[],
  };

  it('names a directory record’s fields and statuses as its form does, codes by their labels', () => {
    expect(
      fieldChanges(
        entry({
          action: 'agency.disable',
          targetType: 'agency',
          before: { status: 'active' },
          after: { status: 'disabled' },
        }),
      ),
    ).toEqual([{ field: 'status', label: '状态', before: '正常', after: '已停用' }]);
    expect(
      fieldChanges(
        entry({
          action: 'product.update',
          targetType: 'product',
          before: { institutionId: '丝路银行（inst-0001）', category: 'ZLZYDK', featured: false },
          after: { institutionId: '长安银行（inst-0002）', category: 'ZLZYDK', featured: true },
        }),
        dicts,
      ),
    ).toEqual([
      {
        field: 'institutionId',
        label: '所属机构',
        before: '丝路银行（inst-0001）',
        after: '长安银行（inst-0002）',
      },
      { field: 'featured', label: '推荐', before: '否', after: '是' },
    ]);
    expect(
      fieldChanges(
        entry({
          action: 'agency.update',
          targetType: 'agency',
          before: { technicalFields: ['A'], enterpriseName: '甲' },
          after: { technicalFields: ['A', 'B'], enterpriseName: '乙' },
        }),
        dicts,
      ),
    ).toEqual([
      {
        field: 'technicalFields',
        label: '技术领域',
        before: '新一代信息技术',
        after: '新一代信息技术、高端装备制造',
      },
      { field: 'enterpriseName', label: '机构名称', before: '甲', after: '乙' },
    ]);
  });

  it('reads an article’s body as its text, and a news status in words', () => {
    expect(
      fieldChanges(
        entry({
          action: 'news.update',
          targetType: 'news',
          before: {
            content: '<h2>报名</h2><p>截止 12月18日 &amp; 逾期不候。</p>',
            status: 'draft',
          },
          after: {
            content: '<h2>报名</h2><p>截止 12月19日 &amp; 逾期不候。</p>',
            status: 'published',
          },
        }),
      ),
    ).toEqual([
      {
        field: 'content',
        label: '正文',
        before: '报名\n截止 12月18日 & 逾期不候。',
        after: '报名\n截止 12月19日 & 逾期不候。',
      },
      { field: 'status', label: '状态', before: '草稿', after: '已发布' },
    ]);
  });
});

describe('textOfArticle', () => {
  it('reads blocks as lines, pictures by their alt text and character references as characters', () => {
    expect(
      textOfArticle(
        '<h2>通知</h2><p>A&#39;s&nbsp;&#x4e2d;&amp;&unknown;<br>次行</p><p><img src="/a.png" alt="现场"></p>',
      ),
    ).toBe("通知\nA's 中&&unknown;\n次行\n［图片：现场］");
  });
});

describe('textDiff', () => {
  it('keeps what both versions say and shows only the characters a sentence changed', () => {
    expect(textDiff('报名\n截止12月18日。逾期不候。', '报名\n截止12月19日。逾期不候。')).toEqual([
      { kind: 'same', text: '报名\n截止12月1' },
      { kind: 'removed', text: '8' },
      { kind: 'added', text: '9' },
      { kind: 'same', text: '日。逾期不候。' },
    ]);
  });

  it('shows a sentence added, one removed, and a rewritten one whole', () => {
    expect(textDiff('第一句。第二句。', '第一句。新的一句。第二句。')).toEqual([
      { kind: 'same', text: '第一句。' },
      { kind: 'added', text: '新的一句。' },
      { kind: 'same', text: '第二句。' },
    ]);
    expect(textDiff('甲。乙。丙。', '甲。丙。')).toEqual([
      { kind: 'same', text: '甲。' },
      { kind: 'removed', text: '乙。' },
      { kind: 'same', text: '丙。' },
    ]);
    expect(textDiff('园区举办培训。', '专家讲解质押流程。')).toEqual([
      { kind: 'removed', text: '园区举办培训。' },
      { kind: 'added', text: '专家讲解质押流程。' },
    ]);
    expect(textDiff('', '新内容。')).toEqual([{ kind: 'added', text: '新内容。' }]);
  });
});
