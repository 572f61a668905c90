#!/usr/bin/env node
'use strict';
// Runs the OpenAPI document against a running backend: each operation's example request, sent as
// its x-access says (and as it must be refused), and every answer checked against the document.
// Usage: see USAGE, or `node api/tools/contract-check.js --help`.

const path = require('node:path');
const { parseArgs } = require('node:util');
const { loadContract } = require('./contract');

const USAGE = `Usage: node api/tools/contract-check.js --base URL [options]

Sends every operation's example request from the OpenAPI document to a running backend, as x-access
says it may be sent and as it must be refused, and checks each answer against the document.

  --base URL              the backend, e.g. http://127.0.0.1:8001 (the documented paths are appended)
  --token T               a non-admin account's token; the examples name items this account owns
  --login ACCOUNT:PASS    ... or sign that account in (POST /api/login)
  --admin-token T         an administrator's token
  --admin-login A:P       ... or sign an administrator in
  --other-token T         another non-admin account's token (it must be refused others' items)
  --other-login A:P       ... or sign that account in
  --write                 also send the POST operations (they change the backend's data)
  --only TEXT             only the operations whose method, path or operationId contain TEXT
  --doc FILE              the document (default: api/openapi.yaml)
  --timeout SECONDS       how long to wait for each answer (default: 10)
  --json                  print the results as JSON instead of a table
  --help                  print this text

A check whose token was not given is skipped. Exit code: 0 nothing failed, 1 a check failed,
2 bad usage.`;

const OPTIONS = /** @type {const} */ ({
  base: { type: 'string' },
  token: { type: 'string' },
  login: { type: 'string' },
  'admin-token': { type: 'string' },
  'admin-login': { type: 'string' },
  'other-token': { type: 'string' },
  'other-login': { type: 'string' },
  write: { type: 'boolean' },
  only: { type: 'string' },
  doc: { type: 'string' },
  timeout: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
});

/**
 * The option prefix of each role's token and login ('' for the main account).
 * @type {Record<string, string>}
 */
const ROLE_PREFIX = { account: '', admin: 'admin-', other: 'other-' };

/**
 * What each access level promises, as checks: who is refused and who is answered. The refusals go
 * first, while the example's item is as the document describes it (a write by its caller may
 * change or remove it).
 * @type {Record<string, [string, 'success' | 401 | 403][]>}
 */
const PLAN = {
  visitor: [['visitor', 'success']],
  account: [
    ['visitor', 401],
    ['account', 'success'],
  ],
  owner: [
    ['visitor', 401],
    ['other', 403],
    ['account', 'success'],
  ],
  admin: [
    ['visitor', 401],
    ['account', 403],
    ['admin', 'success'],
  ],
};
const REFUSAL_CODE = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' };

/**
 * @typedef {import('./contract').Operation} Operation
 * @typedef {{ operation: string, check: string, result: 'ok' | 'FAIL' | 'skipped',
 *   note?: string, problems: string[] }} Row
 * @typedef {{ status: number, contentType: string, body: string } | { error: string }} Reply
 */

class UsageError extends Error {}

/** @param {string[]} argv */
function readOptions(argv) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true }));
  } catch (error) {
    throw new UsageError(/** @type {Error} */ (error).message);
  }
  if (values.help) return { help: true };
  if (!values.base) throw new UsageError('--base is required');
  if (!/^https?:\/\/[^/]/.test(values.base))
    throw new UsageError(`--base ${values.base}: not an http(s) URL`);
  const timeout = values.timeout === undefined ? 10 : Number(values.timeout);
  if (!(timeout > 0)) throw new UsageError(`--timeout ${values.timeout}: not a number of seconds`);
  /** @type {Record<string, { token?: string, login?: { account: string, password: string } }>} */
  const roles = {};
  for (const [role, prefix] of Object.entries(ROLE_PREFIX)) {
    const token = values[/** @type {'token'} */ (`${prefix}token`)];
    const login = values[/** @type {'login'} */ (`${prefix}login`)];
    if (token && login) throw new UsageError(`give --${prefix}token or --${prefix}login, not both`);
    const colon = login?.indexOf(':') ?? -1;
    if (login !== undefined && colon < 1) {
      throw new UsageError(`--${prefix}login ${login}: expected ACCOUNT:PASSWORD`);
    }
    roles[role] = {
      token,
      login: login
        ? { account: login.slice(0, colon), password: login.slice(colon + 1) }
        : undefined,
    };
  }
  return {
    help: false,
    base: values.base.replace(/\/+$/, ''),
    roles,
    write: Boolean(values.write),
    only: values.only?.toLowerCase(),
    doc: values.doc ? path.resolve(values.doc) : undefined,
    timeoutMs: timeout * 1000,
    json: Boolean(values.json),
  };
}

