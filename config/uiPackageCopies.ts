/** The libraries of which one copy ships (docs/architecture.md §1). */
export const UI_PACKAGES = [
  'react',
  'react-dom',
  'antd',
  '@ant-design/icons',
  '@ant-design/pro-components',
  '@ant-design/cssinjs',
] as const;

/**
 * The UI libraries a bundle holds, each with the folders its modules came from, given the paths
 * of the bundle's modules (webpack's identifiers). A copy is a package folder: `node_modules/antd`,
 * or a nested `node_modules/x/node_modules/antd`; more than one root is more than one copy.
 */
export function uiPackageCopies(resources: readonly string[]) {
  const roots = new Map<string, Set<string>>();
  for (const resource of resources) {
    // The last `node_modules/<package>` of a path is the package the module belongs to.
    const path = resource.split('!').pop() ?? '';
    const matches = [...path.matchAll(/(.*?node_modules\/)((?:@[^/]+\/)?[^/]+)\//g)];
    const last = matches.at(-1);
    if (!last) continue;
    const name = last[2];
    if (!(UI_PACKAGES as readonly string[]).includes(name)) continue;
    const root = path.slice(0, (last.index ?? 0) + last[0].length - 1);
    if (!roots.has(name)) roots.set(name, new Set());
    roots.get(name)!.add(root.replace(/^.*?node_modules\//, 'node_modules/'));
  }
  return [...roots].map(([name, found]) => ({ name, roots: [...found].sort() }));
}
