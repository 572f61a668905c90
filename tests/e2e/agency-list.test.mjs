import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();
const LIST = `${BASE}/gxq/service/agency/search`;
const API = '/ipr-agency-service/api/agency/findAgencyIndex';

const isListCall = (url) => new URL(url).pathname.endsWith(API);

/** What the page asked the backend for, with queryData parsed from its JSON string. */
function queryOf(url) {
  const params = new URL(url).searchParams;
  return {
    page: params.get('page'),
    size: params.get('size'),
    sort: params.get('sort'),
    keyword: params.get('keyword'),
    queryData: JSON.parse(params.get('queryData') ?? '{}'),
  };
}

/** Runs `action` and resolves with the list request it caused and the backend's answer. */
async function listCall(page, action) {
  const [response] = await Promise.all([
    page.waitForResponse((response) => isListCall(response.url())),
    action(),
  ]);
  const body = await response.json();
  assert.equal(body.success, true, body.errorMessage);
  return { query: queryOf(response.url()), result: body.data };
}

const param = (page, key) => new URL(page.url()).searchParams.get(key);
const group = (page, name) => page.getByRole('group', { name });
const chip = (page, groupName, name) =>
  group(page, groupName).getByRole('button', { name, exact: true });
const pressed = async (page, groupName, name) =>
  (await chip(page, groupName, name).getAttribute('aria-pressed')) === 'true';
const cardNames = (page) =>
  page
    .locator('main a[href*="/service/agency/result/"] strong')
    .evaluateAll((names) => names.map((name) => name.textContent));
const total = async (page) =>
  Number((await page.getByRole('status').textContent()).match(/共\s*(\d+)/)[1]);

