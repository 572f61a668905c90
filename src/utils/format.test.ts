import { formatCount, quotedId, shortId } from './format';

describe('formatCount', () => {
  it('groups thousands with commas and rounds to whole items', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(150000)).toBe('150,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(12.6)).toBe('13');
    expect(formatCount(999999.5)).toBe('1,000,000');
  });

  it('keeps the sign of negative figures and marks what is not a number', () => {
    expect(formatCount(-1234)).toBe('-1,234');
    expect(formatCount(Number.NaN)).toBe('—');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('reads the same as the browser’s own grouping', () => {
    for (const value of [7, 42, 1_000, 98_765, 1_000_001, 123_456_789]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});

describe('shortId and quotedId', () => {
  it('keep an id whole up to the limit and cut a longer one, counting emoji as one character', () => {
    expect(quotedId('txn-0451')).toBe('“txn-0451”');
    expect(quotedId('x'.repeat(3000))).toBe(`“${'x'.repeat(40)}…”`);
    expect(shortId('😀'.repeat(12), 10)).toBe(`${'😀'.repeat(10)}…`);
    expect(shortId('😀'.repeat(10), 10)).toBe('😀'.repeat(10));
  });
});
