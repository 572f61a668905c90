// Every list of the shell holds its text: at 1440 px (tables) and 375 px (cards) no two pieces of
// text print over each other, and at 1440 px no column sits under the fixed 操作 column, whether
// the table is at its start or scrolled to its end.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADMIN, BASE, DEMO, LOADING, login, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();

const LISTS = [
  [
    DEMO,
    [
      '/account/listings',
      '/account/demands',
      '/account/messages',
      '/account/favorites',
      '/account/searches',
    ],
  ],
  [
    ADMIN,
    [
      '/admin/listings?status=all',
      '/admin/messages',
      '/admin/verifications?status=all',
      '/admin/users',
      '/admin/audit',
      '/admin/news',
      '/admin/agencies',
      '/admin/institutions',
      '/admin/products',
      '/admin/experts',
    ],
  ],
];

/** A table's rows, or a phone's cards. */
const ROWS = '.ant-table-tbody > tr.ant-table-row, ul[aria-label] > li';

/**
 * The text of the page's table rows and cards that is drawn over other text, or under a fixed
 * column. A text's box is what shows of it: clipped by each ancestor that hides its overflow (an
 * ellipsis), so a cut line does not count as reaching the next cell.
 */
function textProblems(rowsOf) {
  const problems = [];
  const meet = (a, b) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
  const fixedCell = (node) => node.parentElement.closest('[class*="-cell-fix"]');
  function textBoxes(row) {
    const boxes = [];
    const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      const element = node.parentElement;
      if (!text || element.closest('[aria-hidden="true"]')) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      const clips = [];
      for (let at = element; at && at !== row.parentElement; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
          clips.push(at.getBoundingClientRect());
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const box = clips.reduce(
          (shown, clip) => ({
            left: Math.max(shown.left, clip.left),
            right: Math.min(shown.right, clip.right),
            top: Math.max(shown.top, clip.top),
            bottom: Math.min(shown.bottom, clip.bottom),
          }),
          { left: line.left, right: line.right, top: line.top, bottom: line.bottom },
        );
        if (box.right - box.left > 1 && box.bottom - box.top > 1)
          boxes.push({ box, node, text: text.slice(0, 20) });
      }
    }
    return boxes;
  }
  const rows = document.querySelectorAll(`.ant-table-thead > tr, ${rowsOf}`);
  for (const row of rows) {
    const boxes = textBoxes(row);
    boxes.forEach((one, at) => {
      for (const other of boxes.slice(at + 1))
        if (one.node !== other.node && meet(one.box, other.box))
          problems.push(`«${one.text}» over «${other.text}»`);
    });
    for (const cell of row.querySelectorAll(':scope > [class*="-cell-fix"]')) {
      const covered = cell.getBoundingClientRect();
      for (const { box, node, text } of boxes)
        if (!fixedCell(node) && meet(covered, box))
          problems.push(`«${text}» under the fixed «${cell.innerText.trim().slice(0, 10)}»`);
    }
  }
  return [...new Set(problems)];
}

/** Scrolls every table that scrolls sideways to its end; whether there was one. */
function scrollTablesToEnd() {
  let scrolled = false;
  for (const box of document.querySelectorAll('.ant-table-content, .ant-table-body'))
    if (box.scrollWidth > box.clientWidth + 1) {
      box.scrollLeft = box.scrollWidth;
      scrolled = true;
    }
  return scrolled;
}

describe('shell lists hold their text', () => {
  for (const width of [1440, 375])
    for (const [user, paths] of LISTS)
      it(`at ${width} px ${user.account}'s lists: no text over text, none under a fixed column`, async () => {
        const { page, errors, context } = await openPage(env.browser, {
          viewport: { width, height: 900 },
        });
        await login(page, env.origin, { ...user, redirect: `${BASE}${paths[0]}` });
        for (const path of paths) {
          await page.goto(`${env.origin}${BASE}${path}`);
          await page
            .locator(ROWS)
            .first()
            .waitFor()
            .catch((error) => assert.fail(`${path} at ${width} px shows no row: ${error.message}`));
          await page.waitForFunction((busy) => !document.querySelector(busy), LOADING);
          assert.deepEqual(await page.evaluate(textProblems, ROWS), [], `${path} at ${width} px`);
          if (await page.evaluate(scrollTablesToEnd))
            assert.deepEqual(
              await page.evaluate(textProblems, ROWS),
              [],
              `${path} at ${width} px, scrolled to its end`,
            );
        }
        assert.deepEqual(errors, []);
        await context.close();
      });
});
