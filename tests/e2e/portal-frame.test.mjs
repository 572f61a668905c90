import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ADMIN,
  DEMO,
  BASE,
  clickUntilShown,
  login,
  openPage,
  submitLogin,
  startPreviewAndBrowser,
} from './support.mjs';

const env = startPreviewAndBrowser();

describe('failures stay inside the page', () => {
  for (const [kind, pattern] of [
    ['script', /p__gxq__patent__search__index\.[\w]+\.async\.js$/],
    ['style', /p__gxq__patent__search__index\.[\w]+\.chunk\.css$/],
  ]) {
    it(`a failed ${kind} chunk offers a reload instead of a blank page`, async () => {
      const { page, context } = await openPage(env.browser);
      await page.goto(`${env.origin}${BASE}/gxq/index`);
      await page.getByRole('navigation', { name: '主导航' }).waitFor();
      await page.route(pattern, (route) => route.abort('failed'));
      await page
        .getByRole('navigation', { name: '主导航' })
        .getByRole('link', { name: '专利检索' })
        .click();
      await page.getByText('页面资源加载失败').waitFor();
      // The frame stays: header navigation and footer are still there.
      await page.getByRole('navigation', { name: '主导航' }).waitFor();
      await page.unroute(pattern);
      await page.getByRole('button', { name: /刷新页面/ }).click();
      await page.getByRole('heading', { name: '专利检索' }).waitFor();
      await context.close();
    });
  }

  it('a token the backend rejects sends the visitor to the portal login and is forgotten', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/index`);
    await page.evaluate(() => window.localStorage.setItem('Authorization', 'Bearer forged.token'));
    await page.goto(`${env.origin}${BASE}/gxq/finance/index?tab=1`);
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/user/login`);
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/gxq/finance/index?tab=1');
    assert.equal(await page.evaluate(() => window.localStorage.getItem('Authorization')), null);
    await context.close();
  });
});

// antd's styles are its prebuilt stylesheet (the theme's zeroRuntime, docs/architecture.md §6): the
// styles it generates as components render are scoped `:where(.css-<hash>)`, and none is written.
describe("antd's styles", () => {
  const generatedByAntd = () =>
    [...document.querySelectorAll('style')].filter((style) =>
      style.textContent.includes(':where(.css-'),
    ).length;

  it('come from its stylesheet on the portal and in the shell, the theme in reach of plain links', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/index`);
    const loginLink = page.getByRole('banner').getByRole('link', { name: '登录' });
    await loginLink.waitFor();
    assert.equal(await page.evaluate(generatedByAntd), 0, 'antd styles written on /gxq/index');
    // A plain link (not an antd component) in the theme's link colour, #1e4fa3.
    assert.equal(
      await loginLink.evaluate((link) => getComputedStyle(link).color),
      'rgb(30, 79, 163)',
    );
    await login(page, env.origin, { ...ADMIN, redirect: '/admin/listings' });
    await page.getByRole('table').waitFor();
    assert.equal(await page.evaluate(generatedByAntd), 0, 'antd styles written on /admin/listings');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('the header', () => {
  it('the open account menu stays under the avatar while the page scrolls', async () => {
    const { page, context } = await openPage(env.browser);
    await login(page, env.origin, {
      ...DEMO,
      redirect: '/gxq/operations/apply/sell',
    });
    await page.getByRole('button', { name: '账户菜单：demo' }).press('Enter');
    const logout = page.getByRole('menuitem', { name: '退出登录' });
    await logout.waitFor();
    await page.waitForTimeout(400); // the opening animation
    // Measured in one task, before any re-alignment could run: where the page's scroll puts it.
    const tops = await page.evaluate(() => {
      const item = [...document.querySelectorAll('[role="menuitem"]')].at(-1);
      const before = item.getBoundingClientRect().top;
      window.scrollTo(0, document.documentElement.scrollHeight);
      return { before, after: item.getBoundingClientRect().top, scrolled: window.scrollY };
    });
    assert.ok(tops.scrolled > 500, `the page scrolled only ${tops.scrolled}px`);
    assert.equal(tops.after, tops.before);
    await logout.click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/user/login`);
    await context.close();
  });
});

describe('phones', () => {
  const phone = { viewport: { width: 375, height: 740 } };

  it('the module navigation folds into a drawer', async () => {
    const { page, errors, context } = await openPage(env.browser, phone);
    await page.goto(`${env.origin}${BASE}/gxq/index`);
    assert.equal(await page.getByRole('navigation', { name: '主导航' }).isVisible(), false);
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    await page
      .getByRole('navigation', { name: '栏目导航' })
      .getByRole('link', { name: '知识产权金融' })
      .click();
    await page.waitForURL(`**${BASE}/gxq/finance/index`);
    await page.getByRole('heading', { name: '知识产权金融' }).waitFor();
    await page.getByRole('navigation', { name: '栏目导航' }).waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the account dropdown spans the screen below 576px', async () => {
    const { page, context } = await openPage(env.browser, phone);
    await login(page, env.origin, {
      ...DEMO,
      redirect: '/gxq/service/index',
    });
    await page.getByRole('button', { name: '账户菜单：demo' }).click();
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await menu.waitFor();
    await page.waitForTimeout(400); // the opening animation scales the menu up
    const box = await menu.boundingBox();
    assert.ok(box.width >= 370, `dropdown is ${box.width}px wide`);
    assert.ok(await page.getByText('个人中心').isVisible());
    await context.close();
  });
});

