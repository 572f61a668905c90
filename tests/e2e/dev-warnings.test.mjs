// The development build's warnings (issue 48): React and antd say in the console, in development
// only, what a later version breaks — a deprecated prop, a missing key, an update outside a
// component's life. The production build the other browser tests load prints none of them, so
// this file starts `max dev` (the mock backend included) and opens every route as a visitor, demo
// and admin, the 机构与产品 lists with their create drawer, and fails on any warning or error in a
// page's console.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  ACCOUNT_PATHS,
  ADMIN_PATHS,
  DRAWER_PATHS,
  PORTAL_ROUTES,
  SIGNED_IN_PORTAL_PATHS,
} from './routes.mjs';
import { ADMIN, DEMO, BASE, LOADING, launchBrowser, submitLogin } from './support.mjs';

/**
 * What webpack's dev client prints of the build itself, not of a page: MFSU's pre-bundled
 * dependencies use top-level await, which webpack flags against the browsers of `targets` although
 * all of them run it.
 */
const BUILD_NOTICES = [/^The generated code contains 'async\/await'/];

/** A port no one listens on. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** `max dev` in a process group of its own (it forks its compiler), resolved once it answers. */
async function startDev() {
  const port = await freePort();
  const child = spawn(process.execPath, ['node_modules/@umijs/max/bin/max.js', 'dev'], {
    env: { ...process.env, PORT: String(port), IPR_DEMO_MODE: '1', BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => {
    child.once('exit', resolve);
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  // The first compile takes ~40 s alone here, longer beside the other browser tests.
  for (const deadline = Date.now() + 240_000; Date.now() < deadline;) {
    const state = await Promise.race([
      exited.then((code) => `exited (${code})`),
      fetch(`${origin}${BASE}/`).then(
        (answer) => (answer.ok ? 'up' : ''),
        () => '',
      ),
    ]);
    if (state === 'up') return { origin, stop };
    if (state) throw new Error(`max dev ${state}:\n${output.slice(-2000)}`);
    await new Promise((resolve) => {
      setTimeout(resolve, 1000);
    });
  }
  stop();
  throw new Error(`max dev did not answer within 4 min:\n${output.slice(-2000)}`);
}

let dev;
let browser;
before(async () => {
  dev = await startDev();
  browser = await launchBrowser();
  // The server answers before its first compile and MFSU's dependencies are done (~45 s alone
  // here, minutes beside the other browser tests, and a reload when they land): one visit waits
  // for all of it, so each route's visit below measures only that route.
  const page = await browser.newPage();
  await page.goto(`${dev.origin}${BASE}/gxq/index`, { timeout: 360_000 });
  await page.waitForLoadState('networkidle', { timeout: 360_000 });
  await page.close();
});
after(async () => {
  await browser?.close();
  dev?.stop();
});

/** Opens `paths` one after another in one page (signed in as `account`), and what each logged. */
async function sweep(paths, account) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const logged = [];
  let where = '';
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return;
    const text = message.text();
    if (!BUILD_NOTICES.some((notice) => notice.test(text)))
      logged.push(`${where}: console ${message.type()}: ${text.slice(0, 400)}`);
  });
  page.on('pageerror', (error) => logged.push(`${where}: pageerror: ${error.message}`));
  if (account) {
    where = '/user/login';
    await page.goto(`${dev.origin}${BASE}/user/login`);
    await submitLogin(page, account.account, account.password);
    await page.waitForURL((url) => !url.pathname.endsWith('/user/login'), { timeout: 120_000 });
  }
  for (const path of paths) {
    where = path;
    // A route's first visit compiles its chunk.
    await page.goto(`${dev.origin}${BASE}${path}`, { timeout: 120_000 });
    await page.waitForFunction((busy) => !document.querySelector(busy), LOADING, {
      timeout: 120_000,
    });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
  }
  await context.close();
  return logged;
}

describe('the development build warns of nothing', () => {
  it('every portal route, as a visitor', async () => {
    assert.deepEqual(await sweep(PORTAL_ROUTES.map(([path]) => path)), []);
  });

  it('the portal signed in and the user centre, as demo', async () => {
    assert.deepEqual(await sweep([...SIGNED_IN_PORTAL_PATHS, ...ACCOUNT_PATHS], DEMO), []);
  });

  it('the administrators’ pages and the 机构与产品 drawers, as admin', async () => {
    assert.deepEqual(await sweep([...ADMIN_PATHS, ...DRAWER_PATHS], ADMIN), []);
  });
});
