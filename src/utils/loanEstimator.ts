// Indicative IP pledge loan estimate for the finance home page. Pure: no I/O, no clock.
// Rules follow docs/domain.md §5 (IP pledge financing): loan-to-value caps by asset kind,
// a minimum remaining patent term, only valid rights, and the usual product bounds of ¥50万–3000万.
// The result is an orientation for the visitor, never an offer: institutions decide case by case.

/** What is pledged: an invention patent, a utility model, a design patent or a registered trademark. */
export type LoanAssetKind = 'invention' | 'utility' | 'design' | 'trademark';

export interface LoanEstimateInput {
  kind: LoanAssetKind;
  /** Appraised value of the pledged right, 万元. */
  appraisedValue: number;
  /** Years left until the right expires (for trademarks: until the registration must be renewed). */
  remainingYears: number;
  /** Legal status when known; only valid (有效) rights can be pledged. */
  legalStatus?: API.LegalStatus;
}

export interface LoanEstimate {
  /** False when any rule excludes the pledge or the input is unusable; min and max are then 0. */
  eligible: boolean;
  /** Why the pledge is not eligible, and any adjustment made to the range (Chinese, in rule order). */
  reasons: string[];
  /** Loan-to-value cap applied, 0–1 (0 for designs and unknown kinds). */
  ratio: number;
  /** Lower end of the indicative loan amount, 万元. */
  min: number;
  /** Upper end of the indicative loan amount, 万元. */
  max: number;
  /** One sentence that explains the figure, ending with the disclaimer. */
  note: string;
}

export const LOAN_ASSET_LABELS: Record<LoanAssetKind, string> = {
  invention: '发明专利',
  utility: '实用新型专利',
  design: '外观设计专利',
  trademark: '注册商标',
};

/**
 * Loan-to-value caps. Designs get 0: lenders rarely accept a design patent as the only collateral,
 * so the estimator tells the visitor to combine it with an invention patent or a trademark.
 */
export const LOAN_TO_VALUE: Record<LoanAssetKind, number> = {
  invention: 0.25,
  utility: 0.15,
  design: 0,
  trademark: 0.3,
};

/** Minimum remaining term in years; kinds without an entry have no such rule. */
export const MIN_REMAINING_YEARS: Partial<Record<LoanAssetKind, number>> = {
  invention: 8,
  utility: 4,
};

/**
 * Longest possible remaining term, used to reject absurd input: inventions 20 years,
 * utility models 10, designs 15 (applications from 2021-06-01), trademark registrations 10 (renewable).
 */
export const MAX_TERM_YEARS: Record<LoanAssetKind, number> = {
  invention: 20,
  utility: 10,
  design: 15,
  trademark: 10,
};

/** The indicative range spans these shares of the cap: lenders seldom lend the full cap. */
export const INDICATIVE_RANGE = { low: 0.6, high: 1 } as const;

/** Typical product bounds, 万元 (¥0.5–30 million). */
export const PRODUCT_AMOUNT_MIN = 50;
export const PRODUCT_AMOUNT_MAX = 3000;

/** Largest appraised value accepted as plausible input, 万元 (¥10 billion). */
export const MAX_APPRAISED_VALUE = 1_000_000;

export const LOAN_DISCLAIMER = '测算结果仅供参考，实际额度以金融机构评估和审批为准。';

/** The rules in plain words, for the page to list beside the estimator. */
export const LOAN_RULE_TEXTS: readonly string[] = [
  `质押率上限：发明专利${LOAN_TO_VALUE.invention * 100}%，实用新型${LOAN_TO_VALUE.utility * 100}%，注册商标${LOAN_TO_VALUE.trademark * 100}%（按评估价值计）。`,
  '外观设计专利一般不单独作为质押物，建议与发明专利或商标组合质押。',
  `剩余保护期：发明专利不少于${MIN_REMAINING_YEARS.invention}年，实用新型不少于${MIN_REMAINING_YEARS.utility}年。`,
  '仅有效（已授权且维持中）的知识产权可以办理质押，审中或失效的专利不能质押。',
  `参考额度为质押率上限的${INDICATIVE_RANGE.low * 100}%-${INDICATIVE_RANGE.high * 100}%，常见产品额度为${PRODUCT_AMOUNT_MIN}万-${PRODUCT_AMOUNT_MAX}万元。`,
];

/**
 * Rounds an amount down to a step that suits its size (1万 below 100万, 5万 below 1000万,
 * 10万 above), so the page never shows false precision nor more than the cap.
 */
export function roundLoanAmount(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const step = value < 100 ? 1 : value < 1000 ? 5 : 10;
  return Math.floor(value / step + 1e-9) * step;
}

function formatWan(value: number): string {
  return `${Number(value.toFixed(2))}万元`;
}

function isKind(value: unknown): value is LoanAssetKind {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LOAN_TO_VALUE, value);
}

