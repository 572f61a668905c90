// 我的留言与咨询 and 留言管理: an administrator answers, the sender sees the badge and the reply.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, login, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();

const rows = (page) => page.locator('tbody tr.ant-table-row');
const REPLY = '贴息按贷款利息的50%给予补贴，请携带营业执照与贷款合同到服务大厅办理。';

/** The number of unread replies the header's avatar announces (0 without a badge). */
async function unreadOnAvatar(page) {
  const label = await page
    .getByRole('button', { name: /账户菜单：demo/ })
    .getAttribute('aria-label');
  return Number(label.match(/（(\d+) 条未读消息）/)?.[1] ?? 0);
}

describe('messages', () => {
  it('an administrator’s reply reaches the sender: badge, 新回复, the reply, then read', async () => {
    const admin = await openPage(env.browser);
    await login(admin.page, env.origin, { redirect: '/admin/messages?status=pending' });
    const question = rows(admin.page).filter({ hasText: '贴息政策' });
    await question.getByRole('button', { name: '回复', exact: true }).click();
    const drawer = admin.page.getByRole('dialog', { name: '回复留言' });
    await drawer.getByLabel('回复内容').fill(REPLY);
    await drawer.getByRole('button', { name: '发送回复' }).click();
    await admin.page.getByText('回复已发送').waitFor();
    // The answer joins the thread under the question, signed by the platform.
    await drawer.getByRole('listitem').filter({ hasText: REPLY }).getByText('平台管理员').waitFor();
    await question.waitFor({ state: 'detached' });
    assert.deepEqual(admin.errors, []);
    await admin.context.close();

    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, {
      account: 'demo',
      password: 'Demo@2026',
      redirect: '/account/messages',
    });
    await page.getByRole('button', { name: /账户菜单：demo（\d+ 条未读消息）/ }).waitFor();
    const before = await unreadOnAvatar(page);
    assert.ok(before >= 1);
    await page
      .getByRole('menuitem', { name: /我的留言与咨询/ })
      .locator('.ant-badge')
      .waitFor();
    const answered = rows(page).filter({ hasText: '贴息政策' });
    await answered.getByText('1 条新回复').waitFor();
    await answered.getByRole('button', { name: '查看对话' }).click();
    await page.getByRole('dialog').getByText(REPLY).waitFor();
    await answered.getByText('1 条新回复').waitFor({ state: 'detached' });
    await page.waitForFunction(
      (count) =>
        !document
          .querySelector('[aria-label^="账户菜单：demo"]')
          ?.getAttribute('aria-label')
          ?.includes(`（${count} 条未读消息）`),
      before,
    );
    assert.equal(await unreadOnAvatar(page), before - 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('administrators filter by status and target, in the URL, and close a message', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, { redirect: '/admin/messages' });
    await rows(page).first().waitFor();
    await page
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: '留言对象' }) })
      .click();
    await page.locator('.ant-select-item-option').filter({ hasText: '交易信息' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'listing');
    await rows(page).first().waitFor();
    const listing = rows(page).first();
    await listing.getByRole('button', { name: '关闭' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await page.getByText('留言已关闭').waitFor();
    await listing.getByText('已关闭').waitFor();
    await page.reload();
    await rows(page).first().getByText('已关闭').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('type'), 'listing');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a visitor’s path to 我的留言与咨询 goes through login', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/account/messages`);
    await page.waitForURL((url) => url.pathname === `${BASE}/user/login`);
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/account/messages');
    await context.close();
  });
});
