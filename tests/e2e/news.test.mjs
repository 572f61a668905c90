import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();

describe('news', () => {
  it('category, keyword and page live in the URL', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/index/list`);
    await page.getByRole('tab', { name: '政策法规' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === '政策法规');
    await page.getByRole('status').waitFor();
    const categories = await page.locator('main li .ant-tag').allTextContents();
    assert.ok(categories.length > 0 && categories.every((text) => text === '政策法规'));
    await page.getByRole('button', { name: '第 2 页' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.reload();
    assert.equal(
      await page.getByRole('tab', { name: '政策法规' }).getAttribute('aria-selected'),
      'true',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an article with a script shows its text but never runs the script', async () => {
    const { page, context } = await openPage(env.browser);
    const dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      dialog.dismiss();
    });
    // A backend that sends a hostile body: the article's own, with script and a handler added.
    await page.route('**/ipr-website-service/api/front/news/detail?**', async (route) => {
      const body = await (await route.fetch()).json();
      body.data.content =
        '<p>检查期间网站正常访问。</p><h3>检查内容</h3>' +
        '<script>window.__newsScriptRan = true</script>' +
        '<img src=x onerror="window.__newsScriptRan=true">' +
        '<a href="javascript:window.__newsScriptRan=true">页面脚本与外链资源</a>';
      await route.fulfill({ json: body });
    });
    await page.goto(`${env.origin}${BASE}/gxq/news/detail?id=news-0001`);
    await page.getByRole('navigation', { name: '上一篇和下一篇' }).waitFor();
    await page.locator('article').getByText('检查期间网站正常访问。').waitFor();
    await page.locator('article').getByText('页面脚本与外链资源').click();
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(() => window.__newsScriptRan), undefined);
    assert.equal(await page.locator('article script').count(), 0);
    assert.equal(await page.locator('article [onerror]').count(), 0);
    assert.deepEqual(dialogs, []);
    await context.close();
  });

  it('previous and next lead through the articles; unknown ids say so', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/index/list`);
    await page.locator('main li a').first().click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/news/detail`);
    const first = await page.locator('article h1').textContent();
    await page.getByText('已是最新一篇').waitFor();
    await page.getByRole('link', { name: /下一篇/ }).click();
    await page.locator('article h1').filter({ hasNotText: first }).waitFor();
    // The next article, opened from the end of this one, starts at its title.
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await page.getByRole('link', { name: /上一篇/ }).click();
    await page.locator('article h1', { hasText: first }).waitFor();
    await page.goto(`${env.origin}${BASE}/gxq/news/detail?id=news-999999`);
    await page.getByText('未找到该新闻').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
