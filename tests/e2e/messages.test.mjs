// 我的留言与咨询 and 留言管理: an administrator answers, the sender sees the badge and the reply; an
// administrator forwards a consultation about an agency and its sender reads where it went.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEMO,
  BASE,
  escapeFrom,
  login,
  openPage,
  startPreviewAndBrowser,
  chooseOption,
} from './support.mjs';

const env = startPreviewAndBrowser();

const rows = (page) => page.locator('tbody tr[data-row-key]');
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
      ...DEMO,
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
    await chooseOption(page.getByLabel('留言对象'), '交易信息');
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

  it('an administrator forwards an agency consultation; the asker reads it, unread, in the thread', async () => {
    const admin = await openPage(env.browser);
    await login(admin.page, env.origin, { redirect: '/admin/messages?forward=waiting' });
    // buyer's seeded question to a service agency, which has no account of its own.
    const question = rows(admin.page).filter({ hasText: 'PCT申请' });
    await question.getByRole('button', { name: '回复', exact: true }).click();
    const drawer = admin.page.getByRole('dialog', { name: '回复留言' });
    await drawer.getByRole('button', { name: '转交机构' }).click();
    const form = admin.page.getByRole('dialog', { name: /^转交机构：/ });
    const agency = (await form.locator('.ant-modal-title').textContent())
      .replace(/^转交机构：/, '')
      .trim();
    const contact = form.getByLabel('对方联系方式');
    // The directory's contact is filled in, and the form is honest that nothing is sent.
    assert.match(await contact.inputValue(), /@/);
    await form.getByText('演示环境不会发送邮件或短信').waitFor();
    await contact.fill('029-1234');
    await form.getByRole('button', { name: '确认转交' }).click();
    await form.getByText('请填写正确的邮箱、手机号码或固定电话').waitFor();
    await contact.fill('029-88886120');
    await form.getByLabel(/备注/).fill('已电话告知对方，请其两个工作日内联系');
    await form.getByText(`您的留言已转交${agency}（联系电话 029-88886120）`).waitFor();
    await form.getByRole('button', { name: '确认转交' }).click();
    await admin.page.getByText('已转交，留言人').waitFor();
    await form.waitFor({ state: 'detached' });
    // The drawer's thread has the post; the record keeps whom, and the note, for administrators.
    await drawer
      .getByRole('listitem')
      .filter({ hasText: '联系电话 029-88886120' })
      .getByText('平台管理员')
      .waitFor();
    const record = drawer.getByRole('region', { name: '转交记录' });
    await record.getByText('已电话告知对方').waitFor();
    await record.getByText(agency).waitFor();
    await escapeFrom(admin.page, drawer);
    // It is no longer waiting; under 已转交 its row carries the tag.
    await question.waitFor({ state: 'detached' });
    await admin.page.goto(`${env.origin}${BASE}/admin/messages?forward=done`);
    await rows(admin.page).filter({ hasText: 'PCT申请' }).getByText('已转交').waitFor();
    assert.deepEqual(admin.errors, []);
    await admin.context.close();

    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, {
      account: 'buyer',
      password: 'Buyer@2026',
      redirect: '/account/messages',
    });
    await page.getByRole('button', { name: /账户菜单：buyer（1 条未读消息）/ }).waitFor();
    const forwarded = rows(page).filter({ hasText: 'PCT申请' });
    await forwarded.getByText('1 条新回复').waitFor();
    await forwarded.getByRole('button', { name: '查看对话' }).click();
    const thread = page.getByRole('dialog');
    const post = thread.getByRole('listitem').filter({ hasText: `已转交${agency}` });
    await post.getByText('对方将直接与您联系').waitFor();
    await post.getByText('平台管理员').waitFor();
    // The administrators' note is theirs alone.
    assert.equal(await thread.getByText('已电话告知对方').count(), 0);
    await page.getByRole('button', { name: /^账户菜单：buyer$/ }).waitFor();
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
