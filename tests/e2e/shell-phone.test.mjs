// The shell's lists on a phone and on a wide screen: at 375 px each row is a card whose title,
// status and actions are all in sight, none under another; at 1440 px titles that differ only
// late are not cut to the same first few characters.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ADMIN,
  DEMO,
  BASE,
  login,
  openPage,
  startPreviewAndBrowser,
  waitForOrExplain,
} from './support.mjs';

const env = startPreviewAndBrowser();
const PHONE = { width: 375, height: 812 };
const WIDE = { width: 1440, height: 900 };
const SCREENSHOTS = process.env.SCREENSHOTS_DIR || '/tmp';

// A favourite has no status column: whether it was taken down is a tag beside its title.
const LISTS = [
  [DEMO, '/account/listings', '我的发布列表'],
  [DEMO, '/account/demands', '我的需求列表'],
  [DEMO, '/account/messages', '留言列表'],
  [DEMO, '/account/favorites', '我的收藏列表', { status: false }],
  [ADMIN, '/admin/listings?status=all', '交易信息列表'],
  [ADMIN, '/admin/messages', '留言列表'],
  [ADMIN, '/admin/verifications?status=all', '企业认证申请列表'],
  [ADMIN, '/admin/users', '用户列表'],
];

/**
 * What is wrong with the cards of the list: a part cut, off the screen, under something else, or
 * two parts on top of each other. Each card is scrolled into view and probed where its parts are.
 */
function cardProblems(list, { status: hasStatus = true } = {}) {
  const problems = [];
  const overlap = (a, b) =>
    a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  /** Whether what the user sees at the middle of `element` is the element itself. */
  const onTop = (element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(hit && (element === hit || element.contains(hit) || hit.contains(element)));
  };
  const onScreen = (box) =>
    box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= innerWidth;
  const cards = [...list.children];
  if (cards.length === 0) problems.push('no cards');
  cards.forEach((card, index) => {
    card.scrollIntoView({ block: 'center' });
    const say = (what) => problems.push(`card ${index + 1}: ${what}`);
    const part = (name) => card.querySelector(`[data-card-part="${name}"]`);
    const title = part('title');
    const status = part('status');
    const actions = part('actions');
    if (!title || !title.innerText.trim()) return say('no title');
    if (hasStatus && !status?.innerText.trim()) say('no status');
    if (!actions) say('no actions');
    // Cut text: a box narrower than what it holds, or an ellipsis.
    for (const element of [title, ...title.querySelectorAll('*')]) {
      if (
        element.scrollWidth > element.clientWidth + 1 &&
        getComputedStyle(element).overflowX !== 'visible'
      )
        say(`title clipped in <${element.tagName.toLowerCase()}>`);
      if (getComputedStyle(element).textOverflow === 'ellipsis') say('title has an ellipsis');
    }
    const parts = [
      ['title', title],
      ['status', status],
      ['actions', actions],
    ].filter(([, element]) => element);
    for (const [name, element] of parts) {
      const box = element.getBoundingClientRect();
      if (!onScreen(box)) say(`${name} off the screen (${box.left}-${box.right})`);
      if (!onTop(element)) say(`${name} is under something else`);
    }
    for (let i = 0; i < parts.length; i += 1)
      for (let j = i + 1; j < parts.length; j += 1)
        if (overlap(parts[i][1].getBoundingClientRect(), parts[j][1].getBoundingClientRect()))
          say(`${parts[i][0]} overlaps ${parts[j][0]}`);
    const buttons = actions ? [...actions.querySelectorAll('button, a')] : [];
    buttons.forEach((button, at) => {
      const box = button.getBoundingClientRect();
      const name = button.innerText.trim() || `action ${at + 1}`;
      if (!onScreen(box)) say(`${name} off the screen`);
      if (!onTop(button)) say(`${name} is under something else`);
      if (box.height < 44) say(`${name} is ${box.height} px high`);
      buttons.slice(at + 1).forEach((other) => {
        if (overlap(box, other.getBoundingClientRect()))
          say(`${name} overlaps ${other.innerText.trim()}`);
      });
    });
  });
  return problems;
}

