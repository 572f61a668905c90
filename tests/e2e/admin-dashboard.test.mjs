// 数据看板 in the browser: an administrator lands on it after signing in; its figures equal the
// totals of the lists they open (pending and published listings, waiting messages, new accounts);
// 导出 CSV holds the same figures; the range stays in the URL through a reload; the chart library
// loads in a chunk of its own only once a chart comes near the screen (the page's first load is
// in weight.test.mjs); a registered user gets the 403 and no menu entry; nothing scrolls sideways
// at 375 px. Screenshots at 1440 and 375 px go to SCREENSHOTS_DIR.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
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
const SCREENSHOTS = process.env.SCREENSHOTS_DIR || 'artifacts/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

/** The number a figure's link shows, read from its accessible name ("待审核出让 12，查看列表"). */
async function figureOf(page, title) {
  const link = page.getByRole('link', { name: new RegExp(`^${title} [\\d,]+，查看列表$`) });
  await link.waitFor();
  const name = await link.getAttribute('aria-label');
  return { link, value: Number(name.match(/ ([\d,]+)，/)[1].replace(/,/g, '')) };
}

/**
 * The total a shell list shows under it ("第 1-10 条/总共 37 条"), once it has loaded; an empty
 * list shows none.
 */
async function listTotal(page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"], .ant-spin-spinning') &&
      document.querySelector('tbody tr[data-row-key], .ant-empty'),
  );
  const total = page.getByText(/^第 \d+-\d+ 条\/总共 \d+ 条$/);
  if ((await total.count()) === 0) return 0;
  return Number((await total.first().textContent()).match(/总共 (\d+) 条/)[1]);
}

/** Scrolls past every chart, so each loads (they load when near the screen), and waits for one. */
async function showCharts(page) {
  for (const figure of await page.locator('figure').all()) await figure.scrollIntoViewIfNeeded();
  await page.locator('canvas').first().waitFor();
}

/** The built scripts that hold the chart library (G2). */
function chartChunks() {
  return readdirSync('dist')
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(`dist/${file}`, 'utf8').includes('G2_CHART_KEY'));
}

