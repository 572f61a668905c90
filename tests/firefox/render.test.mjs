// `npm run firefox` (issue 27): the portal in a second engine — Debian's Firefox ESR, driven by
// puppeteer-core over WebDriver BiDi, nothing downloaded. Every portal route and the shell's pages
// (as demo and as admin) at 1440 and 375 px render their content without a page error and without
// scrolling sideways (each page loaded at one width and resized to the other), and the forms'
// required marks show.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import puppeteer from 'puppeteer-core';
import { ACCOUNT_PATHS, ADMIN_PATHS, PORTAL_ROUTES } from '../e2e/routes.mjs';
import { ADMIN, DEMO, BASE, LOADING, startPreview, twoFrames } from '../e2e/support.mjs';

const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const WIDTHS = [1440, 375];
const SESSIONS = [
  { who: '访客', routes: PORTAL_ROUTES },
  { who: DEMO.account, password: DEMO.password, routes: ACCOUNT_PATHS.map((path) => [path]) },
  { who: ADMIN.account, password: ADMIN.password, routes: ADMIN_PATHS.map((path) => [path]) },
];

let server;
let browser;
before(async () => {
  assert.ok(existsSync(FIREFOX), `${FIREFOX} is missing: apt-get install firefox-esr`);
  server = await startPreview();
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocol: 'webDriverBiDi',
  });
});
after(async () => {
  await browser?.close();
  server?.stop();
});

/**
 * Sizes the page's viewport with WebDriver BiDi's own command. puppeteer-core's setViewport sends a
 * screen orientation with the size, which Firefox ESR 140 does not know
 * (emulation.setScreenOrientationOverride): it refuses the pair, and the page keeps its size. The
 * width the page then has is checked.
 */
async function setViewport(page, width) {
  await page.browser().connection.send('browsingContext.setViewport', {
    context: page.mainFrame()._id,
    viewport: { width, height: 900 },
  });
  const actual = await page.evaluate(() => window.innerWidth);
  if (actual !== width) throw new Error(`the viewport is ${actual} px wide, not ${width}`);
}

/** The page that shows a report's PDF in a frame, at widths from 768 px (ReportViewer). */
const PDF_PAGE = '/gxq/nav/pdf';

/**
 * Whether an error is Firefox's own PDF viewer's (pdf.js, in 导航报告's frame), which may fail as
 * the page is left while it starts: the browser's code, not the portal's. It names `pdfjsLib`, or,
 * on the page with the frame, it is refused access to the page it was in ("Permission denied to
 * access property …", twelve times in one CI run, 2026-11-28): the portal's own script never
 * reaches into that frame.
 */
function fromPdfViewer(path, message) {
  if (/\bpdfjsLib\b/.test(message)) return true;
  // Its notice that a PDF's unembedded CJK font (STSong-Light) is not installed: it draws another.
  if (/^Warning: Cannot load system font: /.test(message)) return true;
  // (puppeteer's message begins with the error's name.)
  return path === PDF_PAGE && /^(Error: )?Permission denied to access property\b/.test(message);
}

/**
 * A page of its own storage at `width`, recording uncaught errors and console errors, each with the
 * path the page was on (`shown.path`, set by the test).
 */
async function openPage(width) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await setViewport(page, width);
  const errors = [];
  const shown = { path: '' };
  page.on('pageerror', (error) => {
    if (!fromPdfViewer(shown.path, error.message))
      errors.push(`${shown.path}: pageerror: ${error.message}`);
  });
  // Warnings count as errors, as in the Chromium tests (tests/e2e/support.mjs).
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warn') return;
    if (fromPdfViewer(shown.path, message.text())) return;
    // An Error logged as an object reads "JSHandle@error" here: its name and message replace that.
    const where = shown.path;
    const index = errors.push(`${where}: console ${message.type()}: ${message.text()}`) - 1;
    message
      .args()[0]
      ?.evaluate((value) => (value instanceof Error ? `${value.name}: ${value.message}` : null))
      .then(
        (text) => {
          if (text) errors[index] = `${where}: console ${message.type()}: ${text}`;
        },
        () => {},
      );
  });
  return { context, page, errors, shown };
}

