// Buy demands have their own page with ranked, reasoned matches (issue 14); a listing shows the
// demands it meets; a demand just published shows its matches at once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, BASE, login, openPage, startPreviewAndBrowser } from './support.mjs';
import { DESCRIPTION, pick, submitForReview } from './trade-forms.mjs';

const env = startPreviewAndBrowser();
/** The reasons that can make a listing match (field, price and type only support one). */
const REAL_REASON =
  /^(需求点名了该专利|共同关键词：|描述中提及：|相关词：|同属 IPC |IPC [A-H]\d\d[A-Z] 对应需求中的)/;
const section = (page, name) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name, level: 2 }) });
const list = (scope, name) =>
  scope
    .locator('div')
    .filter({ has: scope.page().getByRole('heading', { name, level: 3 }) })
    .last();

describe('demand pages and matching', () => {
  it('opens a demand from the hall’s demand tab with three ranked lists, each entry with its reasons', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/operations/list?kind=buy`);
    const first = page.locator('a[href*="/gxq/operations/buy/"]').first();
    const title = (await first.locator('strong').innerText()).trim();
    await first.click();
    await page.waitForURL((url) => url.pathname.startsWith(`${BASE}/gxq/operations/buy/`));
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const matches = section(page, '匹配推荐');
    await matches.getByText(/只参与排序；匹配度低于 40 的不显示/).waitFor();
    for (const name of [/^匹配的出让专利/, /^该领域的专家/, /^擅长该领域的服务机构/]) {
      const entries = list(matches, name).locator('ol > li');
      await entries.first().waitFor();
      const count = await entries.count();
      const scores = [];
      for (let i = 0; i < count; i += 1) {
        const reasons = await entries
          .nth(i)
          .getByRole('list', { name: '匹配理由' })
          .getByRole('listitem')
          .allInnerTexts();
        assert.ok(reasons.length > 0);
        // A listing is there for a real reason, never for its field, price or type alone.
        if (String(name).includes('出让专利'))
          assert.ok(
            reasons.some((r) => REAL_REASON.test(r)),
            `a real reason among ${reasons.join(' | ')}`,
          );
        scores.push(Number((await entries.nth(i).innerText()).match(/匹配度 (\d+)/)[1]));
      }
      assert.ok(
        scores.every((score) => score >= 40),
        `${name} shows nothing under 40`,
      );
      assert.deepEqual(
        scores,
        [...scores].sort((a, b) => b - a),
        `${name} ranked by score`,
      );
    }
    // A listing it matches shows the demands it meets, this one among them, linked back.
    const listing = list(matches, /^匹配的出让专利/)
      .locator('ol > li')
      .first()
      .getByRole('link');
    await listing.click();
    await page.waitForURL((url) => url.pathname.startsWith(`${BASE}/gxq/operations/sell/`));
    const back = section(page, '匹配的求购需求');
    await back.getByRole('heading', { name: /^可能需要该专利的需求/ }).waitFor();
    assert.ok((await back.locator('ol > li').count()) > 0);
    const hrefs = await back
      .locator('ol > li a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    assert.ok(hrefs.every((href) => href.startsWith(`${BASE}/gxq/operations/buy/`)));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a demand just published that names a listed patent shows that listing first, at once', async () => {
    const { page, errors, context } = await openPage(env.browser);
    // A live listing, as the hall shows it; its title without 一种 names it.
    const hall = await page.request.get(
      `${env.origin}/ipr-website-service/api/front/ipcTransaction/findIndex?queryData=${encodeURIComponent(JSON.stringify({ kind: 'sell' }))}&size=1&sort=publishDate%20desc`,
    );
    const target = (await hall.json()).data.content[0];
    const named = target.title.replace(/^一种/, '');
    await login(page, env.origin, {
      ...DEMO,
      redirect: '/gxq/operations/apply/buy',
    });
    await page.getByLabel('需求标题').waitFor();
    await pick(page, '技术领域', '新能源');
    await page.getByLabel('需求标题').fill('求购指定专利');
    const keywords = page.getByLabel('关键词', { exact: true });
    await keywords.fill(named);
    await keywords.press('Enter');
    await page.getByText('转让', { exact: true }).click();
    await page.getByLabel('面议').click();
    await page
      .getByLabel('需求截止日期')
      .fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel('详细描述').fill(DESCRIPTION);
    await page.getByLabel('联系人').fill('李工');
    await page.getByLabel('手机号码').fill('13612345678');
    const id = await submitForReview(page, /提交需求/);
    const listings = list(section(page, '匹配推荐'), /^匹配的出让专利/).locator('ol > li');
    await listings.first().waitFor();
    await listings.first().getByRole('link', { name: target.title }).waitFor();
    await listings.first().getByText(`需求点名了该专利（“${named}”）`).waitFor();
    // Its own page (for its owner, while in review) says the same.
    await page.goto(`${env.origin}${BASE}/gxq/operations/buy/${id}`);
    await list(section(page, '匹配推荐'), /^匹配的出让专利/)
      .locator('ol > li')
      .first()
      .getByRole('link', { name: target.title })
      .waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an unknown demand is not found; a listing’s id on the demand path opens the listing', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/operations/buy/txn-9999`);
    await page.getByRole('heading', { name: '未找到该交易信息' }).waitFor();
    await page.goto(`${env.origin}${BASE}/gxq/operations/buy/txn-0001`);
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/operations/sell/txn-0001`);
    await section(page, '匹配的求购需求').waitFor();
    await context.close();
  });
});
