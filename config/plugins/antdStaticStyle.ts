import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { IApi } from '@umijs/max';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  ConfigProvider,
  Descriptions,
  Empty,
  Radio,
  Result,
  Skeleton,
  Space,
  Spin,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { join } from 'node:path';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { theme } from '../../src/theme';

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
 * antd's CSS-in-JS writes each component's styles in the browser the first time the component
 * renders: on a phone that is a large share of a public page's main-thread work (token hashing,
 * style objects, serialising, <style> insertion). Rendering those components once at build time
 * with the app's theme gives the same CSS, which goes into umi.css ahead of the app's own, with
 * @ant-design/cssinjs's cache-path map: in the browser, antd then finds each of these styles
 * already present and skips generating it. Components not listed here still style themselves at
 * runtime, and a theme that no longer matches simply makes the map unused.
 */
export function renderAntdStyles(): string {
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme }, ...publicComponents())));
  return extractStyle(cache, { plain: true, types: ['style', 'token'] });
}

export default (api: IApi) => {
  const file = 'antd-static.css';
  // The theme and antd are fixed for the life of the process: render once, not on every
  // regeneration of the temporary files (max dev regenerates them as files change).
  let css: string | undefined;
  api.onGenerateFiles(() => {
    css ??= renderAntdStyles();
    api.writeTmpFile({ path: file, content: css });
  });
  api.addEntryImportsAhead(() => [
    { source: join(api.paths.absTmpPath, `plugin-${api.plugin.key}`, file) },
  ]);
};
