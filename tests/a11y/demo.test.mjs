// axe-core signed in as demo: the portal pages a signed-in user sees otherwise than a visitor (the
// account menu, 收藏, 咨询, the publishing forms …) and every page of the user centre (check.mjs).
import { ACCOUNT_PATHS, SIGNED_IN_PORTAL_PATHS } from '../e2e/routes.mjs';
import { DEMO } from '../e2e/support.mjs';
import { checkPages } from './check.mjs';

checkPages({
  who: 'demo',
  ...DEMO,
  paths: [...SIGNED_IN_PORTAL_PATHS, ...ACCOUNT_PATHS, '/account/unknown'],
});
