// Mock routes of the navigation service (/ipr-nav-service). Skipped when IPR_UPSTREAM_NAV
// names a real upstream, so config/proxy.ts sends the prefix there instead.

import { SERVICES } from '../src/contract/vocabulary';
import type { Handler } from './_lib/envelope';
import { findNavReports, navReportDetail, navReportPdfFile } from './_lib/handlers/nav';

const P = SERVICES.nav.prefix;

export const routes: Record<string, Handler> = {
  [`GET ${P}/api/front/navReport/find`]: findNavReports,
  [`GET ${P}/api/front/navReport/detail`]: navReportDetail,
  [`GET ${P}/api/front/navReport/pdf/:id`]: navReportPdfFile,
};

export default process.env[SERVICES.nav.env]?.trim() ? {} : routes;
