import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, BASE, login, openPage, startPreviewAndBrowser } from './support.mjs';

// Issue 12: a keyboard reaches everything — the skip link first, a visible focus, and dialogs that
// hold focus while open and give it back when closed.
const env = startPreviewAndBrowser();

const focused = (page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase(),
      text: element?.textContent?.trim() ?? '',
      inDialog: Boolean(element?.closest('[role="dialog"]')),
      outline: element ? getComputedStyle(element).outlineStyle : '',
    };
  });

describe('keyboard use', () => {
  for (const width of [1440, 375]) {
    it(`the first Tab on a portal page at ${width} px is a visible skip link to the content`, async () => {
      const { page, errors, context } = await openPage(env.browser, {
        viewport: { width, height: 800 },
      });
      await page.goto(`${env.origin}${BASE}/gxq/patent/search`);
      await page.getByRole('heading', { name: '专利检索' }).first().waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: '跳到主要内容' });
      assert.deepEqual(await focused(page), {
        tag: 'a',
        text: '跳到主要内容',
        inDialog: false,
        outline: 'solid',
      });
      const box = await skip.boundingBox();
      assert.ok(box && box.y >= 0 && box.x >= 0 && box.y + box.height <= 800, 'shown on screen');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');
      // The next Tab goes into the content, past the header's navigation.
      await page.keyboard.press('Tab');
      assert.equal(
        await page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
        true,
      );
      assert.equal(new URL(page.url()).hash, '', 'the router keeps its URL');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('the shell has the skip link too, and it lands in the page content', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, {
      ...DEMO,
      redirect: '/account/center',
    });
    // A fresh load, as a user arriving at the page: the first Tab starts at the top.
    await page.reload();
    await page.getByText('最近动态').first().waitFor();
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).text, '跳到主要内容');
    await page.keyboard.press('Enter');
    const landed = await page.evaluate(() => ({
      id: document.activeElement?.id,
      inMain: Boolean(document.activeElement?.closest('main')),
      holdsPage: Boolean(document.activeElement?.textContent?.includes('最近动态')),
      holdsMenu: Boolean(document.activeElement?.querySelector('[role="menu"]')),
    }));
    assert.deepEqual(landed, {
      id: 'main-content',
      inMain: true,
      holdsPage: true,
      holdsMenu: false,
    });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the message dialog holds focus while open and gives it back to its button', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/index`);
    const trigger = page.getByRole('button', { name: '在线留言' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // antd moves focus in once the opening animation ends.
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    // Tab and Shift+Tab round the dialog several times: focus never reaches the page behind it.
    // Past its last control it may rest on the browser's own (the document then has none, as
    // with a native modal <dialog>); the next Tab comes back to the dialog's first.
    let previous = '';
    for (let step = 0; step < 24; step += 1) {
      await page.keyboard.press(step % 5 === 4 ? 'Shift+Tab' : 'Tab');
      const now = await focused(page);
      if (now.tag === 'body')
        assert.notEqual(previous, 'body', `step ${step}: focus did not come back to the dialog`);
      else assert.equal(now.inDialog, true, `step ${step}: focus on ${now.tag} ${now.text}`);
      previous = now.tag;
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === '在线留言');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a navigation report is chosen and downloaded with the keyboard alone', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/nav/pdf`);
    await page.locator('iframe').waitFor();
    const second = page.locator('aside li button').nth(1);
    const title = (await second.locator('strong').textContent()).trim();
    await second.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.locator(`iframe[title="${title}（PDF）"]`).waitFor();
    // Choosing keeps focus on the chosen report, so Tab goes on from there.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-current') === 'true',
    );
    // From the chosen report, Tab reaches its download link; the PDF frame, named after the report,
    // follows in the tab order (whether the browser's PDF viewer then keeps focus inside itself
    // depends on the viewer, so that is not asserted).
    const reached = [];
    for (let step = 0; step < 40 && !reached.some((text) => /下载 PDF/.test(text)); step += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    assert.ok(
      reached.some((text) => /下载 PDF/.test(text)),
      reached.join(' | '),
    );
    const frame = page.locator(`iframe[title="${title}（PDF）"]`);
    assert.equal(await frame.getAttribute('tabindex'), null, 'the frame is not taken out of Tab');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
