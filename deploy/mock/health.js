// The standalone service's own health (GET /healthz): whether it can answer now. A stalled event
// loop (one request computing for seconds) or a store it cannot read makes it unhealthy, HTTP 503,
// so compose's healthcheck and a load balancer see it; an answer of 200 alone says neither.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { performance } = require('node:perf_hooks');

/** The event loop counts as stalled when a timer came this much later than due. */
const STALLED_AFTER_MS = 1000;
/** How long a stall is remembered: a check that arrives just after one still sees it. */
const WINDOW_MS = 10_000;
const TICK_MS = 100;

/**
 * Samples the event loop's delay: a timer every 100 ms notes how late it fired. The worst delay of
 * the last 10 s is what the check reports (a check that waited behind a stall answers after it).
 */
function watchEventLoop({ tickMs = TICK_MS, windowMs = WINDOW_MS } = {}) {
  const samples = [];
  let expected = performance.now() + tickMs;
  const timer = setInterval(() => {
    const now = performance.now();
    samples.push({ at: now, delay: Math.max(0, now - expected) });
    expected = now + tickMs;
    while (samples.length && samples[0].at < now - windowMs) samples.shift();
  }, tickMs);
  timer.unref();
  return {
    /** The worst delay of the window in ms, counting a tick overdue right now. */
    worstDelayMs() {
      const overdue = Math.max(0, performance.now() - expected);
      return Math.round(samples.reduce((worst, s) => Math.max(worst, s.delay), overdue));
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * One real read of the store: a read-only connection of its own to DIR/portal.db (WAL readers
 * never wait for the writer) counting its records. Null when the folder holds no database yet.
 */
function queryStore(folder) {
  const file = path.join(folder, 'portal.db');
  if (!fs.existsSync(file)) return { ok: false, ms: 0, error: 'no database' };
  const Database = require('better-sqlite3');
  const started = performance.now();
  let connection;
  try {
    connection = new Database(file, { readonly: true, fileMustExist: true, timeout: 1000 });
    connection.prepare('SELECT count(*) AS records FROM record').get();
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: error.message };
  } finally {
    connection?.close();
  }
}

/** The check's answer: its HTTP status and body. */
function healthOf({ loop, dataFolder, routes }) {
  const eventLoopDelayMs = loop.worstDelayMs();
  const store = dataFolder ? queryStore(dataFolder) : { ok: true, ms: 0 };
  const problems = [
    ...(eventLoopDelayMs > STALLED_AFTER_MS ? [`event loop stalled ${eventLoopDelayMs} ms`] : []),
    ...(store.ok ? [] : [`store unreadable: ${store.error}`]),
    ...(store.ok && store.ms > STALLED_AFTER_MS ? [`store read took ${store.ms} ms`] : []),
  ];
  return {
    status: problems.length ? 503 : 200,
    body: {
      status: problems.length ? 'unhealthy' : 'ok',
      ...(problems.length ? { problems } : {}),
      routes,
      uptime: Math.round(process.uptime()),
      eventLoopDelayMs,
      storeQueryMs: store.ms,
    },
  };
}

module.exports = { STALLED_AFTER_MS, healthOf, queryStore, watchEventLoop };
