// 内容管理 in the browser: the administrator writes a notice in the editor (a heading, text and an
// uploaded picture; a bad picture and a missing title are refused at their fields), previews it
// as visitors will read it and publishes it — a visitor finds it first among the home page's
// notices and on the news list of its category, and opens it; the administrator changes its
// title — visitors see the new one — and takes it offline — its page answers not-found. The list
// page never loads the editor; a registered user gets the 403 and no menu entry; at 375 px
// nothing scrolls sideways.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { BASE, expectInAuditLog, login, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();
const SHOTS = process.env.NEWS_SHOTS_DIR || process.env.SCREENSHOTS_DIR || 'artifacts/screenshots';
mkdirSync(SHOTS, { recursive: true });

// A 2×2 PNG: what an operator's photo is, for the byte check.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** Whether a built script is the editor's (ProseMirror names its editable element so). */
const isEditorScript = (file) => readFileSync(`dist/${file}`, 'utf8').includes('ProseMirror');

/** The scripts a page loads from the build while `run` navigates and waits for the page. */
async function scriptsLoaded(page, run) {
  const files = new Set();
  const listen = (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(`${BASE}/`) && url.pathname.endsWith('.js'))
      files.add(url.pathname.slice(`${BASE}/`.length));
  };
  page.on('request', listen);
  await run();
  // Scripts requested after the page showed (lazy parts) count too.
  await page.waitForTimeout(1500);
  page.off('request', listen);
  return [...files];
}

