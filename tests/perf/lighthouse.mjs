// `npm run perf`: Lighthouse (mobile preset, performance only) on every portal route of the built
// app, served by `max preview` from dist/ (run `npm run build` first; this script builds nothing),
// or signed in on the shell's pages.
//
//   npm run perf                              every portal route, 3 runs each, budgets enforced
//   npm run perf -- --routes /gxq/index,/gxq/finance/index --runs 1
//   npm run perf -- --account demo            the user centre's pages, signed in as demo
//   npm run perf -- --account admin           the administrators' pages, signed in as admin
//   npm run perf -- --report-only             print and write the report, never fail
//   npm run perf -- --lhr artifacts/perf/lhr  also keep each run's whole Lighthouse result (JSON),
//                                             to read its LCP element, long tasks and script costs
//   npm run perf -- --compare ../old-dist     measure another build too, run beside run (A B, B A),
//                                             each route's row twice: (dist) and (../old-dist)
//
// Each route's figures are the medians of its runs, taken figure by figure (scores on a shared
// 2-core machine vary by a few points from run to run). The table goes to stdout and, with the
// date, Lighthouse version and budget, to artifacts/perf/lighthouse.md (`--table FILE`); every
// run's figures go, as JSON, to perf-report.json (`--out FILE`). Both are git-ignored: a run keeps
// them, docs/performance.md says how to read them. Too slow and load-dependent for CI: CI checks
// the deterministic parts (script weight, layout shift) in tests/e2e/weight.test.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ACCOUNT_PATHS, ADMIN_PATHS, PORTAL_ROUTES } from '../e2e/routes.mjs';
import { ADMIN, DEMO, BASE, CHROMIUM_ARGS, login, startPreview } from '../e2e/support.mjs';

// Issue 12 "Page speed" and "No jumps": the portal's routes.
export const BUDGET = { score: 90, cls: 0.05, tbtMs: 200, jsKb: 250 };
// Issue 26: the signed-in shell's pages.
export const SHELL_BUDGET = { score: 75, cls: 0.05, tbtMs: 300, jsKb: 450 };
/** The demo accounts `--account` signs in with, and the pages each is measured on. */
const ACCOUNTS = {
  demo: { password: DEMO.password, paths: ACCOUNT_PATHS },
  admin: { password: ADMIN.password, paths: ADMIN_PATHS },
};

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const { values } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    account: { type: 'string' },
    'report-only': { type: 'boolean', default: false },
    out: { type: 'string', default: 'perf-report.json' },
    table: { type: 'string', default: 'artifacts/perf/lighthouse.md' },
    lhr: { type: 'string' },
    compare: { type: 'string' },
  },
});

const signIn = values.account ? ACCOUNTS[values.account] : undefined;
if (values.account && !signIn) {
  process.stderr.write(`--account: one of ${Object.keys(ACCOUNTS).join(', ')}\n`);
  process.exit(2);
}
const budget = signIn ? SHELL_BUDGET : BUDGET;
const ALL_ROUTES = signIn
  ? signIn.paths
  : [...PORTAL_ROUTES.map(([path]) => path), '/gxq/patent/result?q=电池'];
const routes = values.routes
  ? values.routes
      .split(',')
      .map((route) => route.trim())
      .filter(Boolean)
  : ALL_ROUTES;
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  const runtimeError = lhr.runtimeError?.code;
  if (runtimeError)
    throw new Error(`${lhr.requestedUrl}: ${runtimeError} ${lhr.runtimeError.message}`);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: (scripts?.transferSize ?? 0) / 1024,
  };
}

/** What a route's medians miss of the budget (empty when it meets it). */
export function misses(row, limits = BUDGET) {
  const out = [];
  if (row.score < limits.score) out.push(`score ${row.score} < ${limits.score}`);
  if (!(row.cls < limits.cls)) out.push(`CLS ${row.cls.toFixed(3)} ≥ ${limits.cls}`);
  if (!(row.tbtMs < limits.tbtMs)) out.push(`TBT ${Math.round(row.tbtMs)} ms ≥ ${limits.tbtMs}`);
  if (row.jsKb > limits.jsKb) out.push(`JS ${row.jsKb.toFixed(1)} KB > ${limits.jsKb}`);
  return out;
}

