#!/usr/bin/env node
// The standalone service under load (`npm run bench:backend`; issue 49): the production-style stack
// (deploy/local.sh: nginx and the mock service, on a data folder of its own) measured as a pilot
// would meet it. Needs dist/ (npm run build) and nginx. Prints a Markdown report and keeps it in
// artifacts/bench/backend-<date>.md (docs/deploy.md §3 quotes the last one).
//
//   node tests/perf/backend.mjs [--seconds 20] [--uploads 200] [--audit 100000]
//
// 1. write latency (a favourite added and removed) against the uploads kept: 0, 50 … 200 news
//    images of ~2 MB each, then uploads until the account's upload space refuses one;
//    and the same beside an audit trail of 100,000 administrator actions (--audit), added to the
//    database as a long-running pilot's would hold them;
// 2. the start of the service on that data folder (to a healthy /healthz);
// 3. each read alone at 20 and 100 clients, then 100 clients searching while one reads the
//    dictionary: requests/s and p50/p95/p99 per endpoint, and every answer that was not a success.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const Database = createRequire(import.meta.url)('better-sqlite3');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argument = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SECONDS = argument('seconds', 20);
const UPLOADS = argument('uploads', 200);
const UPLOAD_STEP = 50;
const AUDIT = argument('audit', 100_000);

const API = {
  dict: '/ipr-website-service/api/front/dictItem/find?queryData=%7B%22code%22%3A%22SERVICE_TechnicalFields%22%7D',
  hall: '/ipr-website-service/api/front/ipcTransaction/findIndex?page=0&size=10',
  detail: '/ipr-data-service/api/front/patent/detail?id=pat-000123',
  search: (i) =>
    `/ipr-data-service/api/front/patent/search?q=${encodeURIComponent(QUERIES[i % QUERIES.length])}`,
};
/** What people search for: words, fields, a long expression (they differ in cost). */
const QUERIES = [
  '电池',
  '锂离子电池 正极材料',
  'TI=(电池 OR 储能) AND AD>=2018-01-01',
  '智能',
  'PA=西安',
  'IPC=H01M',
  '图像 识别 NOT 医疗',
  'TX=(传感器 AND 控制)',
];

// ------------------------------------------------------------------------- the stack

const freePort = () =>
  new Promise((resolve) => {
    import('node:net').then(({ createServer }) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
    });
  });

/** deploy/local.sh on `data`, resolved with its base once it says it is ready. */
async function startStack(data) {
  const port = await freePort();
  const child = spawn('bash', ['deploy/local.sh', String(port)], {
    cwd: ROOT,
    env: { ...process.env, MOCK_DATA_DIR: data },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (/Portal ready at/.test(output)) {
      const stopped = new Promise((resolve) => {
        child.once('exit', resolve);
      });
      return {
        origin: `http://127.0.0.1:${port}`,
        stop: () => (child.kill('SIGTERM'), stopped),
      };
    }
    if (child.exitCode !== null) break;
    await sleep(200);
  }
  child.kill('SIGTERM');
  throw new Error(`the stack did not start:\n${output}`);
}

/** Seconds from starting the service on `data` to its first healthy /healthz. */
async function timeStart(data) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['deploy/mock/server.js', '--port', String(port), '--data-dir', data],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ok) return (performance.now() - started) / 1000;
      await sleep(50);
    }
  } finally {
    const stopped = new Promise((resolve) => {
      child.once('exit', resolve);
    });
    child.kill('SIGTERM');
    await stopped;
  }
}

const sleep = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

// ------------------------------------------------------------------------- requests

/** One request; its time in ms and whether it was a success (HTTP 200 and success: true). */
async function timed(origin, url, { token, body } = {}) {
  const started = performance.now();
  try {
    const answer = await fetch(origin + url, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...(token && { Authorization: token }),
        ...(body && { 'Content-Type': 'application/json' }),
      },
      body: body && JSON.stringify(body),
    });
    const text = await answer.text();
    const envelope = JSON.parse(text);
    const ms = performance.now() - started;
    return { ms, ok: answer.status === 200 && envelope.success, status: answer.status, envelope };
  } catch (error) {
    return {
      ms: performance.now() - started,
      ok: false,
      status: 0,
      envelope: { errorMessage: String(error) },
    };
  }
}

async function login(origin, account, password) {
  const { ok, envelope } = await timed(origin, '/api/login', {
    body: { type: 'account', account, password },
  });
  if (!ok) throw new Error(`login ${account}: ${envelope.errorMessage}`);
  return envelope.data.token;
}

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;

