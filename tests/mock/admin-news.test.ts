/**
 * @jest-environment node
 */
// 内容管理 at the backend: only administrators may list, write, publish, take offline and pin
// articles; the fields are checked with the form's words; the body's HTML is sanitised on save;
// pictures are judged by their bytes; only published articles are public (list, home, neighbours,
// detail); a change based on an old version is refused; every change is audited, and all of it
// survives a restart of the mock service.
import { Buffer } from 'buffer';
import { auditEntries, resetAudit } from '../../mock/_lib/audit';
import { db, resetDb } from '../../mock/_lib/data';
import type { Handler } from '../../mock/_lib/envelope';
import {
  createNews,
  findAdminNews,
  getAdminNews,
  offlineNews,
  pinNews,
  publishNews,
  unpinNews,
  updateNews,
} from '../../mock/_lib/handlers/admin-news';
import {
  newsImageFile,
  replaceNewsImages,
  uploadNewsImage,
} from '../../mock/_lib/handlers/admin-news-images';
import { getCurrent } from '../../mock/_lib/handlers/auth';
import { findNews, newsDetail } from '../../mock/_lib/handlers/content';
import { applyState, captureState } from '../../mock/_lib/store-state';
import { findUser, resetUsers, sessionToken } from '../../mock/_lib/users';
import { authHeader, call, callFile } from './helpers';

beforeEach(() => {
  resetDb();
  resetUsers();
  resetAudit();
  replaceNewsImages([]);
});

const admin = () => ({ authorization: sessionToken(findUser('admin')!) });

const NOTICE = {
  title: '关于开展知识产权质押融资贴息申报的通知',
  category: '通知公告',
  summary: '即日起受理质押融资贴息申报。',
  source: '示范区知识产权服务中心',
  content: '<h2>申报条件</h2><p>在示范区注册的科技型中小企业均可申报。</p>',
};

const post = <T = API.AdminNewsArticle>(
  handler: Handler,
  body: Record<string, unknown>,
  headers = admin(),
) => call<T>(handler, { method: 'POST', headers, body });

const create = (fields: Record<string, unknown> = {}) => post(createNews, { ...NOTICE, ...fields });

const current = (id: string) => db().news.find((n) => n.id === id)!;

/** Runs a status change on the article as it is now (its current version). */
const act = (handler: Handler, id: string, extra: Record<string, unknown> = {}) =>
  post(handler, { id, version: current(id).version ?? 1, ...extra });

const publicList = (query: Record<string, string> = {}) =>
  call<API.Page<API.NewsSummary>>(findNews, { query: { size: '10', ...query } }).body.data;
const publicDetail = (id: string, headers = {}) =>
  call<API.NewsDetail>(newsDetail, { query: { id }, headers });

/** A new notice, published: what an operator does most. */
function publishedNotice(fields: Record<string, unknown> = {}) {
  const draft = create(fields).body.data;
  return act(publishNews, draft.id).body.data;
}

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('access', () => {
  const endpoints: [string, Handler, 'GET' | 'POST', Record<string, unknown>][] = [
    ['find', findAdminNews, 'GET', {}],
    ['detail', getAdminNews, 'GET', { id: 'news-0001' }],
    ['create', createNews, 'POST', NOTICE],
    ['update', updateNews, 'POST', { id: 'news-0001', version: 1, ...NOTICE }],
    ['publish', publishNews, 'POST', { id: 'news-0001', version: 1 }],
    ['offline', offlineNews, 'POST', { id: 'news-0001', version: 1 }],
    ['pin', pinNews, 'POST', { id: 'news-0001', version: 1 }],
    ['unpin', unpinNews, 'POST', { id: 'news-0001', version: 1 }],
    ['image', uploadNewsImage, 'POST', { dataUrl: `data:image/png;base64,${PNG_1PX}` }],
  ];

  it.each(endpoints)(
    '%s answers a visitor 401 and a registered user 403',
    (_, handler, method, input) => {
      const request = method === 'GET' ? { query: input } : { body: input };
      const visitor = call(handler, { method, ...request });
      expect(visitor.status).toBe(401);
      expect(visitor.body.errorCode).toBe('UNAUTHORIZED');
      const user = call(handler, { method, headers: authHeader('demo'), ...request });
      expect(user.status).toBe(403);
      expect(user.body.errorCode).toBe('FORBIDDEN');
      expect(current('news-0001').version ?? 1).toBe(1);
      expect(auditEntries()).toEqual([]);
    },
  );

  it('gives administrators the 内容管理 menu entry and registered users none', () => {
    const menuOf = (headers: Record<string, string>) =>
      JSON.stringify(call(getCurrent, { method: 'GET', headers }).body.data);
    expect(menuOf(admin())).toContain('/admin/news');
    expect(menuOf(authHeader('demo'))).not.toContain('/admin/news');
  });
});