/**
 * Sends one request; a failure to get an answer becomes a reason, not an exception.
 * @param {string} base @param {{ method: string, url: string, body?: unknown }} request
 * @param {string | undefined} token @param {number} timeoutMs
 * @returns {Promise<Reply>}
 */
async function sendHttp(base, { method, url, body }, token, timeoutMs) {
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json, */*' };
  if (token) headers.authorization = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(base + url, {
      method: method.toUpperCase(),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: await response.text(),
    };
  } catch (error) {
    const failure = /** @type {Error & { cause?: { code?: string, message?: string } }} */ (error);
    if (failure.name === 'TimeoutError') return { error: `no answer within ${timeoutMs / 1000} s` };
    if (failure.cause?.code === 'ECONNREFUSED') return { error: `connection refused (${base})` };
    return { error: `request failed: ${failure.cause?.message ?? failure.message}` };
  }
}

/** @param {string} text @returns {any} */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The error code the document says the example gets — `x-example-fails`, or a 200 example that is
 * a failure — or null.
 * @param {Operation} entry
 */
function documentedFailure(entry) {
  if (typeof entry.operation['x-example-fails'] === 'string')
    return entry.operation['x-example-fails'];
  const media = entry.operation.responses?.['200']?.content?.['application/json'];
  const example = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
  return example?.success === false ? example.errorCode : null;
}

/**
 * Judges one answer. `success`: the caller may; a write may also be refused as documented.
 * 401/403: the caller must be refused with that status and code.
 * @param {ReturnType<typeof loadContract>} contract @param {Operation} entry
 * @param {'success' | 401 | 403} expected @param {Reply} reply
 * @returns {Pick<Row, 'result' | 'note' | 'problems'>}
 */
function judge(contract, entry, expected, reply, strict = false) {
  if ('error' in reply) return { result: 'FAIL', problems: [reply.error] };
  const problems = contract.checkResponse(entry, reply, { strict });
  const body = parseJson(reply.body);
  const code = body?.success === false ? body.errorCode : undefined;
  if (expected !== 'success') {
    const wanted = REFUSAL_CODE[expected];
    if (reply.status !== expected || code !== wanted) {
      const got = body?.success === true ? 'success' : (code ?? reply.contentType.split(';')[0]);
      problems.unshift(`expected HTTP ${expected} ${wanted}, got HTTP ${reply.status} ${got}`);
    }
    return { result: problems.length ? 'FAIL' : 'ok', problems };
  }
  if (problems.length) return { result: 'FAIL', problems };
  const failure = documentedFailure(entry);
  if (code === undefined && !failure) return { result: 'ok', problems: [] };
  if (code === undefined)
    return { result: 'FAIL', problems: [`expected ${failure} as documented, got success`] };
  if (code === failure) return { result: 'ok', note: `as documented: ${code}`, problems: [] };
  // A valid token was refused: the access rules, or the examples, are wrong.
  const refusedCaller = code === 'UNAUTHORIZED' || code === 'FORBIDDEN';
  if (writes(entry) && !refusedCaller)
    return { result: 'ok', note: `refused: ${code}`, problems: [] };
  return { result: 'FAIL', problems: [`answered ${code}: ${body.errorMessage}`] };
}

