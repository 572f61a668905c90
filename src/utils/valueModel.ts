// Patent value model after GB/T 42748-2023 (专利评估指引): three dimensions, each a weighted
// sum of indicators scored 0–100. Pure and deterministic: the same patent and `today` give the
// same assessment, in the mock backend and on the value result page.
//
// Overall = Σ over dimensions D and indicators i of  score_i × w_i × W_D, where
//   W_legal = 0.35, W_technical = 0.35, W_economic = 0.30, and the w_i of a dimension add to 1.
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

import { LEGAL_STATUS_LABELS } from '../constants';

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

export interface IndicatorDefinition {
  key: string;
  label: string;
  weight: number;
  /** How the raw value is read and scored, in Chinese (shown on the result page). */
  description: string;
}

export interface DimensionDefinition {
  key: API.ValueDimensionKey;
  label: string;
  weight: number;
  description: string;
  indicators: IndicatorDefinition[];
}

const ind = (key: string, label: string, weight: number, description: string) => ({
  key,
  label,
  weight,
  description,
});

/** The method, for display: dimensions, weights and how each indicator is scored. */
export const VALUE_DIMENSIONS: readonly DimensionDefinition[] = [
  {
    key: 'legal',
    label: '法律价值',
    weight: 0.35,
    description: '专利权是否稳定、还能保护多久、保护范围多大。',
    indicators: [
      ind(
        'legalStatus',
        '法律状态',
        0.35,
        '有效 100 分；审中（实质审查）60 分、审中（公开）50 分；失效 0 分。',
      ),
      ind(
        'remainingLife',
        '剩余保护期',
        0.3,
        '自申请日起算的法定期限（发明 20 年、实用新型 10 年、外观设计 15 年，2021-06-01 前申请的外观设计 10 年）减去已过年限；剩余达法定期限的 75% 即满分，按比例线性计分，失效为 0。',
      ),
      ind(
        'claims',
        '权利要求数量',
        0.2,
        '权利要求越多，保护层次越丰富：100 ×（1 − e^(−项数/6)），10 项约 81 分、20 项约 96 分；外观设计不适用，计中性 60 分。',
      ),
      ind(
        'independentClaims',
        '独立权利要求数量',
        0.15,
        '独立权利要求覆盖的保护主题：100 ×（1 − e^(−项数/1.1)），1 项约 60 分、2 项约 84 分；外观设计计中性 60 分。',
      ),
    ],
  },
  {
    key: 'technical',
    label: '技术价值',
    weight: 0.35,
    description: '技术被后续创新引用的程度、技术基础与覆盖面。',
    indicators: [
      ind(
        'citedBy',
        '被引用次数',
        0.4,
        '前向引用反映技术影响力：20 + 80 ×（1 − e^(−次数/4)），未被引用 20 分、被引 4 次约 71 分。',
      ),
      ind(
        'citations',
        '引用文献数',
        0.15,
        '后向引用反映检索与审查的充分程度：30 + 70 ×（1 − e^(−篇数/5)）。',
      ),
      ind(
        'ipcSpread',
        'IPC 覆盖面',
        0.2,
        '涉及的 IPC 小类个数：100 ×（1 − e^(−个数/1.25)），1 个 55 分、2 个约 80 分。',
      ),
      ind(
        'familySize',
        '同族专利数量',
        0.25,
        '同族专利件数（含本件）：100 ×（1 − e^(−件数/1.45)），1 件约 50 分、3 件约 87 分。',
      ),
    ],
  },
  {
    key: 'economic',
    label: '经济价值',
    weight: 0.3,
    description: '市场布局范围与已经发生的运营交易。',
    indicators: [
      ind(
        'familyCoverage',
        '同族覆盖国家/地区',
        0.25,
        '同族专利覆盖的国家、地区或组织个数：50 + 50 ×（1 − e^(−(个数−1)/2)），仅中国 50 分。',
      ),
      ind(
        'transfers',
        '转让次数',
        0.3,
        '专利权转移登记次数：50 + 50 ×（1 − e^(−次数)），无转让 50 分、1 次约 82 分。',
      ),
      ind('licenses', '许可次数', 0.25, '实施许可合同备案次数，计分同转让次数。'),
      ind('pledges', '质押次数', 0.2, '专利权质押登记次数，计分同转让次数。'),
    ],
  },
];

/** f + (100 − f)(1 − e^(−x/s)): 0 ↦ f, rising and saturating towards 100. */
export function saturate(x: number, scale: number, floor = 0): number {
  return floor + (100 - floor) * (1 - Math.exp(-Math.max(0, x) / scale));
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const DAY_MS = 86_400_000;

/** Statutory term in years from the filing date. */
export function statutoryTerm(type: API.PatentType, applicationDate: string): number {
  if (type === 'invention') return 20;
  if (type === 'utility') return 10;
  return applicationDate >= '2021-06-01' ? 15 : 10;
}

/** Years of protection left at `today` (0 when invalid or expired), 1 decimal. */
export function remainingYears(patent: API.Patent, today: string): number {
  if (patent.legalStatus === 'invalid') return 0;
  const days =
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${patent.applicationDate}T00:00:00Z`)) / DAY_MS;
  const left = statutoryTerm(patent.type, patent.applicationDate) - days / 365.25;
  return Math.max(0, round1(left));
}

/** Distinct IPC subclasses (H01M …); a design patent's Locarno classes count alike. */
export function ipcSubclassCount(codes: readonly string[]): number {
  const set = new Set<string>();
  for (const code of codes) {
    const c = code.replace(/\s+/g, '').toUpperCase();
    if (/^[A-H]\d{2}[A-Z]/.test(c)) set.add(c.slice(0, 4));
    else if (/^\d{2}-\d{2}$/.test(c)) set.add(`LOC${c.slice(0, 2)}`);
  }
  return Math.max(1, set.size);
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