describe('validation', () => {
  it.each([
    ['title', { title: '通' }, '标题应为2–100个字符'],
    ['title', { title: '通'.repeat(101) }, '标题应为2–100个字符'],
    ['category', { category: '娱乐八卦' }, '栏目应为园区动态、政策法规、行业资讯、通知公告之一'],
    ['summary', { summary: '摘'.repeat(201) }, '摘要不能超过200个字符'],
    ['source', { source: '源'.repeat(51) }, '来源不能超过50个字符'],
    ['content', { content: '<p> </p><p>&nbsp;</p><h2></h2>' }, '请输入正文'],
    ['content', { content: `<p>${'长'.repeat(70_000)}</p>` }, '正文不能超过200 KB'],
  ])('refuses a bad %s at its field', (field, change, message) => {
    const sent = create(change);
    expect(sent.body.success).toBe(false);
    expect(sent.body.data).toEqual({ field });
    expect(sent.body.errorMessage).toContain(message);
    expect(db().news.filter((n) => n.author)).toEqual([]);
  });

  it('makes a blank summary from the body, headings left out, and takes a blank source', () => {
    const draft = create({ summary: '', source: '' }).body.data;
    expect(draft).toMatchObject({
      summary: '在示范区注册的科技型中小企业均可申报。',
      summaryAuto: true,
    });
    expect(draft.source).toBe('');
  });

  it('lets a summary the editor did not write follow the body, and keeps one it wrote', () => {
    const body = (day: number) =>
      `<h2>一、活动安排</h2><p>活动定于12月${day}日在示范区服务大厅举行。</p>`;
    const draft = create({ summary: '', content: body(18) }).body.data;
    const moved = post(updateNews, {
      ...NOTICE,
      id: draft.id,
      version: draft.version,
      summary: '',
      content: body(19),
    }).body.data;
    expect(moved).toMatchObject({
      summary: '活动定于12月19日在示范区服务大厅举行。',
      summaryAuto: true,
    });
    const published = post(publishNews, { id: draft.id, version: moved.version }).body.data;
    const listed = call<API.Page<API.NewsArticle>>(findNews, { query: { keyword: '12月19日' } })
      .body.data.content;
    expect(listed.map((n) => [n.id, n.summary])).toEqual([[draft.id, moved.summary]]);
    expect(listed[0]).not.toHaveProperty('summaryAuto');

    const written = post(updateNews, {
      ...NOTICE,
      id: draft.id,
      version: published.version,
      summary: '编辑写的摘要。',
      content: body(20),
    }).body.data;
    expect(written.summary).toBe('编辑写的摘要。');
    expect(written).not.toHaveProperty('summaryAuto');
  });
});

describe('sanitising on save', () => {
  it('drops scripts, event handlers, javascript: links and outside images, keeping the text', () => {
    const draft = create({
      content:
        '<h2 onclick="steal()">标题</h2><script>window.x = 1</script>' +
        '<p>正文<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">点我</a>' +
        '<a href="https://www.cnipa.gov.cn/">国家知识产权局</a></p>' +
        '<img src="https://tracker.example.com/p.gif"><iframe src="https://evil.example"></iframe>',
    }).body.data;
    expect(draft.content).toBe(
      '<h2>标题</h2><p>正文<a>点我</a><a href="https://www.cnipa.gov.cn/">国家知识产权局</a></p>',
    );
  });

  it('refuses a body that was nothing but what sanitising removes', () => {
    const sent = create({ content: '<script>alert(1)</script><img src=x onerror=alert(1)>' });
    expect(sent.body.data).toEqual({ field: 'content' });
  });

  it('keeps an uploaded image the article shows', () => {
    const { url } = post<API.NewsImageUpload>(uploadNewsImage, {
      dataUrl: `data:image/png;base64,${PNG_1PX}`,
    }).body.data;
    const draft = create({ content: `<p>现场照片</p><img src="${url}" alt="现场">` }).body.data;
    expect(draft.content).toContain(`<img src="${url}" alt="现场" />`);
  });
});

