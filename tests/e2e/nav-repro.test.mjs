// A navigation report's figures reproduce on the patent search (issue 14): the report states its
// saved query and cut-off, and its link opens a search whose total and facets show the same
// numbers as the report's charts (read from their data tables, as a screen reader would).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();

/** The rows of a chart's data table: label → value. */
async function chartTable(page, caption) {
  const table = page
    .locator('table')
    .filter({ has: page.locator('caption', { hasText: caption }) });
  await table.first().scrollIntoViewIfNeeded();
  await table.locator('tbody tr').first().waitFor({ state: 'attached' });
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [
        tr.querySelector('th').textContent.trim(),
        Number.parseInt(tr.querySelector('td').textContent, 10),
      ]),
    );
  return new Map(rows);
}

/** A facet of the result page's sidebar: label → count, every bucket (expanded). */
async function facet(page, legend) {
  const group = page
    .locator('fieldset')
    .filter({ has: page.locator('legend', { hasText: legend }) });
  await group.first().waitFor();
  const more = group.getByRole('button', { name: /更多/ });
  if (await more.count()) await more.click();
  const items = await group
    .locator('label')
    .evaluateAll((labels) =>
      labels.map((label) => [
        label.querySelector('[title]').textContent.trim(),
        Number(label.lastElementChild.textContent),
      ]),
    );
  return new Map(items);
}

describe('navigation report → patent search', () => {
  it('the report’s total, years and applicants equal the search’s total and facets', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`${env.origin}${BASE}/gxq/nav/pdf`);
    const heading = page.getByRole('heading', { name: /关键数据（共 \d+ 件相关专利）/ });
    await heading.waitFor();
    const total = Number((await heading.innerText()).match(/共 (\d+) 件/)[1]);
    const cutoff = (
      await page.getByText(/数据截止日（公开日不晚于 \d{4}-\d{2}-\d{2}）/).innerText()
    ).match(/\d{4}-\d{2}-\d{2}/)[0];
    const years = await chartTable(page, '年度申请趋势');
    const applicants = await chartTable(page, '主要申请人');
    assert.ok(total > 0 && applicants.size > 0);

    await page.getByRole('link', { name: '在专利检索中复现' }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/patent/result`);
    assert.ok(new URL(page.url()).searchParams.get('q').endsWith(`AND PD<=${cutoff}`));
    await page
      .getByText(`共 ${total.toLocaleString('en-US')} 条结果`)
      .or(page.getByText(`共 ${total} 条结果`))
      .first()
      .waitFor();

    const searchYears = await facet(page, '申请年份');
    for (const [year, count] of years)
      assert.equal(searchYears.get(`${year}年`) ?? 0, count, `year ${year}`);
    assert.equal(
      [...searchYears.values()].reduce((a, b) => a + b, 0),
      [...years.values()].reduce((a, b) => a + b, 0),
    );
    const searchApplicants = await facet(page, '申请人');
    assert.deepEqual([...searchApplicants], [...applicants]);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
