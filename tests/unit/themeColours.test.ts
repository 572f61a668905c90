// The theme is the one source of colour (docs/architecture.md §6): style modules read the Less
// variables made from src/theme.ts, code imports the theme, and no other file writes a colour out.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { lessThemeVariables } from '../../config/lessTheme';

const ROOT = join(__dirname, '../..');
const SRC = join(ROOT, 'src');
/** Files that may hold colours: the theme itself, generated code and tests' own fixtures. */
const EXEMPT = [
  /^src\/\.umi/,
  /^src\/services\/api\.generated\.ts$/,
  /^src\/theme\.ts$/,
  /\.test\.tsx?$/,
];

/** Less and CSS at-rules and keywords that share the @ sign with variables. */
const AT_RULES = new Set([
  'import',
  'media',
  'keyframes',
  'supports',
  'font-face',
  'plugin',
  'charset',
]);

/** A hex colour (also URL-escaped, as in an inline SVG) or a CSS colour function. */
const COLOUR_LITERAL = /(?<![&\w])(?:#|%23)[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(less|tsx?)$/.test(entry.name) ? [path] : [];
  });
}

const styleAndCode = sourceFiles(SRC)
  .map((path) => relative(ROOT, path))
  .filter((path) => !EXEMPT.some((rule) => rule.test(path)));

function colourLiterals(text: string, file: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(COLOUR_LITERAL)].map((match) => `${file}:${index + 1}: ${match[0]}`),
    );
}

describe('the theme is the one source of colour', () => {
  it('finds the colour literals a style or component could write', () => {
    const sample = [
      '.a { color: #1e4fa3; }',
      '.b { border: 1px solid #FFF; }',
      '.c { box-shadow: 0 0 0 2px rgba(30, 79, 163, 15%); }',
      '.d { color: rgb(0 0 0 / 88%); background: hsl(210, 50%, 40%); }',
      `.e { background: url("data:image/svg+xml,%3Cpath stroke='%23999'/%3E"); }`,
      '<stop stopColor="#2f6fd6" />',
      '.f { color: @colorPrimary; background: fade(@portal-navy, 12%); }',
      '<a href="#main-content">跳到正文</a> &#160;',
    ].join('\n');
    expect(colourLiterals(sample, 'sample.less')).toEqual([
      'sample.less:1: #1e4fa3',
      'sample.less:2: #FFF',
      'sample.less:3: rgba(',
      'sample.less:4: rgb(',
      'sample.less:4: hsl(',
      'sample.less:5: %23999',
      'sample.less:6: #2f6fd6',
    ]);
  });

  it('has no colour written out in src outside the theme', () => {
    expect(styleAndCode.length).toBeGreaterThan(50);
    const found = styleAndCode.flatMap((file) =>
      colourLiterals(readFileSync(join(ROOT, file), 'utf8'), file),
    );
    expect(found).toEqual([]);
  });

  it('defines every theme variable the style modules read', () => {
    const defined = new Set(Object.keys(lessThemeVariables()));
    const undefinedUses = styleAndCode
      .filter((file) => file.endsWith('.less'))
      .flatMap((file) => {
        const text = readFileSync(join(ROOT, file), 'utf8').replace(/\/\/.*$/gm, '');
        // Variables the file declares itself, and the parameters of its mixins.
        const mixinHeads = [...text.matchAll(/^\s*\.[\w-]+\(([^)]*)\)\s*(?:when[^{]*)?\{/gm)];
        const local = new Set(
          [
            ...text.matchAll(/^\s*@([\w-]+)\s*:/gm),
            ...mixinHeads.flatMap((head) => [...head[1].matchAll(/@([\w-]+)/g)]),
          ].map((match) => match[1]),
        );
        return [...text.matchAll(/@\{?([\w-]+)\}?/g)]
          .map((match) => match[1])
          .filter((name) => !local.has(name) && !defined.has(name) && !AT_RULES.has(name))
          .map((name) => `${file}: @${name}`);
      });
    expect(undefinedUses).toEqual([]);
  });

  it('gives the style modules the colours antd draws with', () => {
    const variables = lessThemeVariables();
    // What the light controls copy from antd's own inputs, tables and dividers.
    expect(variables).toMatchObject({
      colorText: 'rgba(0,0,0,0.88)',
      colorBorder: '#d9d9d9',
      colorBorderSecondary: '#f0f0f0',
      colorFillAlterSolid: '#fafafa',
    });
  });
});
