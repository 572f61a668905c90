import { startPreview, launchBrowser, openPage, BASE } from './support.mjs';
const server = await startPreview();
const browser = await launchBrowser();
const pages = [
  ['news', '/gxq/index/list'],
  ['finlist', '/gxq/finance/list'],
  ['hall', '/gxq/operations/list'],
  ['valueres', '/gxq/nav/value/result?id=pat-000001'],
  ['nav', '/gxq/nav/pdf'],
  ['opsindex', '/gxq/operations/index'],
  ['finindex', '/gxq/finance/index'],
  ['product', '/gxq/finance/product/prod-0001'],
];
for (const width of [375]) {
  const { page } = await openPage(browser, { viewport: { width, height: 800 } });
  for (const [name, path] of pages) {
    await page.goto(`${server.origin}${BASE}${path}`);
    await page.waitForTimeout(2500);
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(name, 'scrollWidth', sw);
    await page.screenshot({ path: `/tmp/p-${name}-${width}.png`, fullPage: true });
  }
}
await browser.close(); server.stop();
