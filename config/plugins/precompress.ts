import type { IApi } from '@umijs/max';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text the browser asks for, over 1 KB (smaller gains nothing). */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text asset over
 * 1 KB under `root`; resolves with how many assets got copies.
 */
export async function precompressFolder(root: string): Promise<number> {
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  // zlib's asynchronous calls run on libuv's thread pool, so the files compress in parallel.
  const written = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return 0;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return 1;
    }),
  );
  return written.reduce<number>((sum, one) => sum + one, 0);
}

/**
 * Precompresses the build once, at the highest levels: nginx sends the copies as they are
 * (`brotli_static`, `gzip_static`, docs/deploy.md §2) instead of compressing each answer at a lower
 * level, and so do the preview server and `npm run perf`. Brotli is ~16% smaller than gzip on the
 * portal's scripts (docs/performance.md §4), and every current browser accepts it over HTTPS and on
 * localhost.
 */
export default (api: IApi) => {
  api.onBuildHtmlComplete(async () => {
    const count = await precompressFolder(api.paths.absOutputPath);
    api.logger.event(`Precompressed ${count} files (.br and .gz beside each)`);
  });
};
