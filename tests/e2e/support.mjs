// Shared set-up of the browser tests: the built app served as `max preview` serves it, with the mock
// backend (preview.mjs), and Debian's Chromium driven by playwright-core.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium, request } from 'playwright-core';
import contractTools from '../../api/tools/contract.js';
import { lendPage } from './pagePool.mjs';
import { servePreview } from './preview.mjs';

const PREVIEW_SCRIPT = fileURLToPath(new URL('./preview.mjs', import.meta.url));

export const BASE = '/ipr-front';
// Debian's headless build of the same Chromium (package chromium-headless-shell) when it is there:
// the full browser run headless also keeps the parts a window needs, and costs about a fifth more
// CPU for the same test (the accessibility check's visitor file: 114 s against 92 s).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
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
 * What a page shows while it still loads: a skeleton, a spinner (antd 6 marks every spinning Spin,
 * the shell content's included, `-spinning` and busy; a Spin around content that has loaded stays
 * in the page, idle), a busy region. A chart's skeleton (in its <figure>) is left out: it waits for
 * the chart to be scrolled near, in a box of the chart's final size.
 */
export const LOADING =
  '.ant-skeleton:not(figure .ant-skeleton), .ant-spin-spinning, [aria-busy="true"]';

/** Starts preview.mjs as a process of its own and resolves once it listens. */
async function spawnPreview(dist = 'dist') {
  const child = spawn(process.execPath, [PREVIEW_SCRIPT, `${BASE}/`, dist], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`preview did not start:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk;
      const match = output.match(/listening at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`preview exited (${code}):\n${output}`)));
  });
  return { origin, stop: () => child.kill() };
}

/**
 * Starts the preview of the build (what `max preview` serves: preview.mjs) on a free port and
 * resolves with its origin; in this process, or with `ownProcess` in a process of its own. With
 * IPR_BASE_URL set (e.g. http://127.0.0.1:8700/ipr-front/ from `bash deploy/local.sh 8700`), the
 * tests use that running server instead: the production stack, nginx in front of the mock service.
 * `dist` serves another build's directory (own process only: npm run perf -- --compare).
 */
export async function startPreview({ ownProcess = false, dist } = {}) {
  if (process.env.IPR_BASE_URL && !dist)
    return { origin: new URL(process.env.IPR_BASE_URL).origin, stop: () => {} };
  if (!existsSync(`${dist ?? 'dist'}/index.html`))
    throw new Error(`${dist ?? 'dist'}/ is missing: run \`npm run build\` first`);
  return ownProcess || dist
    ? spawnPreview(dist)
    : servePreview({ base: `${BASE}/`, compress: false });
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

const contract = contractTools.loadContract();
/** The backends' paths: the service prefixes of docs/spec.md §7 and the session calls under /api. */
const SERVICE_PATH = /^\/(api|ipr-[a-z]+-service|iswan-box-service)(\/|$)/;
/** What the app sent or was answered that the contract (api/openapi.yaml) does not allow. */
const trafficProblems = [];
/** How many exchanges were checked: none means the recorder itself broke. */
let checkedTraffic = 0;

/** Routes and pages of a context answer requests a test stubbed: those are not the mock's. */
function markStubbed(target, stubbed) {
  const route = target.route.bind(target);
  target.route = (url, handler, options) =>
    route(
      url,
      (routed, request) => {
        stubbed.add(request);
        return handler(routed, request);
      },
      options,
    );
}

/** Checks every request the app sends to a backend, and its answer, against the contract. */
function recordTraffic(context) {
  const stubbed = new WeakSet();
  markStubbed(context, stubbed);
  context.on('page', (page) => markStubbed(page, stubbed));
  context.on('response', async (response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (!SERVICE_PATH.test(url.pathname) || stubbed.has(request)) return;
    const method = request.method().toLowerCase();
    const where = `${request.method()} ${url.pathname}${url.search}`;
    let body;
    try {
      body = request.postData() ? JSON.parse(request.postData()) : undefined;
    } catch {
      body = request.postData();
    }
    const { operation, problems } = contract.checkRequest({
      method,
      url: url.pathname + url.search,
      body,
    });
    if (!operation) {
      trafficProblems.push(`${where}: ${problems.join('; ')}`);
      return;
    }
    checkedTraffic += 1;
    // A PDF or an image the browser opens itself reaches the page through its viewer, which does
    // not show the answer's headers; the mock's own contract test checks those answers.
    if (operation.operation['x-opened-by'] === 'browser') {
      if (problems.length) trafficProblems.push(`${where}: ${problems.join('; ')}`);
      return;
    }
    let text;
    try {
      text = (await response.body()).toString('latin1');
    } catch {
      return; // the page went away before the answer was read
    }
    if (/json/.test(response.headers()['content-type'] ?? ''))
      text = Buffer.from(text, 'latin1').toString('utf8');
    const answer = {
      status: response.status(),
      contentType: response.headers()['content-type'] ?? '',
      body: text,
    };
    problems.push(...contract.checkResponse(operation, answer, { strict: true }));
    if (problems.length) trafficProblems.push(`${where}: ${problems.slice(0, 5).join('; ')}`);
  });
}

/**
 * Fails when any request a test's pages sent to a backend, or any answer they got, broke the
 * contract: an unknown path, a parameter or body of the wrong shape, an answer with a field the
 * document does not define or without one it requires.
 */
export function assertTrafficFollowsContract() {
  const found = trafficProblems.splice(0);
  assert.deepEqual([...new Set(found)], [], 'traffic that breaks api/openapi.yaml');
  if (process.env.IPR_BASE_URL === undefined || checkedTraffic > 0)
    assert.ok(
      checkedTraffic > 0,
      'no request to a backend was seen: the traffic check did not run',
    );
}

/**
 * A page with empty storage that records console errors and uncaught exceptions, so a test can
 * assert that a page rendered cleanly. Its traffic to the backends is checked against the contract
 * (assertTrafficFollowsContract, run after each file). `context.close()` gives the page back for
 * the file's next test (pagePool.mjs); `fresh` asks for a new context, its cache cold.
 */
export async function openPage(browser, { viewport = { width: 1366, height: 900 }, fresh } = {}) {
  const { context, page } = await lendPage(browser, {
    viewport,
    fresh,
    newContext: async () => {
      const context = await browser.newContext({ viewport, locale: 'zh-CN' });
      recordTraffic(context);
      return context;
    },
  });
  const errors = [];
  // A warning counts as an error: React's and antd's (a deprecated prop, a missing key) would say
  // what a later version breaks. The production build prints none of theirs; dev-warnings.test.mjs
  // reads the development build's.
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()))
      errors.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { context, page, errors };
}

