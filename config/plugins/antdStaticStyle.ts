import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { PageContainer, ProCard, ProLayout, StatisticCard } from '@ant-design/pro-components';
import type { IApi } from '@umijs/max';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  ConfigProvider,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Radio,
  Result,
  Skeleton,
  Space,
  Spin,
  Tag,
  Timeline,
  Tooltip,
  Typography,
} from 'antd';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { theme } from '../../src/theme';
import defaultSettings from '../defaultSettings';

/**
 * The antd components the public pages show on arrival. Each one's styles are written at build
 * time instead of being generated in the browser.
 */
function publicComponents(): ReactNode[] {
  return [
    h(Button, { key: 'button', type: 'primary' }, 'x'),
    h(Skeleton, { key: 'skeleton', active: true, avatar: true }),
    h(Skeleton.Button, { key: 'skeleton-button', active: true }),
    h(Skeleton.Input, { key: 'skeleton-input', active: true }),
    h(Skeleton.Image, { key: 'skeleton-image', active: true }),
    h(Tag, { key: 'tag' }, 'x'),
    h(Tag, { key: 'tag-preset', color: 'blue' }, 'x'),
    h(Tag, { key: 'tag-status', color: 'success' }, 'x'),
    h(Empty, { key: 'empty', image: Empty.PRESENTED_IMAGE_SIMPLE }),
    h(Alert, { key: 'alert', message: 'x', showIcon: true }),
    h(Descriptions, { key: 'descriptions', items: [{ key: 'x', label: 'x', children: 'x' }] }),
    h(Badge, { key: 'badge', count: 1 }),
    h(Result, { key: 'result', status: 'info', title: 'x' }),
    h(Radio.Group, { key: 'radio', options: ['x'], optionType: 'button' }),
    h(Typography.Paragraph, { key: 'typography' }, 'x'),
    h(Timeline, { key: 'timeline', items: [{ children: 'x' }] }),
    h(Spin, { key: 'spin' }),
    h(Avatar, { key: 'avatar' }, 'x'),
    h(Space, { key: 'space' }, 'x'),
  ];
}

/**
 * The shell's frame as plugin-layout draws it with config/defaultSettings.ts: ProLayout's sider
 * (menu, its loading skeleton, a collapsed item's tooltip, the phone's menu drawer, unread badges),
 * its header (the avatar menu with its badge) and the page container. ProLayout gives the sider, the
 * header and its own parts tokens of their own (derived from the settings), so these styles are
 * the frame's alone: what the menu items and the header render here stands in for the app's
 * (UnreadLabel, HeaderUser), inside the same token.
 */
function shellFrames(): ReactNode[] {
  const { avatarMenu: _, ...settings } = defaultSettings;
  const route = {
    path: '/',
    children: [
      { path: '/a', name: 'x', children: [{ path: '/a/b', name: 'x' }] },
      { path: '/c', name: 'x' },
    ],
  };
  const menuItemRender = (_item: unknown, dom: ReactNode) =>
    h(
      'span',
      null,
      h(Tooltip, { title: 'x' }, h('span', null, dom)),
      h(Badge, { count: 1 }),
      h(Drawer, { open: false }),
    );
  const avatarProps = {
    render: () =>
      h(
        Dropdown,
        { menu: { items: [{ key: 'x', label: 'x' }] } },
        h('span', null, h(Badge, { count: 1 }, h(Avatar, null, 'x'))),
      ),
  };
  const frame = (key: string, loading: boolean) =>
    h(
      ProLayout,
      {
        key,
        ...settings,
        route,
        location: { pathname: '/a/b' },
        menu: { locale: false, loading },
        menuItemRender,
        avatarProps,
      },
      // 个人中心's and 数据看板's cards, loading and loaded. ProCard's own placeholder, rendered
      // here, registers the bars' style that the app's CardLoading draws with.
      h(
        PageContainer,
        null,
        h(ProCard, { title: 'x', loading }, 'x'),
        h(StatisticCard, { loading, statistic: { title: 'x', value: 1 } }),
      ),
    );
  return [frame('frame', false), frame('loading', true)];
}

type StyleCache = ReturnType<typeof createCache>;

function renderInto(cache: StyleCache, nodes: ReactNode[]) {
  // ProLayout has layout effects, which React warns do nothing on a server: expected here, where
  // only the styles a render registers are wanted, and not worth a screen of build output.
  const report = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) report(...args);
  };
  try {
    renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme }, ...nodes)));
  } finally {
    console.error = report;
  }
}

const PLAIN: Parameters<typeof extractStyle>[1] & object = {
  plain: true,
  types: ['style', 'token'],
};
/** The rule extractStyle ends with: every rendered style's cache path and hash. */
const CACHE_MAP_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/;

/**
 * The styles of extractStyle's <style> elements (with the cache map `map`), in the order the
 * browser inserts them, which decides between rules as specific as each other. extractStyle lists
 * them in render order, a parent before its children; the browser inserts each from an effect,
 * children first, and ProComponents' styles after antd's (measured on the shell: every antd style
 * of the frame came before the first ProComponents one). ProComponents override the antd
 * components inside them with selectors as specific (the page header's top padding is the page
 * container's 8 px, not the header's own 12 px; the menu items' colours), so the order matters.
 */
