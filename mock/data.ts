// Mock routes of the data service (/ipr-data-service). Skipped when IPR_UPSTREAM_DATA
// names a real upstream, so config/proxy.ts sends the prefix there instead.

import { SERVICES } from '../src/contract/vocabulary';
import type { Handler } from './_lib/envelope';
import {
  findAgencyStatistic,
  findEnterprisePatents,
  findExperts,
  findPatents,
  patentDetail,
} from './_lib/handlers/data';
import { analysePatents } from './_lib/handlers/patent-analysis';
import {
  patentDocumentFile,
  patentDrawingFile,
  patentDrawings,
} from './_lib/handlers/patent-drawings';
import { searchPatents } from './_lib/handlers/patent-search';
import { findPatentValues, patentValueDetail } from './_lib/handlers/patent-value';

import { warmPatentStore } from './_lib/data/patent-store';

const P = SERVICES.data.prefix;

export const routes: Record<string, Handler> = {
  [`GET ${P}/api/front/patent/findEnterpriseIndex`]: findEnterprisePatents,
  [`GET ${P}/api/front/patent/findIndex`]: findPatents,
  [`GET ${P}/api/front/patent/detail`]: patentDetail,
  [`GET ${P}/api/front/patent/search`]: searchPatents,
  [`GET ${P}/api/front/patent/drawings`]: patentDrawings,
  [`GET ${P}/api/front/patent/drawing`]: patentDrawingFile,
  [`GET ${P}/api/front/patent/document`]: patentDocumentFile,
  [`GET ${P}/api/front/patent/analysis`]: analysePatents,
  [`GET ${P}/api/front/patent/value/find`]: findPatentValues,
  [`GET ${P}/api/front/patent/value/detail`]: patentValueDetail,
  [`GET ${P}/api/front/findExpert`]: findExperts,
  [`GET ${P}/api/agency/findAgencyStatisticData`]: findAgencyStatistic,
};

const upstream = process.env[SERVICES.data.env]?.trim();
if (!upstream) warmPatentStore();

export default upstream ? {} : routes;
