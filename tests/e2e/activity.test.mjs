// One clock: what demo submits and an administrator approves shows in demo's 最近动态 (个人中心)
// as 提交审核 and 审核通过, newest first, with today's date and the time in China; 我的发布 and
// 交易信息管理 show the time of the last change.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, BASE, login, openPage, startPreviewAndBrowser } from './support.mjs';
import { AUTHORIZATION, fillListing, submitForReview } from './trade-forms.mjs';

const env = startPreviewAndBrowser();
const rows = (page) => page.locator('tbody tr[data-row-key]');
const CHINA_OFFSET_MS = 8 * 3_600_000;
const chinaToday = () => new Date(Date.now() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
const DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;
/** The `YYYY-MM-DD HH:mm` in a text (e.g. 更新 …), read back as the moment it names in China. */
const shownMoment = (text) => Date.parse(`${text.match(DATE_TIME)[0].replace(' ', 'T')}:00+08:00`);

/** The shown time lies within the test's run (to the minute it is shown at). */
function assertShownDuring(text, started) {
  const moment = shownMoment(text);
  assert.ok(
    moment >= started - 60_000 && moment <= Date.now(),
    `${text} is not a time of this run (China time)`,
  );
}

describe('最近动态 and the time of the last change', () => {
  it('demo submits, an administrator approves: 个人中心 shows both with today’s time, newest first', async () => {
    const started = Date.now();
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, {
      ...DEMO,
      redirect: '/gxq/operations/apply/sell',
    });
    await page.getByLabel('专利申请号').waitFor();
    const patent = await fillListing(page);
    const statement = page.getByLabel('授权说明');
    if (await statement.count()) await statement.fill(AUTHORIZATION);
    const id = await submitForReview(page);
    const link = `a[href$="/gxq/operations/sell/${id}"]`;

    // 我的发布: the row says when it last changed, to the minute.
    await page.goto(`${env.origin}${BASE}/account/listings`);
    const own = rows(page).filter({ has: page.locator(link) });
    const ownTime = own.getByText(DATE_TIME);
    await ownTime.waitFor();
    assertShownDuring(await ownTime.innerText(), started);

    // The administrator sees the same time in 交易信息管理 and approves.
    const admin = await openPage(env.browser);
    await login(admin.page, env.origin, { redirect: '/admin/listings?status=pending' });
    const row = rows(admin.page).filter({ has: admin.page.locator(link) });
    const adminTime = row.getByText(DATE_TIME);
    await adminTime.waitFor();
    assert.equal(await adminTime.innerText(), await ownTime.innerText());
    await row.getByRole('button', { name: '通过' }).click();
    await admin.page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^通\s*过$/ })
      .click();
    await admin.page.getByText('已通过，信息已在交易大厅展示').waitFor();
    await admin.context.close();

    await page.goto(`${env.origin}${BASE}/account/center`);
    const feed = page.locator('.ant-pro-card').filter({ hasText: '最近动态' });
    const items = feed.getByRole('listitem');
    await items.first().waitFor();
    const latest = await items.evaluateAll((nodes) =>
      nodes.slice(0, 2).map((node) => ({
        text: node.textContent,
        title: node.querySelector('a')?.textContent,
        href: node.querySelector('a')?.getAttribute('href'),
        time: node.querySelector('time')?.textContent,
      })),
    );
    assert.match(latest[0].text, /^审核通过/);
    assert.match(latest[1].text, /^提交审核/);
    for (const entry of latest) {
      assert.equal(entry.title, patent.title, 'the item is named');
      assert.ok(entry.href.endsWith(`/gxq/operations/sell/${id}`), 'the title opens the item');
      assert.ok(entry.time.startsWith(`${chinaToday()} `), `${entry.time} is today in China`);
      assertShownDuring(entry.time, started);
    }
    // Newest first: the approval came after the submission.
    assert.ok(shownMoment(latest[0].time) >= shownMoment(latest[1].time));

    // More than the first ten events: 查看更多 lists older ones below them.
    const before = await items.count();
    await feed.getByRole('button', { name: '查看更多' }).click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('.ant-pro-card li').length > count,
      before,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
