// Lost updates (security finding 7): the same account edits one listing or demand in two windows.
// The second save, based on the version before the first one, is refused: the form says so, keeps
// what was typed, and lets the user load the latest content or keep their changes and save again.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DEMO, BASE, login, openPage, startPreviewAndBrowser } from './support.mjs';
import { AUTHORIZATION } from './trade-forms.mjs';

const env = startPreviewAndBrowser();
const CONFLICT = '该信息已被修改（可能在其他窗口或设备上）';
const SCREENSHOTS = 'tests/e2e/output';

const rows = (page) => page.locator('tbody tr[data-row-key]');
/** Console errors but the browser's own line about the refused save (HTTP 409), which is expected. */
const unexpected = (errors) => errors.filter((line) => !/status of 409/.test(line));

/** A window signed in as demo on the edit form of `id`, its fields filled from the item. */
async function editWindow(kind, id, viewport) {
  const window = await openPage(env.browser, viewport ? { viewport } : undefined);
  await login(window.page, env.origin, {
    ...DEMO,
    redirect: `/gxq/operations/apply/${kind}?id=${id}`,
  });
  const title = window.page.getByLabel(kind === 'sell' ? '专利名称' : '需求标题');
  await title.waitFor();
  assert.ok((await title.inputValue()).length >= 4);
  return { ...window, title };
}

/** The id of the first of demo's own items on 我的发布 / 我的需求. */
async function firstOwnId(kind) {
  const { page, context } = await openPage(env.browser);
  const path = kind === 'sell' ? '/account/listings' : '/account/demands';
  await login(page, env.origin, { ...DEMO, redirect: path });
  await rows(page).first().waitFor();
  const href = await rows(page).first().getByRole('link').first().getAttribute('href');
  await context.close();
  return href.split('/').pop();
}

/** The listing's price set to `price` 万元 (not 面议), and the statement its seller must give. */
async function priceListing(page, price) {
  const negotiable = page.getByRole('switch', { name: '面议' });
  if ((await negotiable.getAttribute('aria-checked')) === 'true') await negotiable.click();
  await page.getByLabel('价格').fill(price);
  const statement = page.getByLabel('授权说明');
  if (await statement.count()) await statement.fill(AUTHORIZATION);
}

async function save(page) {
  await page.getByRole('button', { name: '保存并重新提交审核' }).click();
}

const saved = (page) => page.getByRole('status').filter({ hasText: '已提交，等待平台审核' });

