// The drawing viewer's zoom steps and swipe rule, pure so they are tested on their own.

/** Zoom levels the viewer steps through (1 = the drawing fitted to the viewer's width). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

/** The next zoom level in a direction (+1 in, -1 out), staying at the ends. */
export function nextZoom(current: number, direction: 1 | -1): number {
  const steps = ZOOM_STEPS as readonly number[];
  const at = steps.findIndex((z) => z >= current);
  const index = at < 0 ? steps.length - 1 : at;
  // A level between two steps goes to the nearer step in the asked direction.
  const from = steps[index] === current ? index : direction > 0 ? index - 1 : index;
  return steps[Math.min(steps.length - 1, Math.max(0, from + direction))];
}

/** Least sideways travel (px) that counts as a swipe. */
export const SWIPE_MIN = 50;

/**
 * The figure a finger's travel asks for: a swipe left is the next (+1), right the previous (-1),
 * a short or mostly vertical travel (a scroll) none (0).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
