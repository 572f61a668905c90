import { VALUE_DIMENSIONS } from './valueWeights';

describe('published value weights', () => {
  it('has dimension weights 0.35 / 0.35 / 0.30 and indicator weights adding to 1', () => {
    expect(VALUE_DIMENSIONS.map((d) => [d.key, d.weight])).toEqual([
      ['legal', 0.35],
      ['technical', 0.35],
      ['economic', 0.3],
    ]);
    expect(VALUE_DIMENSIONS.reduce((s, d) => s + d.weight, 0)).toBeCloseTo(1, 10);
    for (const d of VALUE_DIMENSIONS) {
      expect(d.indicators.reduce((s, i) => s + i.weight, 0)).toBeCloseTo(1, 10);
      for (const i of d.indicators) expect(i.description.length).toBeGreaterThan(10);
    }
  });
});
