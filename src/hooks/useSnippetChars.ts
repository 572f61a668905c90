import { Grid } from 'antd';

/**
 * How many characters of a text a card shows: `wide` from the md breakpoint up, `narrow` on a
 * phone, whose lines hold fewer characters. The text is cut in JS (src/utils/snippet) because the
 * CSS minifier breaks -webkit-line-clamp; each card's height clamp stays only as a guard.
 */
export default function useSnippetChars(wide: number, narrow: number): number {
  return Grid.useBreakpoint().md ? wide : narrow;
}
