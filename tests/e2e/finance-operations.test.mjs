import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, BASE, login, openPage, submitLogin, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();
const param = (page, key) => new URL(page.url()).searchParams.get(key);

/**
 * 申请融资 as a visitor, then 去登录, until the login page shows. Two clean-clone CI runs once
 * stayed on the product page after the click (never reproduced here, even under load); what the
 * page showed then is reported, and the whole step is tried again, as a user would.
 */
async function goToLoginFromApplication(page, t) {
  const onLogin = (url) => url.pathname === `${BASE}/gxq/user/login`;
  for (let attempt = 1; ; attempt += 1) {
    const prompt = page.getByText('登录后即可申请融资');
    if (!(await prompt.isVisible())) await page.getByRole('button', { name: /申请融资/ }).click();
    await prompt.waitFor();
    await page.getByRole('button', { name: /去登录/ }).click();
    const left = await page.waitForURL(onLogin, { timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (left) return;
    t.diagnostic(
      `去登录 attempt ${attempt} stayed at ${page.url()}; dialog open: ${await page.getByRole('dialog').isVisible()}`,
    );
    if (attempt === 3) throw new Error('去登录 did not reach the login page');
  }
}

describe('finance', () => {
  it('product filters live in the URL and survive a reload', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/finance/list`);
    await page.getByRole('status').waitFor();
    const all = Number((await page.getByRole('status').textContent()).match(/\d+/)[0]);
    await page.getByLabel('贷款额度').selectOption('gt1000');
    await page.waitForURL((url) => url.searchParams.get('amount') === 'gt1000');
    await page.getByLabel('利率').selectOption('4');
    await page.waitForURL((url) => url.searchParams.get('rate') === '4');
    await page
      .getByRole('status')
      .filter({ hasNotText: String(all) })
      .waitFor();
    const narrowed = Number((await page.getByRole('status').textContent()).match(/\d+/)[0]);
    assert.ok(narrowed < all, `${narrowed} < ${all}`);
    await page.reload();
    assert.equal(await page.getByLabel('贷款额度').inputValue(), 'gt1000');
    assert.equal(await page.getByLabel('利率').inputValue(), '4');
    await page.getByRole('tab', { name: '质押融资' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('tab') === 'pledge' && !url.searchParams.has('amount'),
    );
    await page.locator('main tbody tr').first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the home figures agree with the lists they name', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/finance/index`);
    const tiles = page.getByRole('region', { name: '质押融资数据' });
    const tile = (label) =>
      tiles.locator('div', { hasText: label }).last().locator('strong').textContent();
    await tiles.getByText('合作金融机构').waitFor();
    const partners = Number((await tile('合作金融机构')).match(/\d+/)[0]);
    const registered = Number((await tile('质押融资登记')).match(/\d+/)[0]);

    await page.goto(`${env.origin}${BASE}/gxq/finance/list?tab=institution`);
    await page.getByRole('status').filter({ hasText: '家金融机构' }).waitFor();
    const listed = Number((await page.getByRole('status').textContent()).match(/\d+/)[0]);
    assert.equal(partners, listed);
    await page.getByRole('tab', { name: '质押融资' }).click();
    await page.getByRole('status').filter({ hasText: '笔质押融资登记' }).waitFor();
    assert.equal(
      Number((await page.getByRole('status').textContent()).match(/\d+/)[0]),
      registered,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the estimator gives a labelled range and explains refusals', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/finance/index`);
    const estimate = page.getByTestId('loan-estimate');
    await page.getByLabel('评估价值（万元）').fill('1000');
    await page.getByLabel('剩余保护期（年）').fill('12');
    await page.getByText('质押融资额度测算').click();
    await estimate.filter({ hasText: '250万' }).waitFor();
    await page.getByText('测算结果仅供参考').first().waitFor();
    await page.getByLabel('剩余保护期（年）').fill('3');
    await page.getByText('质押融资额度测算').click();
    await estimate.filter({ hasText: '暂不符合' }).waitFor();
    await context.close();
  });

  it('a visitor applying for a product logs in, comes back to the application and sends it within the product’s bounds', async (t) => {
    const { page, errors, context } = await openPage(env.browser);
    const product = (
      await (
        await page.request.get(
          `${env.origin}/ipr-website-service/api/front/institutionProduct/detail?id=prod-0001`,
        )
      ).json()
    ).data;
    await page.goto(`${env.origin}${BASE}/gxq/finance/product/prod-0001`);
    await goToLoginFromApplication(page, t);
    await submitLogin(page, DEMO.account, DEMO.password);
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/finance/product/prod-0001`);
    const dialog = page.getByRole('dialog', { name: `申请融资：${product.name}` });
    await dialog.waitFor();

    // Outside the product's own range: refused at the field, nothing sent.
    let sent = 0;
    page.on('request', (request) => request.url().includes('/leaveMessage') && (sent += 1));
    await dialog.getByLabel('申请企业').fill('西安示例科技有限公司');
    await dialog.getByLabel('申请金额（万元）').fill(String(product.amountMax + 100));
    await dialog.getByLabel('贷款期限（月）').fill(String(product.termMonthsMin));
    await dialog.getByRole('button', { name: '提交融资申请' }).click();
    await dialog
      .getByText(`该产品的贷款额度为 ${product.amountMin}-${product.amountMax} 万元`)
      .waitFor();
    assert.equal(sent, 0);

    await dialog.getByLabel('申请金额（万元）').fill(String(product.amountMin));
    // Its contents go to the product's institution only with the applicant's consent.
    await dialog.getByRole('button', { name: '提交融资申请' }).click();
    await dialog.getByText('请阅读并同意将申请信息提供给该金融机构').waitFor();
    assert.equal(sent, 0);
    await dialog
      .getByRole('checkbox', { name: new RegExp(`提供给“${product.institutionName}”`) })
      .check();
    const [request] = await Promise.all([
      page.waitForRequest('**/api/authFront/leaveMessage'),
      dialog.getByRole('button', { name: '提交融资申请' }).click(),
    ]);
    assert.deepEqual(
      (({ purpose, targetId, amount, termMonths, consent }) => ({
        purpose,
        targetId,
        amount,
        termMonths,
        consent,
      }))(request.postDataJSON()),
      {
        purpose: 'financing',
        targetId: 'prod-0001',
        amount: product.amountMin,
        termMonths: product.termMonthsMin,
        consent: true,
      },
    );
    // What happens next, as it happens: the platform forwards it, the institution calls.
    await page.getByText(/融资申请已提交：平台核对后转交金融机构，由机构与您联系/).waitFor();

    // The user finds it among their messages as what it is.
    await page.goto(`${env.origin}${BASE}/account/messages`);
    const row = page.locator('tbody tr[data-row-key]').filter({ hasText: product.name });
    await row.getByText('融资申请').waitFor();
    await row.getByText(`申请 ${product.amountMin} 万元`).waitFor();
    await row.getByText(`已同意提供给${product.institutionName}`).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('unknown product and institution ids say so', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/finance/product/%3Cscript%3E`);
    await page.getByText('未找到该金融产品').waitFor();
    await page.goto(`${env.origin}${BASE}/gxq/finance/agency/inst-9999`);
    await page.getByText('未找到该金融机构').waitFor();
    await context.close();
  });
});

