// `npm run perf`: Lighthouse (mobile preset, performance only) on every portal route of the built
// app, served by `max preview` from dist/ (run `npm run build` first; this script builds nothing),
// or signed in on the shell's pages — each page beside its frame's floor (tests/perf/budget.cjs):
// the portal frame around a page of static text, the shell frame around its own 404.
//
//   npm run perf                              every portal route, 3 runs each, budgets enforced
//   npm run perf -- --routes /gxq/index,/gxq/finance/index --runs 1
//   npm run perf -- --account demo            the user centre's pages, signed in as demo
//   npm run perf -- --account admin           the administrators' pages, signed in as admin
//   npm run perf -- --report-only             print and write the report, never fail
//   npm run perf -- --lhr artifacts/perf/lhr  also keep each run's whole Lighthouse result (JSON),
//                                             to read its LCP element, long tasks and script costs
//   npm run perf -- --compare ../old-dist     measure another build too, run beside run (A B, B A),
//                                             each row twice: (dist) and (../old-dist)
//   npm run perf -- --compare DIR --skip-floor  the two builds only, without the floor's runs
//
// Every run of a page is paired with a run of its floor, in turn (floor page, page floor, …), so a
// page is compared with the floor measured beside it: its score less the floor's, its TBT and LCP
// over the floor's. Figures are medians of the runs, taken figure by figure. The table goes to
// stdout and, with the date, the Lighthouse version, the sitting's benchmark index and the budget,
// to artifacts/perf/lighthouse.md (`--table FILE`); every run's figures go, as JSON, to
// perf-report.json (`--out FILE`). Both are git-ignored. Too slow and load-dependent for CI: CI
// checks the deterministic parts (script weight, layout shift) in tests/e2e/weight.test.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ACCOUNT_PATHS, ADMIN_PATHS, PORTAL_ROUTES } from '../e2e/routes.mjs';
import { ADMIN, DEMO, BASE, CHROMIUM_ARGS, login, startPreview } from '../e2e/support.mjs';

const require = createRequire(import.meta.url);
const { BUDGETS, FLOORS, median, medians, misses, ratio, tbtLimit } = require('./budget.cjs');

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
    // Builds compared with each other (a trick with and without): the floor's runs can go.
    'skip-floor': { type: 'boolean', default: false },
  },
});

const signIn = values.account ? ACCOUNTS[values.account] : undefined;
if (values.account && !signIn) {
  process.stderr.write(`--account: one of ${Object.keys(ACCOUNTS).join(', ')}\n`);
  process.exit(2);
}
const budget = signIn ? BUDGETS.shell : BUDGETS.portal;
const floorPath = FLOORS[values.account ?? 'portal'];
const ALL_ROUTES = signIn
  ? signIn.paths
  : [...PORTAL_ROUTES.map(([path]) => path), '/gxq/patent/result?q=电池'];
const routes = (
  values.routes
    ? values.routes
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean)
    : ALL_ROUTES
).filter((route) => values['skip-floor'] || route !== floorPath);
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);

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
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
  };
}

const times = (value) => (value === undefined ? '—' : `×${value.toFixed(2)}`);

/** A floor row says so; a page's, what it misses of its budget, or — measured without a floor. */
function budgetCell(row) {
  if (row.isFloor) return 'floor';
  if (!row.floor) return '—';
  return row.misses.length ? row.misses.join('; ') : 'ok';
}