const noSideways = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('内容管理', () => {
  it('publishes a notice that visitors see at once, edits it and takes it offline', async () => {
    const admin = await openPage(env.browser, { viewport: { width: 1440, height: 900 } });
    const { page } = admin;
    const listScripts = await scriptsLoaded(page, async () => {
      await login(page, env.origin, { redirect: '/admin/news' });
      await page.locator('tbody tr[data-row-key]').first().waitFor();
    });
    await page.getByRole('heading', { name: '内容管理' }).waitFor();
    await page.getByRole('menuitem', { name: /内容管理/ }).waitFor();
    assert.deepEqual(listScripts.filter(isEditorScript), [], 'the list page loads no editor');
    await page.screenshot({ path: `${SHOTS}/admin-news-list-1440.png` });

    const editor = page.getByRole('textbox', { name: '正文' });
    const editScripts = await scriptsLoaded(page, async () => {
      await page.getByRole('button', { name: /新建新闻/ }).click();
      await editor.waitFor();
    });
    await page.waitForURL(`**${BASE}/admin/news/new`);
    assert.ok(editScripts.some(isEditorScript), 'the edit page loads the editor');

    // Refused at their fields: no title; a file labelled PNG whose bytes are none.
    await page.getByRole('button', { name: /^保存草稿$/ }).click();
    await page.getByText('请输入标题').waitFor();
    const title = `关于开展知识产权贴息申报的通知${Date.now().toString().slice(-6)}`;
    await page.getByLabel('标题', { exact: true }).fill(title);
    await page.getByRole('combobox', { name: '栏目' }).selectOption('通知公告');
    await page.getByLabel('摘要').fill('示范区即日起受理知识产权质押融资贴息申报。');

    await editor.click();
    await page.getByRole('button', { name: '二级标题' }).click();
    await page.keyboard.type('申报条件');
    await page.keyboard.press('Enter');
    await page.keyboard.type('在示范区注册的科技型中小企业均可申报。');
    await page.keyboard.press('Enter');
    const picker = page.getByLabel('选择要插入的图片');
    await picker.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<script>alert(1)</script>'),
    });
    await page.getByText('文件内容不是 PNG、JPG、WebP 或 GIF 图片，请重新选择').waitFor();
    await picker.setInputFiles({ name: '申报现场.png', mimeType: 'image/png', buffer: PNG });
    await editor.locator('img[alt="申报现场"]').waitFor();
    await page.keyboard.type('咨询电话 029-88880000');

    // The preview is the visitors' page: title, category, the heading and the picture.
    await page.getByRole('button', { name: /^预\s*览$/ }).click();
    const preview = page.getByRole('dialog').filter({ hasText: '预览' });
    await preview.getByRole('heading', { level: 1, name: title }).waitFor();
    await preview.getByRole('heading', { level: 2, name: '申报条件' }).waitFor();
    await preview.locator('img[alt="申报现场"]').waitFor({ state: 'attached' });
    await preview.getByText('通知公告', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-news-preview-1440.png` });
    await preview.getByRole('button', { name: /关闭|Close/ }).click();
    await page.screenshot({ path: `${SHOTS}/admin-news-edit-1440.png`, fullPage: true });

    await page.getByRole('button', { name: /^发\s*布$/ }).click();
    await page.getByText('已发布，访客现在可以看到这篇新闻').waitFor();
    await page.waitForURL(/\/admin\/news\/news-[\w-]+\/edit$/);

    // A visitor: first among the home page's notices, first on the notices list, and readable.
    const visitor = await openPage(env.browser, { viewport: { width: 1440, height: 900 } });
    const { page: reader } = visitor;
    await reader.goto(`${env.origin}${BASE}/gxq/index`);
    const notices = reader.locator('section').filter({
      has: reader.getByRole('link', { name: '更多公告' }),
    });
    await notices.getByRole('link').filter({ hasText: title }).waitFor();
    assert.equal(await notices.locator('li a').first().textContent(), title);
    await reader.goto(
      `${env.origin}${BASE}/gxq/index/list?category=${encodeURIComponent('通知公告')}`,
    );
    const firstItem = reader.locator('main li a').filter({ hasText: /\S/ }).first();
    await firstItem.filter({ hasText: title }).waitFor();
    await firstItem.click();
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    await reader.getByRole('heading', { level: 2, name: '申报条件' }).waitFor();
    const picture = reader.locator('article img[alt="申报现场"]');
    await picture.scrollIntoViewIfNeeded();
    await reader.waitForFunction(
      () => document.querySelector('article img[alt="申报现场"]')?.naturalWidth === 2,
    );
    await reader.getByText('已是最新一篇').waitFor();
    const articleUrl = reader.url();

    // The administrator changes the title: visitors see the new one.
    const newTitle = `${title}（更新）`;
    await page.getByLabel('标题', { exact: true }).fill(newTitle);
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByText('已保存，门户已更新').waitFor();
    await reader.reload();
    await reader.getByRole('heading', { level: 1, name: newTitle }).waitFor();

    // Taken offline from the list: the visitor's page answers not-found.
    await page.goto(`${env.origin}${BASE}/admin/news?keyword=${encodeURIComponent(newTitle)}`);
    const row = page.locator('tbody tr[data-row-key]').filter({ hasText: newTitle });
    await row.getByText('已发布').waitFor();
    await row.getByRole('button', { name: /^下\s*线$/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '下线原因' });
    await dialog.getByLabel('下线原因（选填）').fill('申报已截止');
    await dialog.getByRole('button', { name: /^下\s*线$/ }).click();
    await page.getByText('已下线，访客已看不到这篇新闻').waitFor();
    await row.getByText('已下线').waitFor();
    await reader.goto(articleUrl);
    await reader.getByText('未找到该新闻').waitFor();

    // Each step is in 操作日志, under the title the article has now.
    await expectInAuditLog(page, env.origin, newTitle, [
      '新建 资讯',
      '发布 资讯',
      '修改 资讯',
      '下线 资讯',
    ]);
    await page
      .locator('tbody tr[data-row-key]')
      .filter({ hasText: '修改 资讯' })
      .getByText(title, { exact: true })
      .waitFor();

    assert.deepEqual(admin.errors, []);
    assert.deepEqual(
      visitor.errors.filter((e) => !/404|Not Found/i.test(e)),
      [],
    );
    await visitor.context.close();
    await admin.context.close();
  });

  it('shows a registered user the 403 and no menu entry', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, {
      account: 'demo',
      password: 'Demo@2026',
      redirect: '/admin/news',
    });
    await page.waitForURL(`**${BASE}/admin/news`);
    await page.getByText('抱歉，您没有权限访问该页面').waitFor();
    await page.getByRole('button', { name: '账户菜单：demo' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: /内容管理/ }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('at 375 px shows the articles as cards and the edit page without sideways scrolling', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 800 },
    });
    await login(page, env.origin, { redirect: '/admin/news?status=published' });
    const card = page.getByRole('list', { name: '新闻列表' }).getByRole('listitem').first();
    await card.waitFor();
    await card.locator('[data-card-part="status"]').getByText('已发布').waitFor();
    for (const name of [/^编\s*辑$/, /^预\s*览$/, /^下\s*线$/])
      await card.locator('[data-card-part="actions"]').getByRole('button', { name }).waitFor();
    assert.ok(await noSideways(page));
    await page.screenshot({ path: `${SHOTS}/admin-news-list-375.png` });

    await card
      .locator('[data-card-part="actions"]')
      .getByRole('button', { name: /^编\s*辑$/ })
      .click();
    await page.getByRole('textbox', { name: '正文' }).waitFor();
    assert.ok(await noSideways(page));
    await page.screenshot({ path: `${SHOTS}/admin-news-edit-375.png`, fullPage: true });
    await page.getByRole('button', { name: /^预\s*览$/ }).click();
    await page.getByRole('dialog').getByRole('heading', { level: 1 }).waitFor();
    assert.ok(await noSideways(page));
    await page.screenshot({ path: `${SHOTS}/admin-news-preview-375.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
