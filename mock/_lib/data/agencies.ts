// Patent agencies (专利代理机构): sizes, founding dates and patent totals are spread so that every
// bucket of AGENCY_FILTER_GROUPS has members when counted from the fixed TODAY.

import { addDays, randomDate, TODAY, yearsSince } from '../dates';
import type { Rng } from '../random';
import { FIELD_VALUES, MAIN_SERVICES } from './dicts';
import { address, brand, creditCode, landline, personName, randomPlace } from './names';

export const AGENCY_COUNT = 300;

export interface AgencyRecord extends API.ServiceAgency {
  /** Agents who sign the agency's filings (a roster, not all practising agents). */
  roster: string[];
}

type Tier = 'small' | 'medium' | 'large' | 'xl';

const TIER_RULES: Record<
  Tier,
  {
    agents: [number, number];
    founded: [string, string];
    total: [number, number];
    perAgentYear: [number, number];
  }
> = {
  small: {
    agents: [2, 9],
    founded: ['2011-03-01', '2026-06-30'],
    total: [60, 4900],
    perAgentYear: [25, 90],
  },
  medium: {
    agents: [10, 49],
    founded: ['2004-01-01', '2022-12-31'],
    total: [1500, 28000],
    perAgentYear: [15, 55],
  },
  large: {
    agents: [50, 180],
    founded: ['1993-01-01', '2014-12-31'],
    total: [9000, 60000],
    perAgentYear: [8, 30],
  },
  xl: {
    agents: [150, 420],
    founded: ['1985-01-01', '2006-12-31'],
    total: [30000, 150000],
    perAgentYear: [3, 12],
  },
};

const NAME_FORMS: readonly (readonly [suffix: string, legalForm: string])[] = [
  ['知识产权代理有限公司', '有限责任公司'],
  ['专利代理事务所（普通合伙）', '普通合伙'],
  ['专利商标代理有限公司', '有限责任公司'],
  ['知识产权代理事务所（特殊普通合伙）', '特殊普通合伙'],
  ['专利代理有限责任公司', '有限责任公司'],
];

function gradeFor(rng: Rng, tier: Tier): string {
  const weights =
    tier === 'small' ? [30, 42, 20, 8] : tier === 'medium' ? [45, 38, 13, 4] : [70, 25, 5, 0];
  return rng.weighted(['A', 'B', 'C', 'D'], weights);
}

export function buildAgencies(
  rng: Rng,
  usedBrands: Set<string>,
  usedCodes: Set<string>,
): AgencyRecord[] {
  const agencies: AgencyRecord[] = [];
  const serials = new Map<string, Set<number>>();
  for (let i = 0; i < AGENCY_COUNT; i += 1) {
    const tier = rng.weightedPairs<Tier>([
      ['small', 55],
      ['medium', 28],
      ['large', 12],
      ['xl', 5],
    ]);
    const rule = TIER_RULES[tier];
    const place = randomPlace(rng);
    const [suffix, legalForm] = rng.pick(NAME_FORMS);
    const enterpriseName = `${place.city.short}${brand(rng, usedBrands)}${suffix}`;
    const foundingDate = randomDate(rng, rule.founded[0], rule.founded[1]);
    const age = Math.max(0.3, yearsSince(foundingDate));
    const agentCount = rng.int(rule.agents[0], rule.agents[1]);
    const raw = agentCount * age * rng.int(rule.perAgentYear[0], rule.perAgentYear[1]);
    const patentTotal = Math.round(Math.max(rule.total[0], Math.min(rule.total[1], raw)));

    const used = serials.get(place.province.code) ?? new Set<number>();
    serials.set(place.province.code, used);
    let serial = rng.int(100, 999);
    while (used.has(serial)) serial = serial >= 999 ? 100 : serial + 1;
    used.add(serial);
    const agencyCode = `${place.province.code}${serial}`;

    const technicalFields = rng.sample(FIELD_VALUES, rng.int(2, tier === 'small' ? 3 : 5));
    const others = MAIN_SERVICES.map((e) => e[1]).filter((v) => v !== 'ZLDL');
    const mainServices = [
      'ZLDL',
      ...rng.sample(others, rng.int(tier === 'small' ? 1 : 3, tier === 'small' ? 3 : 6)),
    ];

    agencies.push({
      id: `agency-${String(i + 1).padStart(4, '0')}`,
      creditCode: creditCode(rng, place.district[0], 'enterprise', usedCodes),
      enterpriseName,
      agencyCode,
      foundingDate,
      legalForm,
      legalRepresentative: personName(rng),
      agentCount,
      technicalFields,
      mainServices,
      region: place.province.name,
      city: place.city.name,
      address: address(rng, place),
      contactPhone: landline(rng, place),
      email: `ip${agencyCode}@${rng.pick(['163.com', '126.com', 'qq.com', 'sina.com'])}`,
      patentTotal,
      inventionCount: 0,
      utilityCount: 0,
      designCount: 0,
      creditGrade: gradeFor(rng, tier),
      // Written by prose.ts once the type counts are known.
      intro: '',
      roster: Array.from({ length: Math.min(agentCount, 6) }, () => personName(rng)),
    });
  }
  return agencies;
}

/** Type counts split by the agency's sampled patents, smoothed toward a typical mix. */
export function finishAgency(agency: AgencyRecord, patents: API.Patent[]): void {
  const prior = { invention: 0.55, utility: 0.35, design: 0.1 };
  const n = patents.length;
  const share = (type: API.PatentType) =>
    (patents.filter((p) => p.type === type).length + prior[type] * 3) / (n + 3);
  agency.inventionCount = Math.round(agency.patentTotal * share('invention'));
  agency.utilityCount = Math.round(agency.patentTotal * share('utility'));
  agency.designCount = Math.max(
    0,
    agency.patentTotal - agency.inventionCount - agency.utilityCount,
  );
  agency.utilityCount = agency.patentTotal - agency.inventionCount - agency.designCount;
}

/** Years since founding, counted from the fixed TODAY. */
export function agencyAge(agency: API.ServiceAgency): number {
  return yearsSince(agency.foundingDate, TODAY);
}

/** Keeps founding dates off bucket edges (exactly 3.0 years etc.) so filters never hinge on rounding. */
export function nudgeOffEdges(agency: API.ServiceAgency): void {
  for (const edge of [3, 5, 10]) {
    if (Math.abs(agencyAge(agency) - edge) < 0.02)
      agency.foundingDate = addDays(agency.foundingDate, -15);
  }
}