/**
 * Signs an account in and checks the answer against the document.
 * @param {ReturnType<typeof loadContract>} contract @param {string} base
 * @param {{ account: string, password: string }} credentials @param {number} timeoutMs
 * @returns {Promise<{ token?: string, problems: string[] }>}
 */
async function signIn(contract, send, { account, password }) {
  const request = {
    method: 'post',
    url: '/api/login',
    body: { type: 'account', account, password },
  };
  const reply = await send(request, undefined);
  if ('error' in reply) return { problems: [reply.error] };
  const entry = contract.match('post', '/api/login');
  const problems = entry ? contract.checkResponse(entry, reply) : [];
  const body = parseJson(reply.body);
  if (problems.length) return { problems };
  if (body?.success !== true)
    return { problems: [`${account} refused: ${body?.errorCode} ${body?.errorMessage}`] };
  if (typeof body.data?.token !== 'string') return { problems: ['data.token: missing'] };
  return { token: body.data.token, problems: [] };
}

/** Logging out ends the token it is sent with: it runs last, with a session of its own. */
function endsSession(/** @type {Operation} */ entry) {
  return entry.operation['x-ends-session'] === true;
}

/** A POST, or a GET the document marks `x-writes` (it sends an SMS, say): sent only with --write. */
function writes(/** @type {Operation} */ entry) {
  return entry.method === 'post' || entry.operation['x-writes'] === true;
}

/**
 * Runs the checks and returns one row per operation and check. `send` carries a request to the
 * backend: over HTTP for the command, or straight to a handler (the mock's own test, which also
 * asks for `strict` answers: nothing the document does not define).
 * @param {ReturnType<typeof loadContract>} contract
 * @param {{ roles: Record<string, { token?: string, login?: { account: string, password: string } }>, write?: boolean, only?: string, strict?: boolean }} options
 * @param {(request: { method: string, url: string, body?: unknown }, token: string | undefined) => Promise<Reply>} send
 * @returns {Promise<Row[]>}
 */
async function run(contract, options, send) {
  const { roles } = options;
  /** @type {Row[]} */
  const rows = [];
  /** @type {Record<string, string | undefined>} */
  const tokens = {};
  for (const [role, given] of Object.entries(roles)) {
    tokens[role] = given.token;
    if (!given.login) continue;
    const { token, problems } = await signIn(contract, send, given.login);
    tokens[role] = token;
    const result = token ? 'ok' : 'FAIL';
    rows.push({ operation: 'POST /api/login', check: role, result, problems });
  }

  /**
   * The token a check sends (none for a visitor), or why the check cannot run.
   * @param {string} check @param {Operation} entry
   * @returns {Promise<{ token?: string, skipped?: string, failed?: string[] }>}
   */
  const tokenFor = async (check, entry) => {
    if (check === 'visitor') return {};
    const prefix = ROLE_PREFIX[check];
    const { login } = roles[check];
    if (!tokens[check]) {
      return { skipped: login ? 'the sign-in failed' : `no --${prefix}token or --${prefix}login` };
    }
    if (!endsSession(entry)) return { token: tokens[check] };
    if (!login) return { skipped: `needs --${prefix}login: it would end the given token` };
    const own = await signIn(contract, send, login);
    return own.token ? { token: own.token } : { failed: ['sign-in failed', ...own.problems] };
  };

  const selected = contract.operations.filter((entry) => {
    const name = `${entry.method} ${entry.path} ${entry.operationId}`.toLowerCase();
    return !options.only || name.includes(options.only);
  });
  const ordered = [...selected.filter((e) => !endsSession(e)), ...selected.filter(endsSession)];
  for (const entry of ordered) {
    const operation = `${entry.method.toUpperCase()} ${entry.path}`;
    const plan = PLAN[entry.access];
    if (!plan) {
      const problems = [`x-access is ${entry.access}, expected visitor, account, owner or admin`];
      rows.push({ operation, check: '-', result: 'FAIL', problems });
      continue;
    }
    if (writes(entry) && !options.write) {
      const problems = [`${entry.method === 'post' ? 'POST' : 'x-writes'}: sent only with --write`];
      rows.push({ operation, check: '-', result: 'skipped', problems });
      continue;
    }
    const request = { method: entry.method, ...contract.exampleRequest(entry) };
    // An example the document itself refuses would only test the document's mistake.
    const exampleProblems = contract.checkRequest(request).problems;
    if (exampleProblems.length) {
      const problems = exampleProblems.map((problem) => `example ${problem}`);
      rows.push({ operation, check: '-', result: 'FAIL', problems });
      continue;
    }
    for (const [check, expected] of plan) {
      const { token, skipped, failed } = await tokenFor(check, entry);
      if (skipped || failed) {
        const result = skipped ? 'skipped' : 'FAIL';
        rows.push({ operation, check, result, problems: failed ?? [String(skipped)] });
        continue;
      }
      const reply = await send(request, token);
      try {
        rows.push({ operation, check, ...judge(contract, entry, expected, reply, options.strict) });
      } catch (error) {
        // A part of the document the checks cannot read: one failed row, and the run goes on.
        const problems = [`cannot check: ${/** @type {Error} */ (error).message}`];
        rows.push({ operation, check, result: 'FAIL', problems });
      }
    }
  }
  return rows;
}

