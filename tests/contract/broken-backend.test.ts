// `npm run contract` tells a backend team how far their service is from the contract: against the
// standalone mock service it passes; against the same service behind a proxy that breaks a few
// answers the way a real backend might, it fails, naming each broken operation and why.

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SIGN_INS = [
  '--login',
  'demo:Demo@2026',
  '--admin-login',
  'admin:Admin@2026',
  '--other-login',
  'buyer:Buyer@2026',
];

let mock: ChildProcess;
/** The service's state of its own, from the seed. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-mock-'));
let mockUrl = '';
let proxy: http.Server;
let proxyUrl = '';

/** How the proxy breaks an answer of one path (the others pass through unchanged). */
const BREAKAGES: Record<string, (body: any) => { status?: number; text: string }> = {
  // a page without its total
  '/ipr-website-service/api/front/news/find': (body) => {
    delete body.data.totalElements;
    return { text: JSON.stringify(body) };
  },
  // a number sent as text
  '/ipr-website-service/api/front/institution/detail': (body) => {
    body.data.productCount = String(body.data.productCount);
    return { text: JSON.stringify(body) };
  },
  // a visitor let into an account's list
  '/ipr-website-service/api/authFront/favorite/find': () => ({
    status: 200,
    text: JSON.stringify({
      success: true,
      data: { content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 },
    }),
  }),
  // an error page instead of an envelope
  '/ipr-data-service/api/front/findExpert': () => ({
    status: 502,
    text: '<html>Bad Gateway</html>',
  }),
  // a code the catalogue does not have
  '/ipr-agency-service/api/agency/detail': () => ({
    text: JSON.stringify({
      success: false,
      data: null,
      errorCode: 'AGENCY_HIDDEN',
      errorMessage: '机构信息暂不公开',
      showType: 2,
    }),
  }),
};

function startMock(): Promise<string> {
  mock = spawn(process.execPath, ['deploy/mock/server.js', '--port', '0', '--data-dir', dataDir], {
    cwd: ROOT,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    mock.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const found = /listening at (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]);
    });
    mock.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    mock.on('exit', (code) => reject(new Error(`mock service exited (${code}): ${output}`)));
  });
}

/** Forwards to the mock service, breaking the answers BREAKAGES names. */
function startProxy(): Promise<string> {
  proxy = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const upstream = await fetch(mockUrl + req.url, {
      method: req.method,
      headers: Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => name !== 'host') as [string, string][],
      ),
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const bytes = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get('content-type') ?? '';
    const pathname = new URL(req.url ?? '/', 'http://proxy.invalid').pathname;
    const noSession = !req.headers.authorization;
    const breakage = BREAKAGES[pathname];
    // The favourites breakage is about visitors only; the others break every answer.
    if (
      breakage &&
      (pathname !== '/ipr-website-service/api/authFront/favorite/find' || noSession)
    ) {
      const broken = breakage(JSON.parse(bytes.toString('utf8')));
      res.writeHead(broken.status ?? upstream.status, {
        'content-type': broken.text.startsWith('<') ? 'text/html' : 'application/json',
      });
      res.end(broken.text);
      return;
    }
    res.writeHead(upstream.status, { 'content-type': type });
    res.end(bytes);
  });
  return new Promise((resolve) => {
    proxy.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`),
    );
  });
}

function check(base: string): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['api/tools/contract-check.js', '--base', base, ...SIGN_INS],
      { cwd: ROOT },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.on('exit', (code) => resolve({ code, stdout }));
  });
}

/** The rows of the table, as { operation check → why } of the failed ones. */
function failures(table: string): Record<string, string> {
  const rows: Record<string, string> = {};
  for (const line of table.split('\n')) {
    const cells = line.split(/\s{2,}/);
    if (cells[2] === 'FAIL') rows[`${cells[0]} ${cells[1]}`] = cells[3] ?? '';
  }
  return rows;
}

beforeAll(async () => {
  mockUrl = await startMock();
  proxyUrl = await startProxy();
}, 60_000);

afterAll(() => {
  mock?.kill();
  proxy?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('passes against the standalone mock service', async () => {
  const run = await check(mockUrl);
  expect(run.stdout).toMatch(/\n\d+ passed, 0 failed, \d+ skipped\n$/);
  expect(run.code).toBe(0);
}, 60_000);

it('fails against a backend that answers wrong shapes, naming each operation and why', async () => {
  const run = await check(proxyUrl);
  expect(run.code).toBe(1);
  expect(run.stdout).toMatch(/\n\d+ passed, 5 failed, \d+ skipped\n$/);
  const failed = failures(run.stdout);
  expect(failed).toEqual({
    'GET /ipr-website-service/api/front/news/find visitor': expect.stringContaining(
      "data: must have required property 'totalElements'",
    ),
    'GET /ipr-website-service/api/front/institution/detail visitor': expect.stringContaining(
      'data.productCount: must be integer',
    ),
    'GET /ipr-website-service/api/authFront/favorite/find visitor': expect.stringContaining(
      'expected HTTP 401 UNAUTHORIZED, got HTTP 200 success',
    ),
    'GET /ipr-data-service/api/front/findExpert visitor': expect.stringMatching(/502|not JSON/),
    'GET /ipr-agency-service/api/agency/detail visitor': expect.stringContaining(
      'AGENCY_HIDDEN is not in the error catalogue',
    ),
  });
}, 60_000);
