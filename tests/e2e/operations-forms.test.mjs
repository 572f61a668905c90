import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEMO,
  approveAsAdmin,
  BASE,
  login,
  openPage,
  submitLogin,
  startPreviewAndBrowser,
} from './support.mjs';
import {
  DESCRIPTION,
  fieldError,
  fillListing,
  pick,
  samplePatent,
  selectedText,
  submitForReview,
} from './trade-forms.mjs';

// Issue 4, item 7: publishing a listing and registering a demand, against the mock backend.
const env = startPreviewAndBrowser();
const SELL = '/gxq/operations/apply/sell';
const BUY = '/gxq/operations/apply/buy';
const SAVE = '**/ipr-website-service/api/front/website/ipcTransaction/saveOrUpdateIndex';

async function signIn(page, redirect) {
  await login(page, env.origin, { ...DEMO, redirect });
  await page.getByRole('button', { name: /提交/ }).waitFor();
}

describe('publish for sale', () => {
  it('a visitor logs in through the button and comes back to the form', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}${SELL}`);
    const gate = page.getByRole('status').filter({ hasText: '登录后即可发布出让信息' });
    await gate.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/user/login`);
    assert.equal(new URL(page.url()).searchParams.get('redirect'), SELL);
    await submitLogin(page, DEMO.account, DEMO.password);
    await page.waitForURL((url) => url.pathname === `${BASE}${SELL}`);
    await page.getByLabel('专利申请号').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a signed-in user’s listing waits for review, then opens and leads the trading hall', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await signIn(page, SELL);
    await page.getByText('提交后由平台审核，通过后在交易大厅展示').first().waitFor();
    const patent = await fillListing(page);
    const id = await submitForReview(page);
    // The success view leads to 我的发布, not to a live page.
    await page.getByRole('link', { name: /查看我的发布/ }).waitFor();
    const hallFirst = async () => {
      await page.goto(`${env.origin}${BASE}/gxq/operations/list`);
      const first = page.locator('a[href*="/gxq/operations/sell/"]').first();
      await first.waitFor();
      return first.getAttribute('href');
    };
    assert.ok(!(await hallFirst()).endsWith(`/${id}`));

    await approveAsAdmin(env.origin, id);
    assert.ok((await hallFirst()).endsWith(`/${id}`));
    await page.locator('a[href*="/gxq/operations/sell/"]').first().click();
    await page.getByRole('heading', { name: patent.title }).waitFor();
    // A patent in force is named by its 专利号, ZL + the application number (docs/domain.md §2).
    const prefix = patent.legalStatus === 'valid' ? 'ZL' : '';
    await page.getByText(`${prefix}${patent.applicationNumber}`).first().waitFor();
    await page.getByText('80万元').first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('bad input is refused with messages and nothing is sent', async () => {
    const { page, context } = await openPage(env.browser);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('saveOrUpdateIndex')) sent += 1;
    });
    await signIn(page, SELL);
    const { applicationNumber, title } = await samplePatent(page);
    // A valid number the database does not hold: a clear note, and the previous patent's title goes.
    await page.getByLabel('专利申请号').fill(applicationNumber);
    await page.getByRole('button', { name: /查询/ }).click();
    await page
      .getByRole('region', { name: '专利信息' })
      .getByRole('link', { name: title })
      .waitFor();
    await page.getByLabel('专利申请号').fill('201710601862.3');
    await page.getByRole('button', { name: /查询/ }).click();
    await page.getByText('专利数据库中未找到申请号 201710601862.3').waitFor();
    assert.equal(await page.getByLabel('专利名称').inputValue(), '');
    assert.equal(await selectedText(page, '专利类型'), '发明');

    const last = applicationNumber.slice(-1);
    const wrong =
      applicationNumber.slice(0, -1) + (last === 'X' ? '0' : String((Number(last) + 1) % 10));
    await page.getByLabel('专利申请号').fill(wrong);
    await page.getByRole('button', { name: /查询/ }).click();
    await page.getByText('专利申请号校验位不正确').waitFor();
    await page.getByLabel('详细描述').fill('太短了');
    await page.getByLabel('手机号码').fill('12345');
    await page.getByRole('button', { name: /提交审核/ }).click();
    await page.getByText('详细描述长度应为20-2000个字符').waitFor();
    await page.getByText('请输入正确的11位手机号码').waitFor();
    await page.getByText('请填写标题').waitFor();
    assert.equal(sent, 0);
    assert.equal(new URL(page.url()).pathname, `${BASE}${SELL}`);
    await context.close();
  });

  it('a failed send keeps everything typed, also across a reload', async () => {
    const { page, context } = await openPage(env.browser);
    await signIn(page, SELL);
    const patent = await fillListing(page, { negotiable: true });
    const expectValues = async () => {
      assert.equal(await page.getByLabel('专利申请号').inputValue(), patent.applicationNumber);
      assert.equal(await page.getByLabel('专利名称').inputValue(), patent.title);
      assert.ok(await page.getByRole('radio', { name: '许可', exact: true }).isChecked());
      assert.equal(await page.getByLabel('面议').getAttribute('aria-checked'), 'true');
      assert.equal(await selectedText(page, '技术领域'), '新能源');
      assert.equal(await page.getByLabel('详细描述').inputValue(), DESCRIPTION);
      assert.equal(await page.getByLabel('联系人').inputValue(), '王经理');
      assert.equal(await page.getByLabel('手机号码').inputValue(), '13912345678');
    };

    await page.route(SAVE, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: /提交审核/ }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: '发布未成功' })
      .getByText(/网络异常/)
      .waitFor();
    await expectValues();

    // A refusal naming fields marks them.
    await page.unroute(SAVE);
    await page.route(SAVE, (route) =>
      route.fulfill({
        json: {
          success: false,
          errorCode: 'BAD_REQUEST',
          errorMessage: '专利名称与已发布的挂牌重复',
          showType: 2,
          data: { title: '专利名称与已发布的挂牌重复' },
        },
      }),
    );
    await page.getByRole('button', { name: /提交审核/ }).click();
    await (
      await fieldError(page, '专利名称')
    )
      .filter({ hasText: '专利名称与已发布的挂牌重复' })
      .waitFor();
    await expectValues();

    await page.unroute(SAVE);
    await page.reload();
    await page.getByLabel('专利申请号').waitFor();
    await expectValues();
    await page.getByRole('region', { name: '专利信息' }).waitFor();

    // Sent at last (a licence: the same patent's transfer is already listed): the draft is gone.
    await submitForReview(page);
    await page.getByRole('link', { name: /预览信息/ }).click();
    await page.getByRole('status').filter({ hasText: '该信息正在等待平台审核' }).waitFor();
    await page.getByText('面议').first().waitFor();
    await page.goto(`${env.origin}${BASE}${SELL}`);
    await page.getByLabel('专利申请号').waitFor();
    assert.equal(await page.getByLabel('详细描述').inputValue(), '');
    await context.close();
  });
});

