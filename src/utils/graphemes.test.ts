import { approximateGraphemes, graphemes, truncate } from './graphemes';

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
});
