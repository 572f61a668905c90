// The legal life of a patent: publication, grant, term and lapse, consistent with type and age.

import { addDays, addMonths, daysBetween, minIso, TODAY } from '../dates';
import type { Rng } from '../random';

export interface PatentLife {
  legalStatus: API.LegalStatus;
  legalStatusDetail: string;
  /** Date of the A publication (inventions) or the grant announcement (utility, design). */
  firstPublication: string;
  grantDate?: string;
}

/** Term in years from the filing date (docs/domain.md §2). */
export function termYears(type: API.PatentType, applicationDate: string): number {
  if (type === 'invention') return 20;
  if (type === 'utility') return 10;
  return applicationDate >= '2021-06-01' ? 15 : 10;
}

/** Chance that a granted right lapsed for unpaid annual fees, rising with the years it has been kept. */
function lapses(rng: Rng, type: API.PatentType, yearsGranted: number): boolean {
  const perYear = type === 'invention' ? 0.045 : 0.1;
  return rng.bool(1 - (1 - perYear) ** Math.max(0, yearsGranted - 1));
}

export function patentLife(rng: Rng, type: API.PatentType, applicationDate: string): PatentLife {
  const ageDays = daysBetween(applicationDate, TODAY);
  const expiry = addDays(addMonths(applicationDate, termYears(type, applicationDate) * 12), -1);

  if (type !== 'invention') {
    // Utility models and designs are only examined formally and published on grant.
    const grantDate = minIso(
      addDays(
        applicationDate,
        rng.int(type === 'design' ? 90 : 120, type === 'design' ? 240 : 300),
      ),
      addDays(TODAY, -7),
    );
    const base = { firstPublication: grantDate, grantDate };
    if (expiry < TODAY) return { ...base, legalStatus: 'invalid', legalStatusDetail: '期限届满' };
    const yearsGranted = daysBetween(grantDate, TODAY) / 365.25;
    if (rng.bool(0.015))
      return {
        ...base,
        legalStatus: 'invalid',
        legalStatusDetail: rng.pick(['放弃专利权', '专利权全部无效']),
      };
    if (lapses(rng, type, yearsGranted))
      return { ...base, legalStatus: 'invalid', legalStatusDetail: '未缴年费终止' };
    return {
      ...base,
      legalStatus: 'valid',
      legalStatusDetail: yearsGranted < 1 ? '授权' : '专利权维持',
    };
  }

  const firstPublication = minIso(addDays(applicationDate, rng.int(150, 560)), addDays(TODAY, -14));
  const decisionDays = rng.int(700, 1500);
  if (ageDays < decisionDays) {
    const examining = daysBetween(firstPublication, TODAY) > 60 || rng.bool(0.4);
    return {
      legalStatus: 'pending',
      legalStatusDetail: examining ? '实质审查' : '公开',
      firstPublication,
    };
  }
  const outcome = rng.weightedPairs([
    ['grant', 66],
    ['withdrawn', 24],
    ['rejected', 10],
  ] as const);
  const decided = addDays(applicationDate, decisionDays);
  if (outcome === 'withdrawn')
    return { legalStatus: 'invalid', legalStatusDetail: '视为撤回', firstPublication };
  if (outcome === 'rejected')
    return { legalStatus: 'invalid', legalStatusDetail: '驳回', firstPublication };
  const grantDate = decided;
  const base = { firstPublication, grantDate };
  if (expiry < TODAY) return { ...base, legalStatus: 'invalid', legalStatusDetail: '期限届满' };
  const yearsGranted = daysBetween(grantDate, TODAY) / 365.25;
  if (rng.bool(0.01))
    return { ...base, legalStatus: 'invalid', legalStatusDetail: '专利权全部无效' };
  if (lapses(rng, type, yearsGranted))
    return { ...base, legalStatus: 'invalid', legalStatusDetail: '未缴年费终止' };
  return {
    ...base,
    legalStatus: 'valid',
    legalStatusDetail: yearsGranted < 1 ? '授权' : '专利权维持',
  };
}
