// 我的发布 / 我的需求 in the shell: the user's own items, their status, withdrawing and relisting.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEMO,
  approveAsAdmin,
  BASE,
  login,
  openPage,
  registerUser,
  startPreviewAndBrowser,
  waitForOrExplain,
} from './support.mjs';
import { fillListing, submitForReview } from './trade-forms.mjs';

const env = startPreviewAndBrowser();

const rows = (page) => page.locator('tbody tr[data-row-key]');

async function openAsDemo(page, path) {
  await login(page, env.origin, { ...DEMO, redirect: path });
  await page.waitForURL((url) => url.pathname === `${BASE}${path.split('?')[0]}`);
}

/** Links of the trading hall's listings found by a keyword (titles can repeat; links cannot). */
async function hallLinks(page, keyword) {
  await page.goto(
    `${env.origin}${BASE}/gxq/operations/list?keyword=${encodeURIComponent(keyword)}`,
  );
  // The count line, or the empty state when nothing matches.
  await page
    .getByText(/条专利出让信息|没有符合条件的交易信息/)
    .first()
    .waitFor();
  return page
    .locator('main a[href*="/gxq/operations/sell/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

describe('my listings', () => {
  it('lists the user’s listings; withdrawing takes one off the hall and relisting brings it back', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await openAsDemo(page, '/account/listings');
    await page.getByRole('menuitem', { name: /我的发布/ }).waitFor();
    await page.getByRole('menuitem', { name: /我的需求/ }).waitFor();
    await rows(page).first().waitFor();
    const first = rows(page).first();
    // The title is the row's first link (the deal and the field are written under it).
    const title = (await first.getByRole('link').first().innerText()).trim();
    const href = await first.getByRole('link').first().getAttribute('href');
    assert.ok(title.length > 0 && href);
    await first.getByText('已发布').waitFor();
    assert.ok((await hallLinks(page, title)).includes(href));

    // 下架 asks why: nothing is sent without a reason; a preset fills it in one click.
    await page.goBack();
    await rows(page).first().getByRole('button', { name: '下架' }).click();
    const dialog = page.getByRole('dialog', { name: `下架“${title}”` });
    await dialog.getByRole('button', { name: /确\s*认|确\s*定/ }).click();
    await dialog.getByText('请填写下架原因').waitFor();
    await dialog.getByText('已通过其他渠道成交').click();
    assert.equal(await dialog.getByLabel('下架原因').inputValue(), '已通过其他渠道成交');
    await dialog.getByRole('button', { name: /确\s*认|确\s*定/ }).click();
    await page.getByText('已下架，交易大厅不再展示该信息').waitFor();
    const withdrawnRow = rows(page).filter({ hasText: title });
    await withdrawnRow.getByText('已下架').waitFor();
    await withdrawnRow.getByText('原因：已通过其他渠道成交').waitFor();
    assert.ok(!(await hallLinks(page, title)).includes(href));

    // Its page says so and takes no questions.
    await page.goto(`${env.origin}${BASE}/account/listings?status=withdrawn`);
    await rows(page).filter({ hasText: title }).getByRole('link', { name: title }).click();
    await page.getByRole('status').filter({ hasText: '该信息已由发布者下架' }).waitFor();
    assert.equal(await page.getByRole('button', { name: /我要咨询/ }).count(), 0);

    await page.goto(`${env.origin}${BASE}/account/listings?status=withdrawn`);
    await rows(page).filter({ hasText: title }).getByRole('button', { name: '重新上架' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^上\s*架$/ })
      .click();
    await page.getByText('已重新上架').waitFor();
    await rows(page).filter({ hasText: title }).waitFor({ state: 'detached' });
    assert.ok((await hallLinks(page, title)).includes(href));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a newly registered user publishes, finds it in 我的发布, edits, withdraws and relists it', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await registerUser(page, env.origin);
    await page.goto(`${env.origin}${BASE}/gxq/operations/apply/sell`);
    await page.getByLabel('专利申请号').waitFor();
    const patent = await fillListing(page, { n: 1 });
    // Not verified as a company: published as 个人 (never under its nickname), as 代理/授权出让.
    assert.equal(await page.getByLabel('出让方').inputValue(), '个人');
    await page.getByRole('link', { name: '去企业认证' }).waitFor();
    const id = await submitForReview(page);
    const href = `${BASE}/gxq/operations/sell/${id}`;

    await page.getByRole('link', { name: /查看我的发布/ }).click();
    await rows(page).first().waitFor();
    assert.equal(await rows(page).count(), 1);
    const row = rows(page).first();
    assert.equal(await row.getByRole('link', { name: patent.title }).getAttribute('href'), href);
    await row.getByText('待审核').waitFor();
    assert.ok(!(await hallLinks(page, patent.title)).includes(href));
    await approveAsAdmin(env.origin, id);
    assert.ok((await hallLinks(page, patent.title)).includes(href));

    await page.goto(`${env.origin}${BASE}/account/listings`);
    await rows(page).first().getByText('已发布').waitFor();
    await rows(page).first().getByRole('link', { name: '编辑' }).click();
    await page.getByRole('heading', { name: '修改出让信息' }).waitFor();
    // Said before saving: a change of a live listing goes back to review.
    await page.getByText('保存修改后将重新提交平台审核').waitFor();
    await page.getByLabel('价格').fill('95');
    await submitForReview(page, '保存并重新提交审核');
    await page.goto(`${env.origin}${BASE}/account/listings`);
    await rows(page).first().getByText('95万元').waitFor();
    await rows(page).first().getByText('待审核').waitFor();
    assert.ok(!(await hallLinks(page, patent.title)).includes(href));
    await approveAsAdmin(env.origin, id);

    await page.goto(`${env.origin}${BASE}/account/listings`);
    await rows(page).first().getByText('已发布').waitFor();
    await rows(page).first().getByRole('button', { name: '下架' }).click();
    await page.getByLabel('下架原因').fill('信息有误，需修改后重新发布');
    await page.getByRole('button', { name: /确\s*认|确\s*定/ }).click();
    // Once failed in CI (2026-11-28) with nothing else to go on: the error says what showed.
    await waitForOrExplain(page, rows(page).first().getByText('已下架'));
    assert.ok(!(await hallLinks(page, patent.title)).includes(href));

    // Approved and unchanged since: relisting puts it straight back.
    await page.goto(`${env.origin}${BASE}/account/listings`);
    await rows(page).first().getByRole('button', { name: '重新上架' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^上\s*架$/ })
      .click();
    await rows(page).first().getByText('已发布').waitFor();
    assert.ok((await hallLinks(page, patent.title)).includes(href));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('editing opens the publish form filled with the listing and saves it in place', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await openAsDemo(page, '/account/listings?status=published');
    const row = rows(page).first();
    await row.waitFor();
    const href = await row.getByRole('link').first().getAttribute('href');
    const id = href.split('/').pop();
    await row.getByRole('link', { name: '编辑' }).click();
    await page.waitForURL((url) => url.searchParams.get('id') === id);
    await page.getByRole('heading', { name: '修改出让信息' }).waitFor();
    const title = page.getByLabel('专利名称');
    await title.waitFor();
    assert.ok((await title.inputValue()).length >= 4);
    const negotiable = page.getByRole('switch', { name: '面议' });
    if ((await negotiable.getAttribute('aria-checked')) === 'true') await negotiable.click();
    await page.getByLabel('价格').fill('12.5');
    // demo's published listings are of its own company's patents: no statement is asked.
    await page.getByText('已认证企业，与专利权人一致，可作为自有专利出让。').waitFor();
    assert.equal(await page.getByLabel('授权说明').count(), 0);
    assert.equal(await submitForReview(page, '保存并重新提交审核'), id);
    await page.getByText('出让信息已更新，等待平台审核').waitFor();
    await page.getByRole('link', { name: /预览信息/ }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/gxq/operations/sell/${id}`));
    await page.getByText('12.5万元').first().waitFor();
    const seller = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: '出让方' }) });
    await seller.getByText('西安瑞源电驱动科技有限公司').waitFor();
    assert.equal(await seller.getByText('代理/授权出让').count(), 0);

    await page.goto(`${env.origin}${BASE}/account/listings`);
    const edited = rows(page).filter({ has: page.locator(`a[href="${href}"]`) });
    await edited.getByText('12.5万元').waitFor();
    await edited.getByText('待审核').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('another account’s listing cannot be opened for editing', async () => {
    const { page, context } = await openPage(env.browser);
    await login(page, env.origin, { redirect: '/gxq/operations/apply/sell?id=txn-0001' });
    // The page's own error block (the request layer's toast says the same, outside <main>).
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: '只能操作自己发布的信息' })
      .waitFor();
    assert.equal(await page.getByRole('button', { name: '保存修改' }).count(), 0);
    await context.close();
  });

  it('an administrator takes a listing down with a reason; its owner sees why, then it is restored', async () => {
    const owner = await openPage(env.browser);
    await openAsDemo(owner.page, '/account/listings?status=published');
    const firstRow = rows(owner.page).first();
    await firstRow.waitFor();
    const title = (await firstRow.getByRole('link').first().innerText()).trim();
    const href = await firstRow.getByRole('link').first().getAttribute('href');

    const admin = await openPage(env.browser);
    await login(admin.page, env.origin, {
      redirect: `/admin/listings?status=all&keyword=${encodeURIComponent(title)}`,
    });
    const adminRow = rows(admin.page).filter({ has: admin.page.locator(`a[href="${href}"]`) });
    await adminRow.getByRole('button', { name: '下架' }).click();
    await admin.page.getByLabel('下架原因').fill('联系方式无法接通，请核实后联系平台');
    await admin.page.getByRole('button', { name: /确\s*认|确\s*定/ }).click();
    await admin.page.getByText('已下架，发布者将看到下架原因').waitFor();
    await adminRow.getByText('被管理员下架').waitFor();

    await owner.page.goto(`${env.origin}${BASE}/account/listings`);
    const ownRow = rows(owner.page).filter({ has: owner.page.locator(`a[href="${href}"]`) });
    await ownRow.getByText('原因：联系方式无法接通，请核实后联系平台').waitFor();
    await ownRow.getByText('待平台恢复').waitFor();
    assert.ok(!(await hallLinks(owner.page, title)).includes(href));

    await adminRow.getByRole('button', { name: '恢复' }).click();
    await admin.page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^恢\s*复$/ })
      .click();
    await admin.page.getByText('已恢复，重新在交易大厅展示').waitFor();
    assert.ok((await hallLinks(owner.page, title)).includes(href));
    assert.deepEqual([...owner.errors, ...admin.errors], []);
    await owner.context.close();
    await admin.context.close();
  });

  it('个人中心 counts what the user has, and each count opens its page', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await openAsDemo(page, '/account/center');
    await page.getByRole('heading', { name: '演示用户' }).waitFor();
    await page.getByText('手机 138****0001').waitFor();
    const listings = page.getByRole('link', { name: /^我的发布 \d+$/ });
    await listings.waitFor();
    const count = Number((await listings.getAttribute('aria-label')).split(' ')[1]);
    assert.ok(count >= 1);
    await page
      .getByRole('link', { name: /^我的留言与咨询 \d+$/ })
      .getByText(/条新回复/)
      .waitFor();
    await listings.click();
    await page.waitForURL((url) => url.pathname === `${BASE}/account/listings`);
    await rows(page).first().waitFor();
    assert.equal(await rows(page).count(), count);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the status tab and the page live in the URL and survive a reload', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await openAsDemo(page, '/account/demands');
    await rows(page).first().waitFor();
    await page.getByRole('tab', { name: '被管理员下架' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'takenDown');
    await page.getByText('没有符合条件的求购需求').waitFor();
    await page.reload();
    await page.getByText('没有符合条件的求购需求').waitFor();
    await page.getByRole('button', { name: '查看全部' }).click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await rows(page).first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a failed load says so with a retry', async () => {
    const { page, context } = await openPage(env.browser);
    let failures = 1;
    await page.route('**/api/authFront/ipcTransaction/mine?**', (route) =>
      failures-- > 0
        ? route.fulfill({ status: 500, json: { success: false, errorMessage: '服务暂不可用' } })
        : route.continue(),
    );
    await openAsDemo(page, '/account/listings');
    await page.getByRole('alert').filter({ hasText: '我的发布加载失败' }).waitFor();
    await page
      .getByRole('alert')
      .getByRole('button', { name: /重\s*试/ })
      .click();
    await rows(page).first().waitFor();
    await context.close();
  });
});
