import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, BASE, openPage, startPreviewAndBrowser, submitLogin } from './support.mjs';

const env = startPreviewAndBrowser();

/** The data of a mock call (agency-service envelopes are unwrapped by the app, not by fetch). */
async function api(path) {
  const body = await (await fetch(`${env.origin}${path}`)).json();
  assert.equal(body.success, true, path);
  return body.data;
}

const grouped = (n) => Math.round(n).toLocaleString('en-US');
const wan = (v) => (v >= 10_000 ? `${Number((v / 10_000).toFixed(2))}亿` : `${v}万`);

/** The value shown on the figure tile named `label`. */
async function tileValue(page, region, label) {
  const tile = page.getByRole('region', { name: region }).locator('div', { hasText: label }).last();
  return (await tile.locator('strong').textContent()).trim();
}

describe('home page', () => {
  it('shows the zone figures computed from the data, every module, news and featured items', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/index`);
    await page.getByRole('heading', { name: '一站式知识产权公共服务平台' }).waitFor();

    const [agencies, patents, trade, pledge] = await Promise.all([
      api('/ipr-agency-service/api/agency/findAgencyIndex?size=1'),
      api('/ipr-data-service/api/front/patent/findIndex?size=1'),
      api('/ipr-website-service/api/front/ipcTransaction/statistics'),
      api('/ipr-website-service/api/front/PledgeFinancing/statistics'),
    ]);
    await page.getByRole('region', { name: '示范区数据' }).getByText('入驻服务机构').waitFor();
    assert.equal(
      await tileValue(page, '示范区数据', '入驻服务机构'),
      `${grouped(agencies.totalElements)} 家`,
    );
    assert.equal(
      await tileValue(page, '示范区数据', '平台收录专利'),
      `${grouped(patents.totalElements)} 件`,
    );
    assert.equal(
      await tileValue(page, '示范区数据', '挂牌交易专利'),
      `${grouped(trade.listingCount)} 项`,
    );
    assert.equal(
      await tileValue(page, '示范区数据', '质押融资总额'),
      `${wan(pledge.totalAmount)}元`,
    );

    const entries = page.getByRole('navigation', { name: '业务入口' }).getByRole('link');
    const targets = await entries.evaluateAll((links) =>
      links.map((a) => new URL(a.href).pathname),
    );
    assert.deepEqual(
      targets.map((path) => path.slice(BASE.length)),
      [
        '/gxq/patent/search',
        '/gxq/nav/pdf',
        '/gxq/nav/value',
        '/gxq/finance/index',
        '/gxq/operations/index',
        '/gxq/service/index',
        '/gxq/index/list',
      ],
    );

    // Latest news (notices have their own column) and the newest notice.
    const news = await api('/ipr-website-service/api/front/news/find?size=20');
    const latest = news.content.find((item) => item.category !== '通知公告');
    await page.getByRole('link', { name: latest.title }).first().waitFor();
    const notices = await api(
      `/ipr-website-service/api/front/news/find?size=1&queryData=${encodeURIComponent(JSON.stringify({ category: '通知公告' }))}`,
    );
    await page.getByRole('link', { name: notices.content[0].title }).first().waitFor();

    // Featured agencies lead to their detail route.
    const top = await api(
      '/ipr-agency-service/api/agency/findAgencyIndex?size=1&sort=patentTotal%20desc',
    );
    const agencyLink = page.getByRole('link', { name: new RegExp(top.content[0].enterpriseName) });
    assert.equal(
      new URL(await agencyLink.getAttribute('href'), env.origin).pathname,
      `${BASE}/gxq/service/agency/result/${top.content[0].creditCode}/${encodeURIComponent(top.content[0].enterpriseName)}`,
    );
    for (const title of ['最新挂牌专利', '推荐金融产品', '推荐服务机构'])
      await page.getByRole('heading', { name: title }).waitFor();
    assert.ok((await page.locator('a[href*="/gxq/operations/sell/"]').count()) >= 3);
    assert.ok((await page.locator('a[href*="/gxq/finance/product/"]').count()) >= 3);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('looks finished on a 375 px phone: no sideways scrolling, figures and entries visible', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 800 },
    });
    const asked = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${env.origin}${BASE}/gxq/index`);
    await page.getByRole('region', { name: '示范区数据' }).getByText('平台收录专利').waitFor();
    await page.waitForLoadState('networkidle');
    // Below the first screen, news and the featured items are asked for once scrolled to.
    assert.equal(await page.getByRole('heading', { name: '新闻动态' }).count(), 0);
    assert.ok(!asked.some((path) => path.endsWith('/front/news/find')), asked.join(' '));
    await page.mouse.wheel(0, 600);
    await page.getByRole('heading', { name: '新闻动态' }).waitFor();
    await page.getByRole('heading', { name: '推荐服务机构' }).scrollIntoViewIfNeeded();
    await page.locator('a[href*="/gxq/service/agency/result/"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `page is ${width} px wide`);
    const entry = await page
      .getByRole('navigation', { name: '业务入口' })
      .getByRole('link', { name: /知识产权金融/ })
      .boundingBox();
    assert.ok(entry && entry.x >= 0 && entry.x + entry.width <= 375);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('searches patents from the banner; an empty search is explained, not sent', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/index`);
    const search = page.getByRole('search');
    await search.getByRole('button').click();
    await page.getByRole('alert').getByText('请输入关键词、申请号或检索式').waitFor();
    await page.getByLabel('专利检索').fill('锂离子电池');
    await search.getByRole('button').click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/patent/result`);
    assert.equal(new URL(page.url()).searchParams.get('q'), '锂离子电池');
    await page
      .getByText(/共 [\d,]+ 条结果/)
      .first()
      .waitFor();

    // A hot topic searches at once.
    await page.goto(`${env.origin}${BASE}/gxq/index`);
    await page.getByRole('button', { name: '集成电路' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === '集成电路');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a failed figure says so while the others still show; all failing offers a retry', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.route('**/ipr-website-service/api/front/ipcTransaction/statistics', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto(`${env.origin}${BASE}/gxq/index`);
    const figures = page.getByRole('region', { name: '示范区数据' });
    await figures.getByText('挂牌交易专利').waitFor();
    assert.equal(await tileValue(page, '示范区数据', '挂牌交易专利'), '暂无数据');
    assert.match(await tileValue(page, '示范区数据', '入驻服务机构'), /^\d[\d,]* 家$/);

    await page.route(
      /\/(ipr-agency-service|ipr-data-service|ipr-website-service)\/.*(findAgencyIndex|patent\/findIndex|statistics)/,
      (route) => route.fulfill({ status: 500, body: 'down' }),
    );
    await page.reload();
    await figures.getByText('示范区数据加载失败').waitFor();
    await page.unrouteAll();
    await figures.getByRole('button', { name: /重\s*试|重新加载/ }).click();
    await figures.getByText('入驻服务机构').waitFor();
    assert.deepEqual(
      errors.filter((error) => !error.includes('500')),
      [],
    );
    await context.close();
  });
});

