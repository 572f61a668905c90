// What `max preview` serves, built in the test file's own process from the modules Umi's preview
// command uses (@umijs/preset-umi/dist/commands/preview.js): gzip, the mock routes, then dist/ under
// the base path with the history fallback, and `/` sent to the base. Umi's command first loads the
// whole Umi service (config, presets, plugins): about 4 s of a busy CI core for every test file.
// This one is up in about a second, with its own mock state as before.
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

// Umi's file logger, a pino worker thread that spins as the process ends (about a second of CPU for
// every test file), is of no use to a test server; set before any of Umi's modules is required.
process.env.FS_LOGGER ??= 'none';

const express = require('@umijs/bundler-utils/compiled/express');
const compression = require('@umijs/bundler-webpack/compiled/compression');
const historyFallback = require('@umijs/bundler-webpack/compiled/connect-history-api-fallback');
const sirv = require('@umijs/preset-umi/compiled/sirv');
const { getMockData } = require('@umijs/preset-umi/dist/features/mock/getMockData');
const {
  createMockMiddleware,
} = require('@umijs/preset-umi/dist/features/mock/createMockMiddleware');
// The `mock` option of .umirc.ts, as the standalone mock service reads it (tests/stack checks it).
const { MOCK_CONFIG } = require('../../deploy/mock/server.js');
const { cachedText } = require('../../api/tools/hashCache.js');

/** A built file whose name carries its content's hash, and how long nginx lets it be kept. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9.]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * getMockData compiles the mock's TypeScript (about ninety files) with esbuild as it requires it,
 * through Umi's require hook: a second of a busy core for every test file. Registered first, this
 * hook is the one Umi then finds in place (it registers only once per process); it gives esbuild's
 * output for a file's text from a cache on disk, compiling on a miss with Umi's own options.
 */
function registerCachedMockCompiler() {
  const { register } = require('@umijs/utils');
  const esbuild = require('@umijs/bundler-utils/compiled/esbuild');
  register.register({
    implementor: {
      transformSync: (code, options) => ({
        code: cachedText(
          'ipr-mock-compiled',
          `${esbuild.version}\0${JSON.stringify(options)}\0${code}`,
          () => esbuild.transformSync(code, options).code,
        ),
      }),
    },
  });
}

/**
 * Serves dist/ (or another build's directory, `dist`) and the mock on a free port of 127.0.0.1;
 * resolves with its origin and a stop function. `base` is the build's base path with its trailing
 * slash. `compress: false` leaves out compression (the build's .br and .gz copies, gzip on the fly),
 * which only costs the browser tests time: they weigh the scripts themselves (weight.test.mjs), and
 * Lighthouse (npm run perf) gets the compressed answers, as nginx sends them.
 */
export async function servePreview({ base, dist = path.join(ROOT, 'dist'), compress = true }) {
  // Demo mode: the pages show the SMS codes the tests type (mock/_lib/sms.ts reads it per request).
  process.env.IPR_DEMO_MODE = '1';
  registerCachedMockCompiler();
  const app = express();
  if (compress) app.use(compression());
  app.use(
    createMockMiddleware({
      context: { mockData: getMockData({ cwd: ROOT, mockConfig: MOCK_CONFIG }) },
    }),
  );
  // Hashed build output is kept a year, as nginx serves it (deploy/nginx): a page opened after
  // another takes its scripts from the cache rather than asking for each again.
  app.use(base, (request, response, next) => {
    if (HASHED.test(request.path)) response.setHeader('Cache-Control', IMMUTABLE);
    next();
  });
  // The build's own .br and .gz copies (config/plugins/precompress.ts), as nginx sends them.
  app.use(
    base,
    sirv(dist, { etag: true, dev: true, single: true, brotli: compress, gzip: compress }),
  );
  app.use(historyFallback());
  app.use((request, response, next) => {
    if (request.path === '/' || request.path === '/index.html') return response.redirect(base);
    return next();
  });
  const server = http.createServer(app);
  await new Promise((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

// `node tests/e2e/preview.mjs`: the same server as a process of its own (npm run perf, whose
// Lighthouse runs must not share their process with the server they measure).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base = '/ipr-front/', dist] = process.argv.slice(2);
  const { origin } = await servePreview({ base, ...(dist ? { dist: path.resolve(dist) } : {}) });
  // The line support.mjs (spawnPreview) waits for.
  // eslint-disable-next-line no-console
  console.log(`Preview listening at ${origin}`);
}
