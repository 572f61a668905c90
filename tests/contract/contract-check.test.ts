/** @jest-environment node */
// The backend check (api/tools/contract-check.js), run as a child process against a fixture server
// that implements the fixture document: as it should, and broken in the ways the check must catch.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { BREAKAGES, startFixtureServer } from './fixture-server';

const ROOT = path.join(__dirname, '..', '..');
const CLI = path.join(ROOT, 'api', 'tools', 'contract-check.js');
const DOC = path.join(__dirname, 'fixtures', 'openapi.yaml');
const SIGN_INS = [
  '--login',
  'alice:alice-pass',
  '--admin-login',
  'root:root-pass',
  '--other-login',
  'bob:bob-pass',
];

// Each check is a node process of its own: on a busy machine one takes seconds.
jest.setTimeout(30_000);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

interface Row {
  operation: string;
  check: string;
  result: string;
  why: string;
}

/** Runs the CLI; asynchronously, so that the fixture server in this process can answer it. */
function check(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const argv = [CLI, '--doc', DOC, ...args];
    execFile(process.execPath, argv, { cwd: ROOT }, (error, stdout, stderr) => {
      resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
    });
  });
}

/** The table's rows: its columns are set apart by two spaces or more. */
function rowsOf(stdout: string): Row[] {
  const lines = stdout.split('\n');
  return lines.slice(1, lines.indexOf('')).map((line) => {
    const [operation, check, result, why = ''] = line.split(/ {2,}/);
    return { operation, check, result, why };
  });
}

/** The table's row for an operation and check. */
function row(stdout: string, operation: string, checkName: string): Row {
  const found = rowsOf(stdout).find((r) => r.operation === operation && r.check === checkName);
  if (!found) throw new Error(`no row for ${operation} ${checkName} in\n${stdout}`);
  return found;
}

describe('against a backend that keeps to the document', () => {
  let server: Awaited<ReturnType<typeof startFixtureServer>>;
  beforeAll(async () => {
    server = await startFixtureServer();
  });
  afterAll(() => server.close());

  it('passes every check, writes included', async () => {
    const run = await check(['--base', server.url, ...SIGN_INS, '--write']);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^OPERATION +CHECK +RESULT +WHY\n/);
    expect(run.stdout).toMatch(/\n\n33 passed, 0 failed, 0 skipped\n$/);
    expect(run.code).toBe(0);
    const stats = 'GET /ipr-agency-service/api/admin/agency/stats';
    expect(rowsOf(run.stdout).filter((r) => r.operation === stats)).toEqual([
      { operation: stats, check: 'visitor', result: 'ok', why: '' },
      { operation: stats, check: 'account', result: 'ok', why: '' },
      { operation: stats, check: 'admin', result: 'ok', why: '' },
    ]);
    expect(row(run.stdout, 'GET /ipr-nav-service/api/front/navReport/{id}', 'other').result).toBe(
      'ok',
    );
    const news = row(run.stdout, 'GET /ipr-website-service/api/front/news/detail', 'visitor');
    expect(news.result).toBe('ok (as documented: NOT_FOUND)');
    // logging out comes last, with a session of its own
    expect(rowsOf(run.stdout).slice(-2)).toEqual([
      { operation: 'GET /api/logout', check: 'visitor', result: 'ok', why: '' },
      { operation: 'GET /api/logout', check: 'account', result: 'ok', why: '' },
    ]);
  });

  it('sends only GETs without --write, and skips the checks whose token is missing', async () => {
    const run = await check(['--base', server.url, '--login', 'alice:alice-pass']);
    expect(run.code).toBe(0);
    expect(row(run.stdout, 'POST /ipr-nav-service/api/nav/report/save', '-')).toMatchObject({
      result: 'skipped',
      why: 'POST: sent only with --write',
    });
    expect(
      row(run.stdout, 'GET /ipr-agency-service/api/admin/agency/stats', 'admin'),
    ).toMatchObject({ result: 'skipped', why: 'no --admin-token or --admin-login' });
    expect(run.stdout).toMatch(/\n18 passed, 0 failed, 8 skipped\n$/);
  });

  it('passes a write refused as documented, and says so', async () => {
    const review = ['--base', server.url, ...SIGN_INS, '--write', '--only', 'reviewAgency'];
    await check(review);
    // the agency is reviewed now: a second review is a CONFLICT, which the operation documents
    const again = await check(review);
    expect(again.code).toBe(0);
    const reviewed = row(again.stdout, 'POST /ipr-agency-service/api/admin/agency/review', 'admin');
    expect(reviewed.result).toBe('ok (refused: CONFLICT)');
  });

  it('fails a write that refuses the caller it is meant for', async () => {
    // bob owns no report: FORBIDDEN for the example (alice's report) is no business refusal
    const save = ['--base', server.url, '--login', 'bob:bob-pass', '--write', '--only', 'saveNav'];
    const run = await check(save);
    expect(row(run.stdout, 'POST /ipr-nav-service/api/nav/report/save', 'account')).toMatchObject({
      result: 'FAIL',
      why: 'answered FORBIDDEN: 无权操作',
    });
  });

  it('fails a refused sign-in and skips the checks that needed it', async () => {
    const args = ['--base', server.url, '--login', 'alice:wrong', '--only', 'currentUser'];
    const run = await check(args);
    expect(run.code).toBe(1);
    expect(row(run.stdout, 'POST /api/login', 'account')).toMatchObject({
      result: 'FAIL',
      why: 'alice refused: LOGIN_FAILED 账号或密码错误',
    });
    expect(row(run.stdout, 'GET /api/currentUser', 'account')).toMatchObject({
      result: 'skipped',
      why: 'the sign-in failed',
    });
  });

  it('does not log out the token it was given', async () => {
    const signIn = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'account', account: 'alice', password: 'alice-pass' }),
    });
    const { data } = await signIn.json();
    const run = await check(['--base', server.url, '--token', data.token, '--only', '/api/']);
    expect(row(run.stdout, 'GET /api/logout', 'account')).toMatchObject({
      result: 'skipped',
      why: 'needs --login: it would end the given token',
    });
    expect(row(run.stdout, 'GET /api/currentUser', 'account').result).toBe('ok');
    const after = await fetch(`${server.url}/api/currentUser`, {
      headers: { authorization: data.token },
    });
    expect(after.status).toBe(200);
  });

  it('names the mistakes of the document itself', async () => {
    const doc = YAML.parse(fs.readFileSync(DOC, 'utf8'));
    delete doc.paths['/ipr-agency-service/api/agency/detail'].get.parameters[0].example;
    doc.paths['/ipr-agency-service/api/agency/page'].get['x-access'] = 'public';
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
    const broken = path.join(folder, 'openapi.yaml');
    fs.writeFileSync(broken, YAML.stringify(doc));
    const run = await check(['--base', server.url, '--only', 'agency/', '--doc', broken]);
    fs.rmSync(folder, { recursive: true });
    expect(rowsOf(run.stdout).filter((r) => r.result === 'FAIL')).toEqual([
      {
        operation: 'GET /ipr-agency-service/api/agency/page',
        check: '-',
        result: 'FAIL',
        why: 'x-access is public, expected visitor, account, owner or admin',
      },
      {
        operation: 'GET /ipr-agency-service/api/agency/detail',
        check: '-',
        result: 'FAIL',
        why: 'example query.id: required but missing',
      },
    ]);
  });

  it('prints JSON with --json', async () => {
    const run = await check(['--base', server.url, '--only', 'dictItem', '--json']);
    expect(JSON.parse(run.stdout)).toEqual({
      passed: 1,
      failed: 0,
      skipped: 0,
      results: [
        {
          operation: 'GET /ipr-website-service/api/front/dictItem/find',
          check: 'visitor',
          result: 'ok',
          problems: [],
        },
      ],
    });
  });
});

