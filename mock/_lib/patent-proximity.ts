// How far apart two words stand in one text: the distance of the proximity operators W/n (in
// order) and NEAR/n (either order). Pure, on the lower-case texts patent-match.ts searches.
//
// The distance is counted in characters of the text between the end of the first word and the start
// of the second: every character counts one — a Chinese character, a letter, a digit, a punctuation
// mark, a space, a line break. `电池散热` is 0 apart, `电池模组液冷散热` 4. The two occurrences may
// not overlap, so `电池 NEAR/3 电池` needs the word twice.

/** Where a word occurs: [start, end) in the text. */
export type Span = readonly [start: number, end: number];

/** What a word or phrase looks for (see patent-match.ts probeOf). */
export interface SpanProbe {
  needle: string;
  /** Latin words and numbers match whole words only. */
  wholeWord: boolean;
  /** Written with `*`: a whole-word match may go on (`batter*` → `battery`). */
  prefix: boolean;
}

/** At most this many occurrences of one word in one text are compared. */
const MAX_SPANS = 200;

const isWordChar = (ch: string | undefined) => ch !== undefined && /[a-z0-9]/.test(ch);

/** The occurrences of a probe in `text`, in order; a truncated Latin word spans its whole word. */
export function spansOf(text: string, probe: SpanProbe): Span[] {
  const { needle, wholeWord, prefix } = probe;
  const spans: Span[] = [];
  if (!needle) return spans;
  for (let from = 0; spans.length < MAX_SPANS;) {
    const at = text.indexOf(needle, from);
    if (at < 0) break;
    let end = at + needle.length;
    const ok = !wholeWord || (!isWordChar(text[at - 1]) && (prefix || !isWordChar(text[end])));
    if (ok) {
      if (wholeWord && prefix) while (isWordChar(text[end])) end += 1;
      spans.push([at, end]);
    }
    from = at + 1;
  }
  return spans;
}

/**
 * How many occurrences of the first word have the second within `distance` characters (after it
 * when `ordered`, on either side otherwise), at most `cap`.
 */
export function pairsWithin(
  first: readonly Span[],
  second: readonly Span[],
  distance: number,
  ordered: boolean,
  cap = 5,
): number {
  let count = 0;
  for (const [aStart, aEnd] of first) {
    const near = second.some(([bStart, bEnd]) => {
      const after = bStart - aEnd;
      if (after >= 0 && after <= distance) return true;
      const before = aStart - bEnd;
      return !ordered && before >= 0 && before <= distance;
    });
    if (near) {
      count += 1;
      if (count >= cap) break;
    }
  }
  return count;
}
