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
const native = NativeSegmenter ? new NativeSegmenter('zh', { granularity: 'grapheme' }) : null;

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
  return native ? Array.from(native.segment(text), (s) => s.segment) : approximateGraphemes(text);
}

/** `text` cut to at most `max` characters, with `…` (counted) when it was longer. */
export function truncate(text: string, max: number): string {
  const clusters = graphemes(text);
  if (clusters.length <= max) return text;
  return `${clusters.slice(0, Math.max(0, max - 1)).join('')}…`;
}
