// Turns for the reads that cost the service real work (patent search, the lists), so that one
// client cannot make the API unusable for everyone (issue 49, finding 5). The handlers compute
// synchronously: answered in order of arrival, 100 searches of one client would keep a dictionary
// read of another waiting seconds behind them.
//
// - A GET route is costly once its handler has taken over COSTLY_MS on average (measured here,
//   so a new list endpoint needs no entry anywhere); its requests wait their turn. Every other
//   request is answered at once, between two turns.
// - One costly request runs per turn of the event loop, client after client (round robin): a
//   client with many waiting gets one turn in its round, like any other.
// - A client may have CLIENT_QUEUE requests waiting, and all clients TOTAL_QUEUE: beyond, HTTP 429
//   TOO_MANY_REQUESTS with Retry-After. A request whose client hung up is dropped unanswered.
'use strict';

const { performance } = require('node:perf_hooks');

const COSTLY_MS = 3;
const CLIENT_QUEUE = 200;
const TOTAL_QUEUE = 2000;
/** Routes remembered; beyond, the table starts again (paths with ids in them keep adding). */
const MAX_ROUTES = 1000;
/** Weight of the latest run in a route's average cost. */
const SMOOTHING = 0.2;

/**
 * Middleware giving costly reads turns. `clientOf(req)` names the client a request comes from
 * (the attempt limits' rule); `refuse(res)` answers a request beyond the queue's bounds.
 */
function createTurns({
  clientOf,
  refuse,
  costlyMs = COSTLY_MS,
  clientQueue = CLIENT_QUEUE,
  totalQueue = TOTAL_QUEUE,
}) {
  /** Average handler time per route (method and path), in ms. */
  const costs = new Map();
  /** Waiting requests per client, in the order the clients take their turns. */
  const queues = new Map();
  let waiting = 0;
  let scheduled = false;

  const routeOf = (req) => `${req.method} ${req.path}`;

  function run(req, next) {
    const started = performance.now();
    next();
    const took = performance.now() - started;
    const route = routeOf(req);
    if (!costs.has(route) && costs.size >= MAX_ROUTES) costs.clear();
    const before = costs.get(route);
    costs.set(route, before === undefined ? took : before + SMOOTHING * (took - before));
  }

  function takeTurn() {
    scheduled = false;
    const first = queues.entries().next();
    if (first.done) return;
    const [client, jobs] = first.value;
    const job = jobs.shift();
    waiting -= 1;
    // The client goes to the back of the round, or leaves it when it has nothing more waiting.
    queues.delete(client);
    if (jobs.length) queues.set(client, jobs);
    if (queues.size) schedule();
    if (!job.res.destroyed && !job.req.socket?.destroyed) run(job.req, job.next);
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // setImmediate runs after the I/O of this turn of the loop: what arrived meanwhile is read,
    // and answered if it costs little, before the next costly request.
    setImmediate(takeTurn);
  }

  function middleware(req, res, next) {
    if (req.method !== 'GET') return next();
    if (!((costs.get(routeOf(req)) ?? 0) > costlyMs)) return run(req, next);
    const client = clientOf(req);
    const jobs = queues.get(client) ?? [];
    if (jobs.length >= clientQueue || waiting >= totalQueue) return refuse(res);
    jobs.push({ req, res, next });
    queues.set(client, jobs);
    waiting += 1;
    schedule();
  }

  middleware.waiting = () => waiting;
  middleware.costOf = (method, path) => costs.get(`${method} ${path}`);
  return middleware;
}

module.exports = { createTurns, COSTLY_MS, CLIENT_QUEUE, TOTAL_QUEUE };