describe('service home', () => {
  it('shows the agency figures, main services with their agencies, and featured agencies', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/service/index`);
    const overview = await api('/ipr-agency-service/api/agency/statistics');
    await page.getByRole('region', { name: '服务机构数据' }).getByText('执业专利代理师').waitFor();
    assert.equal(
      await tileValue(page, '服务机构数据', '执业专利代理师'),
      `${grouped(overview.agentCount)} 名`,
    );
    assert.equal(
      await tileValue(page, '服务机构数据', '累计代理专利'),
      `${grouped(overview.patentTotal)} 件`,
    );

    const dict = await api(
      `/ipr-website-service/api/front/dictItem/find?size=5000&queryData=${encodeURIComponent(JSON.stringify({ code: 'SERVICE_MainService' }))}`,
    );
    const first = dict.content[0];
    const count = overview.byMainService.find((item) => item.service === first.value).count;
    const tile = page.getByRole('link', { name: `${first.label} ${count} 家机构` });
    await tile.waitFor();
    assert.match(await tile.getAttribute('href'), new RegExp(`mainService=${first.value}$`));

    const partTime = await api(
      `/ipr-website-service/api/front/dictItem/find?size=5000&queryData=${encodeURIComponent(JSON.stringify({ code: 'SERVICE_PartTimeOperation' }))}`,
    );
    for (const item of partTime.content)
      await page.getByText(item.label, { exact: true }).waitFor();
    assert.equal(
      await page.getByRole('button', { name: '预约服务' }).count(),
      partTime.content.length,
    );
    await page.getByRole('heading', { name: '推荐服务机构' }).waitFor();
    assert.equal(await page.locator('a[href*="/gxq/service/agency/result/"]').count(), 6);

    // A main service tile opens the agency list narrowed to it; the scope can be removed.
    const listed = page.waitForRequest((request) => {
      const data = new URL(request.url()).searchParams.get('queryData');
      return request.url().includes('/findAgencyIndex') && data?.includes('mainService');
    });
    await tile.click();
    const queryData = JSON.parse(new URL((await listed).url()).searchParams.get('queryData'));
    assert.equal(queryData.mainService, first.value);
    await page.getByText(`提供“${first.label}”服务的机构`).waitFor();
    await page.getByText(`共 ${count} 家服务机构`).waitFor();
    await page.getByRole('button', { name: '查看全部机构' }).click();
    await page.waitForURL((url) => !url.searchParams.has('mainService'));
    await page.getByText(`共 ${overview.agencyCount} 家服务机构`).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a visitor booking a part-time operation service logs in and sends the request about it', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/service/index`);
    const partTime = await api(
      `/ipr-website-service/api/front/dictItem/find?size=5000&queryData=${encodeURIComponent(JSON.stringify({ code: 'SERVICE_PartTimeOperation' }))}`,
    );
    const service = partTime.content[1];
    await page
      .getByRole('listitem')
      .filter({ hasText: service.label })
      .getByRole('button', { name: '预约服务' })
      .click();
    await page.getByText('登录后即可预约服务').waitFor();
    // antd moves focus into the dialog once its opening animation ends: click after that.
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await page.getByRole('button', { name: /去登录/ }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/user/login`);
    await submitLogin(page, DEMO.account, DEMO.password);
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/service/index`);
    assert.equal(new URL(page.url()).searchParams.get('op'), service.value);
    const dialog = page.getByRole('dialog', { name: `预约服务：${service.label}` });
    await dialog.getByLabel('联系人').fill('王经理');
    await dialog.getByLabel('手机号码').fill('13912345678');
    // A day and a part of it are asked for; a past day is refused at the field.
    await dialog.getByRole('button', { name: '提交预约' }).click();
    await dialog.getByText('请选择预约日期').waitFor();
    await dialog.getByText('请选择上午或下午').waitFor();
    await dialog.getByLabel('希望服务日期').fill('2020-01-06');
    await dialog.getByRole('button', { name: '提交预约' }).click();
    await dialog.getByText(/^可预约 \d{4}-\d{2}-\d{2} 至/).waitFor();
    const day = new Date(Date.now() + 3 * 86_400_000);
    const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    await dialog.getByLabel('希望服务日期').fill(iso);
    await dialog.getByText('下午', { exact: true }).click();
    const sent = page.waitForRequest('**/api/authFront/leaveMessage');
    await dialog.getByRole('button', { name: '提交预约' }).click();
    const body = (await sent).postDataJSON();
    assert.deepEqual(
      [body.targetType, body.targetId, body.purpose, body.preferredDate, body.preferredPeriod],
      ['service', service.value, 'booking', iso, 'afternoon'],
    );
    await page.getByText(/预约已提交/).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