/** Reasons the input itself is unusable (empty when it is fine). */
function inputReasons(input: LoanEstimateInput): string[] {
  const reasons: string[] = [];
  const { appraisedValue, remainingYears } = input;
  if (typeof appraisedValue !== 'number' || Number.isNaN(appraisedValue))
    reasons.push('请输入评估价值（万元）');
  else if (!Number.isFinite(appraisedValue) || appraisedValue > MAX_APPRAISED_VALUE)
    reasons.push(`评估价值超出合理范围，应不超过${MAX_APPRAISED_VALUE}万元`);
  else if (appraisedValue <= 0) reasons.push('评估价值必须大于0');

  if (typeof remainingYears !== 'number' || Number.isNaN(remainingYears))
    reasons.push('请输入剩余保护期（年）');
  else if (remainingYears < 0) reasons.push('剩余保护期不能为负数');
  else if (isKind(input.kind) && remainingYears > MAX_TERM_YEARS[input.kind]) {
    const label = LOAN_ASSET_LABELS[input.kind];
    reasons.push(
      input.kind === 'trademark'
        ? `${label}有效期为${MAX_TERM_YEARS.trademark}年（可续展），剩余有效期不能超过${MAX_TERM_YEARS.trademark}年`
        : `${label}保护期为${MAX_TERM_YEARS[input.kind]}年，剩余保护期不能超过${MAX_TERM_YEARS[input.kind]}年`,
    );
  }
  if (
    input.legalStatus !== undefined &&
    !['pending', 'valid', 'invalid'].includes(input.legalStatus as string)
  )
    reasons.push('法律状态不正确');
  return reasons;
}

/** Reasons a well-formed pledge is excluded by the lending rules (kind, legal status, term left). */
export function ruleReasons(input: Omit<LoanEstimateInput, 'appraisedValue'>): string[] {
  const reasons: string[] = [];
  const { kind, remainingYears, legalStatus } = input;
  const label = LOAN_ASSET_LABELS[kind];
  if (kind === 'design')
    reasons.push('外观设计专利一般不单独作为质押物，建议与发明专利或商标组合质押');
  if (legalStatus === 'pending') reasons.push(`${label}尚在审查中，授权后方可办理质押`);
  else if (legalStatus === 'invalid') reasons.push(`${label}已失效，不能办理质押`);
  const minYears = MIN_REMAINING_YEARS[kind];
  if (minYears !== undefined && remainingYears < minYears)
    reasons.push(
      `${label}剩余保护期应不少于${minYears}年，当前约${Number(remainingYears.toFixed(1))}年`,
    );
  if (kind === 'trademark' && remainingYears === 0)
    reasons.push('注册商标有效期已届满，须先办理续展');
  return reasons;
}

/**
 * Estimates the loan a pledge of one IP right can back: cap = appraised value × loan-to-value,
 * indicative range = 60–100 % of the cap, each end rounded down (see roundLoanAmount) and then
 * held within the typical product bounds (¥50万–3000万) with a reason whenever a bound applies.
 * A cap below ¥50万 makes the pledge ineligible. Amounts are 万元.
 */
export function estimateLoan(input: LoanEstimateInput): LoanEstimate {
  const kindOk = isKind(input?.kind);
  const ratio = kindOk ? LOAN_TO_VALUE[input.kind] : 0;
  const refuse = (reasons: string[]): LoanEstimate => ({
    eligible: false,
    reasons,
    ratio,
    min: 0,
    max: 0,
    note: `按现有条件暂无法测算可贷额度。${LOAN_DISCLAIMER}`,
  });

  if (!input || typeof input !== 'object') return refuse(['请填写测算信息']);
  const problems = [...(kindOk ? [] : ['请选择正确的质押物类型']), ...inputReasons(input)];
  if (problems.length) return refuse(problems);
  const excluded = ruleReasons(input);
  if (excluded.length) return refuse(excluded);

  const label = LOAN_ASSET_LABELS[input.kind];
  const cap = input.appraisedValue * ratio;
  const reasons: string[] = [];
  let max = roundLoanAmount(cap * INDICATIVE_RANGE.high);
  let min = roundLoanAmount(cap * INDICATIVE_RANGE.low);
  if (max < PRODUCT_AMOUNT_MIN) {
    return refuse([
      `按质押率测算的最高额度约${formatWan(cap)}，低于常见产品起贷额${PRODUCT_AMOUNT_MIN}万元，可考虑组合质押或科技信用贷`,
    ]);
  }
  if (max > PRODUCT_AMOUNT_MAX) {
    max = PRODUCT_AMOUNT_MAX;
    reasons.push(
      `测算额度超过常见产品上限${PRODUCT_AMOUNT_MAX}万元，已按${PRODUCT_AMOUNT_MAX}万元计，更高额度需与金融机构单独协商`,
    );
  }
  if (min > PRODUCT_AMOUNT_MAX) min = PRODUCT_AMOUNT_MAX;
  if (min < PRODUCT_AMOUNT_MIN) {
    min = PRODUCT_AMOUNT_MIN;
    reasons.push(
      `参考区间下限低于常见产品起贷额${PRODUCT_AMOUNT_MIN}万元，已按${PRODUCT_AMOUNT_MIN}万元计`,
    );
  }
  const note =
    `${label}质押率上限${Math.round(ratio * 100)}%，评估价值${formatWan(input.appraisedValue)}对应最高可贷约${formatWan(cap)}，` +
    `参考额度${min === max ? formatWan(max) : `${min}万-${max}万元`}。${LOAN_DISCLAIMER}`;
  return { eligible: true, reasons, ratio, min, max, note };
}
