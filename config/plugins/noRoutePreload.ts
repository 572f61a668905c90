// Umi 4.7's route preload helper (routePreloadOnLoad) is left out of the build. It is a script in
// the head of index.html, run before the entry, that looks up the opened URL's chunks and adds each
// to the page as an async script, so they download beside the entry. Measured on the preset's
// throttled phone (Lighthouse mobile, 2026-11-28, the same build with and without the helper's
// script, runs taken in turn on one machine), pages did better without it: three portal pages
// 2–4 points of score, 29–142 ms less blocking time and a first paint ~0.15 s earlier; the
// shell's /admin/users and /admin/agencies a first paint ~0.4 s earlier, the rest within the
// noise. A page's chunks start loading when the entry runs instead: the shell's from
// patchClientRoutes (src/utils/routeWarmUp.ts), a portal page's as it renders
// (docs/performance.md §4).
import type { IApi } from '@umijs/max';

export default (api: IApi) => {
  api.skipPlugins(['routePreloadOnLoad']);
};
