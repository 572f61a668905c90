// 用户管理 in the browser: the administrator filters the accounts (the URL keeps the filters),
// opens demo and disables it — demo's open session is sent to login at its next step and its
// login is then refused with the reason — enables it again and finds both in 操作日志; the
// administrator cannot disable itself; a registered user gets the 403 and no menu entry; on a
// phone each account is a card with its name, status and actions.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  animationsDone,
  DEMO,
  BASE,
  expectInAuditLog,
  login,
  openPage,
  startPreviewAndBrowser,
  submitLogin,
  chooseOption,
  waitForOrExplain,
} from './support.mjs';

const env = startPreviewAndBrowser();
const SCREENSHOTS = process.env.SCREENSHOTS_DIR || 'artifacts/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });
const rows = (page) => page.locator('tbody tr[data-row-key]');
const OK = /确\s*认|确\s*定/;

describe('用户管理', () => {
  it('filters, opens demo, disables it (its open session ends, its login is refused) and enables it', async () => {
    // demo is signed in elsewhere while the administrator works.
    const user = await openPage(env.browser);
    await login(user.page, env.origin, { account: 'demo', password: DEMO.password });

    const admin = await openPage(env.browser, { viewport: { width: 1440, height: 900 } });
    await login(admin.page, env.origin, { redirect: '/admin/users' });
    const { page } = admin;
    await page.getByRole('heading', { name: '用户管理' }).waitFor();
    await page.getByRole('menuitem', { name: /用户管理/ }).waitFor();

    // The keyword and each filter go to the URL, and the list follows.
    await page.getByLabel('关键词').fill('demo');
    await page.getByLabel('关键词').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === 'demo');
    const row = rows(page).filter({ hasText: '演示用户' });
    // The list answers the keyword with that account alone.
    await page.waitForFunction(
      () => document.querySelectorAll('tbody tr[data-row-key]').length === 1,
    );
    await row.getByText('正常').waitFor();

    const kindSelect = page.getByRole('combobox', { name: '用户类型' });
    await chooseOption(kindSelect, '个人');
    await page.waitForURL((url) => url.searchParams.get('kind') === 'personal');
    await page.getByText('没有符合条件的用户').waitFor();
    await chooseOption(kindSelect, '企业');
    await page.waitForURL((url) => url.searchParams.get('kind') === 'enterprise');
    await row.waitFor();
    // A reload shows the same list.
    await page.reload();
    await row.waitFor();
    assert.equal(await page.getByLabel('关键词').inputValue(), 'demo');

    // The details: the profile, the verification, and what the account published, each linked.
    await row.getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '用户详情' });
    await drawer.getByText('用户详情：演示用户（demo）').waitFor();
    await page.waitForURL((url) => url.searchParams.get('account') === 'demo');
    await drawer.getByText(/^已认证 · /).waitFor();
    const listingsLink = drawer.getByRole('link', { name: /^发布的专利共 \d+ 条，查看全部$/ });
    assert.match(await listingsLink.getAttribute('href'), /keyword=demo/);
    await drawer.getByRole('button', { name: /关闭|Close/ }).click();
    await page.waitForURL((url) => !url.searchParams.has('account'));

    // Disable with a reason: the dialog refuses an empty one, a preset fills it.
    await row.getByRole('button', { name: '停用' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '停用账号' });
    // Pressed once the dialog has grown: a press on it mid-way once hit the mask in CI.
    await dialog.getByRole('button', { name: OK }).waitFor();
    await page.evaluate(animationsDone);
    await dialog.getByRole('button', { name: OK }).click();
    await waitForOrExplain(page, dialog.getByText('请填写停用原因'));
    await dialog.getByText('恶意骚扰其他用户').click();
    await dialog.getByRole('button', { name: OK }).click();
    await page.getByText('已停用，该账号的登录已全部失效').waitFor();
    await row.getByText('已停用').waitFor();
    await row.getByText('原因：恶意骚扰其他用户').waitFor();

    // demo's open session: its next step goes to login, and the login says why it fails.
    await user.page.goto(`${env.origin}${BASE}/account/center`);
    await user.page.waitForURL((url) => url.pathname.endsWith('/login'));
    await user.page.goto(`${env.origin}${BASE}/user/login`);
    await submitLogin(user.page, DEMO.account, DEMO.password);
    await user.page.getByRole('alert').filter({ hasText: '账号已停用' }).waitFor();
    assert.ok(user.page.url().includes('/user/login'));

    // Enabled again, demo signs in.
    await row.getByRole('button', { name: '启用' }).click();
    await page
      .locator('.ant-popconfirm:not(.ant-popover-hidden)')
      .getByRole('button', { name: /^启\s*用$/ })
      .click();
    await page.getByText('已启用，该账号可以重新登录').waitFor();
    await row.getByText('正常').waitFor();
    await submitLogin(user.page, DEMO.account, DEMO.password);
    await user.page.waitForURL((url) => !url.pathname.endsWith('/user/login'));

    // Both changes are in 操作日志.
    await expectInAuditLog(page, env.origin, 'demo', ['停用 用户', '启用 用户']);

    assert.deepEqual(
      user.errors.filter((e) => !/401|Unauthorized/i.test(e)),
      [],
    );
    assert.deepEqual(admin.errors, []);
    await user.context.close();
    await admin.context.close();
  });

  it('does not let the administrator disable or demote itself, and says why', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 1440, height: 900 },
    });
    await login(page, env.origin, { redirect: '/admin/users?kind=admin&keyword=admin' });
    const row = rows(page).filter({ hasText: '当前登录' });
    await row.waitFor();
    const disable = row.getByRole('button', { name: '停用' });
    assert.ok(await disable.isDisabled());
    assert.ok(await row.getByRole('button', { name: '取消管理员' }).isDisabled());
    await disable.hover({ force: true });
    await page.getByRole('tooltip').getByText('不能停用或取消自己的管理员账号').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows a registered user the 403 and no menu entry', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, {
      account: 'demo',
      password: DEMO.password,
      redirect: '/admin/users',
    });
    await page.waitForURL(`**${BASE}/admin/users`);
    await page.getByText('抱歉，您没有权限访问该页面').waitFor();
    await page.getByRole('button', { name: '账户菜单：demo' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: /用户管理/ }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('at 375 px shows each account as a card with its name, status and actions', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 800 },
    });
    await login(page, env.origin, { redirect: '/admin/users?keyword=buyer' });
    const list = page.getByRole('list', { name: '用户列表' });
    const card = list.getByRole('listitem').first();
    await card.waitFor();
    await card.locator('[data-card-part="title"]').getByText('采购演示用户（buyer）').waitFor();
    await card.locator('[data-card-part="status"]').getByText('正常').waitFor();
    const actions = card.locator('[data-card-part="actions"]');
    for (const name of ['详情', '停用', '设为管理员'])
      await actions.getByRole('button', { name }).waitFor();
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
    await page.screenshot({ path: `${SCREENSHOTS}/admin-users-375.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
