import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { BASE, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();
const SEARCH_API = '/ipr-data-service/api/front/patent/search';

const param = (page, key) => new URL(page.url()).searchParams.get(key);

async function totalOf(page) {
  const text = await page.getByRole('status').textContent();
  return Number(text.match(/共\s*([\d,]+)\s*条/)[1].replace(/,/g, ''));
}

describe('patent search journey', () => {
  it('search → facet → sort → page 2 → detail → value result, all in the URL', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/patent/search`);
    await page.getByLabel('检索词').fill('电池');
    await page.getByLabel('检索词').press('Enter');
    await page.waitForURL(
      (url) => url.pathname === `${BASE}/gxq/patent/result` && url.searchParams.get('q') === '电池',
    );
    await page.getByRole('status').waitFor();
    const hits = page.locator('article');
    assert.ok((await hits.count()) > 0);
    assert.ok((await page.locator('article mark').count()) > 0, 'matches are highlighted');

    await page.getByRole('checkbox', { name: /^发明/ }).check();
    await page.waitForURL((url) => url.searchParams.get('type') === 'invention');
    await page.getByRole('status').waitFor();

    await page.getByLabel('排序').selectOption('ad-desc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'ad-desc');
    // The URL changes before the new page of results arrives: wait for the list itself.
    await page.waitForFunction(() => {
      const dates = [...document.querySelectorAll('article')].map(
        (item) => item.textContent.match(/申请日 (\d{4}-\d{2}-\d{2})/)?.[1] ?? '',
      );
      return (
        dates.length > 1 && dates.every((date, index) => index === 0 || dates[index - 1] >= date)
      );
    });

    await page.getByRole('button', { name: '第 2 页' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    // Turned from the pager below the results, the new page shows from its count line, just
    // under the sticky header, not from where the previous page's last results were.
    const countTop = await page
      .getByRole('status')
      .filter({ hasText: /条结果/ })
      .evaluate((element) => element.getBoundingClientRect().top);
    assert.ok(countTop >= 64 && countTop < 160, `count line at ${countTop}px`);
    await page.reload();
    assert.equal(param(page, 'type'), 'invention');
    assert.equal(param(page, 'sort'), 'ad-desc');
    await page.locator('[aria-current="page"]', { hasText: '2' }).waitFor();

    const firstTitle = (await page.locator('article h2').first().textContent()).trim();
    await page.locator('article h2 a').first().click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/patent/detail`);
    await page.getByRole('heading', { name: firstTitle }).waitFor();
    await page.getByRole('heading', { name: '著录项目' }).waitFor();
    await page.getByRole('heading', { name: /权利要求/ }).waitFor();

    await page.getByText('价值评分 ·').click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/nav/value/result`);
    await page.getByLabel('综合评分').waitFor();
    await page.getByRole('heading', { name: '评估方法' }).waitFor();
    await page.getByRole('img', { name: /^雷达图：法律价值 \d/ }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('扩展检索: 锂电池 finds 锂离子电池, each equivalent removable, and turned off', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/patent/result?q=${encodeURIComponent('锂电池')}`);
    const bar = page.getByRole('group', { name: '扩展检索' });
    await bar.getByText('已同时检索').waitFor();
    const widened = await totalOf(page);
    assert.ok(widened > 10, `锂电池 finds ${widened}`);
    assert.ok((await page.locator('article mark', { hasText: '锂离子电池' }).count()) > 0);

    // Removing 锂离子电池 (and its longer form) narrows the search, in the URL.
    await bar.getByRole('button', { name: '不再检索“锂离子电池”' }).click();
    await page.waitForURL((url) => url.searchParams.get('nx') === '锂离子电池');
    await bar.getByRole('button', { name: '不再检索“锂离子二次电池”' }).click();
    await page.waitForURL((url) => url.searchParams.get('nx') === '锂离子电池,锂离子二次电池');
    await bar.getByRole('button', { name: '恢复已移除的 2 个词' }).waitFor();
    await page.getByText('没有找到符合条件的专利').waitFor();

    await bar.getByRole('button', { name: '恢复已移除的 2 个词' }).click();
    await page.waitForURL((url) => !url.searchParams.has('nx'));
    await page.getByRole('status').waitFor();
    assert.equal(await totalOf(page), widened);

    await bar.getByRole('button', { name: '仅检索输入的词' }).click();
    await page.waitForURL((url) => url.searchParams.get('exp') === '0');
    await page.getByText('扩展检索已关闭，仅检索输入的词。').waitFor();
    await page.getByText('没有找到符合条件的专利').waitFor();
    await page.getByRole('button', { name: '开启扩展检索' }).click();
    await page.waitForURL((url) => !url.searchParams.has('exp'));
    await page.getByRole('status').waitFor();
    assert.equal(await totalOf(page), widened);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a malformed expression shows its error at its position and sends no request', async () => {
    const { page, context } = await openPage(env.browser);
    const searches = [];
    page.on('request', (request) => {
      if (request.url().includes(SEARCH_API)) searches.push(request.url());
    });
    await page.goto(`${env.origin}${BASE}/gxq/patent/search`);
    await page.getByLabel('检索词').fill('TI=(锂电池 AND');
    await page.getByLabel('检索词').press('Enter');
    await page.getByText('检索式有误，未发送检索').waitFor();
    const marker = page.getByTestId('query-error-position');
    assert.ok(Number(await marker.getAttribute('data-position')) > 0);
    assert.equal(new URL(page.url()).pathname, `${BASE}/gxq/patent/search`);

    await page.goto(`${env.origin}${BASE}/gxq/patent/result?q=${encodeURIComponent('PA=(华为')}`);
    await page.getByText('检索式有误，未发送检索').waitFor();

    // Longer than the service accepts: refused in the page, not cut short and searched.
    const long = '锂电池 '.repeat(150);
    await page.goto(`${env.origin}${BASE}/gxq/patent/result?q=${encodeURIComponent(long)}`);
    await page.getByText('检索式不能超过 500 个字符').first().waitFor();
    assert.deepEqual(searches, []);
    await context.close();
  });

  it('an application number opens the patent directly', async () => {
    const { page, context } = await openPage(env.browser);
    const response = await page.request.get(
      `${env.origin}${SEARCH_API}?q=${encodeURIComponent('电池')}&size=1`,
    );
    const hit = (await response.json()).data.content[0];
    await page.goto(`${env.origin}${BASE}/gxq/patent/search`);
    await page.getByLabel('检索词').fill(`CN${hit.applicationNumber}`);
    await page.getByLabel('检索词').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('id') === hit.id);
    await page.getByRole('heading', { name: hit.title }).waitFor();
    await context.close();
  });

  it('the CSV export has the header row and the rows of the result', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(
      `${env.origin}${BASE}/gxq/patent/result?q=${encodeURIComponent('TI=(电池)')}&type=invention`,
    );
    await page.getByRole('status').waitFor();
    const total = await totalOf(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导出 CSV/ }).click(),
    ]);
    const path = await download.path();
    const text = readFileSync(path, 'utf8');
    assert.ok(text.startsWith('\uFEFF'), 'UTF-8 BOM for Excel');
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    assert.ok(
      lines[0].startsWith(
        '申请号,申请日,公开号,公开日,授权公告号,授权公告日,优先权,名称,专利类型,',
      ),
    );
    assert.equal(lines.length - 1, Math.min(total, 1000));
    assert.ok(lines.slice(1).every((line) => line.includes(',发明,')));
    await context.close();
  });

  it('unknown or missing ids show a clear not-found state', async () => {
    const { page, context } = await openPage(env.browser);
    for (const path of ['/gxq/patent/detail?id=no-such-patent', '/gxq/patent/detail']) {
      await page.goto(`${env.origin}${BASE}${path}`);
      await page.getByText('未找到该专利').waitFor();
    }
    await page.goto(
      `${env.origin}${BASE}/gxq/nav/value/result?id=%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
    );
    await page.getByText('未找到该专利的价值评估').waitFor();
    await context.close();
  });
});

describe('navigation reports and value list', () => {
  it('a report opens with its PDF in the page, a download and its charts', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/nav/pdf`);
    const frame = page.locator('iframe');
    await frame.waitFor();
    const src = await frame.getAttribute('src');
    const pdf = await page.request.get(`${env.origin}${src}`);
    assert.equal(pdf.headers()['content-type'], 'application/pdf');
    assert.ok((await pdf.body()).subarray(0, 5).toString() === '%PDF-');
    // One control per action: the download is a link to the file itself, a single tab stop.
    const download = page.getByRole('link', { name: /下载 PDF/ });
    assert.equal(await download.getAttribute('href'), src);
    assert.ok(await download.getAttribute('download'));
    // Charts mount when scrolled near (the chart library stays out of the first load).
    await page.locator('figure').first().scrollIntoViewIfNeeded();
    await page.locator('figure canvas').first().waitFor();
    const second = page.locator('aside li button').nth(1);
    await second.click();
    await page.waitForURL((url) => Boolean(url.searchParams.get('id')));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the value list filters and sorts through the URL', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/nav/value?band=85-100`);
    const rows = page.locator('main tbody tr');
    await rows.first().waitFor();
    const gradeColumn = await page
      .locator('main thead th')
      .evaluateAll((headers) => headers.findIndex((th) => th.textContent.trim() === '等级'));
    const grades = await rows.locator(`td:nth-child(${gradeColumn + 1})`).allTextContents();
    assert.ok(grades.length > 0 && grades.every((grade) => grade.trim() === 'A'), grades.join(','));
    await context.close();
  });
});

describe('advanced search', () => {
  it('the form writes an editable expression that runs as typed', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/patent/search`);
    await page.getByLabel('名称 TI').fill('电池');
    await page.getByLabel('申请人 PA').fill('科技');
    await page.getByRole('checkbox', { name: '发明' }).check();
    const expression = page.getByLabel('检索式', { exact: true });
    await page.waitForFunction(() => document.querySelector('textarea')?.value.includes('TI='));
    const written = await expression.inputValue();
    assert.match(written, /TI=\(?电池\)?/);
    assert.match(written, /PA=\(?科技\)?/);
    assert.match(written, /TYPE=\(?发明\)?/);

    // Editing the expression by hand: a broken one disables the search and says where.
    await expression.fill(`${written} AND (`);
    await page.getByText('检索式有误，未发送检索').waitFor();
    assert.ok(await page.getByRole('button', { name: '按检索式检索' }).isDisabled());
    await expression.fill(`${written} AND AD>=2015-01-01`);
    await page.getByRole('button', { name: '按检索式检索' }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/patent/result`);
    assert.equal(param(page, 'q'), `${written} AND AD>=2015-01-01`);
    await page.getByRole('status').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
