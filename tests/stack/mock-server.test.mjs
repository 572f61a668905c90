// The standalone mock service (`npm run mock`, deploy/mock/server.js): it starts on its own, answers
// its health endpoint, serves the mock/ routes with their data and validation, and loads the same
// files as `max dev` (the `mock` option of .umirc.ts).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEMO } from '../e2e/support.mjs';

const require = createRequire(import.meta.url);
let child;
let url = '';
const dataDir = mkdtempSync(join(tmpdir(), 'mock-service-'));

/** Starts the service on a free port with its state in `dir`; resolves with it and its URL. */
async function startService(dir, ...args) {
  const service = spawn(
    process.execPath,
    ['deploy/mock/server.js', '--port', '0', '--data-dir', dir, ...args],
    // As an operator starts it: not in demo mode.
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, IPR_DEMO_MODE: '' } },
  );
  let output = '';
  const address = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock did not start:\n${output}`)), 90_000);
    const onData = (chunk) => {
      output += chunk;
      const match = output.match(/listening at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    service.stdout.on('data', onData);
    service.stderr.on('data', onData);
    service.on('exit', (code) => reject(new Error(`mock exited (${code}):\n${output}`)));
  });
  return { service, url: address };
}

/** Stops a service as its operator would (SIGTERM) and waits until it is gone. */
function stopService(service) {
  return new Promise((resolve) => {
    service.once('exit', resolve);
    service.kill('SIGTERM');
  });
}

before(async () => {
  ({ service: child, url } = await startService(dataDir));
});
after(async () => {
  if (child) await stopService(child);
  rmSync(dataDir, { recursive: true, force: true });
});

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

  it('takes a URL as long as nginx passes (up to 32 KB), not HTTP 431 past 16 KB', async () => {
    // A search the result page can hold in its URL: a long expression of OR-ed keywords.
    const terms = Array.from({ length: 2000 }, (_, i) => `b${i}`).join(' OR ');
    const path = `/ipr-data-service/api/front/patent/search?q=${encodeURIComponent(terms)}&size=1`;
    assert.ok(path.length > 24_000 && path.length < 32_000, `${path.length} characters`);
    const response = await fetch(`${url}${path}`);
    assert.equal(response.status, 200);
    assert.equal(typeof (await response.json()).success, 'boolean');
  });

  it('logs in, knows the session and validates input', async () => {
    const refused = await (await post('/api/login', { account: 'demo', password: '' })).json();
    assert.equal(refused.success, false);
    assert.equal(refused.errorMessage, '请输入密码');

    const login = await (await post('/api/login', DEMO)).json();
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

describe('a restart of the mock service', () => {
  const login = async (base, password = DEMO.password) =>
    (
      await (
        await fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ account: 'demo', password }),
        })
      ).json()
    ).data?.token;
  const call = (base, path, token, body) =>
    fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: body && JSON.stringify(body),
    }).then((response) => response.json());
  const FAVORITE = { targetType: 'patent', targetId: 'pat-000031' };
  const CHECK =
    '/ipr-website-service/api/authFront/favorite/check?targetType=patent&targetId=pat-000031';

  it('loses nothing a user did: favourites, a changed password, an ended session; --reset starts afresh', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-restart-'));
    try {
      let { service, url: base } = await startService(dir);
      const token = await login(base);
      const ended = await login(base);
      assert.equal(
        (await call(base, '/ipr-website-service/api/authFront/favorite/add', token, FAVORITE))
          .success,
        true,
      );
      const changed = await call(base, '/api/changePassword', token, {
        oldPassword: DEMO.password,
        newPassword: 'Changed2026',
      });
      assert.equal(changed.success, true);
      await call(base, '/api/logout', ended);
      await stopService(service);

      ({ service, url: base } = await startService(dir));
      assert.equal(await login(base), undefined, 'the old password works again');
      const again = await login(base, 'Changed2026');
      assert.equal((await call(base, CHECK, again)).data.favorited, true);
      const revived = await fetch(`${base}/api/getCurrent`, { headers: { Authorization: ended } });
      assert.equal(revived.status, 401, 'a logged-out session came back');
      await stopService(service);

      ({ service, url: base } = await startService(dir, '--reset'));
      const seeded = await login(base);
      assert.ok(seeded, 'the seed password after --reset');
      assert.equal((await call(base, CHECK, seeded)).data.favorited, false);
      await stopService(service);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
