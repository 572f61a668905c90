import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { BASE, openPage, startPreviewAndBrowser } from './support.mjs';

// DESIGN §5: public portal pages stay light; issues 3 and 5 set 250 KB gzipped of first-load JS.
const BUDGET_KB = 250;
const env = startPreviewAndBrowser();

describe('first-load JavaScript', () => {
  for (const path of ['/gxq/index', '/gxq/patent/result']) {
    it(`${path} loads under ${BUDGET_KB} KB of gzipped JavaScript`, async () => {
      const { page, context } = await openPage(env.browser);
      const scripts = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('.js')) scripts.push(url.pathname.slice(`${BASE}/`.length));
      });
      await page.goto(`${env.origin}${BASE}${path}`);
      await page.waitForLoadState('networkidle');
      const bytes = scripts.reduce(
        (sum, file) => sum + gzipSync(readFileSync(`dist/${file}`)).length,
        0,
      );
      const kb = bytes / 1024;
      assert.ok(kb < BUDGET_KB, `${path}: ${kb.toFixed(1)} KB gzipped (${scripts.join(', ')})`);
      await context.close();
    });
  }
});
