import {
  importShellStyles,
  inInsertionOrder,
  renderAntdStyles,
  withShellMap,
} from '../../config/plugins/antdStaticStyle';

/** The `path:hash` entries of a stylesheet's cache map. */
function mapEntries(css: string): string[] {
  const map = css.match(/\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/)?.[1];
  if (map === undefined) throw new Error('no cache map');
  return map.split(';');
}
const tokenOf = (entry: string) => entry.split('|')[0];

describe('antd styles written at build time', () => {
  const { portal, shell, shellMap } = renderAntdStyles();

  it("maps the shell frame's styles under its own tokens only, never one a portal page renders", () => {
    const portalTokens = new Set(mapEntries(portal).map(tokenOf));
    const shellEntries = shellMap.split(';');
    expect(shellEntries.filter((entry) => portalTokens.has(tokenOf(entry)))).toEqual([]);
    // The sider's menu, the header's avatar menu and ProLayout itself are among them.
    const names = shellEntries.map((entry) => entry.split(':')[0].split('|')[1]);
    expect(names).toEqual(expect.arrayContaining(['Menu-Menu', 'Dropdown-Dropdown', 'ProLayout']));
  });

  it('puts the rules in the shell stylesheet and the map of both in the portal one', () => {
    expect(shell).not.toContain('data-ant-cssinjs-cache-path');
    expect(shell).toContain('.ant-pro-layout');
    expect(shell).toMatch(/\.ant-menu-item/);
    // CardLoading draws ProCard's loading bars with ProCard's class, styled from here alone.
    expect(shell).toContain('.ant-pro-card-loading-block');
    expect(portal).not.toContain('.ant-pro-layout');
    const merged = mapEntries(withShellMap(portal, shellMap));
    expect(merged).toEqual([...mapEntries(portal), ...shellMap.split(';')]);
  });

  it("orders the page container's rules after the page header's, as the browser does", () => {
    // Both set the header's top padding with selectors as specific: the container's 8 px wins.
    expect(shell.indexOf('.ant-pro-page-container{')).toBeGreaterThan(
      shell.indexOf('.ant-page-header{'),
    );
    // Every antd style of the frame comes before the first ProComponents one.
    expect(shell.lastIndexOf(':where(.css-')).toBeLessThan(shell.indexOf('.ant-pro-'));
  });
});

describe('insertion order of extracted styles', () => {
  const element = (id: string, css: string) =>
    `<style data-rc-order="prependQueue" data-token-hash="t" data-css-hash="${id}">${css}</style>`;

  it('puts children before parents and antd before ProComponents, keyframes with their style', () => {
    const elements = [
      element('pro-parent', '.pro-parent{}'),
      element('antd-parent', '.antd-parent{}'),
      element('_effect-spin', '@keyframes spin{}'),
      element('pro-child', '.pro-child{}'),
      element('antd-child', '.antd-child{}'),
      '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.map{}</style>',
    ].join('');
    const map = [
      't|ProParent:pro-parent',
      't|Parent-Parent|ant-parent|anticon:antd-parent',
      't|ProChild:pro-child',
      't|Child-Child|ant-child|anticon:antd-child',
    ].join(';');
    expect(inInsertionOrder(elements, map).split('\n')).toEqual([
      '.antd-child{}',
      '.antd-parent{}@keyframes spin{}',
      '.pro-child{}',
      '.pro-parent{}',
    ]);
  });
});

describe("the shell stylesheet's import in plugin-layout's Layout.tsx", () => {
  const layout = "import React from 'react';\nimport './Layout.css';\nexport default 1;\n";

  it('is added after the layout stylesheet, once', () => {
    const patched = importShellStyles(layout, '/tmp/antd-shell.css');
    expect(patched).toBe(
      "import React from 'react';\nimport './Layout.css';\nimport '/tmp/antd-shell.css';\nexport default 1;\n",
    );
    expect(importShellStyles(patched!, '/tmp/antd-shell.css')).toBe(patched);
  });

  it('is refused when the layout no longer imports its stylesheet', () => {
    expect(importShellStyles("import React from 'react';\n", '/tmp/antd-shell.css')).toBe(
      undefined,
    );
  });
});
