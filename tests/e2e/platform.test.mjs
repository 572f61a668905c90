import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADMIN, BASE, login, openPage, submitLogin, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();

describe('routing', () => {
  it('/ lands on /ipr-front/gxq/index', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}/`);
    await page.waitForURL(`**${BASE}/gxq/index`);
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an unknown path shows the 404 page with a way home', async () => {
    const { page, errors, context } = await openPage(env.browser);
    for (const path of ['/no/such/page', '/gxq/no-such-module']) {
      await page.goto(`${env.origin}${BASE}${path}`);
      await page.getByText('抱歉，您访问的页面不存在').waitFor();
      await page.getByRole('link', { name: '返回首页' }).click();
      await page.waitForURL(`**${BASE}/gxq/index`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('session and shell', () => {
  it('login reaches the shell with the watermark and the avatar; logout returns to login', async () => {
    const { page, errors, context } = await openPage(env.browser);
    // Record what the watermark draws on its canvas.
    await page.addInitScript(() => {
      window.__drawnTexts = [];
      const fillText = CanvasRenderingContext2D.prototype.fillText;
      CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
        window.__drawnTexts.push(String(text));
        return fillText.call(this, text, ...rest);
      };
    });
    await login(page, env.origin, { redirect: '/account/center?tab=profile' });
    await page.waitForURL(`**${BASE}/account/center?tab=profile`);
    await page.getByRole('button', { name: '账户菜单：admin' }).waitFor();
    await page.getByText('个人中心').first().waitFor();
    // The watermark draws after the layout has mounted (a frame later on a busy machine).
    await page
      .waitForFunction(() => window.__drawnTexts.includes('admin'), null, { timeout: 5000 })
      .catch(() => {});
    const drawn = await page.evaluate(() => window.__drawnTexts);
    assert.ok(drawn.includes('admin'), `watermark text not drawn: ${JSON.stringify(drawn)}`);
    const avatar = page.getByRole('button', { name: '账户菜单：admin' }).locator('img');
    assert.ok((await avatar.getAttribute('src'))?.length > 0);
    assert.ok(await page.evaluate(() => Boolean(window.localStorage.getItem('Authorization'))));

    await page.getByRole('button', { name: '账户菜单：admin' }).hover();
    await page.getByText('退出登录').click();
    await page.waitForURL((url) => url.pathname === `${BASE}/user/login`);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    assert.equal(redirect, '/account/center?tab=profile');
    assert.equal(await page.evaluate(() => window.localStorage.getItem('Authorization')), null);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a visitor opening the shell is sent to login and brought back', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/account/settings`);
    await page.waitForURL((url) => url.pathname === `${BASE}/user/login`);
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/account/settings');
    await submitLogin(page, ADMIN.account, ADMIN.password);
    await page.waitForURL(`**${BASE}/account/settings`);
    await page.getByText('注册时间').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a wrong password is refused with a message and an off-site redirect is ignored', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(
      `${env.origin}${BASE}/user/login?redirect=${encodeURIComponent('//evil.example/x')}`,
    );
    await submitLogin(page, 'admin', 'wrong-password');
    await page.getByRole('alert').getByText('账号或密码错误').waitFor();
    assert.equal(await page.getByLabel('账号').inputValue(), 'admin');
    await submitLogin(page, ADMIN.account, ADMIN.password);
    // The off-site target is dropped: an administrator lands on their own page, 数据看板.
    await page.waitForURL(`**${BASE}/admin/dashboard`);
    await context.close();
  });
});
