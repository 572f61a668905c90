// 机构与产品 in the browser, as the zone's operator: a financial product added in the back office
// is at once on the finance list and on its institution's page for a visitor; a disabled agency
// leaves the agency search and its page answers not-found to visitors, and a patent it handled
// names it as text marked 已停用, until it is enabled again;
// a bad credit code is refused at its field, and a code another agency has is refused by the
// backend at the same field, with everything typed kept; a registered user gets the shell's 403
// and no menu group. Screenshots of a list and a form at 1440 and 375 px, which must not scroll
// sideways.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  DEMO,
  BASE,
  chooseOption,
  expectInAuditLog,
  login,
  openPage,
  startPreviewAndBrowser,
  waitForOrExplain,
} from './support.mjs';

const env = startPreviewAndBrowser();
const SHOTS = process.env.DIRECTORY_SHOTS_DIR || '/tmp/shots-directory';
mkdirSync(SHOTS, { recursive: true });
const rows = (page) => page.locator('tbody tr[data-row-key]');
const OK = /确\s*认|确\s*定/;
const unique = () => String(Date.now()).slice(-6);

/**
 * Picks `option` of the field labelled `label` inside `scope`: antd's Select, or the ticks of a
 * field that takes several.
 */
async function choose(scope, label, option) {
  const field = scope.getByLabel(label, { exact: true });
  if ((await field.getAttribute('role')) === 'combobox') await chooseOption(field, option);
  else await field.getByLabel(option, { exact: true }).check();
}

/** An agency row's unified social credit code (GB 32100: 18 digits and capitals). */
const creditCodeOf = async (row) =>
  (await row.locator('td').first().innerText()).match(/[0-9A-Z]{18}/)[0];

