// No page scrolls sideways on a phone (docs/architecture.md §6, issue 12): every portal route, a patent result
// with hits, and the signed-in shell pages at 320 px (tests/a11y checks them at 375 px). One context per width and
// account, one page reused for all its routes, so the whole file stays quick.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNT_PATHS, ADMIN_PATHS, PORTAL_ROUTES } from './routes.mjs';
import {
  BASE,
  LOADING,
  login,
  openPage,
  sidewaysOverflow,
  startPreviewAndBrowser,
} from './support.mjs';

const env = startPreviewAndBrowser();

const PORTAL = [...PORTAL_ROUTES, ['/gxq/patent/result?q=电池', /共\s*[\d,]+\s*条结果/]];
const DEMO = ACCOUNT_PATHS;
const ADMIN = ADMIN_PATHS;

/** Opens a route and waits until it has drawn its content: no skeleton, spinner or busy list. */
async function visit(page, origin, path, heading) {
  await page.goto(`${origin}${BASE}${path}`);
  // The heading as shown (the folded top navigation may hold a hidden link of the same name);
  // the shell pages have their layout's content box.
  await (
    heading
      ? page.getByText(heading, { exact: true }).filter({ visible: true }).first()
      : page.locator('.ant-pro-layout-content, .ant-layout-content').first()
  ).waitFor();
  await page.waitForFunction((loading) => !document.querySelector(loading), LOADING);
  // Lazily loaded parts (charts) may come a moment later; two frames let them lay out.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

const overflowWidth = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function check(page, origin, routes, problems) {
  for (const [path, heading] of routes) {
    await visit(page, origin, path, heading);
    const result = await sidewaysOverflow(page);
    if (result.scrollWidth > result.width)
      problems.push(
        `${path}: ${result.scrollWidth}px wide in ${result.width}px\n    ${result.offenders.join('\n    ')}`,
      );
  }
}

describe('no page scrolls sideways on a phone', () => {
  // The narrowest phone; the accessibility run (tests/a11y) checks every route at 375 px too.
  for (const width of [320]) {
    it(`at ${width} px`, async () => {
      const viewport = { width, height: 800 };
      const problems = [];
      const errors = [];

      // The visitor's routes and the two accounts' shell pages in parallel: a context each.
      const visits = [
        [null, null, PORTAL],
        ['demo', 'Demo@2026', DEMO.map((path) => [path])],
        ['admin', 'Admin@2026', ADMIN.map((path) => [path])],
      ].map(async ([account, password, routes]) => {
        const { page, context, errors: pageErrors } = await openPage(env.browser, { viewport });
        if (account) await login(page, env.origin, { account, password });
        await check(page, env.origin, routes, problems);
        errors.push(...pageErrors);
        await context.close();
      });
      await Promise.all(visits);

      assert.deepEqual(problems, [], `pages wider than ${width} px:\n${problems.join('\n')}`);
      assert.deepEqual(errors, []);
    });
  }
});

describe('wide tables on a phone scroll in their own box', () => {
  /** Focuses a named region and scrolls it with the arrow key; resolves with how far it moved. */
  async function arrowScroll(page, name) {
    const region = page.getByRole('region', { name });
    await region.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      (label) => document.querySelector(`[role="region"][aria-label="${label}"]`)?.scrollLeft > 0,
      name,
    );
    return region.evaluate((element) => element.scrollLeft);
  }

  it('at 375 px public tables, at 800 px shell tables, are named, focusable regions that the keys scroll', async () => {
    const viewport = { width: 375, height: 800 };
    const guest = await openPage(env.browser, { viewport });
    for (const [path, name, heading] of [
      ['/gxq/finance/list?tab=pledge', '质押融资登记表', /笔质押融资登记/],
      ['/gxq/nav/value', '专利价值评估列表', /件专利$/],
      ['/gxq/nav/value/result?id=pat-000001', '评估指标表', '评估方法'],
    ]) {
      await visit(guest.page, env.origin, path, heading);
      assert.ok((await arrowScroll(guest.page, name)) > 0, path);
      assert.equal(await overflowWidth(guest.page), 0, path);
    }
    // On a desktop the same table fits: no extra stop in the tab order.
    await guest.page.setViewportSize({ width: 1440, height: 900 });
    await guest.page.getByRole('region', { name: '评估指标表' }).waitFor({ state: 'detached' });
    assert.equal(
      await guest.page.locator('[data-scroll-box]').first().getAttribute('tabindex'),
      null,
    );
    assert.deepEqual(guest.errors, []);
    await guest.context.close();

    // Shell lists are cards below the md breakpoint (tests/e2e/shell-phone.test.mjs); a tablet
    // still gets the table, in its own box the keys scroll.
    const user = await openPage(env.browser, { viewport: { width: 800, height: 900 } });
    await login(user.page, env.origin, { account: 'demo', password: 'Demo@2026' });
    for (const [path, name] of [
      ['/account/messages', '留言列表'],
      ['/account/listings', '我的发布列表'],
    ]) {
      await visit(user.page, env.origin, path);
      assert.ok((await arrowScroll(user.page, name)) > 0, path);
    }
    assert.deepEqual(user.errors, []);
    await user.context.close();
  });
});

describe('an over-long or hostile id in the URL', () => {
  it('at 320 px gets its not-found page, quoted short and as text, without sideways scrolling', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 320, height: 800 },
    });
    const long = 'x'.repeat(3000);
    const emoji = encodeURIComponent('😀'.repeat(300));
    const script = encodeURIComponent('<img src=x onerror=alert(1)>');
    for (const [path, heading, shown] of [
      [`/gxq/operations/buy/${long}`, '未找到该交易信息', `“${'x'.repeat(40)}…”`],
      [`/gxq/finance/product/${emoji}`, '未找到该金融产品', `“${'😀'.repeat(40)}…”`],
      [`/gxq/patent/detail?id=${script}`, '未找到该专利', '“<img src=x onerror=alert(1)>”'],
      [`/gxq/service/agency/result/${long}/x`, '统一社会信用代码无效', `“${'x'.repeat(40)}…”`],
    ]) {
      await page.goto(`${env.origin}${BASE}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      assert.ok((await page.getByText(shown).count()) > 0, `${path.slice(0, 40)} quotes ${shown}`);
      assert.equal(await overflowWidth(page), 0, path.slice(0, 40));
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