describe('数据看板', () => {
  it('is where an administrator lands, and each figure equals the total of the list it opens', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`${env.origin}${BASE}/user/login`);
    await submitLogin(page, ADMIN.account, ADMIN.password);
    await page.waitForURL((url) => url.pathname === `${BASE}/admin/dashboard`);
    await page.getByRole('heading', { name: '数据看板', level: 1 }).waitFor();
    // The first entry of the menu, selected.
    await page.getByRole('menuitem', { name: /数据看板/ }).waitFor();

    const checks = [
      ['待审核出让', /\/admin\/listings\?status=pending&kind=sell$/],
      ['已发布出让', /\/admin\/listings\?status=published&kind=sell$/],
      ['待回复留言', /\/admin\/messages\?status=pending$/],
      ['新注册账号', /\/admin\/users\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/],
    ];
    const seen = {};
    for (const [title, href] of checks) {
      const dashboard = page.url();
      const { link, value } = await figureOf(page, title);
      seen[title] = value;
      assert.match(await link.getAttribute('href'), href);
      // The list's own answer: until it comes, the table is empty.
      const listed = page.waitForResponse((response) =>
        /\/admin\/(ipcTransaction|leaveMessage|user)\/find\?/.test(response.url()),
      );
      await link.click();
      await page.waitForURL((url) => url.href !== dashboard);
      await listed;
      assert.equal(await listTotal(page), value, `${title}: the list's total`);
      await page.goto(dashboard);
      await page.getByRole('heading', { name: '数据看板', level: 1 }).waitFor();
    }

    // 导出 CSV: UTF-8 with a BOM, named after the range, holding the same figures.
    const url = new URL(page.url());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导出 CSV/ }).click(),
    ]);
    const from = url.searchParams.get('from');
    const to = url.searchParams.get('to');
    if (from && to) assert.equal(download.suggestedFilename(), `数据看板_${from}_${to}.csv`);
    else
      assert.match(
        download.suggestedFilename(),
        /^数据看板_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
      );
    const bytes = readFileSync(await download.path());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    assert.ok(lines.includes(`专利出让（当前）,待审核,${seen['待审核出让']}`));
    assert.ok(lines.includes(`专利出让（当前）,已发布,${seen['已发布出让']}`));
    assert.ok(lines.includes(`留言,待回复（当前）,${seen['待回复留言']}`));
    assert.ok(lines.includes(`账号,区间内新注册,${seen['新注册账号']}`));

    // Each chart's numbers are in a table a screen reader reaches.
    await page
      .getByRole('table', { name: '交易信息状态（当前）' })
      .getByRole('rowheader', { name: '待审核' })
      .waitFor({ state: 'attached' });
    await showCharts(page);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-dashboard-1440.png`, fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps the range in the URL through a reload, and refuses a reversed one at the field', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, { redirect: '/admin/dashboard' });
    await page.locator('label').filter({ hasText: '近7天' }).click();
    await page.waitForURL((url) => url.searchParams.has('from') && url.searchParams.has('to'));
    const chosen = new URL(page.url());
    const days =
      (Date.parse(chosen.searchParams.get('to')) - Date.parse(chosen.searchParams.get('from'))) /
      86_400_000;
    assert.equal(days, 6);
    await page.reload();
    await page.getByRole('heading', { name: '数据看板', level: 1 }).waitFor();
    assert.equal(page.url(), chosen.href);
    assert.ok(await page.getByRole('radio', { name: '近7天' }).isChecked());
    await figureOf(page, '待回复留言');

    await page.goto(`${env.origin}${BASE}/admin/dashboard?from=2026-11-20&to=2026-11-01`);
    await page.getByRole('alert').filter({ hasText: '结束日期不能早于开始日期' }).waitFor();
    await page.getByRole('button', { name: '查看近30天' }).click();
    await figureOf(page, '待审核出让');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('loads the chart library, in its own chunk, only once a chart comes near the screen', async () => {
    // Lighthouse's phone: the figures fill the first screen, the charts are below them.
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 412, height: 823 },
    });
    await login(page, env.origin, { redirect: '/account/center' });
    const charts = new Set(chartChunks());
    assert.ok(charts.size > 0, 'the build has a chunk with the chart library');
    const scripts = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith(`${BASE}/`) && path.endsWith('.js'))
        scripts.push(path.slice(`${BASE}/`.length));
    });
    await page.goto(`${env.origin}${BASE}/admin/dashboard`);
    await figureOf(page, '待审核出让');
    await page.waitForLoadState('networkidle');
    assert.ok(!scripts.some((file) => charts.has(file)), 'G2 is not in the first load');
    await page.locator('figure').first().scrollIntoViewIfNeeded();
    await page.locator('canvas').first().waitFor();
    assert.ok(
      scripts.some((file) => charts.has(file)),
      'the chart chunk loads when a chart is near',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows a registered user the 403 and no menu entry', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, {
      ...DEMO,
      redirect: '/admin/dashboard',
    });
    await page.waitForURL(`**${BASE}/admin/dashboard`);
    await page.getByText('抱歉，您没有权限访问该页面').waitFor();
    await page.getByRole('button', { name: '账户菜单：demo' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: /数据看板/ }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('fits 375 px without scrolling sideways, the figures two by two, no bracket or unit broken', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 800 },
    });
    await login(page, env.origin, { redirect: '/admin/dashboard' });
    await figureOf(page, '待审核出让');
    await showCharts(page);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
    const layout = await page.evaluate(() => {
      const cards = [...document.querySelectorAll('[aria-label="主要指标"] > *')];
      const columns = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
      // （中位）, 33 次: each on one line, wherever its text wraps.
      const kept = [...document.querySelectorAll('[aria-label="主要指标"] span')].filter((span) =>
        /^（.*）$|^\d[\d,.]*\s*\S+$/.test(span.textContent),
      );
      const broken = kept
        .filter((span) => span.getClientRects().length > 1)
        .map((span) => span.textContent);
      return { cards: cards.length, columns: columns.size, kept: kept.length > 4, broken };
    });
    assert.deepEqual(layout, { cards: 11, columns: 2, kept: true, broken: [] });
    await page.screenshot({ path: `${SCREENSHOTS}/admin-dashboard-375.png`, fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
