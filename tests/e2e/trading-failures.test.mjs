// The trading loop's forms against a failing backend: recording a deal, answering a consultation,
// withdrawing with a reason and forwarding a message. Whatever the failure (HTTP 409, 429, 500,
// `success:false`, a body that is not JSON), the request layer says it once, the dialog stays
// open with what was typed, nothing changes on the page and nothing throws.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, login, openPage, startPreviewAndBrowser } from './support.mjs';

const env = startPreviewAndBrowser();

const rows = (page) => page.locator('tbody tr[data-row-key]');

const envelope = (status, errorCode, errorMessage, showType = 2, data = null) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ success: false, data, errorCode, errorMessage, showType }),
});

/** The failures every write is tried with, and a word of what each shows. */
const FAILURES = [
  ['HTTP 500', envelope(500, 'INTERNAL_ERROR', '服务器开小差了，请稍后再试')],
  ['HTTP 409', envelope(409, 'VERSION_CONFLICT', '该信息已被修改，请刷新后再试')],
  [
    'HTTP 429',
    envelope(429, 'TOO_MANY_ATTEMPTS', '操作太频繁，请30秒后再试', 2, { retryAfter: 30 }),
  ],
  ['success:false, warning', envelope(200, 'E_RULE', '业务规则不允许该操作', 1)],
  [
    'not JSON',
    { status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' },
  ],
];

/** Toasts and notifications on screen, as text. */
const feedbackShown = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.ant-message-notice, .ant-notification-notice')].map((node) =>
      node.textContent.trim(),
    ),
  );

/**
 * Waits for the word on the failure — the request layer's toast, or for a form that shows the
 * backend's refusal at its fields, one error inside the form — and for a toast, its going.
 */
async function expectOneFeedback(page, label, inline, before = '') {
  if (inline) {
    // Each failure says something else: wait for this one's words, not the last one's.
    const deadline = Date.now() + 15_000;
    let now = await errorText(inline);
    while (now === before && Date.now() < deadline) {
      await page.waitForTimeout(100);
      now = await errorText(inline);
    }
    assert.notEqual(now.trim(), before.trim(), `${label}: nothing new was said`);
    assert.deepEqual(await feedbackShown(page), [], `${label}: said twice`);
    return;
  }
  await page
    .waitForFunction(
      () => document.querySelectorAll('.ant-message-notice, .ant-notification-notice').length > 0,
    )
    .catch(async (error) => {
      await page.screenshot({ path: `tests/e2e/output/failures-${label}.png` });
      throw new Error(`${label}: no word on the failure (${error.message})`);
    });
  const shown = await feedbackShown(page);
  assert.equal(shown.length, 1, `${label}: ${JSON.stringify(shown)}`);
  assert.ok(shown[0].length > 0, `${label}: an empty message`);
  // The request layer says a message once while it is on screen: let it go before the next try.
  await page.waitForFunction(
    () => document.querySelectorAll('.ant-message-notice, .ant-notification-notice').length === 0,
    null,
    { timeout: 15_000 },
  );
}

/** The error a form shows inside itself, '' when none. */
const errorText = async (form) => {
  const alert = form.locator('.ant-alert-error');
  return (await alert.count()) ? (await alert.textContent()).trim() : '';
};

/** Failed responses are logged by the browser itself; anything else is the app's error. */
const appErrors = (errors) => errors.filter((text) => !text.includes('Failed to load resource'));

/** Tries the submit with each failure in turn; the field keeps its value every time. */
async function tryEveryFailure(page, { api, submit, field, value, inline }) {
  for (const [label, response] of FAILURES) {
    await page.route(api, (route) => route.fulfill(response));
    const before = inline ? await errorText(inline) : '';
    await submit.click();
    await expectOneFeedback(page, label, inline, before);
    assert.equal(await field.inputValue(), value, `${label}: what was typed is kept`);
    assert.ok(await submit.isVisible(), `${label}: the form stays open`);
    // …and can be sent again: the button leaves its loading state once the failure is shown.
    await page.waitForFunction(
      (button) => !button.classList.contains('ant-btn-loading'),
      await submit.elementHandle(),
      { timeout: 5_000 },
    );
    await page.unroute(api);
  }
}

describe('the trading loop’s forms when the backend fails', () => {
  it('标记已成交 and 下架 keep what was typed and change nothing', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, { ...DEMO, redirect: '/account/listings' });
    const row = rows(page)
      .filter({ has: page.getByRole('button', { name: '标记已成交' }) })
      .first();
    await row.waitFor();
    const status = await row.locator('.ant-badge-status-text').textContent();

    await row.getByRole('button', { name: '标记已成交' }).click();
    const deal = page.getByRole('dialog', { name: /标记为已成交/ });
    const price = deal.getByLabel('成交价格（万元，选填）');
    await price.fill('66.50');
    await tryEveryFailure(page, {
      api: '**/ipcTransaction/deal',
      submit: deal.getByRole('button', { name: /确\s*认|确\s*定/ }),
      field: price,
      value: '66.50',
    });
    await deal.getByRole('button', { name: /取\s*消/ }).click();
    assert.equal(await row.locator('.ant-badge-status-text').textContent(), status);

    await row.getByRole('button', { name: '下架' }).click();
    const reason = page.getByLabel('下架原因');
    await reason.fill('信息有误，需修改后重新发布 🙂');
    await tryEveryFailure(page, {
      api: '**/ipcTransaction/withdraw',
      submit: page.getByRole('dialog').getByRole('button', { name: /确\s*认|确\s*定/ }),
      field: reason,
      value: '信息有误，需修改后重新发布 🙂',
    });
    assert.equal(await row.locator('.ant-badge-status-text').textContent(), status);
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });

  it('a reply to a consultation is kept when it cannot be sent', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, { ...DEMO, redirect: '/account/messages?box=received' });
    await rows(page).first().getByRole('button', { name: /查看/ }).click();
    const thread = page.getByRole('dialog', { name: '收到的咨询' });
    const box = thread.getByLabel('回复内容');
    // The thread is a lazily loaded part: count its posts once it is there.
    await box.waitFor();
    const posts = await thread.getByRole('listitem').count();
    assert.ok(posts > 0, 'the consultation shows its opening message');
    const text = '<script>alert(1)</script> 可以先签许可，详情电话沟通。';
    await box.fill(text);
    await tryEveryFailure(page, {
      api: '**/leaveMessage/post',
      submit: thread.getByRole('button', { name: '发送回复' }),
      field: box,
      value: text,
    });
    assert.equal(await thread.getByRole('listitem').count(), posts);
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });

  it('转交机构 keeps the contact and the note when the forwarding fails', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await login(page, env.origin, { redirect: '/admin/messages?forward=waiting' });
    await rows(page).first().getByRole('button', { name: '回复', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: '回复留言' });
    await drawer.getByRole('button', { name: '转交机构' }).click();
    const form = page.getByRole('dialog', { name: /^转交机构：/ });
    const note = form.getByLabel('备注（选填，仅管理员可见）');
    await note.fill('请于三个工作日内联系留言人');
    await tryEveryFailure(page, {
      api: '**/leaveMessage/forward',
      submit: form.getByRole('button', { name: '确认转交' }),
      field: note,
      value: '请于三个工作日内联系留言人',
      inline: form,
    });
    assert.deepEqual(appErrors(errors), []);
    await context.close();
  });
});
