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
import {
  DEMO,
  BASE,
  expectInAuditLog,
  login,
  openPage,
  startPreviewAndBrowser,
  chooseOption,
} from './support.mjs';

const env = startPreviewAndBrowser();
const SHOTS = process.env.NEWS_SHOTS_DIR || process.env.SCREENSHOTS_DIR || 'artifacts/screenshots';
mkdirSync(SHOTS, { recursive: true });

// A 2×2 PNG: what an operator's photo is, for the byte check.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** Whether a built script is the editor's (Squire's events are named so; minifying keeps strings). */
const isEditorScript = (file) => readFileSync(`dist/${file}`, 'utf8').includes('undoStateChange');

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
    await chooseOption(page.getByRole('combobox', { name: '栏目' }), '通知公告');
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
    // The page reads the picture's size before sending it, so a file that is none stops there.
    await page.getByText('无法读取该图片，请换一张试试').waitFor();
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
    // Going public asks first.
    const ask = page.getByRole('dialog').filter({ hasText: '发布这篇新闻？' });
    await ask.getByRole('button', { name: /^发\s*布$/ }).click();
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
      ...DEMO,
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

  it('formats the body from the toolbar, shows what applies where the cursor is, undoes, links only the web and drops a pasted script', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 1440, height: 900 },
    });
    await login(page, env.origin, { redirect: '/admin/news/new' });
    const editor = page.getByRole('textbox', { name: '正文' });
    const tool = (name) =>
      page.getByRole('toolbar', { name: '正文格式' }).getByRole('button', { name });
    const pressed = async (name) => (await tool(name).getAttribute('aria-pressed')) === 'true';
    await editor.click();
    assert.ok(await tool('撤销').isDisabled(), 'nothing to undo yet');

    await tool('三级标题').click();
    await page.keyboard.type('办理流程');
    assert.ok(await pressed('三级标题'));
    await page.keyboard.press('Enter');
    assert.ok(!(await pressed('三级标题')), 'Enter after a heading goes on in a paragraph');
    await page.keyboard.type('先');
    await tool('加粗').click();
    await page.keyboard.type('线上申请');
    assert.ok(await pressed('加粗'));
    await tool('加粗').click();
    await page.keyboard.type('，再提交材料。');
    await page.keyboard.press('Enter');
    await tool('有序列表').click();
    await page.keyboard.type('营业执照');
    assert.ok(await pressed('有序列表'));
    // (The editor keeps an empty line after a list for the cursor; the article leaves it out.)
    assert.equal(
      (await editor.evaluate((root) => root.innerHTML)).replace(/(<(p|div)><br><\/\2>)+$/, ''),
      '<h3>办理流程</h3><p>先<b>线上申请</b>，再提交材料。</p><ol><li>营业执照</li></ol>',
    );

    await tool('撤销').click();
    assert.equal(await editor.locator('ol').count(), 0, 'undo takes the list back');
    await tool('重做').click();
    await editor.locator('ol li', { hasText: '营业执照' }).waitFor();

    // A link: a script address is refused at the dialog's field, a web address is taken.
    await editor.getByText('线上申请').dblclick();
    await tool('链接').click();
    const href = page.getByLabel('链接地址（留空则取消链接）');
    await href.fill('javascript:alert(1)');
    await page.getByText('请输入以 http://、https:// 或 mailto: 开头的链接').waitFor();
    await href.fill('https://ipr.example.cn/apply');
    await href.press('Enter');
    await editor.locator('a[href="https://ipr.example.cn/apply"]').waitFor();
    // Opened again in the link, the dialog starts from that link's address, not what was typed.
    await editor.locator('a').click();
    await tool('链接').click();
    await page.waitForFunction(
      () => document.querySelector('#news-link-href')?.value === 'https://ipr.example.cn/apply',
    );
    await href.press('Escape');
    await href.waitFor({ state: 'hidden' });

    // Pasted HTML keeps its words and formatting, not its script, handler or style.
    await editor.locator('li').click();
    await page.keyboard.press('End');
    await editor.evaluate((root) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<span style="color:red" onclick="window.pasted=1">、身份证<script>window.pasted=2</script><i>复印件</i></span>',
      );
      data.setData('text/plain', '、身份证复印件');
      root.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await editor.locator('li i', { hasText: '复印件' }).waitFor();
    const html = await editor.evaluate((root) => root.innerHTML);
    assert.ok(!/script|onclick|style=/.test(html), html);
    assert.equal(await page.evaluate(() => window.pasted), undefined);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a save over another window’s keeps what was typed; 保留我的修改 saves it, 重新加载最新内容 shows theirs', async () => {
    // (Buttons by a part of their name: a button that was just busy may still hold its fading
    // loading icon, whose label is part of the name.)
    const windows = [];
    for (let n = 0; n < 2; n += 1)
      windows.push(await openPage(env.browser, { viewport: { width: 1440, height: 900 } }));
    const [first, second] = windows.map((opened) => opened.page);
    // A draft to edit, from the first window.
    await login(first, env.origin, { redirect: '/admin/news/new' });
    const title = `两个窗口编辑的草稿${Date.now().toString().slice(-6)}`;
    await first.getByLabel('标题', { exact: true }).fill(title);
    await chooseOption(first.getByRole('combobox', { name: '栏目' }), '园区动态');
    await first.getByRole('textbox', { name: '正文' }).click();
    await first.keyboard.type('第一版正文。');
    await first.getByRole('button', { name: '保存草稿' }).click();
    await first.waitForURL(/\/admin\/news\/news-[\w-]+\/edit$/);
    const editUrl = first.url();
    await login(second, env.origin, { redirect: new URL(editUrl).pathname.replace(BASE, '') });
    await second.getByLabel('标题', { exact: true }).waitFor();
    assert.equal(await second.getByLabel('标题', { exact: true }).inputValue(), title);

    // The first window saves; the second, still on the old version, is refused and keeps its text.
    await first.getByLabel('标题', { exact: true }).fill(`${title}（甲）`);
    await first.getByRole('button', { name: '保存草稿' }).click();
    await first.getByText('草稿已保存').waitFor();
    await second.getByLabel('标题', { exact: true }).fill(`${title}（乙）`);
    await second.getByRole('button', { name: '保存草稿' }).click();
    const notice = second.getByRole('alert').filter({ hasText: '这篇新闻已被修改' });
    await notice.waitFor();
    assert.equal(await second.getByLabel('标题', { exact: true }).inputValue(), `${title}（乙）`);

    // 保留我的修改: the next save goes over the first window's.
    await notice.getByRole('button', { name: '保留我的修改' }).click();
    await second.getByRole('button', { name: '保存草稿' }).click();
    await second.getByText('草稿已保存').waitFor();

    // The first window is now the stale one: 重新加载最新内容 shows the second's title and body,
    // and what it had typed is not in its undo.
    await first.getByLabel('标题', { exact: true }).fill(`${title}（甲二）`);
    const firstBody = first.getByRole('textbox', { name: '正文' });
    await firstBody.click();
    await first.keyboard.press('Control+End');
    await first.keyboard.type('甲又加的一句。');
    const undo = first
      .getByRole('toolbar', { name: '正文格式' })
      .getByRole('button', { name: '撤销' });
    assert.ok(await undo.isEnabled());
    await first.getByRole('button', { name: '保存草稿' }).click();
    const firstNotice = first.getByRole('alert').filter({ hasText: '这篇新闻已被修改' });
    await firstNotice.getByRole('button', { name: '重新加载最新内容' }).click();
    await first
      .getByRole('dialog')
      .getByRole('button', { name: /重新加载/ })
      .click();
    const titleBox = await first.getByLabel('标题', { exact: true }).elementHandle();
    await first.waitForFunction(
      ([box, expected]) => box.value === expected,
      [titleBox, `${title}（乙）`],
    );
    assert.equal((await firstBody.textContent()).trim(), '第一版正文。');
    assert.ok(await undo.isDisabled(), 'the reloaded article has nothing to undo');
    assert.equal(await firstNotice.count(), 0);
    for (const opened of windows) {
      // The refused saves: the browser logs each 409 response.
      assert.deepEqual(
        opened.errors.filter((e) => !/status of 409/.test(e)),
        [],
      );
      await opened.context.close();
    }
  });
});
