// Mock session and account-settings routes (no service prefix). Skipped when IPR_UPSTREAM_AUTH names a real upstream.
// Demo accounts: demo / Demo@2026 and admin / Admin@2026 (see mock/_lib/users.ts).

import { SERVICES } from '../src/contract/vocabulary';
import type { Handler } from './_lib/envelope';
// The mock service keeps what users did across restarts (a no-op in `max dev` and the tests).
import './_lib/store';
import { getCurrent, getSmsCode, login, logout, registerOrLogin } from './_lib/handlers/auth';
import {
  avatarFile,
  changeMobile,
  changePassword,
  removeAvatar,
  updateProfile,
  uploadAvatar,
} from './_lib/handlers/profile';

export const routes: Record<string, Handler> = {
  'POST /api/login': login,
  'GET /api/getCurrent': getCurrent,
  'GET /api/logout': logout,
  'GET /api/getSmsCode': getSmsCode,
  'POST /api/registerOrLogin': registerOrLogin,
  // The signed-in user's settings (/account/settings).
  'POST /api/updateProfile': updateProfile,
  'POST /api/uploadAvatar': uploadAvatar,
  'POST /api/removeAvatar': removeAvatar,
  'GET /api/avatar': avatarFile,
  'POST /api/changePassword': changePassword,
  'POST /api/changeMobile': changeMobile,
};

export default process.env[SERVICES.auth.env]?.trim() ? {} : routes;