describe('service agency list', () => {
  it('every docs/spec.md §2 filter goes to the backend and the URL, and survives a reload', async () => {
    const { page, errors, context } = await openPage(env.browser);
    const first = await listCall(page, () => page.goto(`${env.origin}${LIST}`));
    assert.deepEqual(first.query, {
      page: '0',
      size: '10',
      sort: 'patentTotal desc',
      keyword: null,
      queryData: {},
    });
    assert.ok(await pressed(page, '成立时间', '不限'));
    await page.getByRole('status').waitFor();
    const all = await total(page);

    const clsj = await listCall(page, () => chip(page, '成立时间', '5-10年').click());
    assert.deepEqual(clsj.query.queryData, { clsj: '5-10' });
    assert.equal(param(page, 'clsj'), '5-10');

    // Agents band 10-50: the backend narrows and every card shown is one of its answers.
    const dlr = await listCall(page, () => chip(page, '代理人数', '10-50人').click());
    assert.deepEqual(dlr.query.queryData, { clsj: '5-10', dlr: '10-50' });
    assert.equal(param(page, 'dlr'), '10-50');
    assert.ok(dlr.result.totalElements > 0 && dlr.result.totalElements < all);
    assert.ok(
      dlr.result.content.every((agency) => agency.agentCount >= 10 && agency.agentCount < 50),
    );
    await page.getByText(`共 ${dlr.result.totalElements} 家服务机构`).waitFor();
    assert.deepEqual(
      await cardNames(page),
      dlr.result.content.map((agency) => agency.enterpriseName),
    );

    const zlzl = await listCall(page, () => chip(page, '专利总量', '5000件以下').click());
    assert.deepEqual(zlzl.query.queryData, { clsj: '5-10', dlr: '10-50', zlzl: '0-5000' });
    assert.equal(param(page, 'zlzl'), '0-5000');

    await listCall(page, () => chip(page, '技术领域', '新一代信息技术').click());
    const jsly = await listCall(page, () => chip(page, '技术领域', '新材料').click());
    const expected = { clsj: '5-10', dlr: '10-50', zlzl: '0-5000', jsly: ['XXJS', 'XCL'] };
    assert.deepEqual(jsly.query.queryData, expected);
    assert.equal(param(page, 'jsly'), 'XXJS,XCL');
    assert.ok(jsly.result.totalElements > 0);
    assert.ok(
      jsly.result.content.every(
        (agency) =>
          agency.agentCount >= 10 &&
          agency.agentCount < 50 &&
          agency.patentTotal < 5000 &&
          agency.technicalFields.some((field) => ['XXJS', 'XCL'].includes(field)),
      ),
    );

    const reloaded = await listCall(page, () => page.reload());
    assert.deepEqual(reloaded.query.queryData, expected);
    assert.equal(reloaded.query.page, '0');
    for (const [groupName, name] of [
      ['成立时间', '5-10年'],
      ['代理人数', '10-50人'],
      ['专利总量', '5000件以下'],
      ['技术领域', '新一代信息技术'],
      ['技术领域', '新材料'],
    ])
      assert.ok(await pressed(page, groupName, name), `${groupName} ${name} stays selected`);
    assert.equal(await pressed(page, '技术领域', '不限'), false);
    assert.equal(await pressed(page, '技术领域', '新能源'), false);

    // Toggling a field off and 不限 on a group both reach the request.
    const untoggled = await listCall(page, () => chip(page, '技术领域', '新材料').click());
    assert.deepEqual(untoggled.query.queryData.jsly, ['XXJS']);
    const unlimited = await listCall(page, () => chip(page, '成立时间', '不限').click());
    assert.equal(unlimited.query.queryData.clsj, undefined);
    assert.equal(param(page, 'clsj'), null);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('sort, keyword and page live in the URL and the request', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await listCall(page, () => page.goto(`${env.origin}${LIST}?dlr=50`));
    const sorted = await listCall(page, () => page.getByLabel('排序').selectOption('agents'));
    assert.equal(param(page, 'sort'), 'agents');
    assert.equal(sorted.query.sort, 'agentCount desc');
    assert.deepEqual(sorted.query.queryData, { dlr: '50' });

    const second = await listCall(page, () =>
      page
        .getByRole('navigation', { name: '分页' })
        .getByRole('button', { name: '第 2 页' })
        .click(),
    );
    assert.equal(param(page, 'page'), '2');
    assert.equal(second.query.page, '1');
    assert.equal(second.query.size, '10');
    assert.equal(second.query.sort, 'agentCount desc');
    const counts = [...sorted.result.content, ...second.result.content].map((a) => a.agentCount);
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => b - a),
    );
    assert.ok(counts.every((count) => count >= 50));
    await page
      .getByRole('button', { name: '第 2 页' })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();

    const reloaded = await listCall(page, () => page.reload());
    assert.deepEqual([reloaded.query.page, reloaded.query.sort], ['1', 'agentCount desc']);
    assert.equal(await page.getByLabel('排序').inputValue(), 'agents');

    // A new condition starts again at page 1; the sort stays.
    const oldest = await listCall(page, () => page.getByLabel('排序').selectOption('oldest'));
    assert.equal(oldest.query.sort, 'foundingDate asc');
    assert.equal(param(page, 'page'), null);
    const searched = await listCall(page, async () => {
      await page.getByLabel('关键词').fill('北京');
      await page.getByLabel('关键词').press('Enter');
    });
    assert.equal(param(page, 'keyword'), '北京');
    assert.equal(searched.query.keyword, '北京');
    assert.equal(searched.query.page, '0');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a hostile URL renders a clean page', async () => {
    const { page, errors, context } = await openPage(env.browser);
    const { query, result } = await listCall(page, () =>
      page.goto(`${env.origin}${LIST}?clsj=%3Cscript%3Ealert(1)%3C/script%3E&page=99999&jsly=XX`),
    );
    // Unknown values are dropped (the field only once the dictionary knows it), the page clamped.
    assert.deepEqual(query.queryData, {});
    assert.equal(query.page, '9999');
    assert.equal(result.content.length, 0);
    await page.getByText('第 10000 页没有内容').waitFor();
    assert.ok(await pressed(page, '成立时间', '不限'));
    assert.ok(await pressed(page, '技术领域', '不限'));
    assert.equal(await page.locator('main').getByText('script').count(), 0);

    const last = await listCall(page, () =>
      page.getByRole('button', { name: '前往最后一页' }).click(),
    );
    assert.equal(Number(last.query.page), result.totalPages - 1);
    assert.equal(param(page, 'page'), String(result.totalPages));
    assert.equal(param(page, 'clsj'), null, 'the hostile value is gone from the URL');
    await page.locator('main a[href*="/service/agency/result/"]').first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('no result shows the empty state with a way back', async () => {
    const { page, errors, context } = await openPage(env.browser);
    const empty = await listCall(page, () =>
      page.goto(`${env.origin}${LIST}?clsj=0-3&dlr=50&sort=newest`),
    );
    assert.equal(empty.result.totalElements, 0);
    await page.getByText('没有符合条件的服务机构').waitFor();
    const cleared = await listCall(page, () =>
      page.locator('main').getByRole('button', { name: '清除全部条件' }).first().click(),
    );
    assert.deepEqual(cleared.query.queryData, {});
    assert.equal(cleared.query.sort, 'foundingDate desc');
    assert.equal(new URL(page.url()).search, '?sort=newest');
    await page.getByRole('status').filter({ hasText: '家服务机构' }).waitFor();
    assert.ok((await total(page)) > 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a failed load says so and retries', async () => {
    const { page, errors, context } = await openPage(env.browser);
    let failures = 1;
    await page.route(`**${API}?**`, (route) =>
      failures-- > 0
        ? route.fulfill({
            json: { success: false, errorCode: 'E500', errorMessage: '服务暂不可用', showType: 2 },
          })
        : route.continue(),
    );
    await page.goto(`${env.origin}${LIST}`);
    // In the page, what failed with a retry; above it, the request layer's one error message.
    await page
      .getByRole('alert')
      .filter({ hasText: '服务机构加载失败' })
      .getByText('服务暂不可用')
      .waitFor();
    await page.locator('.ant-message-error').filter({ hasText: '服务暂不可用' }).waitFor();
    await listCall(page, () => page.getByRole('button', { name: /重\s*试/ }).click());
    await page.getByRole('status').filter({ hasText: '家服务机构' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 800 },
    });
    await listCall(page, () => page.goto(`${env.origin}${LIST}?jsly=XXJS`));
    await page.getByRole('status').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
