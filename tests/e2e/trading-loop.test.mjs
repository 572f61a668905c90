// The trading loop in a browser: a buyer consults on demo's listing, demo reads and answers it in
// the user centre, the buyer follows up and both see the whole thread; demo marks the listing
// 已成交 and it leaves the hall, its page says so and 成交公示 counts it; an administrator sees the
// waiting work in the centre and approves an item from its own page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEMO,
  BASE,
  login,
  openPage,
  startPreviewAndBrowser,
  waitForOrExplain,
} from './support.mjs';

const env = startPreviewAndBrowser();

const LISTING = 'txn-0004';
const QUESTION = '我们想先小批量试用该专利技术，能否签一年普通许可后再谈转让？';
const ANSWER = '可以，先签一年普通许可，许可费可在转让时抵扣一半。';
const FOLLOW_UP = '好的，请问许可期间是否提供技术交底和样品？';
const firm = { account: 'firm', password: 'Firm@2026' };

const cards = (page) => page.locator('tbody tr[data-row-key]');

/** The deal count the operations home's 成交公示 note gives. */
async function dealCount(page) {
  await page.goto(`${env.origin}${BASE}/gxq/operations/index`);
  const note = page.getByText(/经交易大厅累计成交专利 \d+ 项/);
  await note.waitFor();
  return Number((await note.textContent()).match(/成交专利 (\d+) 项/)[1]);
}