export function inInsertionOrder(elements: string, map: string): string {
  const pathOf = new Map(
    map.split(';').map((entry) => entry.split(':').reverse() as [string, string]),
  );
  const styles: { pro: boolean; css: string }[] = [];
  for (const [, attributes, css] of elements.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)) {
    const id = attributes.match(/data-css-hash="([^"]*)"/)?.[1];
    if (!id) continue; // the cache map's own element
    // Keyframes follow the style that uses them.
    if (id.startsWith('_effect-') && styles.length) styles[styles.length - 1].css += css;
    // ProComponents name a style by component alone (`<token>|ProLayout`); antd by component,
    // class prefix and icon prefix.
    else styles.push({ pro: pathOf.get(id)?.split('|').length === 2, css });
  }
  styles.reverse();
  return [...styles.filter((style) => !style.pro), ...styles.filter((style) => style.pro)]
    .map((style) => style.css)
    .join('\n');
}

/**
 * antd's CSS-in-JS writes each component's styles in the browser the first time the component
 * renders: on a phone that is a large share of a page's main-thread work (token hashing, style
 * objects, serialising, <style> insertion). Rendering those components once at build time with the
 * app's theme gives the same CSS, which goes into a stylesheet with @ant-design/cssinjs's cache-path
 * map: in the browser, antd then finds each of these styles already present and skips generating
 * it. Components not rendered here still style themselves at runtime, and a theme that no longer
 * matches simply makes the map unused.
 *
 * Two stylesheets come out. `portal`: the components public pages show on arrival, at the head of
 * umi.css. `shell`: the shell frame's, loaded with plugin-layout's chunk, so public pages do not
 * download them. antd reads the map once, at its first render, so the shell's part of the map
 * (`shellMap`) goes into umi.css too (withShellMap). That is safe because the shell's entries are
 * only those under tokens of the frame's own: ProLayout's sider and header derive theirs from the
 * settings, and ProComponents' is used by nothing public pages may import (a lint rule keeps
 * ProComponents out of them, .eslintrc.js); the shell's pages all render inside ProLayout, whose
 * chunk brings the CSS. The frame's pieces under the app's own token (the breadcrumb, the outer
 * layout) are left to the browser: a public page may render those with nothing of the shell loaded.
 */
export function renderAntdStyles(): { portal: string; shell: string; shellMap: string } {
  const portalCache = createCache();
  renderInto(portalCache, publicComponents());
  const portal = extractStyle(portalCache, PLAIN);
  const portalTokens = new Set([...portalCache.extracted].map((key) => key.split('%')[1]));

  const shellCache = createCache();
  renderInto(shellCache, shellFrames());
  // A first extraction lists every key (`extracted`); the second, with `once`, writes only those
  // not marked again: the ones under the frame's own tokens.
  extractStyle(shellCache, PLAIN);
  const rendered = [...shellCache.extracted];
  shellCache.extracted.clear();
  for (const key of rendered)
    if (portalTokens.has(key.split('%')[1])) shellCache.extracted.add(key);
  // As <style> elements, one per style, so they can be put in the browser's order.
  const elements = extractStyle(shellCache, { ...PLAIN, plain: false, once: true });

  const shellMap = elements.match(CACHE_MAP_RULE)?.[1];
  if (!CACHE_MAP_RULE.test(portal) || shellMap === undefined)
    throw new Error(
      'antdStaticStyle: @ant-design/cssinjs no longer ends its CSS with the cache map',
    );
  return { portal, shell: inInsertionOrder(elements, shellMap), shellMap };
}

/** The portal's stylesheet with the shell's cache paths added to its map. */
export function withShellMap(portal: string, shellMap: string): string {
  return portal.replace(
    CACHE_MAP_RULE,
    (_rule, portalMap: string) =>
      `.data-ant-cssinjs-cache-path{content:"${[portalMap, shellMap].filter(Boolean).join(';')}";}`,
  );
}

/**
 * plugin-layout's generated Layout.tsx imports its own stylesheet; the shell's antd styles are
 * imported next to it, so they come with the layout's chunk and only with it.
 */
export function importShellStyles(layoutSource: string, stylesheet: string): string | undefined {
  const anchor = "import './Layout.css';";
  if (!layoutSource.includes(anchor)) return undefined;
  if (layoutSource.includes(stylesheet)) return layoutSource;
  return layoutSource.replace(anchor, `${anchor}\nimport '${stylesheet}';`);
}

export default (api: IApi) => {
  const portalFile = 'antd-static.css';
  const shellFile = 'antd-shell.css';
  // The theme and antd are fixed for the life of the process: render once, not on every
  // regeneration of the temporary files (max dev regenerates them as files change).
  let styles: ReturnType<typeof renderAntdStyles> | undefined;
  api.onGenerateFiles({
    // After plugin-layout has written its Layout.tsx.
    stage: Infinity,
    fn: () => {
      styles ??= renderAntdStyles();
      api.writeTmpFile({ path: shellFile, content: styles.shell });
      const layout = join(api.paths.absTmpPath, 'plugin-layout', 'Layout.tsx');
      const source = existsSync(layout) ? readFileSync(layout, 'utf-8') : '';
      const patched = importShellStyles(
        source,
        join(api.paths.absTmpPath, `plugin-${api.plugin.key}`, shellFile),
      );
      if (patched !== undefined && patched !== source) writeFileSync(layout, patched, 'utf-8');
      // Without the import the shell's CSS would not load: its paths stay out of the map, and
      // the browser generates those styles as before.
      if (patched === undefined)
        api.logger.warn(
          '[antdStaticStyle] no Layout.css import in Layout.tsx: shell styles left to the browser',
        );
      api.writeTmpFile({
        path: portalFile,
        content:
          patched === undefined ? styles.portal : withShellMap(styles.portal, styles.shellMap),
      });
    },
  });
  api.addEntryImportsAhead(() => [
    { source: join(api.paths.absTmpPath, `plugin-${api.plugin.key}`, portalFile) },
  ]);
};
