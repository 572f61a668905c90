// Accounts in the browser: register by SMS code, log in by SMS code, the password rules and the
// server's refusals, against the production build and the mock backend.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEMO,
  BASE,
  login,
  newMobile,
  openPage,
  requestCode,
  startPreviewAndBrowser,
  waitForUrlOrExplain,
} from './support.mjs';

const env = startPreviewAndBrowser();

describe('accounts', () => {
  it('registers a new mobile, logs out, then logs in with an SMS code', async () => {
    const { page, errors, context } = await openPage(env.browser);
    const mobile = newMobile();
    await page.goto(`${env.origin}${BASE}/gxq/user/register`);
    await page
      .getByText('8-20位，须同时包含字母和数字，不能含空格，不能是常见密码或包含账号、手机号')
      .waitFor();
    await page.getByLabel('手机号').fill(mobile);
    const code = await requestCode(page);
    await page.getByLabel('验证码', { exact: true }).fill(code);
    await page.getByLabel('密码', { exact: true }).fill('Secret2026');
    await page.getByLabel('确认密码').fill('Secret2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '注册并登录' }).click();
    await page.waitForURL(`**${BASE}/gxq/index`);
    await page.getByText('注册成功，已为您登录').waitFor();
    await page.getByRole('button', { name: `账户菜单：${mobile}` }).waitFor();

    // What the user leaves in this browser: a half-typed listing (a search is kept with the
    // account, not here: patent-alerts.test.mjs).
    await page.goto(`${env.origin}${BASE}/gxq/patent/search`);
    await page.getByLabel('检索词').fill('电池');
    await page.getByLabel('检索词').press('Enter');
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/patent/result`);
    await page.goto(`${env.origin}${BASE}/gxq/operations/apply/sell`);
    await page.getByLabel('详细描述').fill('尚未写完的出让说明');
    const kept = () =>
      page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('ipr.')));
    await page.waitForFunction(() =>
      Object.keys(window.localStorage).some((k) => k.startsWith('ipr.draft.')),
    );
    assert.ok(!(await kept()).includes('ipr.patentSearchHistory'), String(await kept()));

    const avatar = page.getByRole('button', { name: `账户菜单：${mobile}` });
    await avatar.click();
    // What became of the logout call, for the message should the page not leave.
    const logoutCall = [];
    for (const [event, step] of [
      ['request', 'sent'],
      ['requestfinished', 'answered'],
    ])
      page.on(event, (request) => {
        if (new URL(request.url()).pathname.endsWith('/api/logout')) logoutCall.push(step);
      });
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    // Leaving from a portal page stays on the portal: its own login, not the shell's.
    await waitForUrlOrExplain(page, (url) => url.pathname === `${BASE}/gxq/user/login`).catch(
      (error) => {
        error.message += `\nThe logout call: ${logoutCall.join(', ') || 'never sent'}`;
        throw error;
      },
    );
    assert.equal(await page.evaluate(() => window.localStorage.getItem('Authorization')), null);
    // Logging out leaves nothing of the account for the next person at this computer.
    assert.deepEqual(await kept(), []);

    await page.goto(
      `${env.origin}${BASE}/gxq/user/login?redirect=${encodeURIComponent('/gxq/service/index')}`,
    );
    await page.getByRole('tab', { name: '短信验证码登录' }).click();
    await page.getByLabel('手机号').fill(mobile);
    const loginCode = await requestCode(page);
    await page.getByLabel('验证码', { exact: true }).fill(loginCode);
    await page
      .locator('form')
      .filter({ has: page.getByLabel('手机号') })
      .getByRole('button', { name: /登\s*录$/ })
      .click();
    await page.waitForURL(`**${BASE}/gxq/service/index`);
    await page.getByRole('button', { name: `账户菜单：${mobile}` }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('logging out over a backend that never answers still ends the session within seconds', async () => {
    const { page, context } = await openPage(env.browser);
    await login(page, env.origin, {
      ...DEMO,
      redirect: '/gxq/news/list',
    });
    await page.route('**/api/logout', () => {
      // Never answered: the network stalled.
    });
    const started = Date.now();
    // By keyboard: what is tested here is the stalled call, not where a pointer lands.
    await page.getByRole('button', { name: /^账户菜单：demo/ }).press('Enter');
    await page.getByRole('menuitem', { name: '退出登录' }).press('Enter');
    await waitForUrlOrExplain(page, (url) => url.pathname === `${BASE}/gxq/user/login`, {
      timeout: 15_000,
    });
    assert.ok(Date.now() - started < 12_000, `logout took ${Date.now() - started} ms`);
    assert.equal(await page.evaluate(() => window.localStorage.getItem('Authorization')), null);
    // The backend may not know: the request layer says the call timed out.
    await page.getByText('请求超时，请检查网络后重试').waitFor();
    await page.getByRole('tab', { name: '短信验证码登录' }).waitFor();
    await context.close();
  });

  it('refuses a weak password, a mismatched confirmation and an unticked agreement', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/user/register`);
    await page.getByLabel('手机号').fill(newMobile());
    await page.getByLabel('验证码', { exact: true }).fill('123456');
    await page.getByLabel('密码', { exact: true }).fill('abc');
    await page.getByLabel('确认密码').fill('abcd');
    await page.getByRole('button', { name: '注册并登录' }).click();
    await page.getByText('密码长度应为8-20位').waitFor();
    await page.getByText('两次输入的密码不一致').waitFor();
    await page.getByText('请阅读并同意用户服务协议').waitFor();
    await page.getByLabel('密码', { exact: true }).fill('abcdefgh');
    await page.getByText('密码须同时包含字母和数字').waitFor();
    // One of the most common passwords, in any case, is refused at the field.
    await page.getByLabel('密码', { exact: true }).fill('Qwerty123');
    await page.getByText('密码过于常见，请换一个更难猜的密码').waitFor();
    assert.ok(page.url().endsWith('/gxq/user/register'));
    await context.close();
  });

  it('an existing mobile is told apart only with its code; the form keeps its values', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/user/register`);
    await page.getByLabel('手机号').fill('13800000001');
    // Asking for a code says nothing about the number: it is answered as any other.
    const code = await requestCode(page);
    assert.equal(await page.getByRole('alert').filter({ hasText: '已注册' }).count(), 0);

    await page.getByLabel('验证码', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('密码', { exact: true }).fill('Secret2026');
    await page.getByLabel('确认密码').fill('Secret2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '注册并登录' }).click();
    await page.getByRole('alert').filter({ hasText: '验证码错误或已失效' }).waitFor();
    // With its code, registration says the number cannot be used.
    await page.getByLabel('验证码', { exact: true }).fill(code);
    await page.getByRole('button', { name: '注册并登录' }).click();
    await page.getByRole('alert').filter({ hasText: '该手机号已注册，不能再次注册' }).waitFor();
    assert.equal(await page.getByLabel('手机号').inputValue(), '13800000001');
    assert.equal(await page.getByLabel('确认密码').inputValue(), 'Secret2026');
    assert.ok(page.url().endsWith('/gxq/user/register'));
    await context.close();
  });

  it('refuses an unknown mobile for SMS login; resets a forgotten password and keeps the redirect on the way back to login', async () => {
    const { page, context } = await openPage(env.browser);
    const mobile = newMobile();
    // Logging in by code needs a registered mobile; asking for the code does not say whether it
    // is one (the same answer for every number), logging in with it fails as a wrong code does.
    await page.goto(`${env.origin}${BASE}/gxq/user/login`);
    await page.getByRole('tab', { name: '短信验证码登录' }).click();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByText('仅已注册的手机号会收到').waitFor();
    const unknownCode = await requestCode(page);
    await page.getByLabel('验证码', { exact: true }).fill(unknownCode);
    await page
      .locator('form')
      .filter({ has: page.getByLabel('手机号') })
      .getByRole('button', { name: /登\s*录$/ })
      .click();
    await page.getByRole('alert').filter({ hasText: '验证码错误或已失效' }).waitFor();
    assert.ok(new URL(page.url()).pathname.endsWith('/gxq/user/login'));

    await page.goto(`${env.origin}${BASE}/gxq/user/forget?redirect=%2Fgxq%2Ffinance%2Findex`);
    await page.getByLabel('手机号').fill('13800000001');
    const code = await requestCode(page);
    await page.getByLabel('验证码', { exact: true }).fill(code);
    await page.getByLabel('新密码').fill(DEMO.password);
    await page.getByLabel('确认密码').fill(DEMO.password);
    await page.getByRole('button', { name: '重设密码' }).click();
    await page.waitForURL((url) => url.pathname === `${BASE}/gxq/user/login`);
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/gxq/finance/index');
    await page.getByText('密码已重设，请使用新密码登录').waitFor();
    await context.close();
  });

  it('stops guessing: a locked login and a code asked for too often say how long to wait', async () => {
    const { page, errors, context } = await openPage(env.browser);
    await page.goto(`${env.origin}${BASE}/gxq/user/login`);
    // An account name nobody has: the lock is the same for any name, so none is given away.
    await page.getByLabel('账号', { exact: true }).fill('guessing-game');
    const submit = page.getByRole('button', { name: /登\s*录$|秒后可再试/ });
    for (let i = 0; i < 5; i += 1) {
      await page.getByLabel('密码', { exact: true }).fill(`Guess${i}2026`);
      await submit.click();
      await page.getByRole('alert').filter({ hasText: '账号或密码错误' }).waitFor();
    }
    await page.getByLabel('密码', { exact: true }).fill('Guess52026');
    await submit.click();
    await page
      .getByRole('alert')
      .filter({ hasText: /登录尝试次数过多，请\d+秒后再试/ })
      .waitFor();
    assert.match(await submit.textContent(), /^\d+秒后可再试$/);
    assert.ok(await submit.isDisabled());
    // What was typed stays.
    assert.equal(await page.getByLabel('账号', { exact: true }).inputValue(), 'guessing-game');
    assert.equal(await page.getByLabel('密码', { exact: true }).inputValue(), 'Guess52026');

    // A second code within the minute, asked for from another tab: the backend's wait is shown
    // and the button counts it down.
    const mobile = '13800000003'; // buyer's: no other test asks for its codes
    const first = await page.request.get(
      `${env.origin}/api/getSmsCode?mobile=${mobile}&scene=forget`,
    );
    assert.equal(first.status(), 200);
    await page.goto(`${env.origin}${BASE}/gxq/user/forget`);
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /请在\d+秒后重新获取验证码/ })
      .waitFor();
    // By its text: while the request settles the button's name also carries antd's loading icon.
    const resend = page.locator('button', { hasText: /^\d+秒后重新获取$/ });
    await resend.waitFor();
    assert.ok(await resend.isDisabled());
    // The browser logs each refused request itself; nothing else may go wrong.
    assert.deepEqual(
      errors.filter((line) => !/status of 429/.test(line)),
      [],
    );
    await context.close();
  });
});
