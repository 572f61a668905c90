// Mock session routes (no service prefix). Skipped when IPR_UPSTREAM_AUTH names a real upstream.
// Demo accounts: demo / Demo@2026 and admin / Admin@2026 (see mock/_lib/users.ts).

import { SERVICES } from '../src/constants';
import type { Handler } from './_lib/envelope';
import { getCurrent, getSmsCode, login, logout, registerOrLogin } from './_lib/handlers/auth';

export const routes: Record<string, Handler> = {
  'POST /api/login': login,
  'GET /api/getCurrent': getCurrent,
  'GET /api/logout': logout,
  'GET /api/getSmsCode': getSmsCode,
  'POST /api/registerOrLogin': registerOrLogin,
};

export default process.env[SERVICES.auth.env]?.trim() ? {} : routes;
