#!/usr/bin/env node
// The mock backend as a service of its own (`npm run mock`): the mock/ route files that `max dev`
// serves, loaded and matched by Umi's own mock code (the same TypeScript files through the same
// esbuild register, the same body parsing and path parameters), on express without the dev server.
// A demo stack is nginx (deploy/nginx) in front of this service.
//
//   node deploy/mock/server.js [--port 8001] [--host 127.0.0.1] [--data-dir DIR] [--reset]
//   (MOCK_PORT / MOCK_HOST / MOCK_DATA_DIR too)
//
// What users do (accounts, listings, messages, favourites, saved searches, ended sessions) is kept
// in DIR/state.json (default .mock-data/ in the repository) and comes back after a restart;
// --reset starts again from the seed. The seeded data set itself is rebuilt at every start.
//
// --port 0 takes a free port; the first line printed names the address. GET /healthz answers
// { status: 'ok', routes } once the data set is loaded. A prefix whose IPR_UPSTREAM_* variable is
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

const ROOT = path.resolve(__dirname, '../..');
/** The largest body accepted, as nginx's client_max_body_size (deploy/nginx). */
const BODY_LIMIT = '5mb';

/** A refusal envelope of the contract's error catalogue (api/openapi.yaml). */
function refusal(errorCode, errorMessage) {
  return { success: false, data: null, errorCode, errorMessage, showType: 2 };
}
// The `mock` option of .umirc.ts (tests/stack/mock-server.test.mjs checks they agree).
const MOCK_CONFIG = { exclude: ['mock/_lib/**'] };

/** The file the mock keeps its state in (mock/_lib/store.ts reads IPR_MOCK_STATE_FILE). */
function useStateFile({ dataDir, reset }) {
  const file = path.resolve(dataDir, 'state.json');
  if (reset) fs.rmSync(file, { force: true });
  process.env.IPR_MOCK_STATE_FILE = file;
  return file;
}

function option(name, fallback) {
  const flag = process.argv.indexOf(`--${name}`);
  if (flag > 0 && process.argv[flag + 1] !== undefined) return process.argv[flag + 1];
  return process.env[`MOCK_${name.toUpperCase().replace(/-/g, '_')}`] || fallback;
}

/** The express app serving every mock route, plus /healthz. */
function createMockApp({ cwd = ROOT } = {}) {
  const mockData = getMockData({ cwd, mockConfig: MOCK_CONFIG });
  const routes = Object.keys(mockData).length;
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 'ok', routes, uptime: Math.round(process.uptime()) });
  });
  // Bodies are read here, before Umi's mock middleware (which then keeps them): a body over the
  // limit or not JSON is refused as the contract says, where Umi's would hand the route an empty one.
  app.use(express.json({ limit: BODY_LIMIT, strict: false }));
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
  return { app, routes };
}

/** The request head the service accepts: all that nginx's large_client_header_buffers pass. */
const MAX_HEADER_BYTES = 128 * 1024;

function main() {
  const port = Number(option('port', '8001'));
  const host = option('host', '127.0.0.1');
  useStateFile({
    dataDir: option('data-dir', path.join(ROOT, '.mock-data')),
    reset: process.argv.includes('--reset'),
  });
  const { app, routes } = createMockApp();
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
