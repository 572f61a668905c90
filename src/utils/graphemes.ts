// Text as people see it: user-perceived characters (grapheme clusters). An emoji with joiners
// (👨‍👩‍👧), a flag (🇨🇳), a skin tone or a combining accent is one character, so a cut never
// leaves half of one behind.

// Code points that attach to the one before: joiners, variation selectors, skin tones, tags and
// combining marks. (Browsers without Intl.Segmenter — Firefox before 125 — use this.)
const EXTEND = /^(?:\u200d|[\ufe00-\ufe0f\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]|\p{M})$/u;
const REGIONAL_INDICATOR = /^[\u{1f1e6}-\u{1f1ff}]$/u;

type Segmenter = { segment(text: string): Iterable<{ segment: string }> };
type SegmenterConstructor = new (
  locale?: string,
  options?: { granularity: 'grapheme' },
) => Segmenter;

const NativeSegmenter = (Intl as unknown as { Segmenter?: SegmenterConstructor }).Segmenter;
// Made on first need: building one loads the engine's break rules, ~20 ms on a phone, and most
// text never needs it (below).
let native: Segmenter | null = null;

/**
 * Code points that are always a character of their own: tab and line feed (not CR, which joins a
 * following LF), printable ASCII, Latin, general punctuation, CJK symbols, kana and ideographs,
 * full-width forms. None joins the one before or after (no combining mark, joiner, selector,
 * surrogate, Hangul jamo or regional indicator), so text made only of these — nearly every Chinese
 * title and id — splits by code unit. Each range is checked against the engine's segmenter in the
 * tests.
 */
export const SINGLE_RANGES: readonly (readonly [number, number])[] = [
  [0x09, 0x0a],
  [0x20, 0x7e],
  [0xa0, 0x2ff],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x3000, 0x3029],
  [0x3030, 0x3098],
  [0x309b, 0x9fff],
  [0xff01, 0xff9d],
  [0xffe0, 0xffee],
];

const escaped = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`;
const SINGLES = new RegExp(
  `^[${SINGLE_RANGES.map(([from, to]) => `${escaped(from)}-${escaped(to)}`).join('')}]*$`,
);

/** The clusters of `text` by the rules above, for engines without Intl.Segmenter. */
export function approximateGraphemes(text: string): string[] {
  const clusters: string[] = [];
  let joinNext = false;
  for (const point of text) {
    const last = clusters.length - 1;
    const pairsFlag =
      REGIONAL_INDICATOR.test(point) &&
      last >= 0 &&
      REGIONAL_INDICATOR.test(clusters[last]) &&
      [...clusters[last]].length === 1;
    if (last >= 0 && (joinNext || EXTEND.test(point) || pairsFlag)) clusters[last] += point;
    else clusters.push(point);
    joinNext = point === '\u200d';
  }
  return clusters;
}

export function graphemes(text: string): string[] {
  if (SINGLES.test(text)) return text.split('');
  if (!NativeSegmenter) return approximateGraphemes(text);
  native ??= new NativeSegmenter('zh', { granularity: 'grapheme' });
  return Array.from(native.segment(text), (s) => s.segment);
}

/** `text` cut to at most `max` characters, with `…` (counted) when it was longer. */
export function truncate(text: string, max: number): string {
  const clusters = graphemes(text);
  if (clusters.length <= max) return text;
  return `${clusters.slice(0, Math.max(0, max - 1)).join('')}…`;
}
