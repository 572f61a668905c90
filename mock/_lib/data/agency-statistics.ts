// Statistics of an agency's whole book. The data set holds only a handful of each agency's patents,
// while its profile carries the real size (patentTotal and the type counts), so the figures are
// spread over years and fields from the profile, with the sample only bending the shape.

import { TODAY, yearFraction } from '../dates';

const TYPES: API.PatentType[] = ['invention', 'utility', 'design'];
/** How far the sample patents bend the profile's shape (0 = not at all). */
const SAMPLE_WEIGHT = 0.2;

/**
 * Splits `total` by `weights` into whole numbers that add up to `total` (largest remainder;
 * ties go to the earlier index, so the result never depends on sort stability).
 */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (total <= 0 || weights.length === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (sum > 0 ? (total * w) / sum : total / weights.length));
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((s, c) => s + c, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    counts[index] += 1;
    left -= 1;
  }
  return counts;
}

const normalise = (weights: number[]) => {
  const sum = weights.reduce((s, w) => s + w, 0);
  return sum > 0 ? weights.map((w) => w / sum) : weights;
};

/** Blends the profile's shape with the sample's (both normalised) when the sample has anything. */
function blend(base: number[], sample: number[]): number[] {
  const s = normalise(sample);
  if (!s.some((w) => w > 0)) return normalise(base);
  return normalise(base).map((w, i) => (1 - SAMPLE_WEIGHT) * w + SAMPLE_WEIGHT * s[i]);
}

/**
 * Filings per year, founding year to the data year: a ramp-up over the first years times the
 * national growth of filings (steep until about 2021, flat since); partial first and last years.
 */
function byYear(agency: API.ServiceAgency, sample: API.Patent[], today: string) {
  const first = Number(agency.foundingDate.slice(0, 4));
  const last = Number(today.slice(0, 4));
  const years = Array.from({ length: Math.max(1, last - first + 1) }, (_, i) => first + i);
  const base = years.map((year, i) => {
    const ramp = 1 - Math.exp(-(i + 0.5) / 2.5);
    const market = Math.exp(0.09 * (Math.min(year, 2021) - 2000));
    let part = 1;
    if (year === first) part *= 1 - yearFraction(agency.foundingDate);
    if (year === last) part *= yearFraction(today);
    return ramp * market * Math.max(part, 0.05);
  });
  // The sample bends the curve gently: its years, smoothed over two years either side, scale a
  // year by 0.8 to 1.4, so one old sample patent cannot make a spike. Patents dated well before
  // the founding (moved between agencies by the seed) fall outside the years and do not count.
  const sampleYears = sample.map((p) => Number(p.applicationDate.slice(0, 4)));
  const density = years.map((year) =>
    sampleYears.reduce((s, y) => s + Math.max(0, 3 - Math.abs(y - year)) / 9, 0),
  );
  const mean = density.reduce((s, d) => s + d, 0) / years.length;
  const weights = base.map((w, i) =>
    mean > 0 ? w * (1 - SAMPLE_WEIGHT + SAMPLE_WEIGHT * Math.min(3, density[i] / mean)) : w,
  );
  const counts = apportion(agency.patentTotal, weights);
  return years.map((year, i) => ({ year, count: counts[i] }));
}

/** Filings per technical field: the agency's own fields (first named weighs most) and the sample's. */
function byField(agency: API.ServiceAgency, sample: API.Patent[]) {
  const fields = [...agency.technicalFields];
  for (const p of sample) if (p.field && !fields.includes(p.field)) fields.push(p.field);
  const base = fields.map((field) => {
    const rank = agency.technicalFields.indexOf(field);
    return rank < 0 ? 0 : 1 / (1 + 0.45 * rank);
  });
  const sampleCounts = fields.map((field) => sample.filter((p) => p.field === field).length);
  const counts = apportion(agency.patentTotal, blend(base, sampleCounts));
  return fields
    .map((field, i) => ({ field, count: counts[i] }))
    .filter((x) => x.count > 0)
    .sort((a, b) => b.count - a.count || a.field.localeCompare(b.field));
}

/** Pure: the same agency, sample and day give the same statistics. */
export function agencyStatistic(
  agency: API.ServiceAgency,
  sample: API.Patent[],
  today: string = TODAY,
): API.AgencyStatistic {
  const typeCounts: Record<API.PatentType, number> = {
    invention: agency.inventionCount,
    utility: agency.utilityCount,
    design: agency.designCount,
  };
  return {
    creditCode: agency.creditCode,
    byYear: byYear(agency, sample, today),
    byType: TYPES.map((type) => ({ type, count: typeCounts[type] })),
    byField: byField(agency, sample),
  };
}
