// Whether one patent could back an IP pledge loan (docs/domain.md §5), for the
// patent passport. The lending rules and the loan estimate are the finance home's estimator
// (utils/loanEstimator); this adds what a patent record gives: its term left and its reference
// valuation. Pure: `today` is passed in.
import { estimateLoan, MIN_REMAINING_YEARS, ruleReasons, type LoanEstimate } from './loanEstimator';
import { termEndDate, termYearsLeft } from '../contract/patentTerm';

export interface PledgePatent {
  type: API.PatentType;
  legalStatus: API.LegalStatus;
  applicationDate: string;
  /** The value model's reference valuation, 万元; 0 or absent when there is none. */
  referenceValue?: number;
}

export interface PledgeCheck {
  /** The rules allow the pledge (status, kind, term left); the amount may still be too small. */
  ruleOk: boolean;
  /** Eligible with a loan estimate: the rules allow it and the valuation backs ≥ ¥50万. */
  eligible: boolean;
  /** Why not, in rule order (plain Chinese); empty when eligible. */
  reasons: string[];
  /** Years of the term left (0 when the patent has lapsed). */
  yearsLeft: number;
  /** Last day of the statutory term. */
  termEnd: string;
  /** The minimum term left the common rules ask of this kind (none for designs). */
  minYears?: number;
  /** The indicative loan, when there is a valuation to estimate from and the rules allow it. */
  estimate?: LoanEstimate;
}

export function checkPledge(patent: PledgePatent, today: string): PledgeCheck {
  const lapsed = patent.legalStatus === 'invalid';
  // A pending application's term already runs from its filing date.
  const yearsLeft = lapsed ? 0 : termYearsLeft(patent.type, patent.applicationDate, today);
  const base = {
    yearsLeft,
    termEnd: termEndDate(patent.type, patent.applicationDate),
    minYears: MIN_REMAINING_YEARS[patent.type],
  };
  const rules = ruleReasons({
    kind: patent.type,
    // A lapsed right is refused for its status; a term it no longer has is beside the point.
    remainingYears: lapsed ? Number.POSITIVE_INFINITY : yearsLeft,
    legalStatus: patent.legalStatus,
  });
  if (rules.length) return { ...base, ruleOk: false, eligible: false, reasons: rules };
  const value = patent.referenceValue ?? 0;
  if (!(value > 0))
    return {
      ...base,
      ruleOk: true,
      eligible: false,
      reasons: ['暂无该专利的参考估值，无法测算可贷额度；可委托资产评估机构评估后再测算'],
    };
  const estimate = estimateLoan({
    kind: patent.type,
    appraisedValue: value,
    remainingYears: yearsLeft,
    legalStatus: patent.legalStatus,
  });
  return {
    ...base,
    ruleOk: true,
    eligible: estimate.eligible,
    reasons: estimate.eligible ? [] : estimate.reasons,
    estimate,
  };
}