function table(rows) {
  const head = [
    'route',
    'score',
    'Δ floor',
    'TBT ms',
    '× floor',
    'LCP s',
    '× floor',
    'FCP s',
    'CLS',
    'JS KB',
    'budget',
  ];
  const body = rows.map((row) => [
    row.route,
    String(row.score),
    row.floor ? String(row.score - row.floor.score) : '',
    String(Math.round(row.tbtMs)),
    row.floor ? times(ratio(row.tbtMs, row.floor.tbtMs)) : '',
    (row.lcpMs / 1000).toFixed(1),
    row.floor ? times(ratio(row.lcpMs, row.floor.lcpMs)) : '',
    (row.fcpMs / 1000).toFixed(1),
    row.cls.toFixed(3),
    row.jsKb.toFixed(1),
    budgetCell(row),
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
  const judged = rows.filter((row) => row.floor);
  const failing = judged.filter((row) => row.misses.length).length;
  let verdict = failing
    ? `${failing} of ${judged.length} rows miss it.`
    : `All ${judged.length} rows meet it.`;
  if (!judged.length) verdict = 'Measured without the floor (--skip-floor): not judged.';
  const scoreRule =
    budget.scoreBelowFloor === undefined ? '' : `score ≥ floor − ${budget.scoreBelowFloor}, `;
  return [
    `# Lighthouse: ${report.signedInAs ? `shell pages, signed in as ${report.signedInAs}` : 'portal routes'}`,
    '',
    `Measured ${report.measuredAt} with Lighthouse ${report.lighthouse}, ${report.preset}; ` +
      `each figure the median of ${report.runsPerRoute} run(s)` +
      (judged.length ? `, every run beside a run of the floor \`${report.floor}\`` : '') +
      `. Benchmark index of the sitting: ${Math.round(report.benchmarkIndex)} ` +
      `(median; ${report.benchmarkRange.map(Math.round).join('–')}).`,
    '',
    `Budget (docs/performance.md §1): ${scoreRule}TBT ≤ ${budget.tbtFactor} × floor + ` +
      `${budget.tbtSlackMs} ms, CLS < ${budget.cls}, JS ≤ ${budget.jsKb} KB as sent. ${verdict}`,
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
    /** One Lighthouse run of `route` on build `index`, retried once if the load fails. */
    const measure = async (route, index, run) => {
      const url = new URL(`${BASE}${route}`, builds[index].server.origin).href;
      // A busy machine now and then fails a load (e.g. CHROME_INTERSTITIAL_ERROR when the
      // preview server answers too late): retry such a run once before giving up on the route.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await clearCache();
          const result = await lighthouse(url, {
            port: chrome.port,
            logLevel: 'error',
            output: 'json',
            onlyCategories: ['performance'],
            disableStorageReset: Boolean(signIn),
          });
          const sample = figures(result.lhr);
          if (values.lhr)
            writeFile(
              `${values.lhr}/${labelOf(route, index)
                .replace(/[^\w-]+/g, '_')
                .replace(/^_/, '')}-${run}.json`,
              JSON.stringify(result.lhr),
            );
          log(
            `${labelOf(route, index)} run ${run}/${runs}: score ${sample.score}, ` +
              `TBT ${Math.round(sample.tbtMs)} ms, CLS ${sample.cls.toFixed(3)}, JS ${sample.jsKb.toFixed(1)} KB`,
          );
          return sample;
        } catch (error) {
          if (attempt >= 2) throw error;
          log(`${labelOf(route, index)} run ${run}: ${error.message.split('\n')[0]}; retrying`);
        }
      }
    };
    // Every floor run of the sitting, per build: the floor's own row.
    const allFloors = builds.map(() => []);
    const pageRows = [];
    for (const route of routes) {
      const samples = builds.map(() => []);
      const floors = builds.map(() => []);
      for (let run = 1; run <= runs; run += 1) {
        // Builds in turn, A B then B A, and within a build the floor and the page in turn: this
        // machine's speed drifts by several points within minutes, so only runs taken side by
        // side compare (docs/performance.md §2).
        const order = builds.map((_, index) => index);
        if (run % 2 === 0) order.reverse();
        for (const index of order) {
          const pair = values['skip-floor']
            ? [route]
            : run % 2
              ? [floorPath, route]
              : [route, floorPath];
          for (const path of pair) {
            const sample = await measure(path, index, run);
            // (With --skip-floor the floor's own path may be the page measured.)
            if (path === floorPath && !values['skip-floor']) {
              floors[index].push(sample);
              allFloors[index].push(sample);
            } else samples[index].push(sample);
          }
        }
      }
      samples.forEach((buildSamples, index) => {
        const floor = floors[index].length ? medians(floors[index]) : undefined;
        const row = {
          route: labelOf(route, index),
          runs: buildSamples.length,
          ...medians(buildSamples),
        };
        row.floor = floor;
        row.misses = floor ? misses(row, floor, budget) : [];
        row.tbtLimitMs = floor ? tbtLimit(floor.tbtMs, budget) : undefined;
        row.samples = buildSamples;
        row.floorSamples = floors[index];
        pageRows.push(row);
      });
    }
    allFloors.forEach((floorSamples, index) => {
      if (floorSamples.length)
        rows.push({
          route: `floor ${labelOf(floorPath, index)}`,
          isFloor: true,
          runs: floorSamples.length,
          ...medians(floorSamples),
          samples: floorSamples,
        });
    });
    rows.push(...pageRows);
  } finally {
    await chrome?.kill();
    stopServers();
  }

  const indexes = rows.flatMap((row) => row.samples.map((sample) => sample.benchmarkIndex));
  const report = {
    lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version,
    preset: 'mobile (default config), performance category',
    runsPerRoute: runs,
    floor: floorPath,
    budget,
    benchmarkIndex: median(indexes),
    benchmarkRange: [Math.min(...indexes), Math.max(...indexes)],
    ...(signIn ? { signedInAs: values.account } : {}),
    measuredAt: new Date().toISOString(),
    routes: rows,
  };
  writeFile(values.out, `${JSON.stringify(report, null, 2)}\n`);
  writeFile(values.table, tableReport(report, rows));
  process.stdout.write(
    `${table(rows)}\n\nbenchmark index ${Math.round(report.benchmarkIndex)} ` +
      `(${report.benchmarkRange.map(Math.round).join('–')}); written to ${values.table} and ${values.out}\n`,
  );
  const failing = rows.filter((row) => row.floor && row.misses.length);
  if (failing.length && !values['report-only']) {
    log(`${failing.length} of ${rows.filter((row) => row.floor).length} rows miss the budget`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  log(error?.stack || String(error));
  process.exitCode = 2;
});
