// The patent passport on /gxq/patent/detail (issue 14): value, trading, pledge eligibility with a
// loan estimate and matching products, the agency and the applicant's other patents — on a valid,
// an expiring and a lapsed patent, and 发布此专利 for the account that owns one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, BASE, login, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();

// Seeded records (mock/_lib/data): a valid invention with 15 years left, a valid invention with
// 7.9 years left, a lapsed utility model, and an invention of the demo account's company.
const ELIGIBLE = 'pat-000030';
const EXPIRING = 'pat-000087';
const LAPSED = 'pat-000001';
const DEMO_OWNED = 'pat-000501';

async function openPassport(page, id) {
  await page.goto(`${env.origin}${BASE}/gxq/patent/detail?id=${id}`);
  const passport = page.locator('#passport');
  await passport.getByRole('heading', { name: '专利服务通行证' }).waitFor();
  return passport;
}

const part = (passport, name) =>
  passport.locator('section').filter({ has: passport.page().getByRole('heading', { name }) });

describe('patent passport', () => {
  it('an eligible patent: the loan range follows from its valuation, products, agency and the applicant’s patents link on', async () => {
    const { page, errors, context } = await openPage(env.browser);
    const passport = await openPassport(page, ELIGIBLE);
    const value = part(passport, '价值');
    const valuation = Number((await value.innerText()).match(/参考估值\s*(\d+)万元/)[1]);
    assert.ok(valuation > 0);

    const pledge = part(passport, '质押融资');
    await pledge.getByText('符合常见质押条件').waitFor();
    await pledge.getByText(/参考可贷额度/).waitFor();
    assert.match(await pledge.innerText(), /剩余约 [\d.]+ 年（发明要求不少于 8 年）/);
    // 25 % of the valuation is the most; the range starts at 60 % of it (rounded down to 1万),
    // and never below the products' usual minimum of 50万.
    const cap = valuation * 0.25;
    const range = (await pledge.innerText()).match(/参考可贷额度\s*(\d+)万-(\d+)万元/);
    assert.deepEqual(
      [Number(range[1]), Number(range[2])],
      [Math.max(50, Math.floor(cap * 0.6)), Math.floor(cap)],
    );
    assert.match(await pledge.innerText(), /来源：按常见质押规则测算/);

    // Each matching product is a real product whose amounts overlap the range.
    await pledge.getByText('额度相符的专利质押贷款产品').waitFor();
    const products = pledge.getByRole('listitem');
    await products.first().waitFor();
    const count = await products.count();
    assert.ok(count >= 1 && count <= 3);
    for (let i = 0; i < count; i += 1) {
      const [, low, high] = (await products.nth(i).innerText()).match(/(\d+)万-(\d+)万元/);
      assert.ok(Number(low) <= Number(range[2]) && Number(high) >= Number(range[1]));
    }
    const productName = (await products.first().getByRole('link').innerText()).trim();
    await products.first().getByRole('link').click();
    await page.getByRole('heading', { name: productName, level: 1 }).waitFor();
    await page.goBack();

    const agency = part(await openPassport(page, ELIGIBLE), '代理机构').getByRole('link');
    const agencyName = (await agency.innerText()).trim();
    await agency.click();
    await page.getByRole('heading', { name: agencyName, level: 1 }).waitFor();

    const others = part(await openPassport(page, ELIGIBLE), /的其他专利$/);
    const all = others.getByRole('link', { name: /在专利检索中查看全部 \d+ 件/ });
    await all.waitFor();
    const otherCount = Number((await all.innerText()).match(/(\d+) 件/)[1]);
    const listed = others.getByRole('listitem');
    assert.ok((await listed.count()) >= 1);
    for (const href of await listed
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      assert.notEqual(href, `${BASE}/gxq/patent/detail?id=${ELIGIBLE}`);
    await all.click();
    // The search finds the applicant's patents: the others and this one.
    await page.getByText(`共 ${otherCount + 1} 条结果`).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an expiring and a lapsed patent are refused with the plain reason and no estimate', async () => {
    const { page, errors, context } = await openPage(env.browser);
    let pledge = part(await openPassport(page, EXPIRING), '质押融资');
    await pledge.getByText('暂不符合质押条件').waitFor();
    // The years left count from today: the reason gives the figure the term line shows.
    const text = await pledge.innerText();
    const left = text.match(/剩余约 (\d+\.\d) 年（发明要求不少于 8 年）/)?.[1];
    assert.ok(left && Number(left) < 8, `no remaining term under 8 years in: ${text}`);
    assert.ok(text.includes(`发明专利剩余保护期应不少于8年，当前约${left}年`), text);
    assert.doesNotMatch(await pledge.innerText(), /参考可贷额度/);

    const passport = await openPassport(page, LAPSED);
    pledge = part(passport, '质押融资');
    await pledge.getByText('暂不符合质押条件').waitFor();
    assert.match(await pledge.innerText(), /实用新型专利已失效，不能办理质押/);
    assert.doesNotMatch(await pledge.innerText(), /参考可贷额度|剩余约/);
    assert.match(await part(passport, '价值').innerText(), /无参考估值/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a failing products call is said inside the pledge part, with a retry, and the page stays', async () => {
    const { page, context } = await openPage(env.browser);
    let fail = true;
    await page.route('**/institutionProduct/findIndex**', (route) =>
      fail ? route.fulfill({ status: 500, body: 'oops' }) : route.continue(),
    );
    const passport = await openPassport(page, ELIGIBLE);
    const pledge = part(passport, '质押融资');
    await pledge.getByText(/金融产品加载失败/).waitFor();
    await page.getByRole('heading', { name: '著录项目' }).waitFor();
    fail = false;
    await pledge.getByRole('button', { name: /重\s*试/ }).click();
    await pledge.getByText('额度相符的专利质押贷款产品').waitFor();
    await context.close();
  });

  it('the owner publishes the patent from its page into a prefilled sell form; others are not offered it', async () => {
    const visitor = await openPage(env.browser);
    let trade = part(await openPassport(visitor.page, DEMO_OWNED), '交易');
    await trade.getByText('该专利暂未在平台挂牌出让。').waitFor();
    assert.equal(await trade.getByRole('link', { name: '发布此专利' }).count(), 0);
    await visitor.context.close();

    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, {
      ...DEMO,
      redirect: '/gxq/index',
    });
    const passport = await openPassport(page, DEMO_OWNED);
    const title = (await page.locator('h1').first().innerText()).trim();
    trade = part(passport, '交易');
    await trade.getByRole('link', { name: '发布此专利' }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/operations/apply/sell`);
    const number = page.getByLabel('专利申请号');
    await page.waitForFunction((el) => el && el.value.length > 0, await number.elementHandle());
    await page
      .getByLabel('专利名称')
      .and(page.locator(`[value="${title}"]`))
      .waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
