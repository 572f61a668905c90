import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, BASE, openPage, startPreviewAndBrowser, submitLogin } from './support.mjs';

const env = startPreviewAndBrowser();
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const detailPath = (code, name) =>
  `/gxq/service/agency/result/${encodeURIComponent(code)}/${encodeURIComponent(name)}`;
const count = (n) => n.toLocaleString('en-US');

async function mock(path) {
  const body = await (await fetch(`${env.origin}${path}`)).json();
  assert.equal(body.success, true, `${path}: ${body.errorMessage}`);
  return body.data;
}

const patentsOf = (creditCode) =>
  mock(
    `/ipr-data-service/api/front/patent/findEnterpriseIndex?size=1&queryData=${encodeURIComponent(
      JSON.stringify({ creditCode }),
    )}`,
  );

/** A real agency of the mock with more than one page (10) of patents in the portal's database. */
async function agencyWithTwoPages() {
  const agencies = await mock('/ipr-agency-service/api/agency/findAgencyIndex?size=30');
  for (const agency of agencies.content) {
    const { totalElements } = await patentsOf(agency.creditCode);
    if (totalElements > 10) return { agency, patentCount: totalElements };
  }
  throw new Error('no agency of the mock has more than 10 patents');
}

/** Requests the page sends to the agency and data services while the test runs. */
function recordApiCalls(page) {
  const calls = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/api/agency/') || pathname.includes('/findEnterpriseIndex'))
      calls.push(pathname);
  });
  return calls;
}

const patentSection = (page) => page.locator('section[aria-labelledby="agency-patents"]');
const patentLinks = (page) => patentSection(page).locator('li a[href*="/gxq/patent/detail?id="]');