/** Signs in through the session call and keeps the token where the app keeps it. */
async function signIn(page, account, password) {
  await page.goto(`${server.origin}${BASE}/user/login`);
  // Leaving while the page still loads its parts aborts them, which its error boundary reports as
  // a console error (seen once in CI on a busy machine): let it finish first.
  await page.waitForNetworkIdle({ idleTime: 300 });
  const token = await page.evaluate(
    async (body) => {
      const answer = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json());
      return answer.data?.token ?? answer.token;
    },
    { type: 'account', account, password },
  );
  assert.ok(token, `${account} could not sign in`);
  await page.evaluate((value) => window.localStorage.setItem('Authorization', value), token);
}

/** Opens a path and waits until its heading (or the shell's content) is there and nothing loads. */
async function visit(page, path, heading) {
  await page.goto(`${server.origin}${BASE}${path}`);
  const wanted = heading instanceof RegExp ? heading.source : heading;
  await page.waitForFunction(
    (text, isPattern) => {
      const main = document.querySelector('main, .ant-pro-layout-content');
      if (!main) return false;
      if (!text) return main.textContent.trim().length > 0;
      const shown = document.body.innerText;
      return isPattern ? new RegExp(text, 'm').test(shown) : shown.includes(text);
    },
    { timeout: 30_000 },
    wanted ?? '',
    heading instanceof RegExp,
  );
  await page.waitForFunction((busy) => !document.querySelector(busy), { timeout: 30_000 }, LOADING);
  // Parts that load after the content (数据看板's charts on a wide screen) finish too: Firefox
  // aborts a chunk still loading when the next page opens, and React logs that on the way out.
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
}

/** How many pixels wider than its window the page is (0 when it fits). */
function sideways(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Lets a page resized where it stands lay out again and load what the new width shows. */
async function afterResize(page) {
  await page.evaluate(twoFrames);
  await page.waitForFunction((busy) => !document.querySelector(busy), { timeout: 30_000 }, LOADING);
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 30_000 });
}

// Each page is opened once per session and seen at both widths: loaded at one, then resized to the
// other where it stands, the order alternating from route to route, so half the routes are loaded
// at 1440 px and half at 375 px. What differs between engines is layout, which Firefox computes
// anew at the new width; what a page decides once as it mounts is the portal's own script, the
// same in any engine, and Chromium loads every route at both widths (the accessibility check).
describe(`Firefox ESR at ${WIDTHS.join(' and ')} px`, () => {
  for (const session of SESSIONS) {
    it(`${session.who}: every page renders without errors or sideways scrolling`, async () => {
      const { context, page, errors, shown } = await openPage(WIDTHS[0]);
      if (session.password) await signIn(page, session.who, session.password);
      const problems = [];
      for (const [index, [path, heading]] of session.routes.entries()) {
        const [loadedAt, resizedTo] = index % 2 ? [...WIDTHS].reverse() : WIDTHS;
        shown.path = path;
        try {
          await setViewport(page, loadedAt);
          await visit(page, path, heading);
          const wide = await sideways(page);
          if (wide > 0) problems.push(`${path} at ${loadedAt} px: ${wide}px wider than the window`);
          await setViewport(page, resizedTo);
          await afterResize(page);
          const narrowed = await sideways(page);
          if (narrowed > 0)
            problems.push(`${path} at ${resizedTo} px: ${narrowed}px wider than the window`);
        } catch (error) {
          problems.push(`${path}: did not render (${error.message.split('\n')[0]})`);
        }
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});

describe('Firefox ESR: required marks', () => {
  // The publishing forms mark their required fields (the sign-in forms, all required, do not).
  for (const [path, fields] of [
    ['/gxq/operations/apply/buy', ['需求标题', '关键词', '需求截止日期']],
  ]) {
    it(`${path} marks its required fields with a visible asterisk`, async () => {
      const { context, page, errors } = await openPage(1440);
      await signIn(page, DEMO.account, DEMO.password);
      await page.goto(`${server.origin}${BASE}${path}`);
      await page.waitForSelector('form label');
      const marks = await page.evaluate(
        (names) =>
          names.map((name) => {
            const label = [...document.querySelectorAll('form label')].find(
              (element) => element.textContent.trim() === name,
            );
            const mark = label?.parentElement?.querySelector('[aria-hidden="true"]');
            const box = mark?.getBoundingClientRect();
            return {
              name,
              mark: mark?.textContent ?? null,
              shown: Boolean(
                box && box.width > 0 && getComputedStyle(mark).visibility !== 'hidden',
              ),
            };
          }),
        fields,
      );
      assert.deepEqual(
        marks.filter((field) => field.mark !== '*' || !field.shown),
        [],
        `${path}: required fields without a visible *`,
      );
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