describe('two windows editing one item', () => {
  it('the second save is refused without losing what was typed; reloading shows the first one’s; saving again works', async () => {
    const id = await firstOwnId('sell');
    const first = await editWindow('sell', id);
    // The second window is a phone: the notice must fit at 375 px.
    const second = await editWindow('sell', id, { width: 375, height: 812 });
    const original = await first.title.inputValue();
    const firstTitle = `${original.slice(0, 40)}（第一个窗口）`;
    const secondTitle = `${original.slice(0, 40)}（第二个窗口）`;

    await first.title.fill(firstTitle);
    await priceListing(first.page, '21.5');
    await save(first.page);
    await saved(first.page).waitFor();

    await second.title.fill(secondTitle);
    await priceListing(second.page, '33.5');
    await save(second.page);
    const notice = second.page.getByRole('alert', { name: CONFLICT });
    await notice.waitFor();
    await notice.getByText('您填写的内容仍保留在本页').waitFor();
    // Announced and focused, so the keyboard goes on from it.
    assert.ok(await notice.evaluate((node) => node === document.activeElement));
    assert.equal(await saved(second.page).count(), 0);
    assert.equal(await second.title.inputValue(), secondTitle);
    assert.equal(await second.page.getByLabel('价格').inputValue(), '33.5');

    // At 375 px the notice and its buttons fit the screen, nothing scrolls sideways.
    await notice.scrollIntoViewIfNeeded();
    mkdirSync(SCREENSHOTS, { recursive: true });
    await second.page.screenshot({ path: `${SCREENSHOTS}/edit-conflict-375.png` });
    const box = await notice.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 375, `notice at ${box.x}+${box.width}`);
    for (const name of ['重新加载最新内容', '保留我的修改']) {
      const button = await notice.getByRole('button', { name }).boundingBox();
      assert.ok(button.x >= 0 && button.x + button.width <= 375, `${name} at ${button.x}`);
    }
    assert.ok(
      await second.page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    );

    // Reloading asks first (typed values would go), by keyboard.
    await notice.getByRole('button', { name: '重新加载最新内容' }).focus();
    await second.page.keyboard.press('Enter');
    await notice.getByText('您的修改不会保留').waitFor();
    await second.page.keyboard.press('Escape');
    await notice.getByRole('button', { name: '保留我的修改' }).waitFor();
    assert.equal(await second.title.inputValue(), secondTitle);
    await notice.getByRole('button', { name: '重新加载最新内容' }).click();
    await notice.getByRole('button', { name: '确定重新加载' }).click();
    await second.page.getByRole('status').filter({ hasText: '已加载最新内容' }).waitFor();
    assert.equal(await second.page.getByRole('alert', { name: CONFLICT }).count(), 0);
    assert.equal(await second.title.inputValue(), firstTitle);
    assert.equal(await second.page.getByLabel('价格').inputValue(), '21.5');
    // The first save sent it back to review; the form's notice follows the item as it is now.
    await second.page.getByText('保存修改后将重新提交平台审核').waitFor();
    assert.equal(await second.page.getByText('该信息正在交易大厅展示').count(), 0);

    // Saving again is based on the first window's version and goes through.
    await priceListing(second.page, '40');
    await save(second.page);
    await saved(second.page).waitFor();
    await second.page.getByRole('link', { name: /预览信息/ }).click();
    await second.page.waitForURL((url) => url.pathname.endsWith(`/gxq/operations/sell/${id}`));
    await second.page.getByText('40万元').first().waitFor();
    await second.page.getByText(firstTitle).first().waitFor();

    assert.deepEqual(first.errors, []);
    assert.deepEqual(unexpected(second.errors), []);
    await first.context.close();
    await second.context.close();
  });

  it('keeping my changes saves them over the other window’s (a demand)', async () => {
    const id = await firstOwnId('buy');
    const first = await editWindow('buy', id);
    const second = await editWindow('buy', id);
    const original = await first.title.inputValue();
    const firstTitle = `${original.slice(0, 40)}（第一个窗口）`;
    const secondTitle = `${original.slice(0, 40)}（第二个窗口）`;

    await first.title.fill(firstTitle);
    await save(first.page);
    await saved(first.page).waitFor();

    await second.title.fill(secondTitle);
    await save(second.page);
    const notice = second.page.getByRole('alert', { name: CONFLICT });
    await notice.waitFor();
    await notice.getByRole('button', { name: '保留我的修改' }).click();
    await second.page.getByRole('status').filter({ hasText: '已保留您的修改' }).waitFor();
    assert.equal(await second.title.inputValue(), secondTitle);
    // A reload of the page keeps the typed values and what they are now based on (the draft).
    await second.page.reload();
    await second.title.waitFor();
    assert.equal(await second.title.inputValue(), secondTitle);
    await save(second.page);
    await saved(second.page).waitFor();
    await saved(second.page).getByText(secondTitle).waitFor();

    // The first window, opened again, shows the kept changes.
    await first.page.goto(`${env.origin}${BASE}/gxq/operations/apply/buy?id=${id}`);
    await first.title.waitFor();
    assert.equal(await first.title.inputValue(), secondTitle);
    assert.deepEqual(first.errors, []);
    assert.deepEqual(unexpected(second.errors), []);
    await first.context.close();
    await second.context.close();
  });
});