describe('service agency detail', () => {
  it('shows the profile, three charts and the handled patents, whose rows open the patent', async () => {
    const { agency } = await agencyWithTwoPages();
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}${detailPath(agency.creditCode, agency.enterpriseName)}`);
    await page.getByRole('heading', { level: 1, name: agency.enterpriseName }).waitFor();
    await page.getByText(agency.creditCode, { exact: true }).waitFor();
    await page.getByText(agency.agencyCode, { exact: true }).waitFor();
    await page.getByText(`${count(agency.agentCount)} 名`, { exact: true }).waitFor();
    await page
      .getByText(`${count(agency.patentTotal)} 件`, { exact: true })
      .first()
      .waitFor();

    const stats = page.locator('section[aria-labelledby="agency-statistics"]');
    // Charts mount when scrolled near (the chart library stays out of the first load).
    for (const label of ['年度代理申请量', '专利类型构成', '技术领域分布']) {
      const figure = stats.getByRole('figure', { name: label });
      await figure.scrollIntoViewIfNeeded();
      await figure.locator('canvas').first().waitFor();
    }
    assert.equal(await stats.getByRole('figure').count(), 3);
    // A screen reader gets each chart's numbers as a table: one row per bar, the same total.
    const byType = stats.getByRole('table', { name: '专利类型构成' });
    const typeRows = byType.locator('tbody tr');
    assert.ok((await typeRows.count()) >= 1);
    const typeTotal = (await typeRows.locator('td').allTextContents())
      .map((text) => Number.parseInt(text, 10))
      .reduce((sum, value) => sum + value, 0);
    assert.equal(typeTotal, agency.patentTotal);

    await patentLinks(page).first().waitFor();
    assert.equal(await patentLinks(page).count(), 10);
    await patentSection(page)
      .getByText(/平台收录该机构代理的专利 \d+ 件/)
      .waitFor();
    const title = (await patentLinks(page).first().textContent()).trim();
    await patentLinks(page).first().click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/patent/detail`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps the page of patents in the URL across a reload', async () => {
    const { agency, patentCount } = await agencyWithTwoPages();
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}${detailPath(agency.creditCode, agency.enterpriseName)}`);
    await patentLinks(page).first().waitFor();
    const firstOfPage1 = await patentLinks(page).first().textContent();
    await patentSection(page).getByRole('button', { name: '第 2 页' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await patentLinks(page).filter({ hasNotText: firstOfPage1 }).first().waitFor();
    const rows = await patentLinks(page).allTextContents();
    assert.equal(rows.length, Math.min(10, patentCount - 10));
    assert.ok(!rows.includes(firstOfPage1));

    await page.reload();
    await patentLinks(page).first().waitFor();
    assert.deepEqual(await patentLinks(page).allTextContents(), rows);
    assert.equal(
      await patentSection(page)
        .getByRole('button', { name: '第 2 页' })
        .getAttribute('aria-current'),
      'page',
    );

    // The type filter also lives in the URL and starts again from page 1.
    await patentSection(page).getByLabel('专利类型').selectOption('invention');
    await page.waitForURL(
      (url) => url.searchParams.get('type') === 'invention' && !url.searchParams.has('page'),
    );
    await patentSection(page)
      .getByText(/平台收录该机构代理的发明专利 \d+ 件/)
      .waitFor();
    const types = await patentSection(page)
      .locator('li')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('.ant-tag')?.textContent));
    assert.ok(types.length > 0 && types.every((type) => type === '发明'), types.join());
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('puts the registered name into an address that carries another one', async () => {
    const { agency } = await agencyWithTwoPages();
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}${detailPath(agency.creditCode, '旧名称')}?page=2`);
    await page.waitForURL(
      (url) =>
        url.pathname === `${BASE}${detailPath(agency.creditCode, agency.enterpriseName)}` &&
        url.searchParams.get('page') === '2',
    );
    await page.getByRole('heading', { level: 1, name: agency.enterpriseName }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('explains a malformed credit code and sends no request', async () => {
    const { agency } = await agencyWithTwoPages();
    const last = agency.creditCode.at(-1);
    const wrongCheck =
      agency.creditCode.slice(0, 17) +
      CREDIT_CODE_CHARS[(CREDIT_CODE_CHARS.indexOf(last) + 1) % CREDIT_CODE_CHARS.length];
    const cases = [
      ['ABC', '统一社会信用代码长度应为18位'],
      [wrongCheck, '统一社会信用代码校验位不正确'],
    ];
    const { page, errors, context } = await openPage(env.browser);
    const calls = recordApiCalls(page);
    for (const [code, reason] of cases) {
      await page.goto(`${env.origin}${BASE}${detailPath(code, agency.enterpriseName)}`);
      const block = page.getByRole('status').filter({ hasText: '统一社会信用代码无效' });
      await block.waitFor();
      await block.getByText(reason).waitFor();
      await block.getByText(code, { exact: true }).waitFor();
      await block.getByRole('link', { name: '查看服务机构列表' }).waitFor();
    }
    await page.waitForLoadState('networkidle');
    assert.deepEqual(calls, []);
    await page.getByRole('link', { name: '查看服务机构列表' }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/service/agency/search`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('says so when a well-formed code names no agency', async () => {
    const { page, errors, context } = await openPage(env.browser);
    const calls = recordApiCalls(page);
    await page.goto(`${env.origin}${BASE}${detailPath('91110000600037341L', '示例代理')}`);
    const block = page.getByRole('status').filter({ hasText: '未找到该服务机构' });
    await block.waitFor();
    await block.getByText('91110000600037341L').waitFor();
    await block.getByRole('link', { name: '查看服务机构列表' }).waitFor();
    // Only the profile is asked for: statistics and patents wait for a known agency.
    assert.deepEqual(calls, ['/ipr-agency-service/api/agency/detail']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('sends a visitor who wants to leave a message to login and back to the open form', async () => {
    const { agency } = await agencyWithTwoPages();
    const path = detailPath(agency.creditCode, agency.enterpriseName);
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}${path}`);
    await page.getByRole('button', { name: /在线咨询/ }).click();
    // A visitor is offered the hotline beside the login.
    await page.getByRole('link', { name: '029-8888 6120' }).waitFor();
    await page.getByRole('button', { name: /去登录/ }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/user/login`);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    assert.equal(redirect, `${path}?leaveMessage=agency`);

    await submitLogin(page, DEMO.account, DEMO.password);
    await page.waitForURL((url) => url.pathname === `${BASE}${path}`);
    // Titled for the action and the agency it is about.
    const dialog = page.getByRole('dialog', { name: `在线咨询：${agency.enterpriseName}` });
    await dialog.waitFor();
    assert.ok((await dialog.getByLabel('咨询内容').inputValue()).includes(agency.enterpriseName));
    assert.equal(new URL(page.url()).searchParams.get('leaveMessage'), null);

    await dialog.getByLabel('姓名').fill('张三');
    await dialog.getByLabel('手机号码').fill('13912345678');
    const [request] = await Promise.all([
      page.waitForRequest('**/api/authFront/leaveMessage'),
      dialog.getByRole('button', { name: /提交咨询/ }).click(),
    ]);
    const sent = request.postDataJSON();
    assert.deepEqual(
      { targetType: sent.targetType, targetId: sent.targetId, purpose: sent.purpose },
      { targetType: 'agency', targetId: agency.creditCode, purpose: 'consult' },
    );
    await page.getByText('咨询已提交，我们会尽快与您联系').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
