// The page-speed budgets of docs/performance.md §1, in terms of each frame's floor: a page is
// judged against the frame around a page with nothing of its own, measured in the same sitting,
// run beside run. This machine's speed drifts by several points within minutes; a page's distance
// from its floor drifts far less.

/** The portal's frame around a page of static text, and the shell's frame around its own 404. */
const FLOORS = {
  portal: '/gxq/legal/privacy',
  demo: '/account/nothing-here',
  admin: '/admin/nothing-here',
};

/**
 * Portal routes: a score within 5 points of the portal floor, TBT at most 1.5 × the floor's plus
 * 50 ms. Shell pages: TBT at most 1.3 × the shell floor's plus 50 ms. Both: CLS under 0.05, and
 * first-load JavaScript within the face's weight (as sent; weight.test.mjs checks the gzip copies).
 */
const BUDGETS = {
  portal: { scoreBelowFloor: 5, tbtFactor: 1.5, tbtSlackMs: 50, cls: 0.05, jsKb: 250 },
  shell: { scoreBelowFloor: undefined, tbtFactor: 1.3, tbtSlackMs: 50, cls: 0.05, jsKb: 450 },
};

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each figure's median over the runs, taken figure by figure. */
function medians(samples) {
  const row = {};
  for (const key of Object.keys(samples[0] ?? {})) row[key] = median(samples.map((s) => s[key]));
  if (row.score !== undefined) row.score = Math.round(row.score);
  return row;
}

/** The most TBT a page may have beside a floor of `floorTbtMs`. */
function tbtLimit(floorTbtMs, limits) {
  return limits.tbtFactor * floorTbtMs + limits.tbtSlackMs;
}

/** What a page's medians miss of its budget beside its floor's medians (empty when it meets it). */
function misses(row, floor, limits) {
  const out = [];
  if (limits.scoreBelowFloor !== undefined && row.score < floor.score - limits.scoreBelowFloor)
    out.push(`score ${row.score} < floor ${floor.score} − ${limits.scoreBelowFloor}`);
  const tbt = tbtLimit(floor.tbtMs, limits);
  if (row.tbtMs > tbt)
    out.push(
      `TBT ${Math.round(row.tbtMs)} ms > ${limits.tbtFactor} × ${Math.round(floor.tbtMs)} + ${limits.tbtSlackMs} = ${Math.round(tbt)}`,
    );
  if (!(row.cls < limits.cls)) out.push(`CLS ${row.cls.toFixed(3)} ≥ ${limits.cls}`);
  if (row.jsKb > limits.jsKb) out.push(`JS ${row.jsKb.toFixed(1)} KB > ${limits.jsKb}`);
  return out;
}

/** A page's figure over its floor's, as the table prints it (— when the floor's is 0). */
function ratio(value, floorValue) {
  return floorValue > 0 ? value / floorValue : undefined;
}

module.exports = { BUDGETS, FLOORS, median, medians, misses, ratio, tbtLimit };
