// axe-core signed in as admin: the back office's pages and their drawers (check.mjs).
import { ADMIN_PATHS, DRAWER_PATHS } from '../e2e/routes.mjs';
import { checkPages } from './check.mjs';

checkPages({
  who: 'admin',
  account: 'admin',
  password: 'Admin@2026',
  paths: [...ADMIN_PATHS, ...DRAWER_PATHS],
});
