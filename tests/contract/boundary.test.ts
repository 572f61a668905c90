// What the mock may take from the portal's code: the types generated from the contract and the
// shared rules the contract names (src/contract). No page, component, hook, service or URL-state
// code — what a real backend could not have either. And the rules the document names exist.

import fs from 'node:fs';
import path from 'node:path';
import { loadContract } from '../../api/tools/contract';

const ROOT = path.resolve(__dirname, '../..');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The repository paths a file imports (relative and `@/` imports only). */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1],
  );
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [path.join('src', specifier.slice(2))];
    if (specifier.startsWith('.')) return [path.join(path.dirname(file), specifier)];
    return [];
  });
}

const allowedForMock = (target: string) =>
  target.startsWith(`src${path.sep}contract${path.sep}`) ||
  target === path.join('src', 'services', 'api.generated');

describe('what the mock shares with the portal', () => {
  it('src/contract holds exactly the shared code the document lists (x-shared-code)', () => {
    const listed = Object.keys(loadContract().doc['x-shared-code'] ?? {}).sort();
    const present = fs
      .readdirSync(path.join(ROOT, 'src/contract'))
      .filter((name) => !/\.test\.tsx?$/.test(name))
      .map((name) => `src/contract/${name}`)
      .sort();
    expect(present).toEqual(listed);
  });

  it('imports from src/ only the contract’s shared rules and generated types', () => {
    const outside = filesUnder('mock').flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(`src${path.sep}`) && !allowedForMock(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(outside).toEqual([]);
  });

  it('the shared rules import nothing of the portal', () => {
    const outside = filesUnder('src/contract').flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith(`src${path.sep}contract`))
        .map((target) => `${file} → ${target}`),
    );
    expect(outside).toEqual([]);
  });

  it('every rule an operation names (x-rules) is an export of src/contract', () => {
    const named = new Set(
      loadContract().operations.flatMap((op) => (op.operation['x-rules'] ?? []) as string[]),
    );
    expect(named.size).toBeGreaterThan(5);
    const missing = [...named].filter((rule) => {
      const [file, name] = rule.split('#');
      if (!file.startsWith('src/contract/')) return true;
      // eslint-disable-next-line @typescript-eslint/no-var-requires
      const module = require(path.join(ROOT, file)) as Record<string, unknown>;
      return typeof module[name] !== 'function';
    });
    expect(missing).toEqual([]);
  });
});
