// Umi 4.7.22's route preload helper (routePreloadOnLoad, a script in the head of index.html) is
// left out of the build: it sorts its route map from the least specific pattern to the most and
// takes the first that matches, so every URL with a parameter matches the catch-all 404 first and
// downloads the shell's layout and 404 page. /gxq/legal/privacy loaded 347 KB gzipped with it,
// 216 KB without (docs/performance.md §4). Remove once Umi's helper matches the most specific route.
import type { IApi } from '@umijs/max';

export default (api: IApi) => {
  api.skipPlugins(['routePreloadOnLoad']);
};