describe('the trading loop', () => {
  it('a consultation reaches the owner, who answers; the buyer follows up; both see the thread', async () => {
    const buyer = await openPage(env.browser);
    await login(buyer.page, env.origin, { ...firm, redirect: `/gxq/operations/sell/${LISTING}` });
    await buyer.page.getByRole('button', { name: '我要咨询' }).click();
    const form = buyer.page.getByRole('dialog');
    await form.getByLabel('咨询内容').fill(QUESTION);
    await form.getByRole('checkbox', { name: '允许发布者查看我的手机号码和邮箱' }).waitFor();
    // Signed as the platform: refused at the field before anything is sent; signed as another
    // company (a patent holder of the data set): refused by the backend, at the same field.
    const name = form.getByLabel('姓名');
    const typed = await name.inputValue();
    await name.fill('平台管理员');
    await form.getByRole('button', { name: '提交咨询' }).click();
    await form.getByText('姓名不能包含“平台”“管理员”“官方”等平台专用字样').waitFor();
    await name.fill('上海腾越化工科技有限公司');
    await form.getByRole('button', { name: '提交咨询' }).click();
    await form.getByText('该名称是其他单位的名称，不能用作姓名').waitFor();
    assert.equal(await form.getByLabel('咨询内容').inputValue(), QUESTION, 'what was typed stays');
    await name.fill(typed);
    await form.getByRole('button', { name: '提交咨询' }).click();
    await buyer.page.getByText('咨询已发送给发布者').waitFor();

    const owner = await openPage(env.browser);
    await login(owner.page, env.origin, { ...DEMO, redirect: '/account/messages?box=received' });
    await owner.page.getByRole('button', { name: /账户菜单：demo（\d+ 条未读消息）/ }).waitFor();
    const received = cards(owner.page).filter({ hasText: QUESTION.slice(0, 12) });
    await received.getByText(/1 条新消息/).waitFor();
    await received.getByRole('button', { name: '查看并回复' }).click();
    const ownerThread = owner.page.getByRole('dialog', { name: '收到的咨询' });
    await ownerThread.getByText(QUESTION).waitFor();
    await ownerThread.getByLabel('回复内容').fill(ANSWER);
    await ownerThread.getByRole('button', { name: '发送回复' }).click();
    await ownerThread.getByRole('listitem').filter({ hasText: ANSWER }).waitFor();
    await received.getByText(/条新消息/).waitFor({ state: 'detached' });

    await buyer.page.goto(`${env.origin}${BASE}/account/messages`);
    const sent = cards(buyer.page).filter({ hasText: QUESTION.slice(0, 12) });
    await sent.getByText('1 条新回复').waitFor();
    await sent.getByRole('button', { name: '查看对话' }).click();
    const buyerThread = buyer.page.getByRole('dialog', { name: '留言详情' });
    await buyerThread.getByText(ANSWER).waitFor();
    // Answered under the company the listing is published by, as its page says.
    await buyerThread
      .getByRole('listitem')
      .filter({ hasText: ANSWER })
      .getByText('西安瑞源电驱动科技有限公司')
      .waitFor();
    await buyerThread.getByLabel('追问内容').fill(FOLLOW_UP);
    await buyerThread.getByRole('button', { name: '发送追问' }).click();
    await buyerThread.getByRole('listitem').filter({ hasText: FOLLOW_UP }).waitFor();

    // The owner sees the whole conversation, oldest first: question, answer, follow-up.
    await owner.page.reload();
    await received.getByText('1 条新消息').waitFor();
    await received.getByRole('button', { name: '查看并回复' }).click();
    const posts = ownerThread.getByRole('listitem');
    await posts.nth(2).waitFor();
    const texts = await posts.allTextContents();
    assert.deepEqual(
      [QUESTION, ANSWER, FOLLOW_UP].map((text) => texts.findIndex((t) => t.includes(text))),
      [0, 1, 2],
    );
    assert.deepEqual(buyer.errors, []);
    assert.deepEqual(owner.errors, []);
    await buyer.context.close();
    await owner.context.close();
  });

  it('a listing marked 已成交 leaves the hall, says so on its page and counts in 成交公示', async () => {
    const { page, errors, context } = await openPage(env.browser);
    const before = await dealCount(page);
    await login(page, env.origin, { ...DEMO, redirect: '/account/listings' });
    const row = cards(page)
      .filter({ has: page.locator(`a[href*="${LISTING}"]`) })
      .first();
    const title = (await row.locator(`a[href$="/sell/${LISTING}"]`).first().textContent()).trim();
    await row.getByRole('button', { name: '标记已成交' }).click();
    const dialog = page.getByRole('dialog', { name: /标记为已成交/ });
    await dialog.getByLabel('成交价格（万元，选填）').fill('88.5');
    await dialog.getByLabel('受让方（选填）').fill('西安示范智能装备有限公司');
    await dialog.getByRole('button', { name: /确\s*认|确\s*定/ }).click();
    await page.getByText('已标记为已成交').waitFor();
    await row.getByText('已成交').first().waitFor();

    await page.goto(`${env.origin}${BASE}/gxq/operations/sell/${LISTING}`);
    await page
      .getByRole('status')
      .getByText(/该专利已于 \d{4}-\d{2}-\d{2} 成交，成交价 88\.5万元/)
      .waitFor();
    assert.equal(await page.getByRole('button', { name: '我要咨询' }).count(), 0);
    // Priced by its deal, not by its asking price; nothing invites contact any more.
    await page.locator('header strong').getByText('成交价 88.5万元', { exact: true }).waitFor();
    assert.equal(await page.getByRole('heading', { name: '匹配的求购需求' }).count(), 0);
    const visitor = await openPage(env.browser);
    await visitor.page.goto(`${env.origin}${BASE}/gxq/operations/sell/${LISTING}`);
    await visitor.page.getByText('该信息已不再接受咨询，联系方式不再公开').waitFor();
    assert.equal(await visitor.page.getByText('登录后查看完整联系方式').count(), 0);
    await visitor.page.locator('header strong').getByText('成交价 88.5万元').waitFor();
    assert.deepEqual(visitor.errors, []);
    await visitor.context.close();

    await page.goto(`${env.origin}${BASE}/gxq/operations/list?q=${encodeURIComponent(title)}`);
    await page
      .getByText(/共 \d+ 条|没有找到|暂无/)
      .first()
      .waitFor();
    assert.equal(await page.locator(`a[href$="/sell/${LISTING}"]`).count(), 0);

    await page.goto(`${env.origin}${BASE}/gxq/operations/deals`);
    const first = page.locator('ol li').first();
    await first.getByText(title).waitFor();
    // The counterpart is the owner's word, and says so.
    await first.getByText('受让方（发布方填报）：西安示范智能装备有限公司').waitFor();
    assert.equal(await dealCount(page), before + 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an administrator’s centre lists the waiting work and an item is approved from its own page', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, { redirect: '/account/center' });
    const reviews = page.getByRole('link', { name: /^待审核交易信息 \d+$/ });
    await reviews.waitFor();
    const waiting = Number((await reviews.getAttribute('aria-label')).match(/(\d+)$/)[1]);
    assert.ok(waiting >= 1);
    await page.getByRole('link', { name: /^待审核企业认证 [1-9]\d*$/ }).waitFor();
    await page.getByRole('link', { name: /^待回复留言 [1-9]\d*$/ }).waitFor();
    await reviews.click();
    // The admin menu (open on its pages) carries the same count.
    await page
      .getByRole('menuitem', { name: /交易信息管理/ })
      .getByTitle(`${waiting} 条待审核信息`)
      .waitFor();
    const pendingRow = page.locator('tbody tr[data-row-key]').first();
    const link = pendingRow.locator('a[href*="/gxq/operations/"]').first();
    const href = await link.getAttribute('href');
    await page.goto(`${env.origin}${href.startsWith(BASE) ? href : BASE + href}`);
    const review = page.getByRole('region', { name: '审核该信息' });
    await review.waitFor();
    // The reviewer sees the full contact, not the masked one.
    assert.equal(await page.getByText(/\d{3}\*{4}\d{4}/).count(), 0);
    await review.getByRole('button', { name: /通\s*过/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /通\s*过/ })
      .click();
    await waitForOrExplain(page, page.getByText('已通过审核'));
    await review.waitFor({ state: 'detached' });

    await page.goto(`${env.origin}${BASE}/account/center`);
    await page.getByRole('link', { name: `待审核交易信息 ${waiting - 1}` }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a withdrawn listing is deleted after confirmation, and a buyer’s favourite says 已删除', async () => {
    const ID = 'txn-0195';
    const buyer = await openPage(env.browser);
    await login(buyer.page, env.origin, { ...firm, redirect: `/gxq/operations/sell/${ID}` });
    // The login page has its own heading: read the item's once its page is there.
    await buyer.page.waitForURL((url) => url.pathname.endsWith(`/operations/sell/${ID}`));
    await buyer.page.getByRole('button', { name: /^收藏：/ }).waitFor();
    const title = (await buyer.page.getByRole('heading', { level: 1 }).textContent()).trim();
    await buyer.page.getByRole('button', { name: `收藏：${title}` }).click();
    await buyer.page.getByRole('button', { name: `已收藏：${title}` }).waitFor();

    const owner = await openPage(env.browser);
    await login(owner.page, env.origin, { ...DEMO, redirect: '/account/listings' });
    const row = cards(owner.page).filter({ hasText: title });
    const confirm = (name) =>
      owner.page
        .locator('.ant-popconfirm:not(.ant-popover-hidden)')
        .getByRole('button', { name })
        .click();
    await row.getByRole('button', { name: '下架' }).click();
    await owner.page.getByLabel('下架原因').fill('暂不出让');
    await owner.page.getByRole('button', { name: /确\s*认|确\s*定/ }).click();
    await owner.page.getByText('已下架，交易大厅不再展示该信息').waitFor();
    await row.getByRole('button', { name: '删除' }).click();
    await owner.page.getByText('删除后不能恢复').waitFor();
    await confirm(/^删\s*除$/);
    await owner.page.getByText('已删除').first().waitFor();
    await row.waitFor({ state: 'detached' });

    await buyer.page.goto(`${env.origin}${BASE}/account/favorites`);
    const saved = cards(buyer.page).filter({ hasText: title });
    await saved.getByText('已删除').waitFor();
    assert.equal(await saved.getByRole('link', { name: title }).count(), 0);
    assert.deepEqual(buyer.errors, []);
    assert.deepEqual(owner.errors, []);
    await buyer.context.close();
    await owner.context.close();
  });
});
