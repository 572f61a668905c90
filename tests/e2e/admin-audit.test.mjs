// 操作日志 in the browser: the administrator approves a listing, rejects a company verification,
// answers a message and disables an account, then finds each in the trail with the filters (the
// URL keeps them) — who, what in Chinese, the target, the reason and the status before and after —
// and follows a target's link to its page; a registered user gets the 403 and no menu entry; on a
// phone each entry is a card and nothing scrolls sideways.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DEMO, BASE, login, openPage, startPreviewAndBrowser, chooseOption } from './support.mjs';

const env = startPreviewAndBrowser();
const SHOTS = process.env.AUDIT_SHOTS_DIR || 'artifacts/screenshots';
mkdirSync(SHOTS, { recursive: true });
const WEBSITE = '/ipr-website-service/api/authFront';
const rows = (page) => page.locator('tbody tr[data-row-key]');
/** Today in China, where the trail's days are counted: the seed's history ends before it. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const TODAY_ONLY = `from=${TODAY}&to=${TODAY}`;

/** Calls the backend as the signed-in page's account; fails the test on a refusal. */
async function callAs(page, method, path, body) {
  const token = await page.evaluate(() => window.localStorage.getItem('Authorization'));
  const url = `${env.origin}${path}`;
  const options = { headers: { Authorization: token } };
  const response =
    method === 'GET'
      ? await page.request.get(url, options)
      : await page.request.post(url, { ...options, data: body });
  const answer = await response.json();
  assert.ok(answer.success, `${path}: ${answer.errorMessage}`);
  return answer.data;
}

/** Chooses `option` (its text) in the toolbar's select named `label`. */
const choose = (page, label, option) =>
  chooseOption(page.getByLabel(label, { exact: true }), option);

