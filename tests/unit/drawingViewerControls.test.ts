import { nextZoom, swipeStep, ZOOM_STEPS } from '@/pages/gxq/patent/detail/viewerControls';

describe('the drawing viewer’s zoom', () => {
  it('steps in and out through its levels and stays at the ends', () => {
    expect(nextZoom(1, 1)).toBe(1.5);
    expect(nextZoom(1.5, 1)).toBe(2);
    expect(nextZoom(1, -1)).toBe(0.75);
    expect(nextZoom(ZOOM_STEPS[0], -1)).toBe(0.5);
    expect(nextZoom(4, 1)).toBe(4);
  });

  it('goes from a level between steps to the nearer step in the asked direction', () => {
    expect(nextZoom(1.2, 1)).toBe(1.5);
    expect(nextZoom(1.2, -1)).toBe(1);
    expect(nextZoom(9, -1)).toBe(3);
  });
});

describe('a swipe', () => {
  it('turns to the next drawing leftwards and the previous rightwards', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(90, -20)).toBe(-1);
  });

  it('is no swipe when short or mostly up and down (a scroll)', () => {
    expect(swipeStep(-30, 0)).toBe(0);
    expect(swipeStep(-80, 70)).toBe(0);
  });
});
