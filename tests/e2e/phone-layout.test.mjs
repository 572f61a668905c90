// Phone layouts that hold: tab strips scroll instead of breaking words, labels and ranges are read
// whole, banner actions stack, and nothing scrolls sideways.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();

/** Elements (by selector) whose text wraps onto more than one line. */
function wrapped(page, selector) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => {
        const style = getComputedStyle(element);
        const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.6;
        const box = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'];
        const text =
          element.getBoundingClientRect().height -
          box.reduce((sum, key) => sum + parseFloat(style[key]), 0);
        return text > line * 1.5;
      })
      .map((element) => element.textContent),
  );
}

const sideways = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('phone layouts', () => {
  for (const width of [320, 375, 414]) {
    it(`at ${width} px tabs, value dimensions and product ranges keep their words whole`, async () => {
      const { page, errors, context } = await openPage(env.browser, {
        viewport: { width, height: 800 },
      });

      await page.goto(`${env.origin}${BASE}/gxq/index/list`);
      await page.getByRole('tab', { name: '通知公告' }).waitFor();
      assert.deepEqual(await wrapped(page, '[role="tablist"] [role="tab"]'), []);
      assert.equal(await sideways(page), 0);

      await page.goto(`${env.origin}${BASE}/gxq/nav/value/result?id=pat-000001`);
      await page.getByRole('heading', { name: '维度构成' }).waitFor();
      assert.deepEqual(await wrapped(page, 'h2:text("维度构成") + ul li > *'), []);
      assert.equal(await sideways(page), 0);

      await page.goto(`${env.origin}${BASE}/gxq/finance/list`);
      await page.getByText(/款产品/).waitFor();
      assert.deepEqual(await wrapped(page, 'main dl dd'), []);
      assert.equal(await sideways(page), 0);

      // The report's PDF: offered to open or download, never an empty embedded box.
      await page.goto(`${env.origin}${BASE}/gxq/nav/pdf`);
      await page.getByRole('link', { name: '在新窗口打开' }).waitFor();
      assert.equal(await page.locator('iframe').count(), 0);
      assert.equal(await sideways(page), 0);

      await page.goto(`${env.origin}${BASE}/gxq/operations/list`);
      const sell = page.getByRole('link', { name: '发布出让' });
      const buy = page.getByRole('link', { name: '发布需求' });
      await buy.waitFor();
      const [a, b] = [await sell.boundingBox(), await buy.boundingBox()];
      assert.ok(b.y >= a.y + a.height, 'the banner actions stack');
      assert.equal(Math.round(a.width), Math.round(b.width));
      assert.deepEqual(await wrapped(page, '[role="tablist"] [role="tab"]'), []);
      assert.equal(await sideways(page), 0);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  for (const width of [1440, 1024, 375]) {
    it(`at ${width} px a page of 10 cards fills its rows`, async () => {
      const { page, errors, context } = await openPage(env.browser, {
        viewport: { width, height: 900 },
      });
      for (const path of ['/gxq/finance/list', '/gxq/operations/list?kind=expert']) {
        await page.goto(`${env.origin}${BASE}${path}`);
        await page.getByText(/款产品|位运营专家/).waitFor();
        const tops = await page
          .locator('main [class*="grid"] > *')
          .evaluateAll((cards) =>
            cards.map((card) => Math.round(card.getBoundingClientRect().top)),
          );
        assert.equal(tops.length, 10, path);
        const perRow = [
          ...tops
            .reduce((rows, top) => rows.set(top, (rows.get(top) ?? 0) + 1), new Map())
            .values(),
        ];
        assert.ok(
          perRow.every((count) => count === perRow[0]),
          `${path}: ${perRow.join(', ')}`,
        );
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  for (const width of [1440, 768, 375]) {
    it(`at ${width} px the detail pages' figure grids have no empty cell`, async () => {
      const { page, errors, context } = await openPage(env.browser, {
        viewport: { width, height: 900 },
      });
      for (const path of ['/gxq/finance/product/prod-0001', '/gxq/finance/agency/inst-0001']) {
        await page.goto(`${env.origin}${BASE}${path}`);
        const grid = page.locator('main dl').first();
        await grid.locator('dt').first().waitFor();
        // The last figure ends where the grid ends: nothing is left empty beside it.
        const gap = await grid.evaluate((dl) => {
          const last = dl.lastElementChild.getBoundingClientRect();
          return Math.round(dl.getBoundingClientRect().right - last.right);
        });
        assert.ok(gap <= 2, `${path}: ${gap}px empty`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

/** How many of the elements stand on each row (by their top), in order. */
const perRow = (locator) =>
  locator.evaluateAll((elements) => [
    ...elements
      .map((element) => Math.round(element.getBoundingClientRect().top))
      .reduce((rows, top) => rows.set(top, (rows.get(top) ?? 0) + 1), new Map())
      .values(),
  ]);

describe('grids without orphans, figures in sight, meta items whole', () => {
  for (const width of [1440, 375, 320])
    it(`at ${width} px the home's entries, related listings and card meta lines`, async () => {
      const { page, errors, context } = await openPage(env.browser, {
        viewport: { width, height: 900 },
      });
      await page.goto(`${env.origin}${BASE}/gxq/index`);
      const entries = page.getByRole('navigation', { name: '业务入口' }).getByRole('link');
      await entries.first().waitFor();
      const rows = await perRow(entries);
      assert.ok(rows.every((count) => count > 1) || rows.length === 1, `entries: ${rows}`);
      // A module's name wraps, if at all, after 知识产权 — never inside a word.
      const names = await entries.locator('strong').allInnerTexts();
      for (const name of names)
        assert.ok(
          name.split('\n').every((line) => line.length >= 2),
          `entry ${name}`,
        );

      await page.goto(`${env.origin}${BASE}/gxq/operations/sell/txn-0001`);
      const related = page
        .getByRole('heading', { name: '相关挂牌' })
        .locator('xpath=..')
        .getByRole('link', { name: /一种/ });
      await related.first().waitFor();
      const relatedRows = await perRow(related);
      assert.ok(
        relatedRows.slice(0, -1).every((count) => count === relatedRows[0]) &&
          (relatedRows.length === 1 || relatedRows.at(-1) > 1 || relatedRows[0] === 1),
        `related: ${relatedRows}`,
      );
      // The date with 浏览 and 咨询 and their numbers on one line, the seller's name on one line.
      const brokenMeta = await related.evaluateAll((cards) =>
        cards.flatMap((card) =>
          [...card.querySelectorAll('[class*="figures"], [class*="sellerName"]')]
            .filter((item) => item.getClientRects().length > 1 || item.offsetHeight > 30)
            .map((item) => item.textContent),
        ),
      );
      assert.deepEqual(brokenMeta, []);
      assert.equal(await sideways(page), 0);

      // 价值评估: the score and the grade show without scrolling sideways.
      await page.goto(`${env.origin}${BASE}/gxq/nav/value`);
      const grade = page.getByRole('columnheader', { name: '等级' });
      await grade.waitFor();
      const { x, width: gradeWidth } = await grade.boundingBox();
      assert.ok(x + gradeWidth <= width, `等级 ends at ${x + gradeWidth} px`);
      assert.deepEqual(errors, []);
      await context.close();
    });
});

describe('touch targets on a phone', () => {
  /** Visible elements (by selector) shorter than 44 px, named by their text. */
  const short = (page, selector) =>
    page.locator(selector).evaluateAll((elements) =>
      elements
        .filter((element) => element.getBoundingClientRect().width > 0)
        .filter((element) => element.getBoundingClientRect().height < 44)
        .map(
          (element) =>
            `${element.textContent.trim()} (${element.getBoundingClientRect().height}px)`,
        ),
    );

  it('at 375 px the header, hot keywords, news, footer and table-of-contents links are 44 px tall', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 800 },
    });
    await page.goto(`${env.origin}${BASE}/gxq/index`);
    // The news columns mount once scrolled to (below a phone's first screen).
    await page.getByRole('button', { name: '锂离子电池' }).waitFor();
    await page.mouse.wheel(0, 600);
    await page.locator('main ul li a').first().waitFor();
    for (const selector of [
      'header button[aria-label="打开导航菜单"]',
      'header a',
      'main button:has-text("锂离子电池")',
      'main ul li a',
      'footer ul a',
    ])
      assert.deepEqual(await short(page, selector), [], selector);

    await page.goto(`${env.origin}${BASE}/gxq/patent/detail?id=pat-000001`);
    const toc = page.getByRole('navigation', { name: '本页目录' });
    await toc.getByRole('link').first().waitFor();
    assert.deepEqual(await short(page, 'nav[aria-label="本页目录"] a'), []);
    // One row that scrolls sideways, so the sticky bar stays one touch target high.
    const height = await toc.evaluate((nav) => nav.getBoundingClientRect().height);
    assert.ok(height <= 48, `the table of contents is ${height}px high`);
    assert.equal(await sideways(page), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
