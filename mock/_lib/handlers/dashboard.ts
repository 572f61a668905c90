// 数据看板: GET authFront/admin/dashboard?from=&to= — the zone's figures for a range of China days,
// for administrators only. The range is checked by the rule the page shares (a refusal names its
// field); the figures come from dashboard.ts.

import { checkDashboardRange } from '../../../src/contract/dashboardRange';
import { dashboardFigures } from '../dashboard';
import { fieldError, handle } from '../envelope';
import { requireAdmin } from '../users';

const ADMIN_ONLY = '仅平台管理员可以查看数据看板';

export const getAdminDashboard = handle((req): API.AdminDashboard => {
  requireAdmin(req, ADMIN_ONLY);
  const { from, to } = req.query ?? {};
  const refusal = checkDashboardRange(from, to);
  if (refusal) throw fieldError(refusal.field, refusal.message);
  return dashboardFigures(from as string, to as string);
});
