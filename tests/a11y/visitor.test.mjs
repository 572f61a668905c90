// axe-core as a visitor: every portal route, the login page and the not-found pages (check.mjs).
import { PORTAL_ROUTES } from '../e2e/routes.mjs';
import { checkPages } from './check.mjs';

checkPages({
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
  ],
});
