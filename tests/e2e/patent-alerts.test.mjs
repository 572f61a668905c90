// Alerts on saved patent searches and the search history with the account. demo's seeded search
// 储能技术跟踪 (q 储能) was last opened on 4 November at 11:00 China time: the records it finds that
// entered the database since (published from the 5th on) show as 新增 N in 我的检索, on its tab,
// in the menu's badge and in 个人中心, until it is opened. A visitor's history stays in the
// browser and moves to the account at sign-in; a signed-in user's searches are kept with the
// account (another browser sees them), removed one by one or all after a confirmation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, DEMO, login, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();

const rows = (page) => page.locator('tbody tr[data-row-key]');
const TRACKED = '储能技术跟踪';

/** The signed-in page's token, for asking the backend what the page should show. */
const tokenOf = (page) => page.evaluate(() => window.localStorage.getItem('Authorization'));

/** Every record `q` finds (one per application), as the search endpoint answers. */
async function hitsOf(page, q) {
  const response = await page.request.get(
    `${env.origin}/ipr-data-service/api/front/patent/search?${new URLSearchParams({
      q,
      size: '1000',
      groupFamilies: 'false',
    })}`,
  );
  return (await response.json()).data.content;
}

async function mySearches(page) {
  await page.goto(`${env.origin}${BASE}/account/searches?kind=patent`);
  await rows(page).first().waitFor();
}

const historyPanel = (page) => page.getByRole('complementary', { name: '检索历史' });
const historyQueries = (page) => historyPanel(page).getByRole('listitem').getByRole('link');

/** Searches from the search page's box, then comes back to the search page. */
async function searchFor(page, query) {
  await page.goto(`${env.origin}${BASE}/gxq/patent/search`);
  await page.getByLabel('检索词').fill(query);
  await page.getByLabel('检索词').press('Enter');
  await page.waitForURL((url) => url.pathname === `${BASE}/gxq/patent/result`);
  await page.getByText(/^共 [\d,]+ 条结果/).waitFor();
  await page.goto(`${env.origin}${BASE}/gxq/patent/search`);
}

