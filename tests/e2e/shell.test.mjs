// Routing of the back-office shell: unknown and denied shell paths keep the ProLayout frame, menu
// entries outside the shell open their own frame, visitors are sent to the shell login.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, BASE, login, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();
const NOT_FOUND = '抱歉，您访问的页面不存在';

/** The shell's side menu (ProLayout renders it as the page's only <aside>). */
const sideMenu = (page) => page.locator('aside');

async function assertShellKept(page, account = 'admin') {
  await page.getByRole('button', { name: `账户菜单：${account}` }).waitFor();
  assert.equal(await sideMenu(page).count(), 1, 'the side menu is gone');
}

describe('shell routing', () => {
  it('an unknown shell path shows the 404 inside the shell', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, { redirect: '/account/nothing' });
    await page.waitForURL(`**${BASE}/account/nothing`);
    await page.getByText(NOT_FOUND).waitFor();
    await sideMenu(page).getByRole('menuitem', { name: '个人中心' }).waitFor();
    await assertShellKept(page);

    await page.goto(`${env.origin}${BASE}/admin/nothing`);
    await page.getByText(NOT_FOUND).waitFor();
    await assertShellKept(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shell pages end their document title in the portal’s name, like every portal page', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, { redirect: '/account/settings' });
    await page.getByRole('tab', { name: '安全设置' }).waitFor();
    await page.waitForFunction(() => document.title === '个人设置 - 知识产权服务业集聚发展示范区');
    await page.goto(`${env.origin}${BASE}/admin/verifications`);
    await page.getByRole('tab', { name: '待审核' }).waitFor();
    await page.waitForFunction(
      () => document.title === '企业认证管理 - 知识产权服务业集聚发展示范区',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a menu entry without a page shows the 404 inside the shell', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, { redirect: '/account/center' });
    // The same admin, whose menu also names pages that do not exist (in and outside the sections).
    await page.route('**/api/getCurrent*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.menuData = [
        ...body.data.menuData,
        { path: '/account/ghost', name: '待建页面' },
        { path: '/reports/monthly', name: '月度报表' },
      ];
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await page.getByRole('menuitem', { name: '待建页面' }).click();
    await page.waitForURL(`**${BASE}/account/ghost`);
    await page.getByText(NOT_FOUND).waitFor();
    await assertShellKept(page);

    await page.getByRole('menuitem', { name: '月度报表' }).click();
    await page.waitForURL(`**${BASE}/reports/monthly`);
    await page.getByText(NOT_FOUND).waitFor();
    await assertShellKept(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('门户首页 in the side menu opens the portal in its own frame', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, { redirect: '/account/center' });
    await sideMenu(page).getByRole('menuitem', { name: '门户首页' }).click();
    await page.waitForURL(`**${BASE}/gxq/index`);
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    assert.equal(await sideMenu(page).count(), 0, 'the shell side menu is still there');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('on a first visit the side menu is drawn as the menu, never as its loading skeleton', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 1440, height: 900 },
    });
    await login(page, env.origin, { redirect: '/account/center' });
    // Watches the side menu from the page's first script on. The menu comes with the signed-in
    // user, so there is nothing to wait for: a skeleton in its place would be ProLayout's own
    // menu request (none is configured) hiding the menu and building it again.
    await context.addInitScript(() => {
      const seen = { menu: false, skeleton: false };
      window.__sideMenu = seen;
      new MutationObserver(() => {
        const aside = document.querySelector('aside');
        if (aside?.querySelector('[role="menuitem"]')) seen.menu = true;
        if (aside?.querySelector('.ant-skeleton')) seen.skeleton = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${env.origin}${BASE}/admin/users`);
    await sideMenu(page).getByRole('menuitem', { name: '用户管理' }).waitFor();
    // The list's rows come after the frame has settled.
    await page.getByText('平台管理员（admin）').waitFor();
    assert.deepEqual(await page.evaluate(() => window.__sideMenu), { menu: true, skeleton: false });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a user whose key refuses a shell route sees the 403 inside the shell', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, {
      ...DEMO,
      redirect: '/admin/messages',
    });
    await page.waitForURL(`**${BASE}/admin/messages`);
    await page.getByText('抱歉，您没有权限访问该页面').waitFor();
    await page.getByRole('button', { name: '账户菜单：demo' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('other unknown paths stay bare, signed in or not', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, { redirect: '/account/center' });
    await page.goto(`${env.origin}${BASE}/no/such/page`);
    await page.getByText(NOT_FOUND).waitFor();
    assert.equal(await sideMenu(page).count(), 0);
    assert.equal(await page.getByRole('button', { name: '账户菜单：admin' }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a visitor opening a shell path is sent to the shell login with a way back', async () => {
    const { page, errors, context } = await openPage(env.browser);
    for (const path of ['/account/nothing', '/admin/messages?tab=2']) {
      await page.goto(`${env.origin}${BASE}${path}`);
      await page.waitForURL((url) => url.pathname === `${BASE}/user/login`);
      assert.equal(new URL(page.url()).searchParams.get('redirect'), path);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