describe('against a backend that breaks the document', () => {
  let server: Awaited<ReturnType<typeof startFixtureServer>>;
  beforeAll(async () => {
    server = await startFixtureServer({ broken: true });
  });
  afterAll(() => server.close());

  it('fails, naming each broken operation and why', async () => {
    const run = await check(['--base', server.url, ...SIGN_INS, '--write', '--timeout', '1']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/\n26 passed, 7 failed, 0 skipped\n$/);
    const failed = rowsOf(run.stdout).filter((r) => r.result === 'FAIL');
    expect(failed.map((r) => r.operation).sort()).toEqual(Object.keys(BREAKAGES).sort());
    expect(Object.fromEntries(failed.map((r) => [`${r.operation} ${r.check}`, r.why]))).toEqual({
      'GET /ipr-agency-service/api/agency/page visitor':
        'data.content[0].price: must be number,null; data.content[1].price: must be number,null',
      'GET /api/currentUser account': "data: must have required property 'name'",
      'GET /ipr-website-service/api/user/avatar visitor':
        'expected HTTP 401 UNAUTHORIZED, got HTTP 200 image/png',
      'GET /ipr-agency-service/api/admin/agency/stats account':
        'expected HTTP 403 FORBIDDEN, got HTTP 200 success',
      'GET /ipr-website-service/api/front/dictItem/find visitor':
        'content type text/html, expected application/json; body is not JSON: "<html>502 Bad Gateway</html>"',
      'GET /ipr-agency-service/api/agency/detail visitor':
        'errorCode AGENCY_HIDDEN is not in the error catalogue',
      'GET /ipr-nav-service/api/front/navReport/latest visitor': 'no answer within 1 s',
    });
  });
});

describe('when it cannot run', () => {
  it('reports a backend that refuses connections as failed rows', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => {
      closed.listen(0, '127.0.0.1', resolve);
    });
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => {
      closed.close(resolve);
    });
    const run = await check(['--base', `http://127.0.0.1:${port}`, '--only', 'agency/detail']);
    expect(run.code).toBe(1);
    expect(rowsOf(run.stdout)).toEqual([
      {
        operation: 'GET /ipr-agency-service/api/agency/detail',
        check: 'visitor',
        result: 'FAIL',
        why: `connection refused (http://127.0.0.1:${port})`,
      },
    ]);
  });

  it.each([
    [[], '--base is required'],
    [['--base', 'localhost:8001'], '--base localhost:8001: not an http(s) URL'],
    [['--base', 'http://x.test', '--login', 'alice'], '--login alice: expected ACCOUNT:PASSWORD'],
    [['--base', 'http://x.test', '--tokens', 'x'], "Unknown option '--tokens'"],
  ])('exits 2 with the usage for bad usage: %j', async (args, message) => {
    const run = await check(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('Usage: node api/tools/contract-check.js --base URL [options]');
  });

  it('exits 2 when the document cannot be read', async () => {
    const missing = path.join(__dirname, 'none.yaml');
    const run = await check(['--base', 'http://x.test', '--doc', missing]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^cannot read the document: ENOENT/);
  });
});
