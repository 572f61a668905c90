// Patent value model after GB/T 42748-2023 (专利评估指引): computes the assessment that the
// value list and detail services return. Backend code: only the mock runs it. The dimensions,
// indicators and weights it applies are the published ones of src/contract/valueWeights.ts, which
// the value result page shows; this file adds how raw values become scores. Pure and
// deterministic: the same patent and `today` give the same assessment.
//
// Overall = Σ over dimensions D and indicators i of  score_i × w_i × W_D (weights: valueWeights).
//
// Each indicator maps its raw value to 0–100 with a monotone, saturating curve
//   saturate(x; s, f) = f + (100 − f) × (1 − e^(−x / s))
// (f: the score of x = 0, s: how fast it approaches 100), or a capped straight line.
//
// Rounding: indicator scores and contributions are rounded to 1 decimal; the overall score is the
// exact sum of the rounded contributions, so the contributions shown always add up to it.
//
// Invalid (失效) patents: legal status and remaining life score 0, and the overall score is capped
// at INVALID_SCORE_CAP (grade D): the exclusive right is gone, so neither citations nor past deals
// can make the patent itself worth much. When the cap applies, every contribution is scaled by the
// same factor (cap / uncapped total) so they still add up; `capped` and `uncappedScore` say so.

import { LEGAL_STATUS_LABELS } from '../../src/contract/vocabulary';
import { statutoryTerm, termYearsLeft } from '../../src/contract/patentTerm';
import { VALUE_DIMENSIONS } from '../../src/contract/valueWeights';
import { ipcSubclassOf } from './ipc';

export const VALUE_MODEL_VERSION = 'GB/T 42748-2023 · 门户评估模型 v1.0';

/** Highest overall score of an invalid patent. */
export const INVALID_SCORE_CAP = 40;

export const GRADE_THRESHOLDS = { A: 85, B: 70, C: 55 } as const;

/** A (≥ 85) | B (≥ 70) | C (≥ 55) | D. */
export function gradeOf(score: number): 'A' | 'B' | 'C' | 'D' {
  if (score >= GRADE_THRESHOLDS.A) return 'A';
  if (score >= GRADE_THRESHOLDS.B) return 'B';
  if (score >= GRADE_THRESHOLDS.C) return 'C';
  return 'D';
}

