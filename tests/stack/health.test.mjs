// GET /healthz of the standalone mock service (issue 49, finding 5): it says unhealthy when the
// service could not answer — its event loop blocked for over a second, or its store unreadable —
// which a bare 200 would hide from compose's healthcheck and a load balancer.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as wait } from 'node:timers/promises';

const require = createRequire(import.meta.url);
const { healthOf, queryStore, watchEventLoop } = require('../../deploy/mock/health.js');
const Database = require('better-sqlite3');

/** Keeps the event loop busy for `ms`, as one request computing would. */
function block(ms) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

let folder;
before(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-health-'));
  const store = new Database(path.join(folder, 'portal.db'));
  store.pragma('journal_mode = WAL');
  store.exec('CREATE TABLE record (kind TEXT, id TEXT, body TEXT)');
  store.close();
});
after(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the health check', () => {
  it('is healthy when the loop runs freely and the store reads', async () => {
    const loop = watchEventLoop();
    await wait(350);
    const health = healthOf({ loop, dataFolder: folder, routes: 3 });
    loop.stop();
    assert.equal(health.status, 200);
    assert.equal(health.body.status, 'ok');
    assert.ok(health.body.eventLoopDelayMs < 1000, `${health.body.eventLoopDelayMs} ms`);
    assert.equal(health.body.routes, 3);
  });

  it('turns unhealthy after the event loop was blocked for more than a second, for 10 s', async () => {
    const loop = watchEventLoop({ windowMs: 600 });
    await wait(150);
    block(1200);
    await wait(150); // the check that waited behind the stall runs after it
    const stalled = healthOf({ loop, dataFolder: folder, routes: 3 });
    assert.equal(stalled.status, 503);
    assert.equal(stalled.body.status, 'unhealthy');
    assert.ok(stalled.body.eventLoopDelayMs >= 1000, `${stalled.body.eventLoopDelayMs} ms`);
    assert.match(stalled.body.problems[0], /^event loop stalled \d+ ms$/);
    // Once the stall is out of the window, it is healthy again.
    await wait(800);
    assert.equal(healthOf({ loop, dataFolder: folder, routes: 3 }).status, 200);
    loop.stop();
  });

  it('turns unhealthy when the store cannot be read', () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-health-broken-'));
    fs.writeFileSync(path.join(broken, 'portal.db'), 'not a database, only text '.repeat(200));
    const loop = watchEventLoop();
    const health = healthOf({ loop, dataFolder: broken, routes: 3 });
    loop.stop();
    fs.rmSync(broken, { recursive: true, force: true });
    assert.equal(health.status, 503);
    assert.match(health.body.problems.join(), /store unreadable/);
    assert.equal(queryStore(folder).ok, true);
  });
});
