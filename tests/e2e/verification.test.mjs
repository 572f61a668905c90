// 企业认证 in the browser: a new account applies (bad input refused at its field, typed values
// kept), an administrator looks at the licence and rejects with a reason, the applicant corrects
// and applies again, the administrator approves, and the account then publishes under the company's
// name — which nobody else can take as a nickname.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BASE,
  escapeFrom,
  login,
  openPage,
  registerUser,
  startPreviewAndBrowser,
  waitForOrExplain,
} from './support.mjs';

const env = startPreviewAndBrowser();
const SETTINGS = `${BASE}/account/settings?tab=verification`;
const COMPANY = `西安认证测试${Date.now() % 100000}科技有限公司`;
const CODE = '91610131MA6U0PQ8XG';
const rows = (page) => page.locator('tbody tr[data-row-key]');

/** A real PNG of a page drawn by the browser: the licence the applicant picks. */
async function licencePng(page) {
  const sample = await page.context().newPage();
  await sample.setContent(
    `<div style="width:600px;height:400px;border:8px double #b8860b;font-size:40px">营业执照 ${COMPANY}</div>`,
  );
  const png = await sample.screenshot({ clip: { x: 0, y: 0, width: 620, height: 420 } });
  await sample.close();
  return png;
}

const pick = (page, name, mimeType, buffer) =>
  page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });

async function fieldError(page, label, message) {
  const item = page
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label, { exact: true }) });
  // A miss (seen once in CI, never here) then says what the form showed instead.
  await waitForOrExplain(page, item.getByText(message));
}

async function reviewAs(browser, status, act) {
  const admin = await openPage(browser, { viewport: { width: 1440, height: 900 } });
  await login(admin.page, env.origin, {
    redirect: `/admin/verifications?status=${status}&keyword=${encodeURIComponent(COMPANY)}`,
  });
  const row = rows(admin.page).filter({ hasText: COMPANY });
  await row.first().waitFor();
  await act(admin.page, row);
  assert.deepEqual(admin.errors, []);
  await admin.context.close();
}

