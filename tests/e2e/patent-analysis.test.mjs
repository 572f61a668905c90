// 统计分析 of a patent search (/gxq/patent/result?view=analysis): its per-year figures are the
// year facet's, a year's column narrows the results to that year, and both exports write XLSX.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { BASE, openPage, sidewaysOverflow, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();
const RESULT = `/gxq/patent/result?q=${encodeURIComponent('电池')}`;

const number = (text) => Number(text.replace(/,/g, ''));

/**
 * The records (申请) the list found, what the facets and 统计分析 count: 共 N 条结果, or with
 * 合并同族 grouping several records into one hit, the N of its（合并同族，含 N 件申请）.
 */
async function recordsOf(page) {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /条结果/ })
    .textContent();
  const grouped = text.match(/含\s*([\d,]+)\s*件申请/);
  return number(grouped ? grouped[1] : text.match(/共\s*([\d,]+)\s*条/)[1]);
}

/** The year facet in the sidebar, all of it: year → count. */
async function yearFacet(page) {
  const group = page
    .locator('fieldset')
    .filter({ has: page.locator('legend', { hasText: '申请年份' }) });
  const more = group.getByRole('button', { name: /^更多/ });
  if (await more.count()) await more.click();
  const labels = await group.locator('label').allTextContents();
  return Object.fromEntries(
    labels.map((text) => {
      const [, year, count] = text.trim().match(/^(\d{4})年\s*(\d+)$/);
      return [year, Number(count)];
    }),
  );
}

/** The 申请趋势 table, opened with its 表格 toggle: year → count. */
async function yearTable(page) {
  const trend = page.getByRole('region', { name: '申请趋势', exact: true });
  await trend.getByRole('button', { name: /表格/ }).click();
  const rows = trend.locator('table tbody tr');
  await rows.first().waitFor();
  const figures = {};
  for (const row of await rows.all()) {
    const year = (await row.locator('th').textContent()).trim().replace(/年$/, '');
    figures[year] = Number((await row.locator('td').first().textContent()).replace(/,/g, ''));
  }
  return figures;
}

describe('统计分析', () => {
  it('counts the years as the facet does, and a year’s column narrows the results to it', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}${RESULT}`);
    await page
      .getByRole('status')
      .filter({ hasText: /条结果/ })
      .waitFor();
    const total = await recordsOf(page);
    const facet = await yearFacet(page);

    await page.getByRole('tab', { name: '统计分析' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'analysis');
    // The summary counts what the list counts.
    await page
      .locator('dl')
      .filter({ hasText: '专利申请' })
      .getByText(`${total.toLocaleString('en-US')} 件`)
      .waitFor();
    const table = await yearTable(page);
    // Every year between the first and the last, the years without filings at 0.
    const years = Object.keys(table).map(Number);
    assert.deepEqual(
      years,
      years.map((_, i) => years[0] + i),
    );
    for (const [year, count] of Object.entries(table)) assert.equal(count, facet[year] ?? 0, year);
    assert.equal(Object.keys(facet).filter((year) => !(year in table)).length, 0);

    const [year, count] = Object.entries(table).reduce((a, b) => (b[1] > a[1] ? b : a));
    await page
      .getByRole('region', { name: '申请趋势', exact: true })
      .getByRole('list')
      .getByRole('link', { name: `${year}年 ${count} 件` })
      .click();
    await page.waitForURL(
      (url) => url.searchParams.get('year') === year && !url.searchParams.has('view'),
    );
    await page.getByRole('checkbox', { name: `${year}年`, checked: true }).waitFor();
    // The URL changes before the narrowed results arrive: wait for the list itself.
    await page.waitForFunction(
      (expected) =>
        [...document.querySelectorAll('[role="status"]')].some((node) => {
          const text = node.textContent.replace(/,/g, '');
          return text.includes(`含 ${expected} 件申请`) || text.includes(`共 ${expected} 条结果`);
        }),
      count,
    );
    assert.equal(await recordsOf(page), count);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('exports the statistics and the hits as XLSX files', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}${RESULT}&view=analysis`);
    await page.getByRole('region', { name: '主要申请人', exact: true }).waitFor();
    for (const [button, name] of [
      ['导出统计 XLSX', /^专利统计分析_\d{8}_\d{4}\.xlsx$/],
      ['导出统计 CSV', /^专利统计分析_\d{8}_\d{4}\.csv$/],
    ]) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      assert.match(download.suggestedFilename(), name);
      const bytes = readFileSync(await download.path());
      if (button.endsWith('XLSX'))
        assert.equal(bytes.subarray(0, 4).toString('latin1'), 'PK\x03\x04');
      else assert.ok(bytes.toString('utf8').startsWith('\uFEFF统计项,项目,件数,占比'));
    }

    await page.getByRole('tab', { name: '检索结果' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /条结果/ })
      .waitFor();
    const boxes = page.getByRole('checkbox', { name: /^选择“/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByText('已选 2 条，导出仅包含所选').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导出 XLSX/ }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^专利检索结果_\d{8}_\d{4}\.xlsx$/);
    const bytes = readFileSync(await download.path());
    assert.equal(bytes.subarray(0, 4).toString('latin1'), 'PK\x03\x04');
    await page.getByText('已导出 2 条记录').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('fits a 375 px phone, charts and tables open, without sideways scrolling', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 812 },
    });
    await page.goto(`${env.origin}${BASE}${RESULT}&view=analysis`);
    await page.getByRole('region', { name: '主要代理机构', exact: true }).waitFor();
    for (const name of ['申请趋势', '主要申请人']) {
      await page
        .getByRole('region', { name, exact: true })
        .getByRole('button', { name: /表格/ })
        .click();
      await page.getByRole('region', { name, exact: true }).locator('table').waitFor();
    }
    const overflow = await sidewaysOverflow(page);
    assert.ok(overflow.scrollWidth <= overflow.width, overflow.offenders.join('\n'));
    assert.deepEqual(errors, []);
    await context.close();
  });
});
