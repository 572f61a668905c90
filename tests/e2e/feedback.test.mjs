// What a failing backend shows, decided by the request layer alone (docs/spec.md §8, docs/architecture.md §3):
// showType 0 silent, 1 warning, 2 error, 3 notification, 9 and HTTP 401 end the session.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PORTAL_ROUTES } from './routes.mjs';
import {
  ADMIN,
  DEMO,
  BASE,
  login,
  openPage,
  startPreviewAndBrowser,
  submitLogin,
} from './support.mjs';

const env = startPreviewAndBrowser();

const HALL = `${BASE}/gxq/operations/list`;
const HALL_API = '**/ipr-website-service/api/front/ipcTransaction/findIndex?**';
const PRODUCT = `${BASE}/gxq/finance/product/prod-0001`;
const PRODUCT_API = '**/ipr-website-service/api/front/institutionProduct/detail?**';

const refusal = (showType, errorMessage = '业务规则不允许该查询') => ({
  json: { success: false, data: null, errorCode: 'E_RULE', errorMessage, showType },
});

/** The toasts and notifications on screen, as text. */
async function feedbackShown(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.ant-message-notice, .ant-notification-notice')].map((node) =>
      node.textContent.trim(),
    ),
  );
}

/** Failed responses are logged by the browser itself; anything else is the app's error. */
const appErrors = (errors) => errors.filter((text) => !text.includes('Failed to load resource'));

async function signInAsDemo(page, redirect) {
  await login(page, env.origin, { ...DEMO, redirect });
  await page.getByRole('button', { name: '账户菜单：demo' }).waitFor();
}

