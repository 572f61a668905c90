// Mock routes of the agency service (/ipr-agency-service): the service-agency list, detail and figures.
// The app's request layer unwraps this prefix, so callers receive the envelope's data.
// Skipped when IPR_UPSTREAM_AGENCY names a real upstream.

import { SERVICES } from '../src/contract/vocabulary';
import type { Handler } from './_lib/envelope';
import { agencyDetail, findAgencies } from './_lib/handlers/data';
import { agencyStatistics } from './_lib/handlers/stats';

const P = SERVICES.agency.prefix;

export const routes: Record<string, Handler> = {
  [`GET ${P}/api/agency/findAgencyIndex`]: findAgencies,
  [`GET ${P}/api/agency/detail`]: agencyDetail,
  [`GET ${P}/api/agency/statistics`]: agencyStatistics,
};

export default process.env[SERVICES.agency.env]?.trim() ? {} : routes;
