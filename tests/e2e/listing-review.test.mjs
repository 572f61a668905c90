// Publishing that can be trusted: what demo publishes waits for an administrator, the seller is
// the account, someone else's patent is 代理/授权出让 with a statement, one listing per patent
// and deal, and a rejection's reason reaches the owner.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, BASE, login, openPage, startPreviewAndBrowser } from './support.mjs';
import {
  AUTHORIZATION,
  DESCRIPTION,
  fieldError,
  fillListing,
  pick,
  submitForReview,
} from './trade-forms.mjs';

const env = startPreviewAndBrowser();
const SELL = '/gxq/operations/apply/sell';
const rows = (page) => page.locator('tbody tr[data-row-key]');
const itemLink = (page, id) => page.locator(`main a[href$="/gxq/operations/sell/${id}"]`);

async function asDemo(page, path) {
  await login(page, env.origin, { ...DEMO, redirect: path });
  await page.waitForURL((url) => url.pathname === `${BASE}${path.split('?')[0]}`);
}

/** Whether the hall (searched by the number), the home page and the patent search show the item. */
async function publicLinks(page, id, applicationNumber) {
  await page.goto(
    `${env.origin}${BASE}/gxq/operations/list?keyword=${encodeURIComponent(applicationNumber)}`,
  );
  await page
    .getByText(/条专利出让信息|没有符合条件的交易信息/)
    .first()
    .waitFor();
  const hall = await itemLink(page, id).count();
  await page.goto(`${env.origin}${BASE}/gxq/index`);
  await page.locator('main a[href*="/gxq/operations/sell/"]').first().waitFor();
  const home = await itemLink(page, id).count();
  return { hall, home };
}

