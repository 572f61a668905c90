// The standalone mock service (`npm run mock`, deploy/mock/server.js): it starts on its own, answers
// its health endpoint, serves the mock/ routes with their data and validation, and loads the same
// files as `max dev` (the `mock` option of .umirc.ts).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** Runs the service until it exits by itself (a start it refuses); resolves with code and output. */
function refusedStart(dir) {
  return new Promise((resolve, reject) => {
    const service = spawn(
      process.execPath,
      ['deploy/mock/server.js', '--port', '0', '--data-dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    service.stdout.on('data', (chunk) => (output += chunk));
    service.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      service.kill('SIGKILL');
      reject(new Error(`the service started on a damaged store:\n${output}`));
    }, 60_000);
    service.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
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
  it('answers its health endpoint with the routes, the loop delay and a real read of its store', async () => {
    const response = await fetch(`${url}/healthz`);
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.status, 'ok');
    assert.ok(body.routes > 50, `${body.routes} routes`);
    assert.ok(body.eventLoopDelayMs < 1000, `${body.eventLoopDelayMs} ms`);
    assert.equal(typeof body.storeQueryMs, 'number');
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

  it('answers a dictionary read at once while one client has 100 searches waiting', async () => {
    const search = (i) =>
      fetch(
        `${url}/ipr-data-service/api/front/patent/search?q=${encodeURIComponent(i % 2 ? '智能' : '电池 OR 控制')}&size=100`,
      )
        .then((answer) => answer.json())
        .then((body) => ({ ok: body.success, at: performance.now() }));
    await search(0); // the service learns what a search costs
    // Connections open beforehand, so that the 100 searches reach the service at once.
    await Promise.all(
      Array.from({ length: 101 }, () => fetch(`${url}/healthz`).then((answer) => answer.text())),
    );
    const searches = Array.from({ length: 100 }, (_, i) => search(i));
    await new Promise((resolve) => {
      setTimeout(resolve, 50);
    });
    const started = performance.now();
    const dictionary = await fetch(
      `${url}/ipr-website-service/api/front/dictItem/find?queryData=${encodeURIComponent('{"code":"SERVICE_TechnicalFields"}')}`,
    ).then((answer) => answer.json());
    const answeredAt = performance.now();
    const done = await Promise.all(searches);
    assert.equal(dictionary.success, true);
    assert.ok(
      done.every((s) => s.ok),
      'every search answered',
    );
    const before = done.filter((s) => s.at < answeredAt).length;
    assert.ok(
      before < 50,
      `the dictionary waited ${Math.round(answeredAt - started)} ms, behind ${before} of 100 searches`,
    );
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
  const login = async (base, password = DEMO.password, account = 'demo') =>
    (
      await (
        await fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ account, password }),
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

  it('keeps a view counted just before a stop, and counts a loop of reads once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-views-'));
    const DETAIL = '/ipr-website-service/api/front/ipcTransaction/detail?id=txn-0002';
    const viewsFor = async (base, reader) =>
      (await (await fetch(`${base}${DETAIL}`, { headers: { 'X-Real-IP': reader } })).json()).data
        .views;
    try {
      let { service, url: base } = await startService(dir);
      const before = await viewsFor(base, '198.51.100.1');
      for (let n = 0; n < 30; n += 1) await viewsFor(base, '198.51.100.1');
      assert.equal(await viewsFor(base, '198.51.100.1'), before);
      assert.equal(await viewsFor(base, '198.51.100.2'), before + 1);
      // Stopped at once: nothing was written since but the views.
      await stopService(service);

      ({ service, url: base } = await startService(dir));
      assert.equal(await viewsFor(base, '198.51.100.3'), before + 2);
      await stopService(service);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const FAVORITES = '/ipr-website-service/api/authFront/favorite';

  it('keeps every write it answered when it is killed (kill -9) under 20 writing clients', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-kill-'));
    try {
      let { service, url: base } = await startService(dir);
      const tokens = [
        await login(base),
        await login(base, 'Buyer@2026', 'buyer'),
        await login(base, 'Firm@2026', 'firm'),
        await login(base, 'Admin@2026', 'admin'),
      ];
      const acknowledged = tokens.map(() => new Set());
      let killed = false;
      // Client c writes favourites of its own patents with the token of account c % 4.
      const client = async (c) => {
        const token = tokens[c % tokens.length];
        for (let n = 0; !killed && n < 120; n += 1) {
          const targetId = `pat-${String(1 + c * 100 + n).padStart(6, '0')}`;
          try {
            const body = await call(base, `${FAVORITES}/add`, token, {
              targetType: 'patent',
              targetId,
            });
            if (body.success) acknowledged[c % tokens.length].add(targetId);
          } catch {
            return; // the service is gone
          }
        }
      };
      const clients = Array.from({ length: 20 }, (_, c) => client(c));
      await new Promise((resolve) => {
        setTimeout(resolve, 1500);
      });
      killed = true;
      const gone = new Promise((resolve) => {
        service.once('exit', resolve);
      });
      service.kill('SIGKILL');
      await gone;
      await Promise.all(clients);
      const answered = acknowledged.reduce((sum, set) => sum + set.size, 0);
      assert.ok(answered > 20, `only ${answered} writes answered before the kill`);

      ({ service, url: base } = await startService(dir));
      for (const [index, set] of acknowledged.entries()) {
        const kept = new Set(
          (await call(base, `${FAVORITES}/ids?targetType=patent`, tokens[index])).data,
        );
        const lost = [...set].filter((id) => !kept.has(id));
        assert.deepEqual(lost, [], `${lost.length} of ${set.size} answered favourites lost`);
      }
      await stopService(service);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps its data folder to itself, with no password as typed in it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-folder-'));
    try {
      const { service, url: base } = await startService(dir);
      const token = await login(base);
      await call(base, '/api/changePassword', token, {
        oldPassword: DEMO.password,
        newPassword: 'Changed2026',
      });
      await stopService(service);
      assert.equal(statSync(dir).mode & 0o777, 0o700);
      const text = readdirSync(dir)
        .map((name) => {
          assert.equal(statSync(join(dir, name)).mode & 0o777, 0o600, name);
          return readFileSync(join(dir, name)).toString('latin1');
        })
        .join('\n');
      for (const password of ['Demo@2026', 'Buyer@2026', 'Firm@2026', 'Admin@2026', 'Changed2026'])
        assert.ok(!text.includes(password), `${password} is in the data folder`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start on a damaged store, naming the file, and leaves it as it was', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-damaged-'));
    try {
      const { service } = await startService(dir);
      await stopService(service);
      const file = join(dir, 'portal.db');
      const whole = readFileSync(file);
      writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
      const half = readFileSync(file);
      const { code, output } = await refusedStart(dir);
      assert.notEqual(code, 0);
      assert.match(
        output,
        new RegExp(`cannot use the store ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      assert.ok(readFileSync(file).equals(half), 'the damaged file was changed');

      rmSync(file);
      writeFileSync(join(dir, 'state.json'), '{"version": 1, "users": null');
      const legacy = await refusedStart(dir);
      assert.notEqual(legacy.code, 0);
      assert.match(legacy.output, /state\.json: it is not JSON/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