describe('operations', () => {
  it('trading hall filters through the URL', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/operations/list?tt=open_license&type=invention`);
    await page.getByRole('status').waitFor();
    const tags = await page
      .locator('main a[href*="/operations/sell/"]')
      .evaluateAll((cards) => cards.map((card) => card.textContent));
    assert.ok(
      tags.length > 0 && tags.every((text) => text.includes('开放许可') && text.includes('发明')),
    );
    await page.getByLabel('价格').selectOption('negotiable');
    await page.waitForURL((url) => url.searchParams.get('price') === 'negotiable');
    await page.getByRole('tab', { name: '运营专家' }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'expert');
    await page.getByText(/共 \d+ 位运营专家/).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a listing shows its contact only to signed-in users, counts views and links its patent', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/operations/sell/txn-0002`);
    await page.getByText('登录后查看完整联系方式').waitFor();
    assert.match(await page.getByText(/联系电话/).textContent(), /\*{4}/);
    const views = Number((await page.getByText(/浏览 \d+/).textContent()).match(/\d+/)[0]);
    await page.getByRole('link', { name: /查看专利详情/ }).waitFor();
    await page.getByRole('heading', { name: /相关/ }).waitFor();

    await login(page, env.origin, {
      ...DEMO,
      redirect: '/gxq/operations/sell/txn-0002',
    });
    await page.getByRole('link', { name: /^1[3-9]\d{9}$/ }).waitFor();
    const after = Number((await page.getByText(/浏览 \d+/).textContent()).match(/\d+/)[0]);
    assert.ok(after > views, `views ${after} > ${views}`);
    await page.goto(`${env.origin}${BASE}/gxq/operations/sell/txn-999999`);
    await page.getByText('未找到该交易信息').waitFor();
    assert.equal(param(page, 'id'), null);
    await context.close();
  });
});
