// 我的检索: a patent search and a trading-hall filter saved from their pages (as the query each page
// sends to its search), what they find now, opening them again, a newly published matching listing
// showing as new, and a saved filter the hall cannot show exactly.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEMO,
  approveAsAdmin,
  BASE,
  login,
  openPage,
  startPreviewAndBrowser,
  submitLogin,
} from './support.mjs';
import { AUTHORIZATION, pick, submitForReview } from './trade-forms.mjs';

const env = startPreviewAndBrowser();

const rows = (page) => page.locator('tbody tr[data-row-key]');
const pathAndQuery = (url) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

async function mySearches(page, kind) {
  await page.goto(`${env.origin}${BASE}/account/searches${kind ? `?kind=${kind}` : ''}`);
  await rows(page).first().waitFor();
}

describe('saved searches', () => {
  it('a visitor saves a patent search through login; 我的检索 shows its hits and opens it again', async () => {
    const { page, errors, context } = await openPage(env.browser);
    const query = new URLSearchParams({ q: '电池', type: 'invention' });
    const resultUrl = `${BASE}/gxq/patent/result?${query}`;
    await page.goto(`${env.origin}${resultUrl}`);
    const count = page.getByText(/^共 [\d,]+ 条结果/);
    await count.waitFor();
    // 我的检索 counts applications: with 合并同族 the line's last figure (含 M 件申请).
    const hits = (await count.locator('strong').last().innerText()).trim();

    await page.getByRole('button', { name: /保存检索/ }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/user/login`);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    assert.equal(redirect, `/gxq/patent/result?${query}&saveSearch=1`);
    const saving = page.waitForRequest((request) => request.url().endsWith('/savedSearch/save'));
    await submitLogin(page, DEMO.account, DEMO.password);
    // What is saved is the search the page sends, not its URL.
    assert.deepEqual((await saving).postDataJSON(), {
      kind: 'patent',
      params: { q: '电池', sort: 'relevance', filters: { type: ['invention'] } },
    });
    // Back on the same results, saved, and the flag gone from the URL.
    await page.getByText('已保存到我的检索：电池').waitFor();
    assert.equal(pathAndQuery(page.url()), resultUrl);
    await page.getByRole('link', { name: /已保存 · 我的检索/ }).click();

    await page.waitForURL((url) => url.pathname === `${BASE}/account/searches`);
    const row = rows(page).filter({ hasText: '检索式：电池' });
    await row.getByText(`当前命中 ${hits} 件`).waitFor();
    await row.getByText('专利类型：发明').waitFor();
    await row.getByText('未打开').waitFor();
    await row.getByRole('button', { name: '打开“电池”' }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/patent/result`);
    assert.equal(pathAndQuery(page.url()), resultUrl);
    await count.waitFor();
    assert.equal((await count.locator('strong').last().innerText()).trim(), hits);

    // Saving it again keeps the one entry.
    await page.getByRole('button', { name: /保存检索/ }).click();
    await page.getByText('“电池”已在我的检索中').waitFor();
    await mySearches(page);
    const saved = rows(page).filter({ hasText: '检索式：电池' });
    assert.equal(await saved.count(), 1);
    // Opened a moment ago: its last opening is shown instead of 未打开.
    assert.doesNotMatch(await saved.innerText(), /未打开/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a link carrying the save flag saves nothing for a signed-in user; the flag is dropped', async () => {
    const { page, errors, context } = await openPage(env.browser);
    const saves = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/savedSearch/save')) saves.push(request.url());
    });
    await login(page, env.origin, {
      account: 'buyer',
      password: 'Buyer@2026',
      redirect: '/account/center',
    });
    await page.getByRole('menuitem', { name: /个人中心/ }).waitFor();
    const query = new URLSearchParams({ q: '石墨烯' });
    await page.goto(`${env.origin}${BASE}/gxq/patent/result?${query}&saveSearch=1`);
    await page.waitForURL((url) => !url.searchParams.has('saveSearch'));
    assert.equal(pathAndQuery(page.url()), `${BASE}/gxq/patent/result?${query}`);
    await page.getByText(/^共 [\d,]+ 条结果/).waitFor();
    await page.getByRole('button', { name: /保存检索/ }).waitFor();
    // The hall's flag too.
    await page.goto(`${env.origin}${BASE}/gxq/operations/list?field=XNY&saveSearch=1`);
    await page.waitForURL((url) => !url.searchParams.has('saveSearch'));
    await page.getByText(/^共 \d+ 条专利出让信息/).waitFor();
    await page.getByRole('button', { name: /保存筛选/ }).waitFor();
    assert.deepEqual(saves, []);
    for (const kind of ['patent', 'trading']) {
      await page.goto(`${env.origin}${BASE}/account/searches?kind=${kind}`);
      await page
        .getByText(/还没有保存的|第 \d+-\d+ 条\/总共 \d+ 条/)
        .first()
        .waitFor();
      assert.equal(await rows(page).count(), 0, `buyer has no saved ${kind} search`);
    }
    assert.equal(await page.getByText(/已保存到我的检索/).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a saved hall filter shows none new after opening it, then a matching new listing', async () => {
    const { page, errors, context } = await openPage(env.browser);
    const hall = `/gxq/operations/list?type=invention&field=XNY`;
    await login(page, env.origin, { ...DEMO, redirect: hall });
    const count = page.getByText(/^共 \d+ 条专利出让信息/);
    await count.waitFor();
    const listed = Number(await count.locator('strong').innerText());
    await page.getByRole('button', { name: /保存筛选/ }).click();
    const name = '专利出让 · 发明 · 新能源';
    await page.getByText(`已保存到我的检索：${name}`).waitFor();

    await mySearches(page, 'trading');
    let row = rows(page).filter({ hasText: name });
    await row.getByText('技术领域：新能源').waitFor();
    await row.getByText(`${listed} 条`).waitFor();
    assert.equal(await row.getByText(/新增/).count(), 0);
    await row.getByRole('button', { name: `打开“${name}”` }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/operations/list`);
    assert.equal(pathAndQuery(page.url()), `${BASE}${hall}`);
    await count.waitFor();

    await mySearches(page, 'trading');
    row = rows(page).filter({ hasText: name });
    await row.getByText(`${listed} 条`).waitFor();
    assert.equal(await row.getByText(/新增/).count(), 0);

    // Publish an invention patent in 新能源 through the sale form.
    const response = await page.request.get(
      `${env.origin}/ipr-data-service/api/front/patent/search?${new URLSearchParams({
        q: '电池',
        size: '1',
        queryData: JSON.stringify({ type: ['invention'], legalStatus: ['valid'] }),
      })}`,
    );
    const patent = (await response.json()).data.content[0];
    assert.ok(patent?.applicationNumber, 'the mock has a valid invention patent about 电池');
    await page.goto(`${env.origin}${BASE}/gxq/operations/apply/sell`);
    await page.getByLabel('专利申请号').fill(patent.applicationNumber);
    await page.getByRole('button', { name: /查询/ }).click();
    await page
      .getByRole('region', { name: '专利信息' })
      .getByRole('link', { name: patent.title })
      .waitFor();
    await page.getByText('转让', { exact: true }).click();
    await page.getByLabel('价格').fill('60');
    await pick(page, '技术领域', '新能源');
    await page
      .getByLabel('详细描述')
      .fill('一种高安全性锂电池的发明专利，已授权，可整体转让并提供技术资料与指导。');
    await page.getByLabel('联系人').fill('王经理');
    await page.getByLabel('手机号码').fill('13912345678');
    const statement = page.getByLabel('授权说明');
    if (await statement.count()) await statement.fill(AUTHORIZATION);
    const id = await submitForReview(page);

    // Not counted while it waits for review.
    await mySearches(page, 'trading');
    row = rows(page).filter({ hasText: name });
    await row.getByText(`${listed} 条`).waitFor();
    assert.equal(await row.getByText(/新增/).count(), 0);

    await approveAsAdmin(env.origin, id);
    await mySearches(page, 'trading');
    row = rows(page).filter({ hasText: name });
    await row.getByText(`${listed + 1} 条`).waitFor();
    await row.getByText('新增 1').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a saved price range the hall has no band for opens the hall without it, and says so', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, {
      ...DEMO,
      redirect: '/account/searches?kind=trading',
    });
    // Saved elsewhere (another client of the API): a range the hall's bands do not offer.
    const token = await page.evaluate(() => window.localStorage.getItem('Authorization'));
    const response = await page.request.post(
      `${env.origin}/ipr-website-service/api/authFront/savedSearch/save`,
      {
        headers: { Authorization: token },
        data: {
          kind: 'trading',
          params: { queryData: { kind: 'sell', field: 'XNY', priceMin: 30, priceMax: 80 } },
        },
      },
    );
    const saved = (await response.json()).data;
    assert.equal(saved.name, '专利出让 · 新能源 · 30万-80万');

    await mySearches(page, 'trading');
    const row = rows(page).filter({ hasText: saved.name });
    await row.getByText('价格：30万-80万').waitFor();
    await row.getByRole('button', { name: `打开“${saved.name}”` }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/operations/list`);
    assert.equal(pathAndQuery(page.url()), `${BASE}/gxq/operations/list?field=XNY`);
    await page.getByText(/交易大厅无法显示其中的价格区间条件，已按其余条件打开/).waitFor();
    await page.getByText(/^共 \d+ 条专利出让信息/).waitFor();
    assert.equal(await page.getByLabel('技术领域', { exact: true }).inputValue(), 'XNY');
    assert.equal(await page.getByLabel('价格', { exact: true }).inputValue(), '');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