function table(rows) {
  const head = ['route', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS KB', 'budget'];
  const body = rows.map((row) => [
    row.route,
    String(row.score),
    (row.fcpMs / 1000).toFixed(1),
    (row.lcpMs / 1000).toFixed(1),
    String(Math.round(row.tbtMs)),
    row.cls.toFixed(3),
    row.jsKb.toFixed(1),
    row.misses.length ? row.misses.join('; ') : 'ok',
  ]);
  const widths = head.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column].length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

const log = (text) => process.stderr.write(`${text}\n`);

/** The table as a Markdown page that says when, with what and against which budget it was measured. */
function tableReport(report, rows) {
  const failing = rows.filter((row) => row.misses.length).length;
  const verdict = failing
    ? `${failing} of ${rows.length} routes miss it.`
    : `All ${rows.length} routes meet it.`;
  return [
    `# Lighthouse: ${report.signedInAs ? `shell pages, signed in as ${report.signedInAs}` : 'portal routes'}`,
    '',
    `Measured ${report.measuredAt} with Lighthouse ${report.lighthouse}, ${report.preset}; ` +
      `each figure the median of ${report.runsPerRoute} run(s) per route.`,
    '',
    `Budget: score ≥ ${budget.score}, CLS < ${budget.cls}, TBT < ${budget.tbtMs} ms, ` +
      `JS ≤ ${budget.jsKb} KB as sent (Brotli; weight.test.mjs checks the gzip copies). ${verdict}`,
    '',
    table(rows),
    '',
  ].join('\n');
}

function writeFile(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

async function main() {
  // A server process of its own: Lighthouse's work in this process would delay its answers.
  // With --compare, a second one serves the other build.
  const builds = [{ name: 'dist', server: await startPreview({ ownProcess: true }) }];
  if (values.compare)
    builds.push({ name: values.compare, server: await startPreview({ dist: values.compare }) });
  const stopServers = () => builds.forEach((build) => build.server.stop());
  let chrome;
  const rows = [];
  // Interrupted (Ctrl-C): stop the preview server and Chromium instead of leaving them running.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      chrome?.kill();
      stopServers();
      process.exit(130);
    });
  }
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    // Signed in: the shell's login stores the session in this browser (each server's origin and
    // mock its own); each run then keeps the storage (so the session) and starts from an empty
    // cache, cleared here.
    let clearCache = async () => {};
    if (signIn) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const [context] = browser.contexts();
      const page = await context.newPage();
      for (const { server } of builds)
        await login(page, server.origin, { account: values.account, password: signIn.password });
      const cdp = await context.newCDPSession(page);
      clearCache = () => cdp.send('Network.clearBrowserCache');
    }
    // One throw-away run warms each preview server (its first responses compile the mock).
    for (const { server } of builds)
      await lighthouse(`${server.origin}${BASE}/gxq/index`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(signIn),
      });
    const labelOf = (route, index) => (values.compare ? `${route} (${builds[index].name})` : route);
    for (const route of routes) {
      const samples = builds.map(() => []);
      for (let run = 1; run <= runs; run += 1) {
        // Two builds in turn, A B then B A: this machine's speed drifts by several points within
        // minutes, so only runs taken side by side compare (docs/performance.md §3).
        const order = builds.map((_, index) => index);
        if (run % 2 === 0) order.reverse();
        for (const index of order) {
          const url = new URL(`${BASE}${route}`, builds[index].server.origin).href;
          let sample;
          // A busy machine now and then fails a load (e.g. CHROME_INTERSTITIAL_ERROR when the
          // preview server answers too late): retry such a run once before giving up on the route.
          for (let attempt = 1; !sample; attempt += 1) {
            try {
              await clearCache();
              const result = await lighthouse(url, {
                port: chrome.port,
                logLevel: 'error',
                output: 'json',
                onlyCategories: ['performance'],
                disableStorageReset: Boolean(signIn),
              });
              sample = figures(result.lhr);
              if (values.lhr)
                writeFile(
                  `${values.lhr}/${labelOf(route, index)
                    .replace(/[^\w-]+/g, '_')
                    .replace(/^_/, '')}-${run}.json`,
                  JSON.stringify(result.lhr),
                );
            } catch (error) {
              if (attempt >= 2) throw error;
              log(`${labelOf(route, index)} run ${run}: ${error.message.split('\n')[0]}; retrying`);
            }
          }
          samples[index].push(sample);
          log(
            `${labelOf(route, index)} run ${run}/${runs}: score ${sample.score}, ` +
              `TBT ${Math.round(sample.tbtMs)} ms, CLS ${sample.cls.toFixed(3)}, JS ${sample.jsKb.toFixed(1)} KB`,
          );
        }
      }
      samples.forEach((buildSamples, index) => {
        const row = { route: labelOf(route, index), runs: buildSamples.length };
        for (const key of Object.keys(buildSamples[0]))
          row[key] = median(buildSamples.map((sample) => sample[key]));
        row.score = Math.round(row.score);
        row.misses = misses(row, budget);
        row.samples = buildSamples;
        rows.push(row);
      });
    }
  } finally {
    await chrome?.kill();
    stopServers();
  }

  const report = {
    lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version,
    preset: 'mobile (default config), performance category',
    runsPerRoute: runs,
    budget,
    ...(signIn ? { signedInAs: values.account } : {}),
    measuredAt: new Date().toISOString(),
    routes: rows,
  };
  writeFile(values.out, `${JSON.stringify(report, null, 2)}\n`);
  writeFile(values.table, tableReport(report, rows));
  process.stdout.write(`${table(rows)}\n\nwritten to ${values.table} and ${values.out}\n`);
  const failing = rows.filter((row) => row.misses.length);
  if (failing.length && !values['report-only']) {
    log(`${failing.length} of ${rows.length} routes miss the budget`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  log(error?.stack || String(error));
  process.exitCode = 2;
});
