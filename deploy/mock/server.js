#!/usr/bin/env node
// The mock backend as a service of its own (`npm run mock`): the mock/ route files that `max dev`
// serves, loaded and matched by Umi's own mock code (the same TypeScript files through the same
// esbuild register, the same body parsing and path parameters), on express without the dev server.
// A demo stack is nginx (deploy/nginx) in front of this service.
//
//   node deploy/mock/server.js [--port 8001] [--host 127.0.0.1] [--data-dir DIR] [--reset]
//   (MOCK_PORT / MOCK_HOST / MOCK_DATA_DIR too)
//
// What users do (accounts, listings, messages, favourites, saved searches, ended sessions,
// uploads) is kept in the SQLite database DIR/portal.db (default .mock-data/ in the repository;
// mock/_lib/store.ts) and comes back after a restart; a store it cannot read stops the service
// with a message naming the file. --reset starts again from the seed. The seeded data set itself
// is rebuilt at every start.
//
// --port 0 takes a free port; the first line printed names the address. GET /healthz answers
// { status: 'ok', routes, eventLoopDelayMs, storeQueryMs } once the data set is loaded, and 503
// when the event loop stalled over a second in the last 10 s or the store cannot be read. A prefix whose IPR_UPSTREAM_* variable is
// set is left out, as in `max dev` (the route files skip it).
'use strict';

// Umi's logger also writes node_modules/.cache/logger/umi.log: not for a service, whose user may
// not own node_modules (the container runs it as `node`). It logs to stdout.
process.env.FS_LOGGER ??= 'none';

const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const express = require('@umijs/bundler-utils/compiled/express');
const { getMockData } = require('@umijs/preset-umi/dist/features/mock/getMockData');
const {
  createMockMiddleware,
} = require('@umijs/preset-umi/dist/features/mock/createMockMiddleware');

const { healthOf, watchEventLoop } = require('./health');
const { createTurns } = require('./turns');

const ROOT = path.resolve(__dirname, '../..');
/** The largest body accepted, as nginx's client_max_body_size (deploy/nginx). */
const BODY_LIMIT = '5mb';

/** A refusal envelope of the contract's error catalogue (api/openapi.yaml). */
function refusal(errorCode, errorMessage) {
  return { success: false, data: null, errorCode, errorMessage, showType: 2 };
}
// The `mock` option of .umirc.ts (tests/stack/mock-server.test.mjs checks they agree).
const MOCK_CONFIG = { exclude: ['mock/_lib/**'] };

/** The files of a data folder that hold a state: the database, its journal, an older state. */
const STATE_FILES = ['portal.db', 'portal.db-wal', 'portal.db-shm', 'state.json'];

/** The folder the mock keeps its state in (mock/_lib/store.ts reads IPR_MOCK_DATA_DIR). */
function chooseDataFolder({ dataDir, reset }) {
  const folder = path.resolve(dataDir);
  if (reset) for (const name of STATE_FILES) fs.rmSync(path.join(folder, name), { force: true });
  process.env.IPR_MOCK_DATA_DIR = folder;
  return folder;
}

/** The store's refusal (mock/_lib/database.ts StoreError) inside the mock loader's error. */
function storeErrorOf(error) {
  for (let at = error; at; at = at.cause) if (at.name === 'StoreError') return at;
  return undefined;
}

/**
 * A TypeScript file of mock/_lib that imports nothing, loaded as Umi loads the route files (its
 * esbuild register, removed again after).
 */
function requireMockModule(relative) {
  const { register } = require('@umijs/utils');
  register.register({ implementor: require('@umijs/bundler-utils/compiled/esbuild') });
  try {
    return require(path.join(ROOT, relative));
  } finally {
    register.restore();
  }
}

function option(name, fallback) {
  const flag = process.argv.indexOf(`--${name}`);
  if (flag > 0 && process.argv[flag + 1] !== undefined) return process.argv[flag + 1];
  return process.env[`MOCK_${name.toUpperCase().replace(/-/g, '_')}`] || fallback;
}

/** The express app serving every mock route, plus /healthz (health.js). */
function createMockApp({ cwd = ROOT, dataFolder = process.env.IPR_MOCK_DATA_DIR } = {}) {
  const mockData = getMockData({ cwd, mockConfig: MOCK_CONFIG });
  const routes = Object.keys(mockData).length;
  const loop = watchEventLoop();
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    const health = healthOf({ loop, dataFolder, routes });
    res.set('Cache-Control', 'no-store');
    res.status(health.status).json(health.body);
  });
  // Bodies are read here, before Umi's mock middleware (which then keeps them): a body over the
  // limit or not JSON is refused as the contract says, where Umi's would hand the route an empty one.
  app.use(express.json({ limit: BODY_LIMIT, strict: false }));
  // Costly reads wait their turn, client after client (turns.js): the attempt limits' client rule.
  const { clientOf } = requireMockModule('mock/_lib/clients.ts');
  const turns = createTurns({
    clientOf,
    refuse: (res) =>
      res
        .status(429)
        .set('Retry-After', '1')
        .json({
          ...refusal('TOO_MANY_REQUESTS', '请求过于频繁，请稍后再试'),
          data: { retryAfter: 1 },
        }),
  });
  app.use(turns);
  app.use(createMockMiddleware({ context: { mockData } }));
  app.use((error, _req, res, next) => {
    if (error?.type === 'entity.too.large')
      return res.status(413).json(refusal('PAYLOAD_TOO_LARGE', '内容过大，请求内容不能超过 5 MB'));
    if (error?.type === 'entity.parse.failed')
      return res.status(200).json(refusal('BAD_REQUEST', '请求内容格式不正确'));
    return next(error);
  });
  app.use((req, res) => {
    res.status(404).json({
      success: false,
      data: null,
      errorCode: 'NO_SUCH_ENDPOINT',
      errorMessage: `接口不存在：${req.method} ${req.path}`,
      showType: 2,
    });
  });
  return { app, routes, turns };
}

/** The request head the service accepts: all that nginx's large_client_header_buffers pass. */
const MAX_HEADER_BYTES = 128 * 1024;

function main() {
  const port = Number(option('port', '8001'));
  const host = option('host', '127.0.0.1');
  // Whatever the service writes (the database, its journal, the token secret) is its user's only.
  process.umask(0o077);
  chooseDataFolder({
    dataDir: option('data-dir', path.join(ROOT, '.mock-data')),
    reset: process.argv.includes('--reset'),
  });
  let mock;
  try {
    mock = createMockApp();
  } catch (error) {
    const refused = storeErrorOf(error);
    if (!refused) throw error;
    console.error(`[mock] ${refused.message}`);
    process.exit(1);
  }
  const { app, routes } = mock;
  // Node refuses a request head over 16 KB (HTTP 431) by default; nginx passes a 32 KB request line
  // and headers in four 32 KB buffers (deploy/nginx), so the service takes what nginx passes.
  const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, app);
  server.keepAliveTimeout = 65_000; // longer than nginx's upstream keep-alive, so nginx closes first
  server.listen(port, host, () => {
    const address = server.address();
    console.log(`Mock service listening at http://${host}:${address.port} (${routes} routes)`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (require.main === module) main();

module.exports = { createMockApp, MOCK_CONFIG };