describe('images', () => {
  const upload = (dataUrl: string) => post<API.NewsImageUpload>(uploadNewsImage, { dataUrl });

  it('serves an uploaded picture publicly by its URL, with the type its bytes say', () => {
    // Labelled JPEG, but the bytes are a PNG: the bytes decide.
    const sent = upload(`data:image/jpeg;base64,${PNG_1PX}`).body.data;
    expect(sent).toMatchObject({ type: 'image/png', size: Buffer.from(PNG_1PX, 'base64').length });
    const id = new URL(sent.url, 'http://portal').searchParams.get('id')!;
    const file = callFile(newsImageFile, { query: { id } });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.file?.equals(Buffer.from(PNG_1PX, 'base64'))).toBe(true);
    expect(callFile(newsImageFile, { query: { id: 'nimg-unknown' } }).status).toBe(404);
  });

  it('takes a GIF and refuses what is no picture, whatever it is labelled', () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
    expect(upload(`data:image/gif;base64,${gif}`).body.data.type).toBe('image/gif');
    const script = Buffer.from('<svg onload="alert(1)"></svg>').toString('base64');
    const refused = upload(`data:image/png;base64,${script}`);
    expect(refused.body).toMatchObject({ success: false, data: { field: 'dataUrl' } });
    expect(refused.body.errorMessage).toContain('不是 PNG、JPG、WebP 或 GIF 图片');
  });

  it('refuses a picture over 2 MB', () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    Buffer.from(PNG_1PX, 'base64').copy(big);
    const refused = upload(`data:image/png;base64,${big.toString('base64')}`);
    expect(refused.body.errorMessage).toBe('图片不能超过 2 MB');
  });
});

describe('what the public sees', () => {
  it('shows no draft anywhere, and a published article at once, first in its category', () => {
    const draft = create().body.data;
    expect(publicList().content.map((n) => n.id)).not.toContain(draft.id);
    expect(publicDetail(draft.id).body.errorCode).toBe('NOT_FOUND');
    expect(publicDetail(draft.id, authHeader('demo')).body.errorCode).toBe('NOT_FOUND');

    const newest = publicList().content[0];
    const published = act(publishNews, draft.id).body.data;
    expect(published.status).toBe('published');
    // Home page and news list: newest first, in its category.
    expect(publicList().content[0].id).toBe(draft.id);
    expect(publicList({ queryData: JSON.stringify({ category: '通知公告' }) }).content[0].id).toBe(
      draft.id,
    );
    const detail = publicDetail(draft.id).body.data;
    expect(detail).toMatchObject({ title: NOTICE.title, previous: null });
    expect(detail.next).toEqual({ id: newest.id, title: newest.title });
    expect(publicDetail(newest.id).body.data.previous).toEqual({
      id: draft.id,
      title: NOTICE.title,
    });
    expect(detail).not.toHaveProperty('status');
    expect(detail).not.toHaveProperty('author');
  });

  it('answers not-found for an article taken offline, and drops it from lists and neighbours', () => {
    const article = publishedNotice();
    const { next } = publicDetail(article.id).body.data;
    const offline = act(offlineNews, article.id, { reason: '通知已过期' }).body.data;
    expect(offline).toMatchObject({ status: 'offline', offlineReason: '通知已过期' });
    expect(publicDetail(article.id).status).toBe(200);
    expect(publicDetail(article.id).body.errorCode).toBe('NOT_FOUND');
    expect(publicList().content.map((n) => n.id)).not.toContain(article.id);
    expect(publicDetail(next!.id).body.data.previous).toBeNull();
    // Administrators still read it, and may publish it again on its first day.
    expect(
      call(getAdminNews, { query: { id: article.id }, headers: admin() }).body.data.status,
    ).toBe('offline');
    const again = act(publishNews, article.id).body.data;
    expect(again.publishDate).toBe(article.publishDate);
    expect(publicDetail(article.id).body.success).toBe(true);
  });

  it('takes an article offline without a reason, but not with one over 200 characters', () => {
    const article = publishedNotice();
    const tooLong = act(offlineNews, article.id, { reason: '因'.repeat(201) });
    expect(tooLong.body).toMatchObject({ success: false, data: { field: 'reason' } });
    expect(act(offlineNews, article.id).body.data.status).toBe('offline');
  });

  it('puts pinned articles first on the lists until they are unpinned', () => {
    const older = publicList().content[5];
    expect(act(pinNews, older.id).body.data.pinned).toBe(true);
    const first = publicList().content[0];
    expect(first).toMatchObject({ id: older.id, pinned: true });
    expect(publicDetail(older.id).body.data.previous).toBeNull();
    // A draft cannot be pinned.
    const draft = create().body.data;
    expect(act(pinNews, draft.id).body.errorMessage).toBe('只有已发布的新闻可以置顶');
    act(unpinNews, older.id);
    expect(publicList().content[0].id).not.toBe(older.id);
  });

  it('shows an edit of a published article at once', () => {
    const article = publishedNotice();
    const edited = act(updateNews, article.id, {
      ...NOTICE,
      title: '关于贴息申报截止时间延长的通知',
    });
    expect(edited.body.data).toMatchObject({ status: 'published', version: 3 });
    expect(publicDetail(article.id).body.data.title).toBe('关于贴息申报截止时间延长的通知');
  });
});