describe('操作日志', () => {
  it('finds an approval, a rejection, a reply and a disabling, filtered, and links their targets', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 1440, height: 900 },
    });
    await login(page, env.origin, { redirect: '/admin/audit' });
    await page.getByRole('heading', { name: '操作日志' }).waitFor();
    // Last in the administrators' menu.
    const adminItems = await page
      .getByRole('menuitem')
      .filter({ hasText: /管理|日志/ })
      .allTextContents();
    assert.match(adminItems.at(-1), /操作日志/);

    // The actions, as the administrators' pages send them.
    const pending = await callAs(
      page,
      'GET',
      `${WEBSITE}/admin/ipcTransaction/find?queryData=${encodeURIComponent('{"status":"pending"}')}`,
    );
    const listing = pending.content.find((item) => item.owner !== 'admin');
    await callAs(page, 'POST', `${WEBSITE}/admin/ipcTransaction/approve`, {
      id: listing.id,
      version: listing.version,
    });
    await callAs(page, 'POST', '/api/admin/verification/reject', {
      id: 'ver-0002',
      reason: '营业执照图片不清晰',
    });
    const messages = await callAs(
      page,
      'GET',
      `${WEBSITE}/admin/leaveMessage/find?queryData=${encodeURIComponent('{"targetType":"agency"}')}`,
    );
    const question = messages.content.find((m) => m.account === 'buyer');
    await callAs(page, 'POST', `${WEBSITE}/admin/leaveMessage/reply`, {
      id: question.id,
      reply: '您好，已收到您的咨询，我们将尽快联系该机构。',
    });
    await callAs(page, 'POST', '/api/admin/user/disable', {
      account: 'firm',
      version: 1,
      reason: '冒用他人或企业身份',
    });

    // Today's entries: the seed's own reviews come before today.
    await page.goto(`${env.origin}${BASE}/admin/audit?${TODAY_ONLY}`);
    await rows(page).filter({ hasText: '停用 用户' }).waitFor();
    assert.equal(await rows(page).count(), 4);
    // Newest first.
    assert.match(await rows(page).first().textContent(), /停用 用户/);
    await page.screenshot({ path: `${SHOTS}/admin-audit-1440.png`, fullPage: true });

    // 操作 = 审核通过: the approval alone, with the status before and after; the URL keeps it.
    await choose(page, '操作', '审核通过');
    await page.waitForURL((url) => url.searchParams.get('action') === 'approve');
    await page.waitForFunction(
      () => document.querySelectorAll('tbody tr[data-row-key]').length === 1,
    );
    const approval = rows(page).first();
    await approval.getByText('审核通过 交易信息').waitFor();
    await approval.getByText('平台管理员（admin）').waitFor();
    await approval.getByText('待审核').waitFor();
    await approval.getByText('已发布').waitFor();

    // 对象 = 企业认证 (and any action): the rejection with its reason.
    await choose(page, '操作', '全部操作');
    await choose(page, '对象类型', '企业认证');
    await page.waitForURL(
      (url) => url.searchParams.get('type') === 'verification' && !url.searchParams.has('action'),
    );
    const rejection = rows(page).filter({ hasText: '驳回 企业认证' });
    await rejection.getByText('原因：营业执照图片不清晰').waitFor();
    await rejection.getByText('未通过').waitFor();

    // The account's disabling, by the actor filter and the target type; a reload keeps them.
    await choose(page, '操作人', '平台管理员（admin）');
    await choose(page, '对象类型', '用户');
    await page.waitForURL(
      (url) => url.searchParams.get('actor') === 'admin' && url.searchParams.get('type') === 'user',
    );
    await page.reload();
    const disabling = rows(page).filter({ hasText: '停用 用户' });
    await disabling.getByText('原因：冒用他人或企业身份').waitFor();
    await disabling.getByRole('link', { name: '企业申请演示（firm）' }).waitFor();
    assert.equal(
      await disabling.getByRole('link').getAttribute('href'),
      `${BASE}/admin/users?account=firm`,
    );

    // The reply, by keyword (its message's id), linked to that message in 留言管理.
    await page.goto(`${env.origin}${BASE}/admin/audit?keyword=${question.id}&${TODAY_ONLY}`);
    const reply = rows(page).filter({ hasText: '回复 留言' });
    await reply.getByText('已回复').waitFor();
    await reply.getByRole('link').click();
    await page.waitForURL((url) => url.pathname.endsWith('/admin/messages'));
    assert.equal(new URL(page.url()).searchParams.get('keyword'), question.id);
    await page.waitForFunction(
      () => document.querySelectorAll('tbody tr[data-row-key]').length === 1,
    );

    // The approved listing's link opens its public page.
    await page.goto(`${env.origin}${BASE}/admin/audit?action=approve&${TODAY_ONLY}`);
    await rows(page).first().getByRole('link', { name: listing.title }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/gxq/operations/sell/${listing.id}`));
    await page.getByRole('heading', { name: listing.title }).waitFor();

    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows a registered user the 403 and no menu entry', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, {
      ...DEMO,
      redirect: '/admin/audit',
    });
    await page.waitForURL(`**${BASE}/admin/audit`);
    await page.getByText('抱歉，您没有权限访问该页面').waitFor();
    await page.getByRole('button', { name: '账户菜单：demo' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: /操作日志/ }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  // The entries of the first test are there: one preview serves the whole file.
  it('at 375 px shows each entry as a card without sideways scrolling', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 800 },
    });
    await login(page, env.origin, { redirect: '/admin/audit' });
    const list = page.getByRole('list', { name: '操作日志' });
    const card = list.getByRole('listitem').first();
    await card.waitFor();
    await card.locator('[data-card-part="status"]').getByText('停用 用户').waitFor();
    await card.locator('[data-card-part="title"]').getByText('企业申请演示（firm）').waitFor();
    await card.getByText('原因：冒用他人或企业身份').waitFor();
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
    await page.screenshot({ path: `${SHOTS}/admin-audit-375.png`, fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('reads the seed’s reviews, a directory change and an article edit in words, the edit as a text diff', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 1440, height: 900 },
    });
    await login(page, env.origin, { redirect: '/admin/audit?action=reject&type=listing' });
    // The seed's rejections are there from the first start, with their reasons.
    const seeded = rows(page).filter({ hasText: '驳回 交易信息' }).first();
    await seeded.getByText(/^原因：/).waitFor();
    await seeded.getByText('未通过').waitFor();

    const agencies = await callAs(page, 'GET', `${WEBSITE}/admin/agency/find?size=1`);
    const agency = agencies.content[0];
    await callAs(page, 'POST', `${WEBSITE}/admin/agency/disable`, {
      id: agency.id,
      version: agency.version,
      reason: '机构已注销',
    });
    const list = await callAs(
      page,
      'GET',
      `${WEBSITE}/admin/news/find?size=1&queryData=${encodeURIComponent('{"status":"published"}')}`,
    );
    const article = await callAs(
      page,
      'GET',
      `${WEBSITE}/admin/news/detail?id=${encodeURIComponent(list.content[0].id)}`,
    );
    const { id, version, title, category, summary, source } = article;
    await callAs(page, 'POST', `${WEBSITE}/admin/news/update`, {
      ...{ id, version, title, category, summary, source },
      content: `${article.content}<p>报名截止时间延长至12月19日。</p>`,
    });

    await page.goto(`${env.origin}${BASE}/admin/audit?${TODAY_ONLY}&type=agency`);
    const disabling = rows(page).filter({ hasText: '停用 服务机构' });
    await disabling.getByText('原因：机构已注销').waitFor();
    await disabling.getByText('正常').waitFor();
    await disabling.getByText('已停用').first().waitFor();
    assert.doesNotMatch(await disabling.innerText(), /active|disabled/);

    await page.goto(`${env.origin}${BASE}/admin/audit?${TODAY_ONLY}&type=news`);
    const edit = rows(page).filter({ hasText: '修改 资讯' });
    await edit.getByText('正文：').waitFor();
    // What was added, marked as added; no markup of the body shows.
    assert.equal(
      (await edit.locator('ins').innerText()).replace(/\s+/g, ''),
      '［新增］报名截止时间延长至12月19日。',
    );
    assert.equal(await edit.locator('del').count(), 0);
    assert.doesNotMatch(await edit.innerText(), /<\/?p>|<h2>/);
    await page.screenshot({ path: `${SHOTS}/admin-audit-edit-1440.png` });

    assert.deepEqual(errors, []);
    await context.close();
  });
});
