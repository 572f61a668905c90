// 附图 on the patent page in a real browser: the drawing the description cites, the viewer (its
// own chunk) with arrow keys and Escape, images really served as SVG, the published document as a
// PDF, and the section at a phone's width.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, sidewaysOverflow, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();
// A utility model whose description says 图1为本实用新型实施例提供的整体结构示意图.
const PATENT = 'pat-000001';

describe('patent drawings', () => {
  it('shows 图1 as the description cites it, opens it, ← → and Escape, and serves the PDF', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/patent/detail?id=${PATENT}`);
    const description = page.locator('#description');
    await description.getByText('图1为本实用新型实施例提供的整体结构示意图；').waitFor();

    const section = page.getByRole('region', { name: '附图' });
    const thumbs = section.getByRole('list', { name: '说明书附图' });
    const first = thumbs.getByRole('img', { name: '图1 整体结构示意图' });
    await first.waitFor();
    // Thumbnails load as they come near the window (loading="lazy").
    await first.scrollIntoViewIfNeeded();
    // The image really loaded, as an SVG of its own size.
    await page.waitForFunction(
      (img) => img.complete && img.naturalWidth === 800,
      await first.elementHandle(),
    );
    await section.getByText('图1 整体结构示意图').first().waitFor();
    const image = await page.request.get(`${env.origin}${await first.getAttribute('src')}`);
    assert.equal(image.headers()['content-type'], 'image/svg+xml');
    assert.equal(image.headers()['cache-control'], 'public, max-age=31536000, immutable');

    // The viewer comes in its own chunk, on the first opening.
    const chunk = page.waitForResponse((response) => /patent-drawing-viewer/.test(response.url()));
    await section.getByRole('button', { name: '查看图1 整体结构示意图' }).click();
    await chunk;
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('heading', { name: /^图1 整体结构示意图/ }).waitFor();
    await viewer.getByRole('img', { name: '图1 整体结构示意图' }).waitFor();
    await viewer.getByRole('complementary', { name: '图1的附图标记' }).getByText('机箱').waitFor();
    await viewer.getByRole('button', { name: '关闭' }).waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      '关闭',
    );

    await page.keyboard.press('ArrowRight');
    await viewer.getByRole('heading', { name: /^图2 局部放大示意图/ }).waitFor();
    await viewer.getByRole('img', { name: '图2 局部放大示意图' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await viewer.getByRole('heading', { name: /^图1 整体结构示意图/ }).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByRole('heading', { name: /^图2/ }).waitFor();

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    // Focus is back on the drawing that opened the viewer.
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      '查看图1 整体结构示意图',
    );

    const pdfLink = section.getByRole('link', { name: /查看公报全文（PDF）/ });
    const pdf = await page.request.get(`${env.origin}${await pdfLink.getAttribute('href')}`);
    assert.equal(pdf.headers()['content-type'], 'application/pdf');
    assert.equal((await pdf.body()).subarray(0, 5).toString(), '%PDF-');
    const download = section.getByRole('link', { name: /^下载公报全文/ });
    const attachment = await page.request.get(
      `${env.origin}${await download.getAttribute('href')}`,
    );
    assert.match(
      attachment.headers()['content-disposition'],
      /^attachment; filename="CN\d+U\.pdf"/,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('fits a phone: the drawings in two columns, the viewer the whole window, no sideways scroll', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 740 },
    });
    await page.goto(`${env.origin}${BASE}/gxq/patent/detail?id=${PATENT}`);
    const section = page.getByRole('region', { name: '附图' });
    await section.getByRole('img', { name: '图2 局部放大示意图' }).scrollIntoViewIfNeeded();
    const overflow = await sidewaysOverflow(page);
    assert.ok(overflow.scrollWidth <= overflow.width, overflow.offenders.join('\n'));
    await section.getByRole('button', { name: '查看图2 局部放大示意图' }).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('heading', { name: /^图2/ }).waitFor();
    const box = await viewer.boundingBox();
    assert.ok(box && box.width <= 375 && box.width >= 370, `viewer ${box?.width}px wide`);
    await viewer.getByRole('button', { name: '放大' }).click();
    await viewer.getByText('150%').waitFor();
    await viewer.getByRole('button', { name: '上一幅' }).click();
    await viewer.getByRole('heading', { name: /^图1/ }).waitFor();
    await viewer.getByRole('button', { name: '关闭' }).click();
    await viewer.waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