/** The mock's seeded accounts (the README's demo accounts): a user, and an administrator. */
export const DEMO = Object.freeze({ account: 'demo', password: 'Demo@2026' });
export const ADMIN = Object.freeze({ account: 'admin', password: 'Admin@2026' });

/**
 * Picks `option` (its words) in an antd Select, `field` being its combobox (found by its label):
 * opened as a user opens it, the choice clicked in the list it shows.
 */
export async function chooseOption(field, option) {
  const list = field.page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const select = field.locator(
    'xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  // A click that lands while the list is still opening can be lost on a busy machine: what counts
  // is the field showing the choice, so the choice is clicked again until it does.
  for (let attempt = 1; ; attempt += 1) {
    if (!(await list.isVisible())) {
      await field.click();
      // A long list takes what is typed (antd draws only the choices in view).
      if (await field.evaluate((input) => !input.readOnly)) await field.fill(option);
    }
    await list.getByTitle(option, { exact: true }).click();
    const shown = select.getByTitle(option, { exact: true });
    if (
      await shown.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      )
    )
      break;
    if (attempt === 3) throw new Error(`the field does not show “${option}” once chosen`);
  }
  // A single choice closes the list by itself. Escape is only for a list that stays open: pressed
  // just after the list closed, it would close the drawer or dialog around the field instead.
  const closed = await list.waitFor({ state: 'hidden', timeout: 2000 }).then(
    () => true,
    () => false,
  );
  if (closed) return;
  await field.press('Escape');
  await list.waitFor({ state: 'hidden' });
}

/**
 * Clicks `button` until `shown` appears (3 tries, 10 s each): on a busy machine a page still laying
 * out its content below can move the button between Playwright's aim and its click, and the click
 * lands beside it. Throws, saying what the page showed, when it never appears.
 */