const noSideways = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('机构与产品', () => {
  it('adds a financial product that a visitor finds on the finance list and its institution’s page', async () => {
    const admin = await openPage(env.browser, { viewport: { width: 1440, height: 900 } });
    const { page } = admin;
    // The form opens from the URL with the institution the list is filtered to.
    await login(page, env.origin, { redirect: '/admin/products?institution=inst-0001&edit=new' });
    await page.getByRole('heading', { name: '金融产品' }).waitFor();
    const drawer = page.getByRole('dialog').filter({ hasText: '新建金融产品' });
    await drawer.waitFor();

    const name = `知产快贷${unique()}`;
    await drawer.getByLabel('产品名称').fill(name);
    await choose(drawer, '产品类型', '专利质押贷款');
    await drawer.getByLabel('额度下限').fill('100');
    await drawer.getByLabel('额度上限').fill('50');
    await drawer.getByLabel('最短期限').fill('12');
    await drawer.getByLabel('最长期限').fill('36');
    await drawer.getByLabel('最低年利率').fill('3.2');
    await drawer.getByLabel('最高年利率').fill('4.5');
    await drawer.getByLabel('还款方式').fill('按月付息，到期还本');
    await drawer.getByLabel('担保方式').fill('专利权质押');
    await drawer.getByLabel('适用对象').fill('高新技术企业\n科技型中小企业');
    await drawer.getByLabel('申请材料').fill('营业执照\n专利证书');
    await drawer.getByLabel('产品特色').fill('纯知识产权质押，无需房产抵押');
    // An upper amount below the lower one is refused where it was typed.
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await drawer.getByText('额度上限不能小于额度下限').waitFor();
    await drawer.getByLabel('额度上限').fill('1000');
    await page.screenshot({ path: `${SHOTS}/product-form-1440.png` });
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已新建金融产品，门户已同步展示').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('edit'));
    await rows(page).filter({ hasText: name }).getByText('正常').waitFor();
    await page.screenshot({ path: `${SHOTS}/products-list-1440.png` });

    const visitor = await openPage(env.browser);
    await visitor.page.goto(
      `${env.origin}${BASE}/gxq/finance/list?keyword=${encodeURIComponent(name)}`,
    );
    // Each product is a card linking to its page.
    await visitor.page.locator('a', { hasText: name }).first().waitFor();
    // The institution's page lists its products most applied-for first, six a page: a new one
    // (no applications yet) is on one of its pages.
    for (let n = 1; n <= 5; n += 1) {
      await visitor.page.goto(`${env.origin}${BASE}/gxq/finance/agency/inst-0001?page=${n}`);
      const count = await visitor.page.getByText(/共 \d+ 款在售产品/).innerText();
      if ((await visitor.page.locator('a', { hasText: name }).count()) > 0) break;
      assert.ok(n * 6 < Number(count.match(/\d+/)[0]), `${name} is on none of the pages`);
    }
    await visitor.page.locator('a', { hasText: name }).first().waitFor();
    await expectInAuditLog(page, env.origin, name, ['新建 金融产品']);

    assert.deepEqual(admin.errors, []);
    assert.deepEqual(visitor.errors, []);
    await admin.context.close();
    await visitor.context.close();
  });

  it('disables an agency: it leaves the agency search, its page is not found and patents name it as text, until enabled', async () => {
    const admin = await openPage(env.browser, { viewport: { width: 1440, height: 900 } });
    const { page } = admin;
    await login(page, env.origin, { redirect: '/admin/agencies' });
    const first = rows(page).first();
    await first.waitFor();
    const name = (await first.locator('td').first().getByRole('button').first().innerText()).trim();
    await page.getByLabel('关键词').fill(name);
    await page.getByLabel('关键词').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === name);
    const row = rows(page).filter({ hasText: name });
    await row.waitFor();
    const creditCode = await creditCodeOf(row);
    await page.screenshot({ path: `${SHOTS}/agencies-list-1440.png` });
    // A patent it handled, whose 著录项目 and passport name it.
    const handled = await (
      await fetch(
        `${env.origin}/ipr-data-service/api/front/patent/findEnterpriseIndex?size=1&creditCode=${creditCode}`,
      )
    ).json();
    const patentId = handled.data.content[0].id;

    await row.getByRole('button', { name: '停用' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '停用服务机构' });
    await dialog.getByText('详情页对访客显示“未找到”').waitFor();
    await dialog.getByText('已注销或停止经营').click();
    // The preset is in the box before it is sent (the rule refuses an empty reason at the field).
    assert.equal(await dialog.getByLabel('停用原因').inputValue(), '已注销或停止经营');
    await dialog.getByRole('button', { name: OK }).click();
    // On a timeout the error says what the page showed: the dialog still open with a message at
    // its field, a refusal's toast, or nothing.
    await waitForOrExplain(page, page.getByText('已停用，门户已不再展示'));
    await row.getByText('已停用').waitFor();

    const visitor = await openPage(env.browser);
    const search = `${env.origin}${BASE}/gxq/service/agency/search?keyword=${encodeURIComponent(name)}`;
    await visitor.page.goto(search);
    await visitor.page.getByText('没有符合条件的服务机构').waitFor();
    await visitor.page.goto(
      `${env.origin}${BASE}/gxq/service/agency/result/${creditCode}/${encodeURIComponent(name)}`,
    );
    await visitor.page.getByText('未找到该服务机构').waitFor();
    // Where a patent names it, its name is text marked 已停用: never a link to that page.
    await visitor.page.goto(`${env.origin}${BASE}/gxq/patent/detail?id=${patentId}`);
    const passport = visitor.page.getByRole('region', { name: '代理机构' });
    await passport.getByText('该机构已在平台停用，机构页不再公开').waitFor();
    assert.equal(await visitor.page.getByRole('link', { name }).count(), 0);
    await visitor.page.locator('td', { hasText: name }).getByText('已停用').waitFor();

    await row.getByRole('button', { name: '启用' }).click();
    await page
      .locator('.ant-popconfirm:not(.ant-popover-hidden)')
      .getByRole('button', { name: /^启\s*用$/ })
      .click();
    await waitForOrExplain(page, page.getByText('已启用，门户已重新展示'));
    await row.getByText('正常').waitFor();
    await visitor.page.goto(search);
    await visitor.page.getByRole('link', { name }).first().waitFor();
    await visitor.page.goto(`${env.origin}${BASE}/gxq/patent/detail?id=${patentId}`);
    await visitor.page
      .getByRole('region', { name: '代理机构' })
      .getByRole('link', { name })
      .waitFor();
    assert.equal(await visitor.page.getByText('已停用').count(), 0);
    await expectInAuditLog(page, env.origin, name, ['停用 服务机构', '启用 服务机构']);

    assert.deepEqual(admin.errors, []);
    assert.deepEqual(visitor.errors, []);
    await admin.context.close();
    await visitor.context.close();
  });

  it('refuses a bad credit code at its field, and a taken one from the backend, keeping what was typed', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 1440, height: 900 },
    });
    await login(page, env.origin, { redirect: '/admin/agencies' });
    const first = rows(page).first();
    await first.waitFor();
    const takenCode = await creditCodeOf(first);

    await page.getByRole('button', { name: '新建服务机构' }).click();
    await page.waitForURL((url) => url.searchParams.get('edit') === 'new');
    const drawer = page.getByRole('dialog').filter({ hasText: '新建服务机构' });
    const name = `西安知衡${unique()}知识产权代理有限公司`;
    await drawer.getByLabel('机构名称').fill(name);
    await drawer.getByLabel('统一社会信用代码').fill('91610131MA6TXD2K1A');
    await drawer.getByLabel('机构代码').fill('61901');
    await choose(drawer, '所在省份', '陕西省');
    await drawer.getByLabel('所在城市').fill('西安市');
    await drawer.getByLabel('地址').fill('西安市高新区锦业路69号创业研发园A座12层');
    await drawer.getByLabel('成立日期').fill('2019-05-20');
    await choose(drawer, '组织形式', '有限责任公司');
    await drawer.getByLabel('负责人').fill('王知衡');
    await choose(drawer, '技术领域', '集成电路');
    await drawer.getByLabel('联系电话').fill('029-88886666');
    await drawer.getByLabel('电子邮箱').fill('service@zhiheng-ip.cn');
    await drawer.getByLabel('执业专利代理师').fill('12');
    await drawer.getByLabel('发明专利代理量').fill('820');
    await drawer.getByLabel('实用新型代理量').fill('510');
    await drawer.getByLabel('外观设计代理量').fill('90');
    await drawer.getByLabel('机构简介').fill('专注集成电路领域的专利代理、检索分析与布局服务。');

    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await drawer.getByText('统一社会信用代码校验位不正确').waitFor();
    await page.screenshot({ path: `${SHOTS}/agency-form-1440.png` });

    // A code that checks out but is another agency's: the backend refuses it at the same field.
    await drawer.getByLabel('统一社会信用代码').fill(takenCode);
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await drawer.getByText('已有使用该统一社会信用代码的服务机构').waitFor();
    assert.equal(await drawer.getByLabel('机构名称').inputValue(), name);
    assert.equal(await drawer.getByLabel('联系电话').inputValue(), '029-88886666');
    assert.equal(
      await drawer.getByLabel('机构简介').inputValue(),
      '专注集成电路领域的专利代理、检索分析与布局服务。',
    );

    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows a registered user the 403 and no 机构与产品 menu group', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, {
      ...DEMO,
      redirect: '/admin/agencies',
    });
    await page.waitForURL(`**${BASE}/admin/agencies`);
    await page.getByText('抱歉，您没有权限访问该页面').waitFor();
    await page.getByRole('button', { name: '账户菜单：demo' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: /机构与产品|服务机构/ }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('at 375 px shows the list as cards and the form full width, neither scrolling sideways', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 800 },
    });
    await login(page, env.origin, { redirect: '/admin/agencies' });
    const list = page.getByRole('list', { name: '服务机构列表' });
    const card = list.getByRole('listitem').first();
    await card.waitFor();
    await card.locator('[data-card-part="status"]').getByText('正常').waitFor();
    for (const name of ['编辑', '停用'])
      await card.locator('[data-card-part="actions"]').getByRole('button', { name }).waitFor();
    assert.ok(await noSideways(page));
    await page.screenshot({ path: `${SHOTS}/agencies-list-375.png` });

    await card.locator('[data-card-part="actions"]').getByRole('button', { name: '编辑' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '编辑服务机构' });
    await drawer.getByLabel('机构名称').waitFor();
    assert.notEqual(await drawer.getByLabel('机构名称').inputValue(), '');
    assert.ok(await drawer.getByLabel('统一社会信用代码').isDisabled());
    assert.ok(await noSideways(page));
    await page.screenshot({ path: `${SHOTS}/agency-form-375.png` });

    await page.goto(`${env.origin}${BASE}/admin/products`);
    await page.getByRole('list', { name: '金融产品列表' }).getByRole('listitem').first().waitFor();
    assert.ok(await noSideways(page));
    await page.screenshot({ path: `${SHOTS}/products-list-375.png` });
    await page.goto(`${env.origin}${BASE}/admin/products?edit=new`);
    await page
      .getByRole('dialog')
      .filter({ hasText: '新建金融产品' })
      .getByLabel('产品名称')
      .waitFor();
    assert.ok(await noSideways(page));
    await page.screenshot({ path: `${SHOTS}/product-form-375.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
