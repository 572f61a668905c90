import { defineConfig } from '@umijs/max';
import defaultSettings from './config/defaultSettings';
import proxy from './config/proxy';
import routes from './config/routes';
import { BASE_PATH, CHUNK_LOAD_TIMEOUT_MS } from './src/constants';
import { theme } from './src/theme';
import { lessThemeVariables } from './config/lessTheme';

export default defineConfig({
  base: `${BASE_PATH}/`,
  publicPath: `${BASE_PATH}/`,
  hash: true,
  title: '知识产权服务业集聚发展示范区',
  favicons: [`${BASE_PATH}/favicon.svg`],
  metas: [
    {
      name: 'description',
      content:
        '国家知识产权服务业集聚发展示范区门户：专利检索、专利导航、价值评估、知识产权金融与运营、服务机构与新闻动态。',
    },
    { name: 'viewport', content: 'width=device-width, initial-scale=1' },
  ],
  routes,
  plugins: [
    './config/plugins/htmlRoot.ts',
    './config/plugins/babelTargets.ts',
    './config/plugins/precompress.ts',
    './config/plugins/singleCopies.ts',
    './config/plugins/noRoutePreload.ts',
  ],
  proxy,
  antd: {
    theme,
  },
  // The Less variables of the style modules, from the same theme (docs/architecture.md §6).
  theme: lessThemeVariables(),
  access: {},
  model: {},
  initialState: {},
  request: {},
  layout: {
    title: defaultSettings.title,
    locale: false,
  },
  mock: {
    // Helper modules of the mock backend are imported by the route files, not loaded as routes.
    exclude: ['mock/_lib/**'],
  },
  // Split vendor code into cacheable chunks so public pages only load what they use.
  codeSplitting: { jsStrategy: 'granularChunks' },
  // granularChunks names a chunk of modules shared by several chunks after their names: every
  // import() in src therefore names its chunk (webpackChunkName, checked by
  // tests/unit/frameworkBoundary.test.ts). Two unnamed ones counted alike, and the first toast on a portal
  // page (antd's message) loaded the chart library with it (~350 KB).
  chainWebpack(memo) {
    memo.output.chunkLoadTimeout(CHUNK_LOAD_TIMEOUT_MS);
    // No browser code needs Node's Buffer; providing it bundled a 20 KB shim for axios' dead branch.
    memo.plugin('node-polyfill-provider').tap(([provided]) => [{ process: provided.process }]);
    // Umi's request plugin re-exports the useRequest of @ahooksjs/use-request v2, which this app
    // never calls (pages use ahooks'). That package does not declare itself free of side effects,
    // so webpack kept it and its lodash.debounce/throttle in the entry chunk although nothing is
    // used; it has none (it defines hooks and a context), and saying so lets the unused code go.
    memo.module
      .rule('ahooks-use-request-v2')
      .test(/[\\/]@ahooksjs[\\/]use-request[\\/]/)
      .sideEffects(false);
    // antd's Tooltip, Popover, Dropdown, Drawer and inputs reach @rc-component/form only for its
    // FormProvider (antd/es/_util/ContextIsolator.js → antd/es/form/context.js), through the
    // package's index, which also assigns Field, List and useForm to the default export.
    // Undeclared, that assignment counts as a side effect and brings the whole form engine and its
    // validator (~13 KB gzipped) to every page with a tooltip, forms or not. It has none outside
    // its own exports: pages with a form still load all of it (docs/performance.md §4).
    memo.module
      .rule('rc-component-form')
      .test(/[\\/]@rc-component[\\/]form[\\/]/)
      .sideEffects(false);
    // antd's Button and Tag styles take one colour helper from @rc-component/color-picker's index,
    // which also holds the whole picker; undeclared, every page's entry carried it (~2 KB gzipped).
    memo.module
      .rule('rc-component-color-picker')
      .test(/[\\/]@rc-component[\\/]color-picker[\\/]/)
      .sideEffects(false);
    return memo;
  },
  // Browsers of the last few years (domestic Chromium shells included). The code sticks to
  // built-ins they all have, so no core-js polyfills ship (they would add up to ~100 KB gzipped).
  targets: { chrome: 86, edge: 86, firefox: 78, safari: 14 },
  polyfill: { imports: [] },
  jsMinifierOptions: { target: ['es2020'] },
  npmClient: 'npm',
});