/** @param {string} text @param {number} width keep the start and the end (a path's distinct part) */
function fitMiddle(text, width) {
  if (text.length <= width) return text.padEnd(width);
  const head = Math.floor((width - 1) / 3);
  return `${text.slice(0, head)}…${text.slice(text.length - (width - 1 - head))}`;
}

/** @param {string} text @param {number} width */
function fitEnd(text, width) {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length <= width ? flat : `${flat.slice(0, width - 1)}…`;
}

/** @param {Row[]} rows */
function summarize(rows) {
  const count = (/** @type {Row['result']} */ result) =>
    rows.filter((row) => row.result === result).length;
  return { passed: count('ok'), failed: count('FAIL'), skipped: count('skipped') };
}

/** @param {Row[]} rows @returns {string} */
function table(rows) {
  const widths = { operation: 56, check: 7, result: 30, why: 100 };
  const line = (/** @type {string[]} */ cells) =>
    [
      fitMiddle(cells[0], widths.operation),
      cells[1].padEnd(widths.check),
      fitEnd(cells[2], widths.result).padEnd(widths.result),
      fitEnd(cells[3], widths.why),
    ]
      .join('  ')
      .trimEnd();
  const lines = [line(['OPERATION', 'CHECK', 'RESULT', 'WHY'])];
  for (const row of rows) {
    const result = row.note ? `${row.result} (${row.note})` : row.result;
    lines.push(line([row.operation, row.check, result, row.problems.slice(0, 3).join('; ')]));
  }
  const { passed, failed, skipped } = summarize(rows);
  lines.push('', `${passed} passed, ${failed} failed, ${skipped} skipped`);
  return lines.join('\n') + '\n';
}

async function main() {
  let options;
  try {
    options = readOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  let contract;
  try {
    contract = loadContract(options.doc);
  } catch (error) {
    process.stderr.write(`cannot read the document: ${/** @type {Error} */ (error).message}\n`);
    process.exitCode = 2;
    return;
  }
  const rows = await run(contract, options, (request, token) =>
    sendHttp(options.base, request, token, options.timeoutMs),
  );
  const totals = summarize(rows);
  process.stdout.write(
    options.json ? `${JSON.stringify({ ...totals, results: rows }, null, 2)}\n` : table(rows),
  );
  process.exitCode = totals.failed > 0 ? 1 : 0;
}

if (require.main === module) main();

module.exports = { run, summarize, table };
