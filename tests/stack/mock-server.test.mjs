// The standalone mock service (`npm run mock`, deploy/mock/server.js): it starts on its own, answers
// its health endpoint, serves the mock/ routes with their data and validation, and loads the same
// files as `max dev` (the `mock` option of .umirc.ts).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';

const require = createRequire(import.meta.url);
let child;
let url = '';

before(async () => {
  child = spawn(process.execPath, ['deploy/mock/server.js', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // As an operator starts it: not in demo mode.
    env: { ...process.env, IPR_DEMO_MODE: '' },
  });
  let output = '';
  url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock did not start:\n${output}`)), 90_000);
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
    child.on('exit', (code) => reject(new Error(`mock exited (${code}):\n${output}`)));
  });
});
after(() => child?.kill('SIGTERM'));

const post = (path, body, headers = {}) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('standalone mock service', () => {
  it('answers its health endpoint with the number of routes', async () => {
    const response = await fetch(`${url}/healthz`);
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.status, 'ok');
    assert.ok(body.routes > 50, `${body.routes} routes`);
  });

  it('serves the seeded data: a patent search', async () => {
    const response = await fetch(
      `${url}/ipr-data-service/api/front/patent/search?q=${encodeURIComponent('电池')}&size=2`,
    );
    const body = await response.json();
    assert.equal(body.success, true);
    assert.ok(body.data.totalElements > 0);
    assert.equal(body.data.content.length, 2);
  });

  it('logs in, knows the session and validates input', async () => {
    const refused = await (await post('/api/login', { account: 'demo', password: '' })).json();
    assert.equal(refused.success, false);
    assert.equal(refused.errorMessage, '请输入密码');

    const login = await (
      await post('/api/login', { account: 'demo', password: 'Demo@2026' })
    ).json();
    assert.equal(login.success, true);
    const current = await fetch(`${url}/api/getCurrent`, {
      headers: { Authorization: login.data.token },
    });
    assert.equal((await current.json()).data.account, 'demo');
    const anonymous = await post('/api/updateProfile', { name: 'x' });
    assert.equal(anonymous.status, 401);
  });

  it('keeps SMS codes to the phone (no demo mode unless IPR_DEMO_MODE is set)', async () => {
    const sent = await (await fetch(`${url}/api/getSmsCode?mobile=13800000001&scene=login`)).json();
    assert.deepEqual(sent, { success: true, data: { resendAfter: 60 } });
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const response = await fetch(`${url}/ipr-data-service/api/no-such-call`);
    assert.equal(response.status, 404);
    assert.equal((await response.json()).errorCode, 'NO_SUCH_ENDPOINT');
  });

  it('refuses a body over 5 MB (HTTP 413) and one that is not JSON, with envelopes', async () => {
    const tooLarge = await post('/api/uploadAvatar', { dataUrl: 'A'.repeat(5_300_000) });
    assert.equal(tooLarge.status, 413);
    assert.equal((await tooLarge.json()).errorCode, 'PAYLOAD_TOO_LARGE');
    const garbled = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"account": "demo",',
    });
    assert.deepEqual(await garbled.json(), {
      success: false,
      data: null,
      errorCode: 'BAD_REQUEST',
      errorMessage: '请求内容格式不正确',
      showType: 2,
    });
  });

  it('loads the mock files `max dev` loads (the mock option of .umirc.ts)', () => {
    const { MOCK_CONFIG } = require('../../deploy/mock/server.js');
    const umirc = readFileSync('.umirc.ts', 'utf8');
    const exclude = umirc.match(/mock:\s*{[^}]*exclude:\s*(\[[^\]]*\])/)?.[1];
    assert.ok(exclude, '.umirc.ts: mock.exclude not found');
    assert.deepEqual(JSON.parse(exclude.replace(/'/g, '"')), MOCK_CONFIG.exclude);
    assert.doesNotMatch(umirc.match(/mock:\s*{[^}]*}/)[0], /include/);
  });
});
