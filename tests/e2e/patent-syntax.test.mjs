// The search expression language in the browser: proximity (W/n, NEAR/n) and the fields PR, PRD,
// AT and AR, typed on /gxq/patent/search.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();
const SEARCH_API = '/ipr-data-service/api/front/patent/search';

async function totalOf(page) {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /条结果|共/ })
    .first()
    .textContent();
  return Number(text.match(/共\s*([\d,]+)\s*条/)[1].replace(/,/g, ''));
}

describe('patent search syntax', () => {
  it('电池 W/5 散热 typed in the search box lands on results with both words marked', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/patent/search`);
    await page.getByLabel('检索词').fill('电池 W/5 散热');
    await page.getByLabel('检索词').press('Enter');
    await page.waitForURL(
      (url) =>
        url.pathname === `${BASE}/gxq/patent/result` &&
        url.searchParams.get('q') === '电池 W/5 散热',
    );
    await page.getByRole('status').first().waitFor();
    assert.ok((await totalOf(page)) > 0);
    assert.ok((await page.locator('article').count()) > 0);
    const marked = await page.locator('article mark').allTextContents();
    assert.ok(marked.includes('电池'), `marked: ${marked.join(',')}`);
    assert.ok(marked.includes('散热'), `marked: ${marked.join(',')}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a distance out of range is said at the search box and nothing is sent', async () => {
    const { page, context } = await openPage(env.browser);
    const searches = [];
    page.on('request', (request) => {
      if (request.url().includes(SEARCH_API)) searches.push(request.url());
    });
    await page.goto(`${env.origin}${BASE}/gxq/patent/search`);
    await page.getByLabel('检索词').fill('电池 W/0 散热');
    await page.getByLabel('检索词').press('Enter');
    await page.getByText('检索式有误，未发送检索').waitFor();
    await page.getByText('W/ 后应为 1 到 99 的整数，如 W/5').waitFor();
    const marker = page.getByTestId('query-error-position');
    assert.equal(await marker.getAttribute('data-position'), '3');
    assert.equal(await marker.locator('mark').textContent(), 'W/0');
    assert.equal(new URL(page.url()).pathname, `${BASE}/gxq/patent/search`);
    assert.deepEqual(searches, []);
    await context.close();
  });

  it('the help lists W/n and NEAR/n, and the 位置检索 example finds patents', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/patent/search`);
    await page.getByText('检索语法说明').click();
    await page.getByRole('cell', { name: 'NEAR/n', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'PRD', exact: true }).waitFor();
    await page.getByText(/相隔 4 个字符/).waitFor();
    await page.getByRole('button', { name: '电机 W/3 控制' }).click();
    assert.equal(await page.getByLabel('检索词').inputValue(), '电机 W/3 控制');
    await page.getByLabel('检索词').press('Enter');
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/patent/result`);
    await page.getByRole('status').first().waitFor();
    assert.ok((await totalOf(page)) > 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the advanced form searches 申请人省市 and 代理人, and refuses a place not in Chinese', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/patent/search`);
    const region = page.getByLabel('申请人省市 AR');
    const button = page.getByRole('button', { name: '按检索式检索' });
    await region.fill('Xian');
    await page.getByText('请填写省、自治区、直辖市或城市的中文名称，如 陕西、西安市').waitFor();
    assert.equal(await region.getAttribute('aria-invalid'), 'true');
    assert.ok(await button.isDisabled());
    await region.fill('西安');
    await page.getByLabel('优先权日 PRD 起').fill('2015-01-01');
    const expression = page.getByLabel('检索式', { exact: true });
    await page.waitForFunction(() => document.querySelector('textarea')?.value.includes('PRD>='));
    assert.equal(await expression.inputValue(), 'AR=(西安) AND PRD>=2015-01-01');
    await button.click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/patent/result`);
    assert.equal(new URL(page.url()).searchParams.get('q'), 'AR=(西安) AND PRD>=2015-01-01');
    await page.getByRole('status').first().waitFor();
    assert.ok((await totalOf(page)) > 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
