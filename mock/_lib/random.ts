// Seeded pseudo-random numbers so the mock data set is identical on every machine and run.

/** The seed of the one data set the mock backend serves. */
export const DATA_SEED = 20261121;

/** mulberry32: a tiny, fast 32-bit generator with good enough spread for fake data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;

  constructor(seed: number = DATA_SEED) {
    this.next = mulberry32(seed);
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Number in [min, max) rounded to `digits` decimals. */
  decimal(min: number, max: number, digits = 2): number {
    const f = 10 ** digits;
    return Math.round((min + this.next() * (max - min)) * f) / f;
  }

  bool(probability = 0.5): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((s, w) => s + w, 0);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i += 1) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /** Picks from `[item, weight]` pairs. */
  weightedPairs<T>(pairs: readonly (readonly [T, number])[]): T {
    return this.weighted(
      pairs.map((p) => p[0]),
      pairs.map((p) => p[1]),
    );
  }

  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i += 1) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  /** Roughly normal integer around `mean` (sum of three uniforms), clamped to [min, max]. */
  around(mean: number, spread: number, min: number, max: number): number {
    const u = (this.next() + this.next() + this.next()) / 3 - 0.5;
    return Math.max(min, Math.min(max, Math.round(mean + u * 2 * spread)));
  }

  /** Digit string of the given length. */
  digits(length: number): string {
    let s = '';
    for (let i = 0; i < length; i += 1) s += String(this.int(0, 9));
    return s;
  }

  /**
   * Expands a template whose `{a|b|c}` groups are replaced by one alternative each,
   * e.g. `{高镍|单晶}三元正极材料`.
   */
  expand(template: string): string {
    return template.replace(/\{([^{}]*)\}/g, (_, body: string) => this.pick(body.split('|')));
  }
}
