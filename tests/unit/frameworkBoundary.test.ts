// The app stands on its frameworks through their public mechanisms (docs/architecture.md §2): it
// names its lazy chunks the way webpack reads them, and it neither reads another library's private
// fields nor rewrites the files Umi generates.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // Umi's generated code is Umi's own.
    if (entry.isDirectory()) return entry.name.startsWith('.umi') ? [] : sourceFiles(path);
    // Declarations (a type's `import('…')`) make no chunk; tests are not the app.
    return /\.(tsx?|m?js)$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = [
  ...sourceFiles(join(ROOT, 'src')),
  ...sourceFiles(join(ROOT, 'config')),
  join(ROOT, '.umirc.ts'),
]
  .filter((path) => !path.endsWith('api.generated.ts'))
  .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

/** `file:line  text` of every line of the files matching `pattern`. */
function linesMatching(pattern: RegExp, among = files): string[] {
  return among.flatMap(({ path, text }) =>
    text
      .split('\n')
      .map((line, index) => ({ line: line.trim(), index }))
      .filter(({ line }) => !line.startsWith('//') && !line.startsWith('*') && pattern.test(line))
      .map(({ line, index }) => `${path}:${index + 1}  ${line}`),
  );
}

it('finds the files it checks', () => {
  expect(files.map((file) => file.path)).toEqual(
    expect.arrayContaining(['src/app.tsx', '.umirc.ts', 'config/routes.ts']),
  );
});

// granularChunks names a shared chunk after the chunks that share it; two unnamed import() chunks
// counted alike, and the first toast on a portal page loaded the chart library (.umirc.ts).
it('every import() in the app names its chunk', () => {
  const unnamed = files.flatMap(({ path, text }) =>
    [
      ...text.matchAll(
        /\bimport\(\s*(?!\s|\/\*\s*webpackChunkName:\s*"[\w-]+"\s*\*\/)(['"`][^)]*)\)/g,
      ),
    ].map((match) => `${path}: import(${match[1].trim()})`),
  );
  expect(unnamed).toEqual([]);
});

it('reads no private field of another library (React, Umi, cssinjs …)', () => {
  // `obj._field` and `obj['_field']`: a name with a leading underscore is a library's own.
  expect(linesMatching(/[\w)\]]\._[a-zA-Z]|\[['"]_[a-zA-Z]/)).toEqual([]);
});

it('writes nothing into the files Umi generates', () => {
  // A plugin of the app's that opens a generated file (src/.umi*, plugin-layout's Layout.tsx) to
  // change it; Umi's own API (modifyConfig, addLayouts, chainWebpack …) is how a plugin adds.
  const plugins = files.filter(({ path }) => path.startsWith('config/'));
  expect(linesMatching(/\.umi|Layout\.tsx|writeFileSync\([^)]*(umi|plugin-)/, plugins)).toEqual([]);
});
