// Mock session and account-settings routes (no service prefix). Skipped when IPR_UPSTREAM_AUTH names a real upstream.
// Demo accounts: demo / Demo@2026 and admin / Admin@2026 (see mock/_lib/users.ts).

import { SERVICES } from '../src/contract/vocabulary';
import type { Handler } from './_lib/envelope';
// The mock keeps what users did: in the service's database, in memory in `max dev` (store.ts).
import './_lib/store';
import {
  getCurrent,
  getSmsCode,
  login,
  logout,
  logoutEverywhere,
  registerOrLogin,
} from './_lib/handlers/auth';
import {
  avatarFile,
  changeMobile,
  changePassword,
  removeAvatar,
  updateProfile,
  uploadAvatar,
} from './_lib/handlers/profile';
import {
  disableAccount,
  enableAccount,
  findAccounts,
  getAccountDetail,
  grantAdmin,
  revokeAdmin,
} from './_lib/handlers/admin-users';
import {
  approveVerification,
  findVerifications,
  getVerification,
  getVerificationLicence,
  rejectVerification,
  submitVerification,
} from './_lib/handlers/verification';

export const routes: Record<string, Handler> = {
  'POST /api/login': login,
  'GET /api/getCurrent': getCurrent,
  'GET /api/logout': logout,
  'POST /api/logoutAll': logoutEverywhere,
  'GET /api/getSmsCode': getSmsCode,
  'POST /api/registerOrLogin': registerOrLogin,
  // The signed-in user's settings (/account/settings).
  'POST /api/updateProfile': updateProfile,
  'POST /api/uploadAvatar': uploadAvatar,
  'POST /api/removeAvatar': removeAvatar,
  'GET /api/avatar': avatarFile,
  'POST /api/changePassword': changePassword,
  'POST /api/changeMobile': changeMobile,
  // 企业认证 (/account/settings?tab=verification) and its review (/admin/verifications).
  'GET /api/verification': getVerification,
  'POST /api/verification/submit': submitVerification,
  'GET /api/verification/licence': getVerificationLicence,
  'GET /api/admin/verification/find': findVerifications,
  'POST /api/admin/verification/approve': approveVerification,
  'POST /api/admin/verification/reject': rejectVerification,
  // 用户管理 (/admin/users).
  'GET /api/admin/user/find': findAccounts,
  'GET /api/admin/user/detail': getAccountDetail,
  'POST /api/admin/user/disable': disableAccount,
  'POST /api/admin/user/enable': enableAccount,
  'POST /api/admin/user/grantAdmin': grantAdmin,
  'POST /api/admin/user/revokeAdmin': revokeAdmin,
};

export default process.env[SERVICES.auth.env]?.trim() ? {} : routes;