export async function clickUntilShown(button, shown) {
  for (let attempt = 1; attempt < 3; attempt += 1) {
    await button.click();
    const appeared = await shown.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (appeared) return;
  }
  await button.click();
  await waitForOrExplain(button.page(), shown);
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

/**
 * What the page shows now — its address, open dialogs, menus, messages, notifications, alerts,
 * what its fields hold and the start of its content — for an error message, so a failure in CI
 * says why.
 */
export async function describePage(page) {
  return page
    .evaluate(() => {
      const visible = (element) => element.getClientRects().length > 0;
      const texts = (selector) =>
        [...document.querySelectorAll(selector)]
          .filter(visible)
          .map((element) => element.innerText.replace(/\s+/g, ' ').trim().slice(0, 200));
      return JSON.stringify({
        url: location.pathname + location.search,
        dialogs: texts('[role="dialog"]'),
        menus: texts('[role="menu"]'),
        messages: texts('.ant-message-notice, .ant-notification-notice'),
        alerts: texts('[role="alert"]'),
        // What the visible fields hold (passwords left out), to tell a lost value from a refusal.
        fields: [...document.querySelectorAll('input:not([type="password"]), textarea')]
          .filter(visible)
          .map((field) => `${field.id || field.name}=${field.value.slice(0, 40)}`),
        // The start of the content: a list's first rows, an empty or error state, a login form.
        content: (document.querySelector('main') ?? document.body).innerText
          .replace(/\s+/g, ' ')
          .slice(0, 400),
      });
    })
    .catch(() => 'nothing (the page was gone)');
}

/** Awaits `waiting`; should it fail (a timeout), its error also says what the page showed then. */
async function explaining(page, waiting) {
  try {
    return await waiting;
  } catch (error) {
    error.message += `\nThe page showed: ${await describePage(page)}`;
    throw error;
  }
}

/** Waits for `locator` to show; on a timeout the error also says what the page showed then. */
export function waitForOrExplain(page, locator, options) {
  return explaining(page, locator.waitFor(options));
}

/** page.waitForURL, whose timeout also says what the page showed then. */
export function waitForUrlOrExplain(page, url, options) {
  return explaining(page, page.waitForURL(url, options));
}

/**
 * For `page.evaluate` (Playwright or puppeteer): resolves after two frames, once what the last
 * change laid out has been painted (a resize, a chart that follows its box).
 */
export function twoFrames() {
  return new Promise((done) => {
    requestAnimationFrame(() => requestAnimationFrame(done));
  });
}

/**
 * For `page.evaluate`: resolves once the page's finite animations have ended (a dialog zooming in,
 * a drawer sliding), 3 s at most. Endless ones (a skeleton's shimmer) are left out. A click that
 * lands while a dialog still grows can hit its mask instead, which closes it.
 */
export function animationsDone() {
  return Promise.race([
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
    new Promise((resolve) => {
      setTimeout(resolve, 3000);
    }),
  ]);
}

/** Signs in through the shell login page and waits for the redirect target. */
export async function login(
  page,
  origin,
  { account = ADMIN.account, password = ADMIN.password, redirect } = {},
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
    assertTrafficFollowsContract();
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
 * Approves a pending listing or demand as the administrator, through the backend alone (a session
 * of its own, no page: the caller's session stays as it is): new and edited items reach the hall
 * only once approved.
 */
export async function approveAsAdmin(origin, id) {
  const api = await request.newContext({ baseURL: origin });
  try {
    const signedIn = await api.post('/api/login', {
      data: { type: 'account', ...ADMIN },
    });
    const { token } = (await signedIn.json()).data;
    const headers = { Authorization: token };
    // A decision names the version the administrator saw: the item as it is now.
    const detail = await api.get(
      `/ipr-website-service/api/front/ipcTransaction/detail?id=${encodeURIComponent(id)}`,
      { headers },
    );
    const { version } = (await detail.json()).data;
    const response = await api.post(
      '/ipr-website-service/api/authFront/admin/ipcTransaction/approve',
      { data: { id, version }, headers },
    );
    const body = await response.json();
    assert.ok(body.success, `approve ${id}: ${body.errorMessage}`);
    return body.data;
  } finally {
    await api.dispose();
  }
}

/**
 * Opens 操作日志 searched for `keyword` (a target's title or id) and waits for an entry of each
 * action label (e.g. '发布 资讯', '停用 服务机构'), by the signed-in administrator: what an admin
 * page did is in the trail.
 */
export async function expectInAuditLog(page, origin, keyword, actions) {
  await page.goto(`${origin}${BASE}/admin/audit?keyword=${encodeURIComponent(keyword)}`);
  const entries = page.locator('tbody tr[data-row-key]');
  for (const action of actions)
    await entries
      .filter({ hasText: action })
      .filter({ hasText: '平台管理员（admin）' })
      .first()
      .waitFor();
}

/**
 * Closes a dialog or drawer with Escape, as a keyboard user does. antd moves focus into it only once
 * its opening animation ends, and Escape reaches it only from inside; on a busy machine that can come
 * after the content has loaded, so the key waits for the focus and the dialog is then gone.
 */
export async function escapeFrom(page, dialog) {
  const handle = await dialog.elementHandle();
  await page.waitForFunction((element) => element.contains(document.activeElement), handle);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * How far the document is wider than the window, and the widest elements that stick out past its
 * right edge (outermost first, skipping those clipped by a scrolling or clipping ancestor).
 */
export function sidewaysOverflow(page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const clipped = (element) => {
      for (
        let node = element.parentElement;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element) => {
      const classes = [...element.classList].slice(0, 3).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      const right = Math.round(element.getBoundingClientRect().right);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> right ${right}px "${text}"`;
    };
    const offenders = [...document.body.querySelectorAll('*')].filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.right > width + 0.5 && !clipped(element);
    });
    const outermost = offenders.filter((element) => !offenders.includes(element.parentElement));
    outermost.sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      offenders: outermost.slice(0, 5).map(describe),
    };
  });
}
