// axe-core as a visitor: every portal route, the login page and the not-found pages (check.mjs);
// and every portal route's document title.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PORTAL_ROUTES } from '../e2e/routes.mjs';
import { checkPages } from './check.mjs';

const { titles } = checkPages({
  who: '访客',
  paths: [
    ...PORTAL_ROUTES.map(([path]) => path),
    '/user/login',
    '/gxq/unknown',
    '/unknown',
    // The sample routes show no hit and a lapsed patent: also the result list with hits and a
    // patent in force (its status tag, the passport's eligible loan and products).
    '/gxq/patent/result?q=电池',
    '/gxq/patent/detail?id=pat-000030',
    // 统计分析 of the same search: its charts, links and figure tables.
    '/gxq/patent/result?q=电池&view=analysis',
  ],
});

// WCAG 2.4.2 (page titled): a tab, a bookmark and the history name the page, then the portal.
describe('page titles', () => {
  it('every portal route has a title of its own, ending in the portal’s name', () => {
    const routeTitles = PORTAL_ROUTES.map(([path]) => [path, titles.get(path)]);
    for (const [path, title] of routeTitles)
      assert.match(title ?? '', /^.+ - 知识产权服务业集聚发展示范区$/, `${path}: ${title}`);
    const distinct = new Set(routeTitles.map(([, title]) => title));
    assert.equal(distinct.size, routeTitles.length, routeTitles.map(([, t]) => t).join('\n'));
  });
});
