// Mock routes of the data service (/ipr-data-service). Skipped when IPR_UPSTREAM_DATA
// names a real upstream, so config/proxy.ts sends the prefix there instead.

import { SERVICES } from '../src/constants';
import type { Handler } from './_lib/envelope';
import {
  findAgencyStatistic,
  findEnterprisePatents,
  findExperts,
  findPatents,
  patentDetail,
} from './_lib/handlers/data';

const P = SERVICES.data.prefix;

export const routes: Record<string, Handler> = {
  [`GET ${P}/api/front/patent/findEnterpriseIndex`]: findEnterprisePatents,
  [`GET ${P}/api/front/patent/findIndex`]: findPatents,
  [`GET ${P}/api/front/patent/detail`]: patentDetail,
  [`GET ${P}/api/front/findExpert`]: findExperts,
  [`GET ${P}/api/agency/findAgencyStatisticData`]: findAgencyStatistic,
};

export default process.env[SERVICES.data.env]?.trim() ? {} : routes;
