// List filters on a phone (issue 12): results first, the filters behind 「筛选 (n)」 in a sheet that
// is used by keyboard as well as by finger; on a desktop they stay inline. And the list pages' own
// controls are a finger's size (44 px) on a phone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();
const AGENCIES = `${BASE}/gxq/service/agency/search`;
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };

const param = (page, key) => new URL(page.url()).searchParams.get(key);
const opener = (page) => page.getByRole('button', { name: /^筛选/ });
const sheet = (page) => page.getByRole('dialog', { name: '筛选' });
const focusedInSheet = (page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
const focusedName = (page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** Heights (px) of the elements a locator matches. */
const heights = (locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().height)),
  );

describe('list filters on a phone', () => {
  it('at 375 px the agencies come first; 筛选 (n) opens a sheet that changes the URL', async () => {
    const { page, errors, context } = await openPage(env.browser, { viewport: PHONE });
    await page.goto(`${env.origin}${AGENCIES}?clsj=3-5&jsly=XXJS`);
    const button = opener(page);
    await page.getByText(/共 \d+ 家服务机构/).waitFor();

    // The count comes from the URL, and is said, not only shown.
    assert.equal((await button.textContent()).trim(), '筛选 (2)');
    assert.equal(await button.getAttribute('aria-label'), '筛选，已选 2 项');

    // Results first: the first agency is on the first screen; the filters wait in the sheet.
    assert.equal(await page.getByRole('group', { name: '成立时间' }).isVisible(), false);
    const firstCard = await page
      .locator('main a[href*="/service/agency/result/"]')
      .first()
      .boundingBox();
    const opened = await button.boundingBox();
    assert.ok(firstCard.y > opened.y && firstCard.y < PHONE.height, `card at ${firstCard.y}px`);

    // Keyboard: Enter opens it, focus moves in, the page behind cannot scroll.
    await button.focus();
    await page.keyboard.press('Enter');
    await sheet(page).waitFor();
    assert.ok(await focusedInSheet(page));
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
      'hidden',
    );
    const chosen = sheet(page).getByRole('group', { name: '成立时间' });
    assert.equal(
      await chosen.getByRole('button', { name: '3-5年' }).getAttribute('aria-pressed'),
      'true',
    );

    // A choice goes to the URL at once, exactly as on the desktop, and the count follows.
    await sheet(page)
      .getByRole('group', { name: '代理人数' })
      .getByRole('button', { name: '10-50人' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('dlr') === '10-50');
    assert.equal(param(page, 'clsj'), '3-5');
    await page.waitForFunction(
      () => document.querySelector('[aria-haspopup="dialog"]')?.textContent.trim() === '筛选 (3)',
    );
    assert.equal(await button.getAttribute('aria-label'), '筛选，已选 3 项');

    // Escape closes it and focus goes back to the button.
    await page.keyboard.press('Escape');
    await sheet(page).waitFor({ state: 'hidden' });
    assert.equal(await focusedName(page), '筛选，已选 3 项');
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
      'visible',
    );

    // 清除 clears the chips (the sort and keyword stay), 查看结果 closes.
    await page.goto(`${env.origin}${AGENCIES}?clsj=3-5&dlr=10-50&sort=agents&keyword=知识产权`);
    await opener(page).click();
    await sheet(page).getByRole('button', { name: '清除' }).click();
    await page.waitForURL((url) => !url.searchParams.has('clsj'));
    assert.equal(param(page, 'dlr'), null);
    assert.equal(param(page, 'sort'), 'agents');
    assert.equal(param(page, 'keyword'), '知识产权');
    assert.ok(await sheet(page).getByRole('button', { name: '清除' }).isDisabled());
    await sheet(page).getByRole('button', { name: '查看结果' }).click();
    await sheet(page).waitFor({ state: 'hidden' });
    assert.equal(await focusedName(page), '筛选');

    // A tap on the shade beside the sheet closes it too.
    await opener(page).click();
    await sheet(page).waitFor();
    await page.mouse.click(PHONE.width / 2, 20);
    await sheet(page).waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('at 1440 px the agency filters stay inline above the results, with no 筛选 button', async () => {
    const { page, errors, context } = await openPage(env.browser, { viewport: DESKTOP });
    await page.goto(`${env.origin}${AGENCIES}?clsj=3-5`);
    await page.getByText(/共 \d+ 家服务机构/).waitFor();
    assert.equal(await opener(page).count(), 0);
    const group = page.getByRole('group', { name: '成立时间' });
    assert.ok(await group.isVisible());
    assert.equal(
      await group.getByRole('button', { name: '3-5年' }).getAttribute('aria-pressed'),
      'true',
    );
    const filters = await group.boundingBox();
    const firstCard = await page
      .locator('main a[href*="/service/agency/result/"]')
      .first()
      .boundingBox();
    assert.ok(filters.y < firstCard.y, 'the filters are above the results');
    await page.getByRole('button', { name: '清除全部条件' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  // The six list pages with filters share the sheet: each opens it with its own controls.
  const PAGES = [
    ['/gxq/patent/result?q=电池&type=invention', /共\s*[\d,]+\s*条结果/, 'checkbox', 1],
    ['/gxq/service/agency/search', /家服务机构/, 'button', 0],
    ['/gxq/finance/list?tab=institution&type=银行', /家金融机构/, 'combobox', 1],
    ['/gxq/operations/list', /条专利出让信息/, 'combobox', 0],
    ['/gxq/nav/value?band=85-100', /件专利/, 'combobox', 1],
    ['/gxq/nav/pdf', /份报告/, 'combobox', 0],
  ];
  for (const viewport of [PHONE, DESKTOP])
    it(`at ${viewport.width} px every filtered list ${viewport === PHONE ? 'folds its filters into the sheet' : 'keeps its filters inline'}`, async () => {
      const { page, errors, context } = await openPage(env.browser, { viewport });
      for (const [path, count, role, active] of PAGES) {
        await page.goto(`${env.origin}${BASE}${path}`);
        await page.getByText(count).first().waitFor();
        if (viewport === DESKTOP) {
          assert.equal(await opener(page).count(), 0, path);
          assert.ok(await page.getByRole(role).first().isVisible(), path);
          continue;
        }
        const button = opener(page);
        assert.equal(
          await button.getAttribute('aria-label'),
          active ? `筛选，已选 ${active} 项` : '筛选',
          path,
        );
        await button.click();
        await sheet(page).waitFor();
        assert.ok((await sheet(page).getByRole(role).count()) > 0, path);
        await page.keyboard.press('Escape');
        await sheet(page).waitFor({ state: 'hidden' });
        assert.ok(await button.evaluate((element) => element === document.activeElement), path);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });

  it('at 375 px tabs, 筛选, pager buttons and filter options are at least 44 px high', async () => {
    const { page, errors, context } = await openPage(env.browser, { viewport: PHONE });
    const tall = async (name, locator) => {
      const sizes = await heights(locator);
      assert.ok(sizes.length > 0 && sizes.every((height) => height >= 44), `${name}: ${sizes}`);
    };
    const pager = () => page.getByRole('navigation', { name: '分页' }).getByRole('button');
    await page.goto(`${env.origin}${BASE}/gxq/operations/list`);
    await page.getByText(/条专利出让信息/).waitFor();
    await tall('hall tabs', page.getByRole('tab'));
    await tall('hall 筛选', opener(page));
    await tall('hall pager', pager());
    await page.goto(`${env.origin}${BASE}/gxq/finance/list`);
    await page.getByText(/款产品/).waitFor();
    await tall('finance tabs', page.getByRole('tab'));

    await page.goto(`${env.origin}${BASE}/gxq/patent/result?q=电池`);
    await page.getByText(/条结果/).waitFor();
    await tall('result 筛选', opener(page));
    await tall('result pager', pager());
    await opener(page).click();
    await tall('facets', sheet(page).locator('label:has(input[type="checkbox"])'));
    for (const name of ['清除', '查看结果', '关闭筛选'])
      await tall(name, sheet(page).getByRole('button', { name, exact: true }));
    assert.deepEqual(errors, []);
    await context.close();
  });
});
