// On a phone, what is wider than the screen scrolls in its own box (docs/architecture.md §6, issue
// 12): public tables at 375 px and shell tables at 800 px are named regions the arrow keys scroll,
// and a hostile id in the URL is quoted short at 320 px. That every route fits 375 and 320 px is
// the accessibility check's (tests/a11y/check.mjs), which opens every route anyway.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEMO,
  BASE,
  LOADING,
  login,
  openPage,
  startPreviewAndBrowser,
  twoFrames,
} from './support.mjs';

const env = startPreviewAndBrowser();

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
  await page.evaluate(twoFrames);
}

const overflowWidth = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

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
    await login(user.page, env.origin, DEMO);
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
