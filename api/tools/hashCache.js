'use strict';
// Work whose result depends only on a text, kept on disk by the text's hash under
// node_modules/.cache: the contract's parsed YAML (contract.js) and the mock's compiled TypeScript
// (tests/e2e/preview.mjs), each about a second of a busy core in every browser test file.

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const CACHE_ROOT = path.join(__dirname, '../../node_modules/.cache');

/**
 * The text `compute` gives for `key`, from `node_modules/.cache/<name>` when it was computed
 * before. Without a writable cache (a read-only tree) it computes every time.
 * @param {string} name @param {string} key @param {() => string} compute
 * @returns {string}
 */
function cachedText(name, key, compute) {
  const file = path.join(CACHE_ROOT, name, crypto.createHash('sha256').update(key).digest('hex'));
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    const text = compute();
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Written whole under another name, then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}`;
      fs.writeFileSync(partial, text);
      fs.renameSync(partial, file);
    } catch {
      // kept uncached
    }
    return text;
  }
}

module.exports = { cachedText };
