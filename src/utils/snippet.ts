import { graphemes } from './graphemes';

/** Where a text may be split into clauses: after these marks. */
const CLAUSE = /[^，。；！？,;!?]+[，。；！？,;!?]*/g;
const TRAILING_MARKS = /[，。；、：！？,.;:!?\s—-]+$/;

/** A needle without the leading `一种` patent titles carry, so `公开了一种X` still counts as X. */
const needleOf = (text: string) => text.trim().replace(/^一种/, '');

/**
 * A card's excerpt of a longer text: clauses that repeat what the card already shows (`avoid`:
 * title, number…) are left out, and a text longer than `maxChars` is cut and ends in `…`.
 * The result never exceeds `maxChars` characters (the card's CSS clamp is only a guard, since
 * Umi's CSS minifier breaks -webkit-line-clamp).
 */
export function snippet(
  text: string | null | undefined,
  maxChars: number,
  avoid: readonly (string | null | undefined)[] = [],
): string {
  const needles = avoid.map((a) => needleOf(a ?? '')).filter((a) => a.length >= 2);
  const clauses = (text ?? '').replace(/\s+/g, ' ').trim().match(CLAUSE) ?? [];
  const kept = clauses
    .filter((clause) => !needles.some((needle) => clause.includes(needle)))
    .join('')
    .trim();
  const chars = graphemes(kept);
  if (chars.length <= maxChars) return kept.replace(/[，；、：,;:]$/, '。');
  const cut = chars
    .slice(0, Math.max(0, maxChars - 1))
    .join('')
    .replace(TRAILING_MARKS, '');
  return `${cut}…`;
}