describe('one identity per account', () => {
  // demo's seeded items: two listings of its company's patents and a demand.
  const DEMO_ITEMS = ['sell/txn-0077', 'sell/txn-0004', 'buy/txn-0454'];
  const COMPANY = '西安瑞源电驱动科技有限公司';

  for (const width of [1440, 375]) {
    it(`shows every item of demo as its verified company, on its page and in the back office (${width} px)`, async () => {
      const { page, errors, context } = await openPage(env.browser, {
        viewport: { width, height: 900 },
      });
      for (const path of DEMO_ITEMS) {
        await page.goto(`${env.origin}${BASE}/gxq/operations/${path}`);
        const party = page.locator('section').filter({
          has: page.getByRole('heading', { name: /^(出让方|需求方)$/ }),
        });
        await party.getByText(COMPANY).waitFor();
        await party.getByText('已认证企业').waitFor();
        // Its own patents: no authorisation statement.
        assert.equal(await party.getByText('代理/授权出让').count(), 0, path);
      }
      await login(page, env.origin, {
        redirect: `/admin/listings?status=all&keyword=${encodeURIComponent(COMPANY)}`,
      });
      // A table at 1440 px, a list of cards on a phone: each entry names the company and demo.
      const entries =
        width > 800
          ? rows(page).locator('td').filter({ hasText: '账号：' })
          : page.getByRole('list', { name: '交易信息列表' }).getByRole('listitem');
      await entries.first().waitFor();
      const sellers = await entries.allInnerTexts();
      assert.ok(sellers.length >= DEMO_ITEMS.length, `${sellers.length} entries`);
      for (const text of sellers)
        assert.match(text, new RegExp(`${COMPANY}[\\s\\S]*已认证企业[\\s\\S]*账号：demo`));
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('a patent the data do not hold', () => {
  const NUMBER = '202420987654.7';
  const TITLE = '一种电机转子动平衡校正工装';
  // A whole 1×1 PNG: what a scan is checked for is its bytes.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

  it('is 权利人待核验 until an administrator confirms it from the certificate, then the holder’s own', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await asDemo(page, SELL);
    await page.getByLabel('专利申请号').waitFor();
    // Nothing is said of the rights before there is a patent to say it of.
    assert.equal(await page.getByText(/将以“代理\/授权出让”发布/).count(), 0);
    assert.equal(await page.getByText('权利关系', { exact: true }).count(), 0);
    await page.getByLabel('专利申请号').fill(NUMBER);
    await page.getByRole('button', { name: /查询/ }).click();
    await page.getByText(`专利数据库中未找到申请号 ${NUMBER}`).waitFor();
    await page.getByText('本单位（本人）是专利权人').click();
    await page.getByLabel('专利名称').fill(TITLE);
    await page.getByText('转让', { exact: true }).click();
    await page.getByLabel('价格').fill('35');
    await pick(page, '技术领域', '新能源');
    await page.getByLabel('详细描述').fill(DESCRIPTION);
    await page.getByLabel('联系人').fill('王经理');
    await page.getByLabel('手机号码').fill('13912345678');
    await page.getByRole('button', { name: /提交审核/ }).click();
    await (await fieldError(page, '专利证书')).getByText('请上传专利证书图片').waitFor();
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({
      name: '证书.png',
      mimeType: 'image/png',
      buffer: Buffer.from('不是图片'),
    });
    await (
      await fieldError(page, '专利证书')
    )
      .getByText('图片内容与格式不符，请选择专利证书的 PNG 或 JPG 图片')
      .waitFor();
    await file.setInputFiles({ name: '专利证书.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('专利证书.png').waitFor();
    assert.equal(
      await page.getByLabel('授权说明').count(),
      0,
      'the holder explains no authorisation',
    );
    const id = await submitForReview(page);

    // Its owner reads that it waits for the check; no one else reads it at all yet.
    await page.goto(`${env.origin}${BASE}/gxq/operations/sell/${id}`);
    await page.getByText('权利人待核验').first().waitFor();
    await page.getByText(/平台将在审核时核验发布方上传的专利证书/).waitFor();

    const admin = await openPage(env.browser);
    await login(admin.page, env.origin, {
      redirect: `/admin/listings?keyword=${encodeURIComponent(TITLE)}`,
    });
    const row = rows(admin.page).filter({ has: admin.page.locator(`a[href$="/sell/${id}"]`) });
    await row.getByText('权利人待核验').waitFor();
    await row.getByText('发布方声明：本单位（本人）是专利权人').waitFor();
    await row.getByRole('button', { name: '查看专利证书' }).click();
    const dialog = admin.page.getByRole('dialog', { name: '专利证书：西安瑞源电驱动科技有限公司' });
    await dialog.getByRole('img', { name: '西安瑞源电驱动科技有限公司的专利证书' }).waitFor();
    await admin.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: '通过' }).click();
    await admin.page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^通\s*过$/ })
      .click();
    await admin.page.getByText('已通过，信息已在交易大厅展示').waitFor();

    const visitor = await openPage(env.browser);
    await visitor.page.goto(`${env.origin}${BASE}/gxq/operations/sell/${id}`);
    await visitor.page.getByRole('heading', { name: TITLE }).waitFor();
    await visitor.page.getByText('权利人已核验').waitFor();
    await visitor.page
      .getByText('平台已核验出让方上传的专利证书，出让方为专利权人', { exact: false })
      .waitFor();
    assert.equal(await visitor.page.getByText(/不是该专利的专利权人|代理\/授权出让/).count(), 0);
    assert.deepEqual([...errors, ...admin.errors, ...visitor.errors], []);
    await visitor.context.close();
    await admin.context.close();
    await context.close();
  });
});

// The patent demo lists in the first test, shared with the second.
let listed;

describe('publishing with review', () => {
  it('a listing by demo is invisible until an administrator approves it, then visible', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await asDemo(page, SELL);
    await page.getByLabel('专利申请号').waitFor();
    await page.getByText('提交后由平台审核，通过后在交易大厅展示').first().waitFor();
    await fillListing(page).then((patent) => (listed = patent));
    // Someone else's patent: the seller is demo's verified name, offered as 代理/授权出让.
    assert.equal(await page.getByLabel('出让方').inputValue(), '西安瑞源电驱动科技有限公司');
    await page.getByText(/将以“代理\/授权出让”发布/).waitFor();
    await page.getByLabel('授权说明').fill('');
    await page.getByRole('button', { name: /提交审核/ }).click();
    await page.getByText('请填写授权说明').waitFor();
    await page.getByLabel('授权说明').fill(AUTHORIZATION);
    const id = await submitForReview(page);

    assert.deepEqual(await publicLinks(page, id, listed.applicationNumber), { hall: 0, home: 0 });
    // A visitor opening its address finds nothing; its owner sees that it waits.
    const visitor = await openPage(env.browser);
    await visitor.page.goto(`${env.origin}${BASE}/gxq/operations/sell/${id}`);
    await visitor.page.getByText('未找到该交易信息').first().waitFor();
    await visitor.context.close();
    await page.goto(`${env.origin}${BASE}/account/listings`);
    const own = rows(page).filter({ has: page.locator(`a[href$="/sell/${id}"]`) });
    await own.getByText('待审核').waitFor();

    // The administrator's first stop is 待审核, with its count.
    const admin = await openPage(env.browser);
    await login(admin.page, env.origin, { redirect: '/admin/listings' });
    await admin.page.getByRole('tab', { name: /待审核 \(\d+\)/ }).waitFor();
    const row = rows(admin.page).filter({ has: admin.page.locator(`a[href$="/sell/${id}"]`) });
    // What the review turns on, in the row: price, description, the registered holder, the
    // publisher's verification and the authorisation statement (long texts two lines, 展开 for all).
    await row.getByText('80万元', { exact: true }).waitFor();
    await row.getByText(`专利权人：${listed.applicants[0]}`).waitFor();
    await row.getByText('西安瑞源电驱动科技有限公司').waitFor();
    await row.getByText('已认证企业').waitFor();
    await row.getByText('代理/授权出让').waitFor();
    const statement = row.getByText(/^授权说明：/);
    // antd measures the ellipsis after the row is drawn (later on a loaded machine): wait for it.
    await statement.evaluate(
      (node) =>
        new Promise((resolve, reject) => {
          const started = Date.now();
          const check = () => {
            if (node.getBoundingClientRect().height < 50) resolve();
            else if (Date.now() - started > 10_000)
              reject(
                new Error(
                  `a long text keeps to two lines: ${node.getBoundingClientRect().height} px`,
                ),
              );
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    const more = row.getByRole('button', { name: '展开' });
    while ((await more.count()) > 0) await more.first().click();
    await row.getByText(`授权说明：${AUTHORIZATION}`).waitFor();
    await row.getByText(`描述：${DESCRIPTION}`).waitFor();
    await row.getByRole('button', { name: '通过' }).click();
    await admin.page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /^通\s*过$/ })
      .click();
    await admin.page.getByText('已通过，信息已在交易大厅展示').waitFor();
    await row.waitFor({ state: 'detached' });

    assert.deepEqual(await publicLinks(page, id, listed.applicationNumber), { hall: 1, home: 1 });
    await itemLink(page, id).first().click();
    await page.getByRole('heading', { name: listed.title }).waitFor();
    await page.getByText('代理/授权出让').first().waitFor();
    await page.getByText(AUTHORIZATION, { exact: false }).waitFor();
    assert.deepEqual([...errors, ...admin.errors], []);
    await admin.context.close();
    await context.close();
  });

  it('a second listing of the same patent and deal is refused with a link to the first', async () => {
    assert.ok(listed, 'the first test published a listing');
    const { page, context } = await openPage(env.browser);
    await asDemo(page, SELL);
    await page.getByLabel('专利申请号').waitFor();
    await fillListing(page, { patent: listed });
    await page.getByRole('button', { name: /提交审核/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: '发布未成功' });
    await alert.getByText(/您已发布过该专利的转让信息/).waitFor();
    const first = alert.getByRole('link', { name: /查看已有的信息/ });
    const href = await first.getAttribute('href');
    assert.match(href, /\/gxq\/operations\/sell\/txn-\d+$/);
    const id = href.split('/').pop();
    assert.equal(
      await alert.getByRole('link', { name: '修改我发布的这条信息' }).getAttribute('href'),
      `${BASE}${SELL}?id=${id}`,
    );
    // The refusal is said at the number too, and what was typed stays.
    await (await fieldError(page, '专利申请号')).filter({ hasText: /您已发布过该专利/ }).waitFor();
    assert.equal(await page.getByLabel('专利名称').inputValue(), listed.title);
    await first.click();
    await page.getByRole('heading', { name: listed.title }).waitFor();
    await context.close();
  });

  it('a rejected listing shows its reason in 我的发布; edited and resubmitted it waits again', async () => {
    const { page, errors, context } = await openPage(env.browser);
    // Demo's seeded 待审核 listing of a patent demo's company holds (the other is outside the data).
    await asDemo(page, '/account/listings?status=pending');
    const pendingRow = rows(page).filter({ hasText: '一种晶圆级封装结构及其制作方法' });
    await pendingRow.waitFor();
    const title = (await pendingRow.getByRole('link').first().innerText()).trim();
    const href = await pendingRow.getByRole('link').first().getAttribute('href');

    const admin = await openPage(env.browser);
    await login(admin.page, env.origin, {
      redirect: `/admin/listings?keyword=${encodeURIComponent(title)}`,
    });
    const adminRow = rows(admin.page).filter({ has: admin.page.locator(`a[href="${href}"]`) });
    await adminRow.getByRole('button', { name: '驳回' }).click();
    await admin.page.getByRole('button', { name: /确\s*认|确\s*定/ }).click();
    await admin.page.getByText('请填写驳回原因').waitFor();
    await admin.page.getByLabel('驳回原因').fill('许可费用与描述中的许可方式不一致，请核实');
    await admin.page.getByRole('button', { name: /确\s*认|确\s*定/ }).click();
    await admin.page.getByText('已驳回，发布者将看到驳回原因').waitFor();

    await page.goto(`${env.origin}${BASE}/account/listings?status=rejected`);
    const row = rows(page).filter({ has: page.locator(`a[href="${href}"]`) });
    await row.getByText('未通过').waitFor();
    await row.getByText('原因：许可费用与描述中的许可方式不一致，请核实').waitFor();
    await row.getByRole('link', { name: '修改并重新提交' }).click();
    await page.getByRole('heading', { name: '修改出让信息' }).waitFor();
    await page.getByText(/该信息未通过审核（原因：许可费用与描述中的许可方式不一致/).waitFor();
    await page.getByRole('region', { name: '专利信息' }).waitFor();
    // demo's company holds this patent: no authorisation statement is asked.
    await page.getByText('已认证企业，与专利权人一致，可作为自有专利出让。').waitFor();
    assert.equal(await page.getByLabel('授权说明').count(), 0);
    await page.getByLabel('价格').fill('10');
    await submitForReview(page, '保存并重新提交审核');

    await page.goto(`${env.origin}${BASE}/account/listings`);
    const again = rows(page).filter({ has: page.locator(`a[href="${href}"]`) });
    await again.getByText('待审核').waitFor();
    assert.equal(await again.getByText(/原因：/).count(), 0);
    assert.deepEqual([...errors, ...admin.errors], []);
    await admin.context.close();
    await context.close();
  });
});