describe('feedback by showType on a portal list', () => {
  for (const [showType, selector] of [
    [1, '.ant-message-warning'],
    [2, '.ant-message-error'],
  ]) {
    it(`showType ${showType} shows one message above the inline error`, async () => {
      const { page, errors, context } = await openPage(env.browser);
      await page.route(HALL_API, (route) => route.fulfill(refusal(showType)));
      await page.goto(`${env.origin}${HALL}`);
      await page.locator(selector).filter({ hasText: '业务规则不允许该查询' }).waitFor();
      await page.getByRole('alert').filter({ hasText: '交易信息加载失败' }).waitFor();
      assert.deepEqual(await feedbackShown(page), ['业务规则不允许该查询']);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('showType 3 opens a notification titled by the error code', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.route(HALL_API, (route) => route.fulfill(refusal(3, '今日查询次数已用完')));
    await page.goto(`${env.origin}${HALL}`);
    const notice = page.locator('.ant-notification-notice');
    await notice.waitFor();
    assert.equal(await notice.locator('.ant-notification-notice-title').innerText(), 'E_RULE');
    assert.equal(
      await notice.locator('.ant-notification-notice-description').innerText(),
      '今日查询次数已用完',
    );
    await page.getByRole('alert').filter({ hasText: '交易信息加载失败' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('showType 0 shows nothing above the page, which still offers a retry', async () => {
    const { page, errors, context } = await openPage(env.browser);
    let failures = 1;
    await page.route(HALL_API, (route) =>
      failures-- > 0 ? route.fulfill(refusal(0, '静默的失败')) : route.continue(),
    );
    await page.goto(`${env.origin}${HALL}`);
    await page.getByRole('alert').filter({ hasText: '交易信息加载失败' }).waitFor();
    await page.waitForTimeout(300);
    assert.deepEqual(await feedbackShown(page), []);
    await page.getByRole('button', { name: /重\s*试/ }).click();
    await page.getByRole('status').filter({ hasText: '条专利出让信息' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a read refused while others wait their turn (HTTP 429) says so once; 重试 brings the list', async () => {
    const { page, errors, context } = await openPage(env.browser);
    let failures = 1;
    // The standalone service's answer when a client has too many costly reads waiting.
    await page.route(HALL_API, (route) =>
      failures-- > 0
        ? route.fulfill({
            status: 429,
            headers: { 'retry-after': '1' },
            json: {
              success: false,
              data: { retryAfter: 1 },
              errorCode: 'TOO_MANY_REQUESTS',
              errorMessage: '请求过于频繁，请稍后再试',
              showType: 2,
            },
          })
        : route.continue(),
    );
    await page.goto(`${env.origin}${HALL}`);
    await page.getByRole('alert').filter({ hasText: '交易信息加载失败' }).waitFor();
    await page.locator('.ant-message-error').filter({ hasText: '请求过于频繁' }).waitFor();
    assert.deepEqual(await feedbackShown(page), ['请求过于频繁，请稍后再试']);
    await page.getByRole('button', { name: /重\s*试/ }).click();
    await page.getByRole('status').filter({ hasText: '条专利出让信息' }).waitFor();
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });

  it('an unknown record is shown in place, with no message on top', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/finance/product/prod-9999`);
    await page.getByRole('heading', { name: '未找到该金融产品' }).waitFor();
    await page.waitForTimeout(300);
    assert.deepEqual(await feedbackShown(page), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a body that is not JSON is an error, not an empty list', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.route(HALL_API, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html>网关错误页</html>' }),
    );
    await page.goto(`${env.origin}${HALL}`);
    await page
      .locator('.ant-message-error')
      .filter({ hasText: '服务返回的数据无法识别' })
      .waitFor();
    await page.getByRole('alert').filter({ hasText: '交易信息加载失败' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('one failure, one message', () => {
  it('a home page whose every call fails shows one message', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.route(/\/(ipr-[a-z]+-service)\//, (route) =>
      route.fulfill({ status: 500, json: { success: false, errorMessage: '服务器维护中' } }),
    );
    await page.goto(`${env.origin}${BASE}/gxq/index`);
    await page.locator('.ant-message-error').filter({ hasText: '服务器维护中' }).waitFor();
    // The sections fail in place, each with its own alert in the page (the toast, an alert too,
    // is outside <main>); once three have, the others' failures must not have added a toast.
    await page.waitForFunction(() => document.querySelectorAll('main [role="alert"]').length >= 3);
    await page.waitForTimeout(500);
    assert.deepEqual(await feedbackShown(page), ['服务器维护中']);
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });
});

describe('an ended session', () => {
  it('showType 9 signs the user out and opens the portal login, which leads back', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await signInAsDemo(page, '/gxq/index');
    let expired = true;
    await page.route(PRODUCT_API, (route) =>
      expired ? route.fulfill(refusal(9, '登录已过期，请重新登录')) : route.continue(),
    );
    await page.goto(`${env.origin}${PRODUCT}?from=home`);
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/user/login`);
    assert.equal(
      new URL(page.url()).searchParams.get('redirect'),
      '/gxq/finance/product/prod-0001?from=home',
    );
    await page.locator('.ant-message-warning').filter({ hasText: '登录已过期' }).waitFor();
    assert.equal(await page.evaluate(() => window.localStorage.getItem('Authorization')), null);
    // The header shows a visitor: no avatar, the login link.
    await page.getByTestId('header-user').getByRole('link', { name: '登录' }).waitFor();
    assert.equal(await page.getByRole('button', { name: '账户菜单：demo' }).count(), 0);

    expired = false;
    await submitLogin(page, DEMO.account, DEMO.password);
    await page.waitForURL(`**${PRODUCT}?from=home`);
    await page.getByText('办理流程').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a refused answer that renews the session leaves the browser on the new token', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await signInAsDemo(page, '/gxq/operations/list');
    await page.getByRole('status').filter({ hasText: '条专利出让信息' }).waitFor();
    // A real token of demo's, standing in for the renewal a backend sends with its refusal.
    const renewed = await (
      await fetch(`${env.origin}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'account', ...DEMO }),
      })
    ).json();
    assert.equal(renewed.success, true, JSON.stringify(renewed));
    await page.route(
      HALL_API,
      (route) =>
        route.fulfill({
          status: 429,
          headers: { 'x-renewed-token': renewed.data.token, 'retry-after': '1' },
          json: {
            success: false,
            errorCode: 'TOO_MANY_REQUESTS',
            errorMessage: '请求过于频繁，请稍后再试',
            showType: 2,
          },
        }),
      { times: 1 },
    );
    await page.getByLabel('专利类型').selectOption('invention');
    await page.getByRole('alert').filter({ hasText: '交易信息加载失败' }).waitFor();
    assert.equal(
      await page.evaluate(() => window.localStorage.getItem('Authorization')),
      renewed.data.token,
    );
    await page.reload();
    await page.getByRole('button', { name: '账户菜单：demo' }).waitFor();
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });

  it('an HTTP 401 in mid-session does the same from a list', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await signInAsDemo(page, '/gxq/operations/list');
    await page.getByRole('status').filter({ hasText: '条专利出让信息' }).waitFor();
    await page.route(HALL_API, (route) =>
      route.fulfill({ status: 401, json: { success: false, errorMessage: '登录状态已失效' } }),
    );
    await page.getByLabel('专利类型').selectOption('invention');
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/user/login`);
    assert.equal(
      new URL(page.url()).searchParams.get('redirect'),
      '/gxq/operations/list?type=invention',
    );
    await page.locator('.ant-message-warning').filter({ hasText: '登录状态已失效' }).waitFor();
    assert.equal(await page.evaluate(() => window.localStorage.getItem('Authorization')), null);
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });

  it('a token refused on a shell page opens the shell login, which leads back', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, { redirect: '/account/center' });
    await page.getByRole('button', { name: '账户菜单：admin' }).waitFor();
    await page.route('**/api/getCurrent', (route) =>
      route.fulfill({ status: 401, json: { success: false, errorMessage: '登录状态已失效' } }),
    );
    await page.reload();
    await page.waitForURL((url) => url.pathname === `${BASE}/user/login`);
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/account/center');
    assert.equal(await page.evaluate(() => window.localStorage.getItem('Authorization')), null);
    await page.unroute('**/api/getCurrent');
    await submitLogin(page, ADMIN.account, ADMIN.password);
    await page.waitForURL(`**${BASE}/account/center`);
    await page.getByRole('button', { name: '账户菜单：admin' }).waitFor();
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });

  it('logging out while the backend fails still ends the session, with the notification', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, { redirect: '/account/center' });
    await page.route('**/api/logout', (route) => route.fulfill(refusal(3, '注销服务繁忙')));
    const avatar = page.getByRole('button', { name: '账户菜单：admin' });
    const logout = page.getByText('退出登录');
    await avatar.hover();
    // Under load the hover can land before the menu listens: open it by click then.
    await logout.waitFor({ timeout: 3000 }).catch(() => avatar.click());
    await logout.click();
    await page.waitForURL((url) => url.pathname === `${BASE}/user/login`);
    await page.locator('.ant-notification-notice').filter({ hasText: '注销服务繁忙' }).waitFor();
    assert.equal(await page.evaluate(() => window.localStorage.getItem('Authorization')), null);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('every portal route', () => {
  const SERVICE_CALLS = /\/ipr-[a-z]+-service\//;

  describe('with every service call refused (showType 3)', () => {
    // One page for all routes: each is a new document, and the stub stays on.
    let opened;
    let calls = 0;
    before(async () => {
      opened = await openPage(env.browser);
      await opened.page.route(SERVICE_CALLS, (route) => {
        calls += 1;
        return route.fulfill(refusal(3, '服务升级中，请稍后再试'));
      });
    });
    after(() => opened?.context.close());

    for (const [path] of PORTAL_ROUTES) {
      it(`${path}: a notification opens once, the page stays usable`, async () => {
        const { page, errors } = opened;
        const errorsBefore = errors.length;
        calls = 0;
        await page.goto(`${env.origin}${BASE}${path}`);
        await page.getByRole('contentinfo').waitFor();
        await page.waitForLoadState('networkidle');
        // Every call has been answered: wait for the first notification (its code loads on first
        // use), then a moment in which a second one would show.
        if (calls > 0) await page.locator('.ant-notification-notice').first().waitFor();
        await page.waitForTimeout(300);
        const shown = await feedbackShown(page);
        // Pages that ask no service (login, register …) have nothing to report.
        assert.deepEqual(shown, calls > 0 ? ['E_RULE服务升级中，请稍后再试'] : []);
        await page.getByRole('navigation', { name: '主导航' }).waitFor();
        assert.deepEqual(errors.slice(errorsBefore), []);
      });
    }
  });

  it('an HTTP 401 on any route that asks a service ends the session and leads back', async () => {
    const { page, context } = await openPage(env.browser);
    await signInAsDemo(page, '/gxq/index');
    const token = await page.evaluate(() => window.localStorage.getItem('Authorization'));
    await page.route(SERVICE_CALLS, (route) =>
      route.fulfill({ status: 401, json: { success: false, errorMessage: '登录状态已失效' } }),
    );
    for (const [path] of PORTAL_ROUTES.filter(([route]) => !route.startsWith('/gxq/user/'))) {
      await page.evaluate((value) => window.localStorage.setItem('Authorization', value), token);
      await page.goto(`${env.origin}${BASE}${path}`);
      await page.waitForURL((url) => url.pathname === `${BASE}/gxq/user/login`);
      assert.equal(new URL(page.url()).searchParams.get('redirect'), path);
      assert.equal(await page.evaluate(() => window.localStorage.getItem('Authorization')), null);
    }
    await context.close();
  });
});
