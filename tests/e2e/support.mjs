// Shared set-up of the browser tests: the built app served by `max preview` (with the mock backend)
// and Debian's Chromium driven by playwright-core.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

export const BASE = '/ipr-front';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Also Lighthouse's flags (tests/perf): the network is closed, so Chromium must not reach out.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Starts `max preview` on a free port and resolves with its origin once it listens. With
 * IPR_BASE_URL set (e.g. http://127.0.0.1:8700/ipr-front/ from `bash deploy/local.sh 8700`), the
 * tests use that running server instead: the production stack, nginx in front of the mock service.
 */
export async function startPreview() {
  if (process.env.IPR_BASE_URL)
    return { origin: new URL(process.env.IPR_BASE_URL).origin, stop: () => {} };
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` first');
  const port = 4300 + Math.floor(Math.random() * 500);
  const child = spawn('npx', ['max', 'preview', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let output = '';
  const origin = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`preview did not start:\n${output}`)), 90_000);
    const onData = (chunk) => {
      output += chunk;
      const match = output.match(/App listening at\s+(http:\/\/[^\s]+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`preview exited (${code}):\n${output}`)));
  });
  return {
    origin,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A fresh page (own storage) that records console errors and uncaught exceptions,
 * so a test can assert that a page rendered cleanly.
 */
export async function openPage(browser, { viewport = { width: 1366, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { context, page, errors };
}

/** Fills and submits the login form of the current page. */
export async function submitLogin(page, account, password) {
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page
    .locator('form')
    .getByRole('button', { name: /登\s*录$/ })
    .click();
}

/** Signs in through the shell login page and waits for the redirect target. */
export async function login(
  page,
  origin,
  { account = 'admin', password = 'Admin@2026', redirect } = {},
) {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  await page.goto(`${origin}${BASE}/user/login${query}`);
  await submitLogin(page, account, password);
  await page.waitForURL((url) => !url.pathname.endsWith('/user/login'));
}

/**
 * Starts the preview server and the browser once for a test file; the returned object is filled
 * in before the first test runs (`env.origin`, `env.browser`).
 */
export function startPreviewAndBrowser() {
  const env = { origin: '', browser: undefined };
  let server;
  before(async () => {
    server = await startPreview();
    env.origin = server.origin;
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    server?.stop();
  });
  return env;
}

/** A mobile number no account of the mock has yet (139…). */
export function newMobile() {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Asks for a code and returns the one the demo environment shows. */
export async function requestCode(page) {
  await page.getByRole('button', { name: '获取验证码' }).click();
  const note = page.getByText(/演示环境验证码：\d{6}/);
  await note.waitFor();
  const code = (await note.textContent()).match(/\d{6}/)[0];
  assert.ok(await page.getByRole('button', { name: /秒后重新获取/ }).isDisabled());
  return code;
}

/**
 * Registers a new account on the portal's register page and leaves it signed in on the home page.
 * Returns its mobile number (the account) and password.
 */
export async function registerUser(page, origin, password = 'Secret2026') {
  const mobile = newMobile();
  await page.goto(`${origin}${BASE}/gxq/user/register`);
  await page.getByLabel('手机号').fill(mobile);
  const code = await requestCode(page);
  await page.getByLabel('验证码', { exact: true }).fill(code);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注册并登录' }).click();
  await page.waitForURL(`**${BASE}/gxq/index`);
  await page.getByRole('button', { name: `账户菜单：${mobile}` }).waitFor();
  return { mobile, password };
}

/**
 * Approves a pending listing or demand as the administrator, in a context of its own (the
 * caller's session stays as it is): new and edited items reach the hall only once approved.
 */
export async function approveAsAdmin(browser, origin, id) {
  const { page, context } = await openPage(browser);
  try {
    await login(page, origin, { redirect: '/admin/listings' });
    const token = await page.evaluate(() => window.localStorage.getItem('Authorization'));
    const response = await page.request.post(
      `${origin}/ipr-website-service/api/authFront/admin/ipcTransaction/approve`,
      { data: { id }, headers: { Authorization: token } },
    );
    const body = await response.json();
    assert.ok(body.success, `approve ${id}: ${body.errorMessage}`);
    return body.data;
  } finally {
    await context.close();
  }
}