/** Requests/s and p50/p95/p99 of a set of timed answers over `seconds`. */
function summary(results, seconds) {
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const failed = results.filter((r) => !r.ok);
  return {
    requests: results.length,
    perSecond: results.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: failed.length,
    statuses: [...new Set(failed.map((r) => `${r.status} ${r.envelope?.errorCode ?? ''}`.trim()))],
  };
}

/** `clients` loops each sending `url(i)` for `seconds`; every answer timed. */
async function load(origin, clients, seconds, url) {
  const until = performance.now() + seconds * 1000;
  const results = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) results.push(await timed(origin, url(sent++)));
    }),
  );
  return results;
}

// ------------------------------------------------------------------------- uploads

/** A PNG of random pixels (so no two are the same picture), ~2 MB stored uncompressed. */
function randomPng(side = 816) {
  const row = side * 3 + 1;
  const raw = Buffer.alloc(row * side);
  for (let y = 0; y < side; y += 1) randomBytes(row - 1).copy(raw, y * row + 1);
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const UPLOAD_URL = '/ipr-website-service/api/authFront/admin/news/image';
/** A new picture uploaded as 内容管理 does; the answer, and the picture's size. */
async function upload(origin, token) {
  const png = randomPng();
  const answer = await timed(origin, UPLOAD_URL, {
    token,
    body: { dataUrl: `data:image/png;base64,${png.toString('base64')}` },
  });
  return { ...answer, bytes: png.length };
}

/** A favourite added and removed `count` times by one account, one after the other. */
async function favouriteWrites(origin, token, count = 40) {
  const results = [];
  for (let i = 0; i < count; i += 1) {
    const target = {
      targetType: 'patent',
      targetId: `pat-${String(100 + (i % 50)).padStart(6, '0')}`,
    };
    results.push(
      await timed(origin, '/ipr-website-service/api/authFront/favorite/add', {
        token,
        body: target,
      }),
    );
    await timed(origin, '/ipr-website-service/api/authFront/favorite/remove', {
      token,
      body: target,
    });
  }
  return results;
}

/**
 * `count` administrator actions appended to the audit trail in the stopped service's database,
 * numbered after those it holds, as years of a pilot's back office would leave them.
 */
function addAuditTrail(data, count) {
  const database = new Database(path.join(data, 'portal.db'));
  const held = database.prepare("SELECT count(*) AS n FROM record WHERE kind = 'audit'").get().n;
  const insert = database.prepare("INSERT INTO record (kind, id, body) VALUES ('audit', ?, ?)");
  const start = Date.UTC(2026, 0, 1);
  database.transaction(() => {
    for (let n = held + 1; n <= held + count; n += 1) {
      const id = `audit-${String(n).padStart(6, '0')}`;
      const entry = {
        id,
        at: new Date(start + n * 60_000).toISOString(),
        actor: 'admin',
        action: 'user.disable',
        targetType: 'user',
        targetId: 'buyer',
        before: { status: 'active' },
        after: { status: 'disabled' },
        reason: '基准测试：长期运行的操作日志',
      };
      insert.run(id, JSON.stringify(entry));
    }
  })();
  database.close();
}

// ------------------------------------------------------------------------- the report

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const row = (cells) => `| ${cells.join(' | ')} |`;
const loadRow = (name, clients, s) =>
  row([
    name,
    clients,
    s.requests,
    s.perSecond.toFixed(1),
    ms(s.p50),
    ms(s.p95),
    ms(s.p99),
    s.errors ? `${s.errors} (${s.statuses.join(', ')})` : '0',
  ]);

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist/index.html')))
    throw new Error('dist/ is missing: npm run build first');
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'ipr-bench-'));
  const report = [];
  const say = (line = '') => {
    report.push(line);
    process.stdout.write(`${line}\n`);
  };
  const cpu = os.cpus();
  say(
    `# The standalone service under load, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  );
  say();
  say(
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `through nginx (deploy/local.sh), ${SECONDS} s per load.`,
  );

  try {
    // 1. Writes against the uploads kept.
    let stack = await startStack(data);
    const admin = await login(stack.origin, 'admin', 'Admin@2026');
    const demo = await login(stack.origin, 'demo', 'Demo@2026');
    say();
    say('## A favourite’s write against the pictures kept');
    say();
    say(row(['pictures kept', 'MB kept', 'writes', 'p50', 'p95', 'p99', 'upload p95']));
    say(row(['---:', '---:', '---:', '---:', '---:', '---:', '---:']));
    let kept = 0;
    let bytes = 0;
    let uploads = [];
    for (;;) {
      const s = summary(await favouriteWrites(stack.origin, demo), 1);
      const u = uploads.length ? ms(summary(uploads, 1).p95) : '–';
      say(row([kept, (bytes / 1e6).toFixed(0), s.requests, ms(s.p50), ms(s.p95), ms(s.p99), u]));
      if (s.errors) throw new Error(`favourite writes failed: ${s.statuses.join(', ')}`);
      if (kept >= UPLOADS) break;
      uploads = [];
      for (let i = 0; i < UPLOAD_STEP && kept < UPLOADS; i += 1) {
        const answer = await upload(stack.origin, admin);
        if (!answer.ok)
          throw new Error(`upload ${kept + 1} refused: ${answer.envelope.errorMessage}`);
        uploads.push(answer);
        kept += 1;
        bytes += answer.bytes;
      }
    }
    let refusal;
    for (let extra = 1; extra <= 50 && !refusal; extra += 1) {
      const answer = await upload(stack.origin, admin);
      if (!answer.ok) refusal = { extra, ...answer };
    }
    say();
    say(
      refusal
        ? `Beyond the account's upload space: upload ${UPLOADS + refusal.extra} answered HTTP ${refusal.status} ` +
            `${refusal.envelope.errorCode} “${refusal.envelope.errorMessage}” (limit ${refusal.envelope.data?.limit} bytes, used ${refusal.envelope.data?.used}).`
        : 'No upload was refused within 50 more: the upload space did not hold.',
    );
    await stack.stop();
    if (AUDIT > 0) {
      addAuditTrail(data, AUDIT);
      stack = await startStack(data);
      const beside = summary(
        await favouriteWrites(stack.origin, await login(stack.origin, 'demo', 'Demo@2026')),
        1,
      );
      if (beside.errors) throw new Error(`favourite writes failed: ${beside.statuses.join(', ')}`);
      say();
      say(
        `The same writes with ${AUDIT.toLocaleString('en')} administrator actions added to the audit trail: ` +
          `p50 ${ms(beside.p50)}, p95 ${ms(beside.p95)}, p99 ${ms(beside.p99)}.`,
      );
      await stack.stop();
    }

    // 2. The start on that data folder.
    const folderMb = fs.readdirSync(data, { recursive: true }).reduce((sum, name) => {
      const stat = fs.statSync(path.join(data, String(name)));
      return stat.isFile() ? sum + stat.size : sum;
    }, 0);
    const starts = [];
    for (let i = 0; i < 3; i += 1) starts.push(await timeStart(data));
    say();
    say(
      `Start of the service on that data folder (${(folderMb / 1e6).toFixed(0)} MB), to a healthy /healthz: ` +
        starts.map((s) => `${s.toFixed(1)} s`).join(', ') +
        '.',
    );

    // 3. Reads under load.
    stack = await startStack(data);
    say();
    say('## Reads under load');
    say();
    say(
      row(['endpoint', 'clients', 'requests', 'requests/s', 'p50', 'p95', 'p99', 'not a success']),
    );
    say(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---']));
    for (const [name, url] of [
      ['dictionary', () => API.dict],
      ['patent detail', () => API.detail],
      ['hall list', () => API.hall],
      ['patent search', API.search],
    ])
      for (const clients of [20, 100])
        say(
          loadRow(
            name,
            clients,
            summary(await load(stack.origin, clients, SECONDS / 2, url), SECONDS / 2),
          ),
        );
    // 100 clients searching while another reads the dictionary every 100 ms.
    const reading = (async () => {
      const results = [];
      const until = performance.now() + SECONDS * 1000;
      while (performance.now() < until) {
        results.push(await timed(stack.origin, API.dict));
        await sleep(100);
      }
      return results;
    })();
    const searching = load(stack.origin, 100, SECONDS, API.search);
    const [dictionary, searches] = await Promise.all([reading, searching]);
    say(loadRow('patent search, beside the dictionary', 100, summary(searches, SECONDS)));
    say(loadRow('dictionary, beside 100 searching', 1, summary(dictionary, SECONDS)));
    await stack.stop();
  } finally {
    fs.rmSync(data, { recursive: true, force: true });
  }
  const file = path.join(
    ROOT,
    'artifacts/bench',
    `backend-${new Date().toISOString().slice(0, 10)}.md`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${report.join('\n')}\n`);
  process.stdout.write(`\nkept in ${path.relative(ROOT, file)}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
