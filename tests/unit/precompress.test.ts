/** @jest-environment node */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressFolder } from '../../config/plugins/precompress';

// What nginx's brotli_static and gzip_static send in place of the build's files (docs/deploy.md §2).
describe('the build precompressed', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  const script = `export const rows = ${JSON.stringify(
    Array.from({ length: 200 }, (_, i) => ({ id: i, title: `专利 ${i}` })),
  )};`;
  beforeAll(async () => {
    mkdirSync(path.join(root, 'static'));
    writeFileSync(path.join(root, 'umi.1234abcd.js'), script);
    writeFileSync(path.join(root, 'static', 'page.css'), `.a{color:red}`.repeat(200));
    writeFileSync(path.join(root, 'tiny.css'), '.a{}');
    writeFileSync(path.join(root, 'logo.png'), Buffer.alloc(4096, 1));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('gives every text file over 1 KB, in sub-folders too, a .br and a .gz that open to it', async () => {
    expect(await precompressFolder(root)).toBe(2);
    const original = readFileSync(path.join(root, 'umi.1234abcd.js'));
    const br = readFileSync(path.join(root, 'umi.1234abcd.js.br'));
    const gz = readFileSync(path.join(root, 'umi.1234abcd.js.gz'));
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    const css = readFileSync(path.join(root, 'static', 'page.css'));
    expect(
      zlib.brotliDecompressSync(readFileSync(path.join(root, 'static', 'page.css.br'))),
    ).toEqual(css);
  });

  it('leaves small files and images alone', () => {
    expect(readdirSync(root).sort()).toEqual([
      'logo.png',
      'static',
      'tiny.css',
      'umi.1234abcd.js',
      'umi.1234abcd.js.br',
      'umi.1234abcd.js.gz',
    ]);
  });
});
