// axe-core signed in as admin: the back office's pages and their drawers (check.mjs).
import { ADMIN_PATHS, DRAWER_PATHS } from '../e2e/routes.mjs';
import { ADMIN } from '../e2e/support.mjs';
import { checkPages } from './check.mjs';

checkPages({
  who: 'admin',
  ...ADMIN,
  paths: [...ADMIN_PATHS, ...DRAWER_PATHS],
});