describe('alerts on saved patent searches', () => {
  it('a saved patent search shows what entered since it was last opened, until it is opened', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, { ...DEMO, redirect: '/account/searches?kind=patent' });
    const hits = await hitsOf(page, '储能');
    const expected = hits.filter((p) => p.publicationDate >= '2026-11-05').length;
    assert.ok(expected > 0, 'the data set has records about 储能 published from 5 November on');

    await mySearches(page);
    let row = rows(page).filter({ hasText: TRACKED });
    await row.getByText(`当前命中 ${hits.length} 件`).waitFor();
    await row.getByLabel(`新增 ${expected} 件`).waitFor();
    await page.getByText(`专利检索（新增 ${expected}）`).first().waitFor();
    // The other seeded patent search has nothing new.
    assert.equal(
      await rows(page).filter({ hasText: '锂离子电池发明专利' }).getByText(/新增/).count(),
      0,
    );

    // The menu's badge adds up what is new in every saved search (the hall filter's too).
    const saved = await page.request.get(
      `${env.origin}/ipr-website-service/api/authFront/savedSearch/find?size=30`,
      { headers: { Authorization: await tokenOf(page) } },
    );
    const total = (await saved.json()).data.content.reduce((sum, s) => sum + (s.newCount ?? 0), 0);
    assert.ok(total >= expected);
    await page
      .getByRole('menuitem', { name: /我的检索/ })
      .locator('.ant-badge')
      .getByTitle(`我的检索有 ${total} 条新增结果`)
      .waitFor();

    // 个人中心 says it on the 我的检索 tile.
    await page.goto(`${env.origin}${BASE}/account/center`);
    await page
      .getByRole('link', { name: /^我的检索 \d+$/ })
      .getByText(new RegExp(`专利检索新增 ${expected} 件`))
      .waitFor();

    // Opening it shows its results and clears what was new.
    await mySearches(page);
    row = rows(page).filter({ hasText: TRACKED });
    await row.getByRole('button', { name: `打开“${TRACKED}”` }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/patent/result`);
    assert.equal(new URL(page.url()).searchParams.get('q'), '储能');
    await page.getByText(/^共 [\d,]+ 条结果/).waitFor();

    await mySearches(page);
    row = rows(page).filter({ hasText: TRACKED });
    await row.getByText(`当前命中 ${hits.length} 件`).waitFor();
    assert.equal(await row.getByText(/新增/).count(), 0);
    await page.getByText('专利检索', { exact: true }).first().waitFor();
    assert.equal(await page.getByText(/专利检索（新增/).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('search history with the account', () => {
  it('a visitor’s history moves to the account at sign-in; the account keeps what is searched', async () => {
    const { page, errors, context } = await openPage(env.browser);
    // As a visitor: kept in this browser.
    await searchFor(page, '石墨烯 导热');
    await historyQueries(page).first().getByText('石墨烯 导热').waitFor();
    assert.deepEqual(
      await page.evaluate(() => JSON.parse(window.localStorage.getItem('ipr.patentSearchHistory'))),
      ['石墨烯 导热'],
    );

    // Signing in moves it to the account: the browser keeps nothing.
    await login(page, env.origin, { ...DEMO, redirect: '/gxq/patent/search' });
    await historyPanel(page).getByText('检索历史随账号保存').waitFor();
    assert.equal(await historyQueries(page).first().innerText(), '石墨烯 导热');
    assert.equal(
      await page.evaluate(() => window.localStorage.getItem('ipr.patentSearchHistory')),
      null,
    );

    // Signed in: a search goes to the account, on top.
    await searchFor(page, '储能 AND 光伏');
    await historyQueries(page).first().getByText('储能 AND 光伏').waitFor();
    assert.equal(await historyQueries(page).nth(1).innerText(), '石墨烯 导热');
    assert.equal(
      await page.evaluate(() => window.localStorage.getItem('ipr.patentSearchHistory')),
      null,
    );
    assert.deepEqual(errors, []);
    await context.close();

    // Another browser signed in to the same account sees the same history.
    const other = await openPage(env.browser, { fresh: true });
    await login(other.page, env.origin, { ...DEMO, redirect: '/gxq/patent/search' });
    await historyQueries(other.page).first().getByText('储能 AND 光伏').waitFor();
    assert.equal(await historyQueries(other.page).nth(1).innerText(), '石墨烯 导热');

    // One entry removed from the keyboard: the focus moves to the entry taking its place.
    const remove = historyPanel(other.page).getByRole('button', {
      name: '从检索历史中删除“储能 AND 光伏”',
    });
    await remove.focus();
    await other.page.keyboard.press('Enter');
    await historyQueries(other.page).first().getByText('石墨烯 导热').waitFor();
    assert.equal(
      await other.page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      '从检索历史中删除“石墨烯 导热”',
    );

    // 清空历史 asks first: Escape keeps the list, Enter on the question clears it.
    const ask = historyPanel(other.page).getByRole('button', { name: /清空历史/ });
    await ask.click();
    const question = historyPanel(other.page).getByRole('group', {
      name: /清空全部 \d+ 条检索历史？/,
    });
    await question.waitFor();
    await other.page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    assert.ok((await historyQueries(other.page).count()) > 0);
    await ask.click();
    await question.waitFor();
    await other.page.keyboard.press('Enter');
    await historyPanel(other.page).getByText('暂无检索历史，检索后会保存在您的账号中').waitFor();
    assert.deepEqual(other.errors, []);
    await other.context.close();

    // Cleared with the account: a new sign-in finds none.
    const third = await openPage(env.browser, { fresh: true });
    await login(third.page, env.origin, { ...DEMO, redirect: '/gxq/patent/search' });
    await historyPanel(third.page).getByText('暂无检索历史，检索后会保存在您的账号中').waitFor();
    assert.deepEqual(third.errors, []);
    await third.context.close();
  });
});