describe('company verification', () => {
  it('applies, is rejected with a reason, applies again and is approved', async () => {
    const { page, errors, context } = await openPage(env.browser);
    const { mobile } = await registerUser(page, env.origin);
    await page.goto(`${env.origin}${SETTINGS}`);
    await page.getByText('尚未完成企业认证').waitFor();
    const submit = page.getByRole('button', { name: '提交认证申请' });

    // Nothing picked, nothing typed: every field says what it needs, nothing is sent.
    let sent = 0;
    page.on('request', (r) => r.url().includes('/api/verification/submit') && (sent += 1));
    await submit.click();
    await fieldError(page, '企业名称', '请填写企业名称');
    await fieldError(page, '营业执照', '请上传营业执照图片');
    await page.getByLabel('统一社会信用代码').fill(CODE.replace(/G$/, 'A'));
    await fieldError(page, '统一社会信用代码', '统一社会信用代码校验位不正确');
    // Files are checked by what they hold, not by their name.
    await pick(page, 'licence.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    await fieldError(page, '营业执照', '图片内容与格式不符，请选择营业执照的 PNG 或 JPG 图片');
    await pick(page, 'licence.gif', 'image/gif', Buffer.from('GIF89a'));
    await fieldError(page, '营业执照', '营业执照仅支持 PNG、JPG 格式的图片');
    const huge = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.alloc(5.5 * 1024 * 1024),
    ]);
    await pick(page, 'huge.png', 'image/png', huge);
    await fieldError(page, '营业执照', '营业执照图片不能超过 5 MB');
    assert.equal(sent, 0);

    // A company verified for another account: refused by the backend, at its field, values kept.
    await page.getByLabel('企业名称').fill('西安瑞源电驱动科技有限公司');
    await page.getByLabel('统一社会信用代码').fill(CODE.toLowerCase());
    await page.getByLabel('联系人').fill('王经理');
    await pick(page, 'licence.png', 'image/png', await licencePng(page));
    await page.getByText(/licence\.png（\d+ KB）/).waitFor();
    await submit.click();
    await fieldError(page, '企业名称', /已由其他账号完成认证/);
    assert.equal(await page.getByLabel('统一社会信用代码').inputValue(), CODE);
    assert.equal(await page.getByLabel('联系电话').inputValue(), mobile);

    await page.getByLabel('企业名称').fill(COMPANY);
    await submit.click();
    await page.getByText('认证申请审核中').waitFor();
    await page.getByText(`${COMPANY}（${CODE}）`, { exact: false }).waitFor();
    assert.equal(await submit.count(), 0);

    // The administrator looks at the licence, then rejects with a reason.
    await reviewAs(env.browser, 'pending', async (admin, row) => {
      await row.getByRole('button', { name: '查看营业执照' }).click();
      const image = admin.getByRole('img', { name: `${COMPANY}的营业执照` });
      await image.waitFor();
      assert.ok(await image.evaluate((img) => img.complete && img.naturalWidth > 0));
      await admin.screenshot({ path: 'tests/e2e/output/verification-licence-1440.png' });
      await escapeFrom(admin, admin.getByRole('dialog', { name: `营业执照：${COMPANY}` }));
      await row.getByRole('button', { name: '驳回' }).click();
      await admin.getByLabel('驳回原因').fill('营业执照图片不清晰，请重新上传');
      await admin.getByRole('button', { name: /确\s*认|确\s*定/ }).click();
      await admin.getByText('已驳回，申请人将看到驳回原因').waitFor();
      await row.waitFor({ state: 'detached' });
    });

    await page.reload();
    await page.getByText(`认证申请未通过（${COMPANY}）`).waitFor();
    await page.getByText('原因：营业执照图片不清晰，请重新上传。', { exact: false }).waitFor();
    // The rejected application's words come back; the licence is picked again.
    assert.equal(await page.getByLabel('企业名称').inputValue(), COMPANY);
    await pick(page, 'licence-2.png', 'image/png', await licencePng(page));
    await submit.click();
    await page.getByText('认证申请审核中').waitFor();

    await reviewAs(env.browser, 'pending', async (admin, row) => {
      await row.getByRole('button', { name: '通过' }).click();
      await admin
        .locator('.ant-popconfirm')
        .getByRole('button', { name: /^通\s*过$/ })
        .click();
      await admin.getByText(`已通过，账号将以“${COMPANY}”发布信息`).waitFor();
    });
    // Every decision stays on record, with who and when.
    await reviewAs(env.browser, 'all', async (admin) => {
      const decided = rows(admin).filter({ hasText: COMPANY });
      await decided
        .filter({ hasText: '已认证' })
        .getByText(/admin 于 \d{4}-\d\d-\d\d \d\d:\d\d 审核/)
        .waitFor();
      await decided
        .filter({ hasText: '未通过' })
        .getByText('原因：营业执照图片不清晰，请重新上传')
        .waitFor();
    });

    await page.reload();
    await page.getByText(`已认证企业：${COMPANY}`).waitFor();
    await page.screenshot({
      path: 'tests/e2e/output/verification-approved-1440.png',
      fullPage: true,
    });
    await page.goto(`${env.origin}${BASE}/gxq/operations/apply/sell`);
    await page.getByLabel('专利申请号').waitFor();
    assert.equal(await page.getByLabel('出让方').inputValue(), COMPANY);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a nickname cannot take a verified company’s name or the platform’s', async () => {
    const { page, errors, context } = await openPage(env.browser, {
      viewport: { width: 375, height: 800 },
    });
    await registerUser(page, env.origin);
    await page.goto(`${env.origin}${BASE}/account/settings`);
    const name = page.getByLabel('昵称');
    await name.fill('西安瑞源电驱动科技有限公司');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await fieldError(page, '昵称', '该名称是已认证企业的名称，不能用作昵称');
    await name.fill('平台管理员');
    // Typing clears the refusal, and its line folds away under the field, moving 保存 up with it:
    // a click during that fold can land beside the button (CI once saw nothing sent). A user
    // presses a button that stands still.
    await page.getByText('该名称是已认证企业的名称，不能用作昵称').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await fieldError(page, '昵称', '昵称不能包含“平台”“管理员”“官方”等平台专用字样');
    await page.goto(`${env.origin}${SETTINGS}`);
    await page.getByText('尚未完成企业认证').waitFor();
    await page.screenshot({ path: 'tests/e2e/output/verification-form-375.png', fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