describe('shell lists on a phone', () => {
  for (const user of [DEMO, ADMIN])
    it(`at 375 px ${user.account}'s lists show each row's title, status and actions`, async () => {
      const { page, errors, context } = await openPage(env.browser, { viewport: PHONE });
      await login(page, env.origin, { ...user, redirect: '/account/center' });
      for (const [, path, label, parts] of LISTS.filter(([owner]) => owner === user)) {
        await page.goto(`${env.origin}${BASE}${path}`);
        const list = page.getByRole('list', { name: label });
        await list.getByRole('listitem').first().waitFor();
        assert.deepEqual(await list.evaluate(cardProblems, parts), [], path);
        // The keyword box is wide enough to type in: a list's actions go to the next row.
        const keyword = page.getByRole('searchbox', { name: '关键词' });
        if (await keyword.count()) {
          const { width } = await keyword.boundingBox();
          assert.ok(width >= 100, `${path}: the keyword box is ${width} px wide`);
        }
        // The toolbar's and the pager's controls are big enough for a thumb, as the cards' are.
        const small = await page.evaluate(() =>
          [
            ...document.querySelectorAll(
              '[aria-label="关键词"], button[aria-label="刷新"], .ant-input-search-btn, [aria-label^="第 "][aria-label$=" 页"]',
            ),
          ]
            .map((element) => element.closest('li, .ant-input-affix-wrapper') ?? element)
            .map((element) => {
              const { width, height } = element.getBoundingClientRect();
              const name = element.getAttribute('aria-label') ?? element.innerText.trim();
              // A page item the pager leaves out on a narrow screen has no box at all.
              const shown = width > 0 || height > 0;
              return shown && (height < 44 || width < 44)
                ? `${name || element.className}: ${width}×${height}`
                : '';
            })
            .filter(Boolean),
        );
        assert.deepEqual(small, [], `${path}: controls under 44 px`);
        // The page itself never scrolls sideways.
        assert.ok(
          await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
          `${path} scrolls sideways`,
        );
        await page.evaluate(() => scrollTo(0, 0));
        const name = path.split('?')[0].slice(1).replaceAll('/', '-');
        await page.screenshot({ path: `${SCREENSHOTS}/shell-phone-${name}-375.png` });
      }
      assert.deepEqual(errors, []);
      await context.close();
    });

  it('at 375 px a page turned from the pager below the cards starts at its first card', async () => {
    const { page, errors, context } = await openPage(env.browser, { viewport: PHONE });
    await login(page, env.origin, { ...ADMIN, redirect: '/admin/listings?status=all' });
    const firstCard = page
      .getByRole('list', { name: '交易信息列表' })
      .getByRole('listitem')
      .first();
    await firstCard.waitFor();
    const pageOne = await firstCard.innerText();
    // The pager is below ten cards: pressing it scrolls the window far down.
    await page.getByRole('button', { name: '第 2 页' }).click();
    await page.waitForFunction((previous) => {
      const card = document.querySelector('[aria-label="交易信息列表"] > li');
      return card && card.innerText !== previous;
    }, pageOne);
    const { cardTop, headerBottom } = await firstCard.evaluate((card) => ({
      cardTop: card.getBoundingClientRect().top,
      headerBottom: document
        .querySelector('.ant-pro-layout-header-fixed-header')
        .getBoundingClientRect().bottom,
    }));
    assert.ok(
      cardTop >= headerBottom && cardTop < headerBottom + 120,
      `page 2's first card is at ${cardTop} px, the header ends at ${headerBottom} px`,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('at 375 px a link past the last page says so, rather than that nothing matches, and offers the last page', async () => {
    const { page, errors, context } = await openPage(env.browser, { viewport: PHONE });
    await login(page, env.origin, { ...ADMIN, redirect: '/admin/listings?status=all&page=999' });
    const pastEnd = page.getByText(/^第 999 页没有内容（共 (\d+) 页）$/);
    await waitForOrExplain(page, pastEnd);
    const lastPage = (await pastEnd.textContent()).match(/共 (\d+) 页/)[1];
    await page.getByText(/^总共 \d+ 条$/).waitFor();
    await page.getByRole('button', { name: '前往最后一页' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === lastPage);
    await page.getByRole('list', { name: '交易信息列表' }).getByRole('listitem').first().waitFor();
    await page.getByText(new RegExp(`^第 \\d+-\\d+ 条/总共 \\d+ 条$`)).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});

// Two titles the same for their first 11 characters.
const TWINS = ['一种锂离子电池正极材料及其制备方法', '一种锂离子电池正极材料的回收利用工艺'];

/**
 * Gives the first two items of every page of `pattern` the twin titles. Returns what each answer
 * was, for the failure message; an answer that cannot be changed goes to the page as it came, so
 * a failure shows what the page did with it rather than a request left hanging.
 */
async function twinTitles(page, pattern) {
  const answers = [];
  await page.route(pattern, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    try {
      const response = await route.fetch();
      const body = await response.json();
      const items = body.data.content;
      TWINS.forEach((title, index) => {
        if (items[index]) items[index].title = title;
      });
      answers.push(`${pathname}${search}: HTTP ${response.status()}, ${items.length} items`);
      await route.fulfill({ response, json: body });
    } catch (error) {
      answers.push(`${pathname}${search}: not changed (${error.message.split('\n')[0]})`);
      await route.fallback().catch(() => undefined);
    }
  });
  return answers;
}

describe('shell lists on a wide screen', () => {
  for (const [user, path, api] of [
    [DEMO, '/account/listings', '**/ipcTransaction/mine*'],
    [ADMIN, '/admin/listings?status=all', '**/admin/ipcTransaction/find*'],
  ])
    it(`at 1440 px ${path} shows titles that differ late in full`, async () => {
      const { page, errors, context } = await openPage(env.browser, { viewport: WIDE });
      await login(page, env.origin, { ...user, redirect: '/account/center' });
      const answers = await twinTitles(page, api);
      await page.goto(`${env.origin}${BASE}${path}`);
      const rows = page.locator('tbody tr[data-row-key]');
      for (const title of TWINS) {
        const link = rows.getByRole('link', { name: title, exact: true });
        await waitForOrExplain(page, link).catch((error) => {
          error.message += `\nThe list's answers: ${answers.join('; ') || 'none'}`;
          throw error;
        });
        const shown = await link.evaluate((element) => {
          const cell = element.closest('td');
          const box = element.getBoundingClientRect();
          const cellBox = cell.getBoundingClientRect();
          return {
            // Every character painted inside the cell: no cut, no ellipsis, no sideways overflow.
            inside: box.left >= cellBox.left - 1 && box.right <= cellBox.right + 1,
            cut: [cell, ...cell.querySelectorAll('*')].some(
              (node) =>
                getComputedStyle(node).textOverflow === 'ellipsis' ||
                (node.scrollWidth > node.clientWidth + 1 &&
                  getComputedStyle(node).overflowX !== 'visible'),
            ),
            lines: Math.round(box.height / parseFloat(getComputedStyle(element).lineHeight)),
          };
        });
        assert.deepEqual(
          { inside: shown.inside, cut: shown.cut },
          { inside: true, cut: false },
          title,
        );
        assert.ok(shown.lines <= 2, `${title} takes ${shown.lines} lines`);
      }
      // The page fits the screen: nothing to scroll sideways to reach a title.
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
      const name = path.split('?')[0].slice(1).replaceAll('/', '-');
      await page.screenshot({ path: `${SCREENSHOTS}/shell-wide-${name}-1440.png`, fullPage: true });
      assert.deepEqual(errors, []);
      await context.close();
    });
});
