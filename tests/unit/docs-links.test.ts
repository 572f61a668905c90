/** @jest-environment node */
// A clone of the repository is all a reader has: nothing in it may point outside it (the product's
// documents live in docs/), and every relative link of the README and docs/ must lead somewhere —
// a file of the repository and, when the link names one, a heading of that file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/**
 * A path to the documents that used to sit beside the checkout, one of them by name, or a section
 * of them (their content is now docs/spec.md, docs/architecture.md, docs/deploy.md, docs/domain.md).
 * The bracketed first letters keep this line itself out of a plain grep for those names.
 */
const OUTSIDE_REFERENCE =
  /\.\.\/shared\b|\b(?:[S]PEC|[D]ESIGN|[S]TACK|[D]OMAIN)\.md\b|\b(?:[S]PEC|[D]ESIGN) §/;

/** Files git tracks or would track (new ones not yet committed included), that still exist. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\n').filter(Boolean))].filter((file) =>
    fs.existsSync(path.join(ROOT, file)),
  );
}

function readText(file: string): string | null {
  const bytes = fs.readFileSync(path.join(ROOT, file));
  return bytes.subarray(0, 8000).includes(0) ? null : bytes.toString('utf8');
}

/** Markdown without its fenced code blocks (a `# comment` in a shell example is no heading). */
function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** Markdown without its code: links shown as code are examples, not links. */
function withoutCode(markdown: string): string {
  return withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const headings = withoutCodeBlocks(markdown).match(/^#{1,6}\s+.+$/gm) ?? [];
  return new Set(headings.map((line) => headingAnchor(line.replace(/^#+\s+/, ''))));
}

/** What is wrong with each relative link of a Markdown file (empty when every one resolves). */
function brokenLinks(
  file: string,
  markdown: string,
  readFile: (repoPath: string) => string | null,
): string[] {
  const problems: string[] = [];
  const links = withoutCode(markdown).matchAll(
    /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
  );
  for (const [, target] of links) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    const [rawPath, anchor] = target.split('#');
    const targetPath = rawPath
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(rawPath)))
      : file;
    if (targetPath.startsWith('../') || path.posix.isAbsolute(targetPath)) {
      problems.push(`${file}: ${target} points outside the repository`);
      continue;
    }
    const text = readFile(targetPath.replace(/\/$/, ''));
    if (text === null) {
      problems.push(`${file}: ${target} — ${targetPath} does not exist`);
    } else if (anchor && targetPath.endsWith('.md') && !anchorsOf(text).has(anchor)) {
      problems.push(`${file}: ${target} — ${targetPath} has no heading #${anchor}`);
    }
  }
  return problems;
}

function readRepositoryPath(repoPath: string): string | null {
  const full = path.join(ROOT, repoPath);
  if (!fs.existsSync(full)) return null;
  return fs.statSync(full).isDirectory() ? '' : fs.readFileSync(full, 'utf8');
}

describe('the repository stands on its own', () => {
  const files = repositoryFiles();

  it('no file refers to the documents outside the repository', () => {
    const offenders = files.flatMap((file) => {
      const text = readText(file);
      if (text === null) return [];
      return text
        .split('\n')
        .map((line, index) => ({ line, number: index + 1 }))
        .filter(({ line }) => OUTSIDE_REFERENCE.test(line))
        .map(({ line, number }) => `${file}:${number}: ${line.trim()}`);
    });
    expect(offenders).toEqual([]);
  });

  it('every relative link of the README and docs/ leads to a file and heading that exist', () => {
    const documents = files.filter(
      (file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')),
    );
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'docs/spec.md']));
    const problems = documents.flatMap((file) =>
      brokenLinks(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), readRepositoryPath),
    );
    expect(problems).toEqual([]);
  });
});

describe('the link check', () => {
  const pages: Record<string, string> = {
    'docs/spec.md': '# Spec\n\n## §7 The calls it makes\n',
    'api/openapi.yaml': 'openapi: 3.1.0\n',
  };
  const read = (repoPath: string) => pages[repoPath] ?? null;

  it('accepts links to existing files and headings, web links and code examples', () => {
    const markdown = [
      'See [calls](spec.md#7-the-calls-it-makes), [the contract](../api/openapi.yaml),',
      '[Umi](https://umijs.org) and `[not a link](missing.md)`.',
      '```',
      '[also not a link](missing.md)',
      '```',
    ].join('\n');
    expect(brokenLinks('docs/testing.md', markdown, read)).toEqual([]);
  });

  it('names a missing file, a missing heading and a path outside the repository', () => {
    const markdown =
      '[a](deploy.md) [b](spec.md#8-errors) [c](../../outside/notes.md) ![d](images/home.png)';
    expect(brokenLinks('docs/testing.md', markdown, read)).toEqual([
      'docs/testing.md: deploy.md — docs/deploy.md does not exist',
      'docs/testing.md: spec.md#8-errors — docs/spec.md has no heading #8-errors',
      'docs/testing.md: ../../outside/notes.md points outside the repository',
      'docs/testing.md: images/home.png — docs/images/home.png does not exist',
    ]);
  });
});