describe('versions and the audit trail', () => {
  it('refuses a change based on an old version with 409 and the article now', () => {
    const draft = create().body.data;
    const first = post(updateNews, {
      ...NOTICE,
      id: draft.id,
      version: 1,
      title: '第一次修改的标题',
    });
    expect(first.body.data.version).toBe(2);
    const stale = post(updateNews, { ...NOTICE, id: draft.id, version: 1, title: '过时的修改' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      errorCode: 'VERSION_CONFLICT',
      data: { currentVersion: 2, current: { id: draft.id, title: '第一次修改的标题' } },
    });
    expect(post(publishNews, { id: draft.id }).body.data).toEqual({ field: 'version' });
    expect(current(draft.id).title).toBe('第一次修改的标题');
  });

  it('records every change with who, what, the changed fields and the reason', () => {
    const draft = create().body.data;
    act(updateNews, draft.id, { ...NOTICE, title: '修改后的通知标题' });
    act(publishNews, draft.id);
    act(pinNews, draft.id);
    act(unpinNews, draft.id);
    act(offlineNews, draft.id, { reason: '内容需要更正' });
    const entries = auditEntries();
    expect(entries.map((e) => e.action)).toEqual([
      'news.create',
      'news.update',
      'news.publish',
      'news.pin',
      'news.unpin',
      'news.offline',
    ]);
    expect(entries.every((e) => e.actor === 'admin' && e.targetType === 'news')).toBe(true);
    expect(entries.every((e) => e.targetId === draft.id)).toBe(true);
    expect(entries[0].after).toEqual({
      title: NOTICE.title,
      category: '通知公告',
      status: 'draft',
    });
    // An update holds only what changed.
    expect(entries[1]).toMatchObject({
      before: { title: NOTICE.title },
      after: { title: '修改后的通知标题' },
    });
    expect(Object.keys(entries[1].after!)).toEqual(['title']);
    expect(entries[2]).toMatchObject({
      before: { status: 'draft' },
      after: { status: 'published' },
    });
    expect(entries[5]).toMatchObject({ reason: '内容需要更正', after: { status: 'offline' } });
    // A refused change is not recorded.
    post(publishNews, { id: draft.id, version: 1 });
    expect(auditEntries()).toHaveLength(6);
  });

  it('keeps articles, their images and versions across a restart; a store without any is the seed', () => {
    const { url } = post<API.NewsImageUpload>(uploadNewsImage, {
      dataUrl: `data:image/png;base64,${PNG_1PX}`,
    }).body.data;
    const article = publishedNotice({ content: `<p>照片</p><img src="${url}">` });
    const seeded = publicList().content[3];
    act(offlineNews, seeded.id);
    const kept = JSON.parse(JSON.stringify(captureState()));
    // Only what changed is kept, not the whole seed.
    expect(kept.news.map((n: { id: string }) => n.id).sort()).toEqual(
      [article.id, seeded.id].sort(),
    );

    resetDb();
    resetAudit();
    replaceNewsImages([]);
    applyState(kept);
    expect(publicList().content[0].id).toBe(article.id);
    expect(publicDetail(seeded.id).body.errorCode).toBe('NOT_FOUND');
    expect(current(article.id).version).toBe(2);
    const id = new URL(url, 'http://portal').searchParams.get('id')!;
    expect(callFile(newsImageFile, { query: { id } }).status).toBe(200);

    // A store that kept no article: the seed's articles, all published.
    resetDb();
    replaceNewsImages([]);
    applyState({ ...kept, news: [], newsImages: [] });
    expect(publicDetail(seeded.id).body.success).toBe(true);
    expect(db().news.some((n) => n.author)).toBe(false);
  });
});