/** f + (100 − f)(1 − e^(−x/s)): 0 ↦ f, rising and saturating towards 100. */
export function saturate(x: number, scale: number, floor = 0): number {
  return floor + (100 - floor) * (1 - Math.exp(-Math.max(0, x) / scale));
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export { statutoryTerm };

/** Years of protection left at `today` (0 when invalid or expired), 1 decimal. */
export function remainingYears(patent: API.Patent, today: string): number {
  if (patent.legalStatus === 'invalid') return 0;
  return termYearsLeft(patent.type, patent.applicationDate, today);
}

/** 万元 a typical patent of each kind is worth at a score of 70 with all of its term left. */
export const REFERENCE_VALUE_BASE: Record<API.PatentType, number> = {
  invention: 400,
  utility: 120,
  design: 50,
};

/**
 * The platform's reference valuation of a patent, 万元 (0 when it is not in force): the kind's
 * base × (score / 70)² × the share of the statutory term still left, rounded to 1 万元. A score
 * counts more than linearly (the few best patents carry most of the value) and a right earns only
 * over the years it has left. An orientation for pledge financing, not an appraisal report.
 */
export function referenceValue(patent: API.Patent, score: number, today: string): number {
  if (patent.legalStatus !== 'valid') return 0;
  const lifeShare =
    remainingYears(patent, today) / statutoryTerm(patent.type, patent.applicationDate);
  const value = REFERENCE_VALUE_BASE[patent.type] * (score / 70) ** 2 * Math.min(1, lifeShare);
  return Math.max(0, Math.round(value));
}

/** Distinct IPC subclasses (H01M …); a design patent's Locarno classes count alike. */
export function ipcSubclassCount(codes: readonly string[]): number {
  return Math.max(1, new Set(codes.map(ipcSubclassOf).filter((s) => s !== null)).size);
}

type Assessable = API.Patent & { family?: API.FamilyMember[] };

interface RawIndicator {
  raw: number | string;
  display: string;
  score: number;
}

function legalStatusScore(p: API.Patent): number {
  if (p.legalStatus === 'valid') return 100;
  if (p.legalStatus === 'pending') return p.legalStatusDetail === '公开' ? 50 : 60;
  return 0;
}

function rawIndicators(p: Assessable, today: string): Record<string, RawIndicator> {
  const design = p.type === 'design';
  const term = statutoryTerm(p.type, p.applicationDate);
  const left = remainingYears(p, today);
  const offices = p.family?.length
    ? new Set(p.family.map((m) => m.office)).size
    : Math.max(1, p.familySize);
  const subclasses = ipcSubclassCount(p.ipcCodes?.length ? p.ipcCodes : [p.ipcMain]);
  const times = (n: number) => ({ raw: n, display: `${n} 次`, score: saturate(n, 1, 50) });
  return {
    legalStatus: {
      raw: p.legalStatus,
      display: `${LEGAL_STATUS_LABELS[p.legalStatus]}（${p.legalStatusDetail}）`,
      score: legalStatusScore(p),
    },
    remainingLife: {
      raw: left,
      display:
        p.legalStatus === 'invalid'
          ? `0 年（权利已终止，法定期限 ${term} 年）`
          : `剩余 ${left} 年（法定期限 ${term} 年）`,
      score: 100 * Math.min(1, left / (0.75 * term)),
    },
    claims: design
      ? { raw: 0, display: '不适用（外观设计）', score: 60 }
      : { raw: p.claimsCount, display: `${p.claimsCount} 项`, score: saturate(p.claimsCount, 6) },
    independentClaims: design
      ? { raw: 0, display: '不适用（外观设计）', score: 60 }
      : {
          raw: p.independentClaimsCount,
          display: `${p.independentClaimsCount} 项`,
          score: saturate(p.independentClaimsCount, 1.1),
        },
    citedBy: {
      raw: p.citedByCount,
      display: `${p.citedByCount} 次`,
      score: saturate(p.citedByCount, 4, 20),
    },
    citations: {
      raw: p.citesCount,
      display: `${p.citesCount} 篇`,
      score: saturate(p.citesCount, 5, 30),
    },
    ipcSpread: {
      raw: subclasses,
      display: `${subclasses} 个小类`,
      score: saturate(subclasses, 1.25),
    },
    familySize: {
      raw: p.familySize,
      display: `${p.familySize} 件`,
      score: saturate(p.familySize, 1.45),
    },
    familyCoverage: {
      raw: offices,
      display: `${offices} 个国家/地区`,
      score: saturate(offices - 1, 2, 50),
    },
    transfers: times(p.transferCount),
    licenses: times(p.licenseCount),
    pledges: times(p.pledgeCount),
  };
}

/** Scales contributions (in tenths) so they add up exactly to `target` tenths. */
function scaleTenths(tenths: number[], target: number): number[] {
  const total = tenths.reduce((s, t) => s + t, 0);
  if (total === 0) return tenths;
  const scaled = tenths.map((t) => Math.round((t * target) / total));
  const drift = target - scaled.reduce((s, t) => s + t, 0);
  if (drift !== 0) {
    const largest = scaled.indexOf(Math.max(...scaled));
    scaled[largest] += drift;
  }
  return scaled;
}

/** Assesses a patent; `today` (ISO date) fixes the remaining life, so results are reproducible. */
export function assessPatentValue(
  patent: Assessable,
  options: { today: string },
): API.ValueAssessment {
  const raw = rawIndicators(patent, options.today);
  const rows = VALUE_DIMENSIONS.flatMap((d) =>
    d.indicators.map((i) => {
      const r = raw[i.key];
      const score = round1(Math.min(100, Math.max(0, r.score)));
      return { d, i, r, score, tenths: Math.round(score * i.weight * d.weight * 10) };
    }),
  );
  const uncapped = rows.reduce((s, x) => s + x.tenths, 0);
  const capTenths = INVALID_SCORE_CAP * 10;
  const capped = patent.legalStatus === 'invalid' && uncapped > capTenths;
  const tenths = capped
    ? scaleTenths(
        rows.map((x) => x.tenths),
        capTenths,
      )
    : rows.map((x) => x.tenths);
  const score = tenths.reduce((s, t) => s + t, 0) / 10;

  const dimensions: API.ValueDimension[] = VALUE_DIMENSIONS.map((d) => {
    const indicators: API.ValueIndicator[] = [];
    let dimScore = 0;
    rows.forEach((x, k) => {
      if (x.d !== d) return;
      dimScore += x.score * x.i.weight;
      indicators.push({
        key: x.i.key,
        label: x.i.label,
        dimension: d.key,
        raw: x.r.raw,
        display: x.r.display,
        score: x.score,
        weight: x.i.weight,
        contribution: tenths[k] / 10,
      });
    });
    return { key: d.key, label: d.label, score: round1(dimScore), weight: d.weight, indicators };
  });

  return {
    patentId: patent.id,
    score,
    grade: gradeOf(score),
    dimensions,
    modelVersion: VALUE_MODEL_VERSION,
    ...(capped
      ? {
          capped: true,
          uncappedScore: uncapped / 10,
          note: `该专利已失效，总分按规则封顶为 ${INVALID_SCORE_CAP} 分（各项贡献按同一比例折算）。`,
        }
      : {}),
  };
}