describe('register a demand', () => {
  it('a signed-in user registers a demand, which waits for review', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await signIn(page, BUY);
    const title = '求购固态电池电解质相关发明专利';
    const deadline = new Date(Date.now() + 60 * 86_400_000);
    const pad = (n) => String(n).padStart(2, '0');
    const iso = `${deadline.getFullYear()}-${pad(deadline.getMonth() + 1)}-${pad(deadline.getDate())}`;

    await pick(page, '技术领域', '新能源');
    await page.getByLabel('需求标题').fill(title);
    const keywords = page.getByLabel('关键词', { exact: true });
    await keywords.fill('固态电池');
    await keywords.press('Enter');
    await keywords.fill('电解质');
    await keywords.press('Enter');
    await page.getByText('许可', { exact: true }).click();
    await page.getByLabel('预算下限').fill('20');
    await page.getByLabel('预算上限').fill('10');
    // A deadline no one means: refused at the field, which says how far ahead it may be.
    await page.getByLabel('需求截止日期').fill('9999-12-31');
    await page.getByLabel('详细描述').fill(DESCRIPTION);
    await page.getByLabel('联系人').fill('李工');
    await page.getByLabel('手机号码').fill('13612345678');
    await page.getByRole('button', { name: /提交需求/ }).click();
    await page.getByText('预算下限不能大于预算上限').waitFor();
    const deadlineError = await fieldError(page, '需求截止日期');
    assert.match(
      await deadlineError.innerText(),
      /^截止日期不能晚于\d{4}-\d{2}-\d{2}（今天起5年内）$/,
    );
    await page.getByText('须晚于今天，最晚为5年后的今天').waitFor();

    await page.getByLabel('需求截止日期').fill(iso);
    await page.getByLabel('预算上限').fill('80');
    // The demand is published as the account's verified name, which cannot be typed over.
    assert.equal(await page.getByLabel('需求方').inputValue(), '西安瑞源电驱动科技有限公司');
    await submitForReview(page, /提交需求/);
    await page.getByRole('link', { name: /查看我的需求/ }).waitFor();
    await page.getByRole('link', { name: /预览信息/ }).click();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('status').filter({ hasText: '该信息正在等待平台审核' }).waitFor();
    await page.getByText('固态电池、电解质', { exact: true }).waitFor();
    await page.getByText(iso).first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
