// A shared or edited link whose filters a list cannot apply: the list drops them, says which it
// ignored, and shows results that agree with the filters on screen.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();

const CASES = [
  [
    '/gxq/operations/list?category=NOPE&tt=swap',
    ['交易类别“NOPE”', '交易方式“swap”'],
    ['category', 'tt'],
    /条专利出让信息/,
  ],
  [
    '/gxq/finance/list?category=XYZ&inst=inst-9999',
    ['产品类别“XYZ”', '金融机构“inst-9999”'],
    ['category', 'inst'],
    /款产品/,
  ],
  [
    '/gxq/finance/list?tab=institution&type=火星银行',
    ['机构类型“火星银行”'],
    ['type'],
    /家金融机构/,
  ],
  ['/gxq/index/list?category=gossip', ['栏目“gossip”'], ['category'], /共 \d+/],
  [
    '/gxq/nav/value?field=ZZZ&band=huge',
    ['评分区间“huge”', '技术领域“ZZZ”'],
    ['field', 'band'],
    /共 \d+/,
  ],
  [
    '/gxq/nav/pdf?field=QQ&year=1999',
    ['技术领域“QQ”', '发布年份“1999”'],
    ['field', 'year'],
    /共 \d+/,
  ],
  [
    '/gxq/service/agency/search?jsly=XNY,ZZZ&mainService=nope',
    ['技术领域“ZZZ”', '主营服务“nope”'],
    ['mainService'],
    /家服务机构/,
  ],
];

describe('filters a link gives that the list cannot apply', () => {
  for (const [path, named, dropped, count] of CASES) {
    it(`${path} drops them, says so, and lists what the remaining filters find`, async () => {
      const { page, errors, context } = await openPage(env.browser);
      await page.goto(`${env.origin}${BASE}${path}`);
      const notice = page.getByRole('status').filter({ hasText: '无法识别，已忽略' });
      await notice.waitFor();
      // Known values arrive one by one; each ignored filter joins the same notice.
      for (const text of named) await notice.filter({ hasText: text }).waitFor();
      const url = new URL(page.url());
      for (const key of dropped) assert.equal(url.searchParams.has(key), false, key);
      await page.getByText(count).first().waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('the notice goes once the reader changes the list, and a good link has none', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/index/list?category=gossip`);
    await page.getByText(/无法识别，已忽略/).waitFor();
    await page.getByRole('tab', { name: '通知公告' }).click();
    await page.waitForURL((url) => url.searchParams.has('category'));
    await page.getByText(/无法识别，已忽略/).waitFor({ state: 'detached' });
    await page.goto(`${env.origin}${BASE}/gxq/operations/list?type=invention`);
    await page.getByText(/条专利出让信息/).waitFor();
    assert.equal(await page.getByText(/无法识别，已忽略/).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an agency is found by its unified social credit code', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/service/agency/search`);
    const first = page.locator('main a[href*="/gxq/service/agency/result/"]').first();
    await first.waitFor();
    const href = await first.getAttribute('href');
    const code = decodeURIComponent(href.split('/agency/result/')[1].split('/')[0]);
    assert.equal(code.length, 18);
    await page
      .getByRole('searchbox', { name: '关键词' })
      .or(page.getByLabel('关键词'))
      .first()
      .fill(code.toLowerCase());
    await page.keyboard.press('Enter');
    await page.getByText(/共 1 家服务机构/).waitFor();
    assert.equal((await page.locator(`main a[href="${href}"]`).count()) > 0, true);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
