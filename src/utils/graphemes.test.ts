import { approximateGraphemes, graphemes, SINGLE_RANGES, truncate } from './graphemes';

const FAMILY = '👨‍👩‍👧';
const FLAG = '🇨🇳';
const WAVE = '👋🏽';
// e and a combining acute accent: two code points, one character.
const ACCENT = 'e\u0301';

describe('graphemes', () => {
  it.each([
    ['the browser', graphemes],
    ['the fallback of engines without Intl.Segmenter', approximateGraphemes],
  ])(
    'counts a joined emoji, a flag, a skin tone and an accent as one character (%s)',
    (_, split) => {
      expect(split(`张${FAMILY}${FLAG}${WAVE}${ACCENT}x`)).toEqual([
        '张',
        FAMILY,
        FLAG,
        WAVE,
        ACCENT,
        'x',
      ]);
      expect(split(`${FLAG}${FLAG}`)).toEqual([FLAG, FLAG]);
    },
  );

  it('truncates without leaving half a character behind', () => {
    expect(truncate(`ab${FAMILY}${FAMILY}`, 3)).toBe(`ab…`);
    expect(truncate(`a${FAMILY}${FAMILY}c`, 3)).toBe(`a${FAMILY}…`);
    expect(truncate(`a${FAMILY}`, 2)).toBe(`a${FAMILY}`);
  });

  it('splits text without joining characters the same way the browser does, one per code unit', () => {
    // Every code point the quick path takes as a character of its own, in order and shuffled, so
    // each sits beside many others.
    // The ideographs by a stride (each one alike; the browser's segmenter is slow on 20,000).
    const points = SINGLE_RANGES.flatMap(([from, to]) => {
      const step = to - from > 1000 ? 13 : 1;
      const codes = Array.from(
        { length: Math.floor((to - from) / step) + 1 },
        (_, i) => from + i * step,
      );
      return [...codes, to].map((code) => String.fromCharCode(code));
    });
    const shuffled = [...points];
    for (let i = shuffled.length - 1, seed = 7; i > 0; i--) {
      seed = (seed * 48271) % 2147483647;
      const j = seed % (i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const segmenter = new Intl.Segmenter('zh', { granularity: 'grapheme' });
    for (const text of [points.join(''), shuffled.join(''), `标题\n${shuffled.join('\t')}`]) {
      const expected = Array.from(segmenter.segment(text), (s) => s.segment);
      expect(expected).toHaveLength(text.length);
      // Compared as one string: a diff of thousands of items is slow to print.
      expect(graphemes(text).join('|')).toBe(expected.join('|'));
    }
  });
});
