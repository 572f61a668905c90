// npm run perf judges each page against its frame's floor measured beside it (docs/performance.md §1).
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { BUDGETS, FLOORS, medians, misses, ratio } = require('../perf/budget.cjs');

const run = (score: number, tbtMs: number, extra: Partial<Record<string, number>> = {}) => ({
  score,
  tbtMs,
  lcpMs: 3000,
  fcpMs: 2000,
  cls: 0,
  jsKb: 200,
  ...extra,
});

it('floors are the portal page of static text and the shell’s own 404', () => {
  expect(FLOORS).toEqual({
    portal: '/gxq/legal/privacy',
    demo: '/account/nothing-here',
    admin: '/admin/nothing-here',
  });
});

it('takes each figure’s median on its own', () => {
  expect(medians([run(90, 300), run(80, 100), run(85, 200)])).toMatchObject({
    score: 85,
    tbtMs: 200,
  });
  expect(medians([run(91, 100), run(88, 300)])).toMatchObject({ score: 90, tbtMs: 200 });
});

it('a portal route may score 5 below its floor and block 1.5 × its floor’s time plus 50 ms', () => {
  const floor = run(92, 100);
  expect(misses(run(87, 200), floor, BUDGETS.portal)).toEqual([]);
  expect(misses(run(86, 201), floor, BUDGETS.portal)).toEqual([
    'score 86 < floor 92 − 5',
    'TBT 201 ms > 1.5 × 100 + 50 = 200',
  ]);
});

it('a shell page may block 1.3 × its floor’s time plus 50 ms, whatever its score', () => {
  const floor = run(60, 600);
  expect(misses(run(40, 830), floor, BUDGETS.shell)).toEqual([]);
  expect(misses(run(40, 831), floor, BUDGETS.shell)).toEqual(['TBT 831 ms > 1.3 × 600 + 50 = 830']);
});

it('layout shift and script weight are judged on their own, not against the floor', () => {
  const floor = run(90, 100);
  expect(misses(run(90, 100, { cls: 0.05, jsKb: 250.1 }), floor, BUDGETS.portal)).toEqual([
    'CLS 0.050 ≥ 0.05',
    'JS 250.1 KB > 250',
  ]);
  expect(misses(run(60, 100, { jsKb: 449 }), run(60, 100), BUDGETS.shell)).toEqual([]);
});

it('a ratio to a floor of 0 is left undefined, not infinite', () => {
  expect(ratio(120, 80)).toBe(1.5);
  expect(ratio(50, 0)).toBeUndefined();
});