describe('leave a message', () => {
  it('a visitor goes to login, comes back to the form with the draft and sends it; a failed send keeps the text', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/service/index`);
    await page.getByRole('button', { name: /在线留言/ }).click();
    await page.getByText('登录后即可在线留言').waitFor();
    await page.getByRole('button', { name: /去登录/ }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/user/login`);
    await submitLogin(page, DEMO.account, DEMO.password);
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/service/index`);
    const dialog = page.getByRole('dialog', { name: '在线留言' });
    await dialog.waitFor();
    assert.ok(!new URL(page.url()).searchParams.has('leaveMessage'));

    // Bad input is refused before anything is sent.
    await dialog.getByLabel('手机号码').fill('12345');
    await dialog.getByLabel('留言内容').fill('太短');
    await dialog.getByRole('button', { name: /提交留言/ }).click();
    await dialog.getByText('请输入正确的11位手机号码').waitFor();
    await dialog.getByText('留言内容长度应为10-500个字符').waitFor();

    const text = '想了解专利质押融资的办理流程和所需材料，谢谢。';
    await dialog.getByLabel('姓名').fill('张三');
    await dialog.getByLabel('手机号码').fill('13912345678');
    await dialog.getByLabel('留言内容').fill(text);

    const endpoint = '**/ipr-website-service/api/authFront/leaveMessage';
    await page.route(endpoint, (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: /提交留言/ }).click();
    await dialog.getByText('留言未能提交').waitFor();
    assert.equal(await dialog.getByLabel('留言内容').inputValue(), text);

    // A reload keeps the draft too.
    await page.unroute(endpoint);
    await page.reload();
    await page.getByRole('button', { name: /在线留言/ }).click();
    assert.equal(
      await page.getByRole('dialog', { name: '在线留言' }).getByLabel('留言内容').inputValue(),
      text,
    );
    await page
      .getByRole('dialog', { name: '在线留言' })
      .getByRole('button', { name: /提交留言/ })
      .click();
    await page.getByText('留言已提交，我们会尽快与您联系').waitFor();
    assert.deepEqual(
      errors.filter((error) => !error.includes('net::ERR_CONNECTION_REFUSED')),
      [],
    );
    await context.close();
  });

  it('an account that sent 5 messages within the minute is told at the form how long to wait, the text kept', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/user/login?redirect=%2Fgxq%2Fservice%2Findex`);
    await submitLogin(page, 'buyer', 'Buyer@2026');
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/service/index`);
    // Five sent a moment ago (from another tab, say).
    const token = await page.evaluate(() => window.localStorage.getItem('Authorization'));
    for (let i = 0; i < 5; i += 1) {
      const sent = await page.request.post(
        `${env.origin}/ipr-website-service/api/authFront/leaveMessage`,
        {
          headers: { Authorization: token },
          data: {
            name: '采购演示用户',
            mobile: '13800000003',
            content: `第${i + 1}条：请问平台交易服务费如何收取？`,
          },
        },
      );
      assert.equal((await sent.json()).success, true);
    }
    const dialog = page.getByRole('dialog', { name: '在线留言' });
    // The button is in the footer, which moves while the page's content arrives.
    await clickUntilShown(page.getByRole('button', { name: /在线留言/ }), dialog);
    const text = '第六条留言：想了解专利许可交易的流程。';
    await dialog.getByLabel('留言内容').fill(text);
    await dialog.getByRole('button', { name: /提交留言/ }).click();
    await dialog.getByText('在线留言未能提交').waitFor();
    await dialog.getByText(/^提交过于频繁，请\d+秒后再试$/).waitFor();
    assert.equal(await dialog.getByLabel('留言内容').inputValue(), text);
    // The browser logs the refused request itself; nothing else may go wrong.
    assert.deepEqual(
      errors.filter((line) => !/status of 429/.test(line)),
      [],
    );
    await context.close();
  });
});

describe('the fine print', () => {
  it('the footer names the host and links the terms and the privacy policy; registration offers both', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 800 },
    });
    await page.goto(`${env.origin}${BASE}/gxq/index`);
    const footer = page.getByRole('contentinfo');
    await footer.getByText(/主办单位：/).waitFor();
    await footer.getByRole('link', { name: '隐私政策' }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/legal/privacy`);
    await page.getByRole('heading', { name: '隐私政策', level: 1 }).waitFor();
    // Opened from the footer, far down the home page, the policy still starts at its top.
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    // What is collected, how long it is kept, whom to ask.
    for (const heading of ['一、我们收集的信息及用途', '三、保存期限', '五、您的权利'])
      await page.getByRole('heading', { name: heading }).waitFor();
    assert.equal(await page.title(), '隐私政策 - 知识产权服务业集聚发展示范区');
    await page.goto(`${env.origin}${BASE}/gxq/legal/%3Cscript%3E`);
    await page.getByText('未找到该文件').waitFor();

    await page.goto(`${env.origin}${BASE}/gxq/user/register`);
    await page.getByRole('button', { name: '《隐私政策》' }).click();
    const dialog = page.getByRole('dialog', { name: '隐私政策' });
    await dialog.getByText('三、保存期限').waitFor();
    await dialog.getByRole('button', { name: /同\s*意/ }).click();
    // Agreeing ticks the box once the dialog's click has rendered: waited for, not read at once
    // (CI read it unticked on a busy machine).
    await page.getByRole('checkbox', { checked: true }).waitFor();
    await page.getByRole('button', { name: '《用户服务协议》' }).click();
    await page
      .getByRole('dialog', { name: '用户服务协议' })
      .getByText('三、发布交易信息')
      .waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
