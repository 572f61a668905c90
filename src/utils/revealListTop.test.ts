import { revealListTop } from './revealListTop';

/** An anchor whose top is `top` px from the window's top, recording where it was scrolled to. */
function anchorAt(top: number) {
  const anchor = document.createElement('span');
  anchor.getBoundingClientRect = () => ({ top }) as DOMRect;
  const scrolls: ScrollIntoViewOptions[] = [];
  anchor.scrollIntoView = (options) => scrolls.push(options as ScrollIntoViewOptions);
  return { anchor, scrolls };
}

describe('revealListTop', () => {
  it('brings a list top that has scrolled above the window back to the top', () => {
    const { anchor, scrolls } = anchorAt(-1200);
    revealListTop(anchor);
    expect(scrolls).toEqual([{ block: 'start' }]);
  });

  it('leaves the window where it is when the list top is in view', () => {
    for (const top of [0, 80, 600]) {
      const { anchor, scrolls } = anchorAt(top);
      revealListTop(anchor);
      expect(scrolls).toEqual([]);
    }
  });
});
