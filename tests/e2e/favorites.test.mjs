// 收藏 on the portal's pages and 我的收藏 in the shell; 个人中心's counts and recent activity.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
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
const rows = (page) => page.locator('tbody tr[data-row-key]');
const PATENT = 'pat-000010';

describe('favourites', () => {
  it('a visitor saves a patent through the login round trip, finds it in 我的收藏 and removes it', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/patent/detail?id=${PATENT}`);
    const title = (await page.locator('main h1, h1').first().innerText()).trim();
    const save = page.getByRole('button', { name: `收藏：${title}` });
    await save.click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/user/login`);
    await submitLogin(page, DEMO.account, DEMO.password);
    // Back on the same patent, saved without a second click, and the flag is gone from the URL.
    const saved = page.getByRole('button', { name: `已收藏：${title}` });
    await saved.waitFor();
    assert.equal(await saved.getAttribute('aria-pressed'), 'true');
    await page.getByText('已收藏，可在“我的收藏”中查看').waitFor();
    const back = new URL(page.url());
    assert.equal(back.pathname, `${BASE}/gxq/patent/detail`);
    assert.equal(back.searchParams.get('id'), PATENT);
    assert.equal(back.searchParams.has('favorite'), false);

    // A reload asks the backend: still saved.
    await page.reload();
    await saved.waitFor();

    // The marker of the round trip was used once: the same flag again (a link) does nothing more
    // than open the page — removed, the item stays removed.
    await saved.click();
    await page.getByRole('button', { name: `收藏：${title}` }).waitFor();
    await page.goto(
      `${env.origin}${BASE}/gxq/patent/detail?id=${PATENT}&favorite=patent%3A${PATENT}`,
    );
    await page.waitForURL((url) => !url.searchParams.has('favorite'));
    await page.reload();
    await page.getByRole('button', { name: `收藏：${title}` }).waitFor();
    await save.click();
    await saved.waitFor();

    await page.goto(`${env.origin}${BASE}/account/favorites?type=patent`);
    const row = rows(page).filter({ hasText: title });
    await row.waitFor();
    assert.equal(
      await row.getByRole('link', { name: title }).getAttribute('href'),
      `${BASE}/gxq/patent/detail?id=${PATENT}`,
    );
    await row.getByRole('button', { name: '取消收藏' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '取消收藏' }).click();
    await page.getByText('已取消收藏').waitFor();
    await rows(page).filter({ hasText: title }).waitFor({ state: 'detached' });

    await page.goto(`${env.origin}${BASE}/gxq/patent/detail?id=${PATENT}`);
    await page.getByRole('button', { name: `收藏：${title}` }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a link carrying the favourite flag saves nothing for a signed-in user; the flag is dropped', async () => {
    const { page, errors, context } = await openPage(env.browser);
    const adds = [];
    page.on('request', (request) => {
      if (request.url().includes('/favorite/add')) adds.push(request.url());
    });
    await login(page, env.origin, {
      account: 'buyer',
      password: 'Buyer@2026',
      redirect: '/account/center',
    });
    await page.getByRole('menuitem', { name: /个人中心/ }).waitFor();
    // Someone's link to a patent with the flag the login round trip uses.
    const crafted = 'pat-000012';
    await page.goto(
      `${env.origin}${BASE}/gxq/patent/detail?id=${crafted}&favorite=patent%3A${crafted}`,
    );
    await page.waitForURL((url) => !url.searchParams.has('favorite'));
    assert.equal(new URL(page.url()).searchParams.get('id'), crafted);
    const title = (await page.locator('main h1, h1').first().innerText()).trim();
    const button = page.getByRole('button', { name: `收藏：${title}` });
    await button.waitFor();
    assert.equal(await button.getAttribute('aria-pressed'), 'false');
    // Asked the backend afterwards: still not saved, and nothing was sent to save it.
    await page.reload();
    await button.waitFor();
    assert.deepEqual(adds, []);
    assert.equal(await page.getByText('已收藏，可在“我的收藏”中查看').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('saves a listing, a product, an agency and an expert from their pages', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, {
      ...ADMIN,
      redirect: '/account/favorites',
    });
    await page.getByText('还没有收藏').waitFor();

    const pages = [
      ['/gxq/operations/list', 'main a[href*="/gxq/operations/sell/"]', '交易信息'],
      ['/gxq/finance/list', 'main a[href*="/gxq/finance/product/"]', '金融产品'],
      ['/gxq/service/agency/search', 'main a[href*="/gxq/service/agency/result/"]', '服务机构'],
    ];
    for (const [list, link, type] of pages) {
      await page.goto(`${env.origin}${BASE}${list}`);
      await page.locator(link).first().click();
      const button = page.getByRole('button', { name: /^收藏：/ });
      await button.click();
      await page.getByRole('button', { name: /^已收藏：/ }).waitFor();
      const name = (
        await page.getByRole('button', { name: /^已收藏：/ }).getAttribute('aria-label')
      ).slice(4);
      await page.goto(`${env.origin}${BASE}/account/favorites`);
      await rows(page).filter({ hasText: name }).filter({ hasText: type }).waitFor();
    }

    await page.goto(`${env.origin}${BASE}/gxq/operations/list?kind=expert`);
    const expertButton = page.getByRole('button', { name: /^收藏：/ }).first();
    const expert = (await expertButton.getAttribute('aria-label')).slice(3);
    await expertButton.click();
    await page.getByRole('button', { name: `已收藏：${expert}` }).waitFor();
    // The list asks once for every card: still saved after a reload.
    await page.reload();
    await page.getByRole('button', { name: `已收藏：${expert}` }).waitFor();

    await page.goto(`${env.origin}${BASE}/account/favorites?type=expert`);
    const row = rows(page).filter({ hasText: expert });
    await row.waitFor();
    await row.getByRole('link', { name: expert }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'expert');
    await page
      .getByRole('heading', { name: new RegExp(expert) })
      .first()
      .waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('个人中心 counts the favourites and saved searches and shows them among the recent activity', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, {
      ...DEMO,
      redirect: '/account/center',
    });
    const tile = page.getByRole('link', { name: /^我的收藏 \d+$/ });
    await tile.waitFor();
    const count = Number((await tile.getAttribute('aria-label')).split(' ')[1]);
    const activity = page.locator('.ant-pro-card').filter({ hasText: '最近动态' });
    await activity.getByText(/^收藏/).first().waitFor();
    await tile.click();
    await page.waitForURL((url) => url.pathname === `${BASE}/account/favorites`);
    await rows(page).first().waitFor();
    assert.equal(await rows(page).count(), count);

    // Member since, and the saved searches (both kinds) with what is new in the hall.
    await page.goto(`${env.origin}${BASE}/account/center`);
    await page.getByText('注册于 2025-03-18').waitFor();
    // The tile (the side menu's 我的检索 carries its own count of what is new).
    const searches = page
      .getByTestId('pro-grid-content')
      .getByRole('link', { name: /^我的检索 \d+$/ });
    await searches.waitFor();
    const saved = Number((await searches.getAttribute('aria-label')).split(' ')[1]);
    await searches.getByText(/交易筛选新增 \d+ 条/).waitFor();
    let listed = 0;
    for (const kind of ['patent', 'trading']) {
      await page.goto(`${env.origin}${BASE}/account/searches?kind=${kind}`);
      await page
        .getByText(/第 \d+-\d+ 条\/总共 \d+ 条|暂无/)
        .first()
        .waitFor();
      listed += await rows(page).count();
    }
    assert.equal(listed, saved);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('the shell menu follows access', () => {
  it('hides the administrators’ group from a user whose menu names it, and keeps its 403', async () => {
    const { page, errors, context } = await openPage(env.browser);
    // A backend handing demo the administrators' menu must not open those pages to demo.
    await page.route('**/api/getCurrent', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body.data) {
        body.data.menuData = [
          ...body.data.menuData.slice(0, 1),
          {
            path: '/admin',
            name: '平台管理',
            icon: 'dashboard',
            children: [{ path: '/admin/messages', name: '留言管理' }],
          },
          ...body.data.menuData.slice(1),
        ];
      }
      await route.fulfill({ response, json: body });
    });
    await login(page, env.origin, {
      ...DEMO,
      redirect: '/account/center',
    });
    await page.getByRole('menuitem', { name: /个人中心/ }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: /平台管理/ }).count(), 0);
    assert.equal(await page.getByText('留言管理').count(), 0);
    await page.goto(`${env.origin}${BASE}/admin/messages`);
    await page.getByText('抱歉，您没有权限访问该页面').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
