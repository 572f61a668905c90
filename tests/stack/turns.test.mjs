// The standalone service's turns for costly reads (deploy/mock/turns.js; issue 49, finding 5):
// one client's many searches no longer hold up another's, nor any cheap read.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';

const require = createRequire(import.meta.url);
const { createTurns } = require('../../deploy/mock/turns.js');

/** Keeps the event loop busy for `ms`, as a handler computing would. */
function block(ms) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** Turns whose handlers log what they answer; `refused` lists the requests sent 429. */
function setUp(options = {}) {
  const answered = [];
  const refused = [];
  const turns = createTurns({
    clientOf: (req) => req.client,
    refuse: (res) => refused.push(res.label),
    ...options,
  });
  const send = (client, path, { method = 'GET', hungUp = false } = {}) => {
    const label = `${client}${path}`;
    const req = { method, path, client, socket: { destroyed: false } };
    const res = { label, destroyed: hungUp };
    turns(req, res, () => {
      if (path.startsWith('/slow')) block(5);
      answered.push(label);
    });
  };
  /** Waits until nothing is waiting any more. */
  const settle = async () => {
    while (turns.waiting() > 0) await nextTurn();
  };
  return { turns, send, answered, refused, settle };
}

describe('turns for costly reads', () => {
  it('answers a cheap read at once, and a costly one after it has shown its cost', async () => {
    const { turns, send, answered, settle } = setUp();
    send('a', '/slow');
    assert.deepEqual(answered, ['a/slow'], 'a first run measures the route');
    assert.ok(turns.costOf('GET', '/slow') >= 5);
    send('a', '/slow');
    send('a', '/quick');
    assert.deepEqual(answered, ['a/slow', 'a/quick'], 'the costly read waits, the cheap one not');
    await settle();
    assert.deepEqual(answered, ['a/slow', 'a/quick', 'a/slow']);
  });

  it('takes the clients in turn, however many one of them has waiting', async () => {
    const { send, answered, settle } = setUp();
    // Each path's first run is measured, at once: then it is known to be costly.
    for (const path of ['/slow', '/slow0', '/slow1', '/slow2', '/slow3']) send('warm', path);
    answered.length = 0;
    for (let i = 0; i < 4; i += 1) send('a', `/slow${i}`);
    send('b', '/slow');
    send('b', '/slow');
    send('c', '/slow');
    await settle();
    assert.deepEqual(answered, [
      'a/slow0',
      'b/slow',
      'c/slow',
      'a/slow1',
      'b/slow',
      'a/slow2',
      'a/slow3',
    ]);
  });

  it('answers cheap reads and writes between two costly reads, not after all of them', async () => {
    const { send, answered, settle } = setUp();
    send('a', '/slow');
    for (let i = 0; i < 50; i += 1) send('a', '/slow');
    await nextTurn();
    send('b', '/quick');
    send('b', '/slow', { method: 'POST' });
    const at = answered.indexOf('b/quick');
    assert.ok(at >= 0 && at <= 3, `the cheap read came ${at}th`);
    assert.equal(answered.indexOf('b/slow'), at + 1, 'a write is never made to wait');
    await settle();
    assert.equal(answered.filter((label) => label === 'a/slow').length, 51);
  });

  it('refuses a client with too many waiting, not the others', async () => {
    const { send, refused, answered, settle } = setUp({ clientQueue: 3, totalQueue: 5 });
    send('a', '/slow');
    for (let i = 0; i < 4; i += 1) send('a', '/slow');
    assert.deepEqual(refused, ['a/slow'], 'the 4th waiting of one client');
    send('b', '/slow');
    send('c', '/slow');
    send('c', '/slow');
    assert.deepEqual(refused, ['a/slow', 'c/slow'], 'the 6th waiting in all');
    await settle();
    assert.equal(answered.length, 1 + 3 + 1 + 1);
  });

  it('drops a costly read whose client hung up while it waited', async () => {
    const { send, answered, settle } = setUp();
    send('a', '/slow');
    send('a', '/slow', { hungUp: true });
    send('b', '/slow');
    await settle();
    assert.deepEqual(answered, ['a/slow', 'b/slow']);
  });
});
