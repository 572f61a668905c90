import classNames from 'classnames';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './index.less';

interface ScrollRegionProps {
  /** What the box holds, e.g. 质押融资登记表: read out when it takes focus. */
  label: string;
  children: ReactNode;
}

const ATTRIBUTES = ['tabindex', 'role', 'aria-label'];

/** Whether the box hides columns, and whether it is scrolled to its right end. */
interface Overflow {
  overflowing: boolean;
  atEnd: boolean;
}

/**
 * A table wider than a phone scrolls inside its own box, never the page (docs/architecture.md §6). While it
 * overflows, that box is a named region in the tab order, so the arrow keys scroll it, and it shows
 * that there is more: a hint above it and a shade along its right edge until it is scrolled to the
 * end (a phone shows no scroll bar until the box is touched). An antd table with `scroll.x` already
 * scrolls in its `.ant-table-content` (where its fixed columns stick), so that box is the one
 * marked, as is DataTable's own box (`data-scroll-box`); anything else scrolls in this wrapper.
 */
export default function ScrollRegion({ label, children }: ScrollRegionProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ overflowing: false, atEnd: false });

  useEffect(() => {
    const root = wrapper.current;
    const fallback = frame.current;
    if (!root || !fallback) return undefined;
    let box: HTMLElement | undefined;
    let resize: ResizeObserver | undefined;
    const measure = () => {
      if (!box) return;
      const overflowing = box.scrollWidth > box.clientWidth + 1;
      const atEnd = box.scrollLeft + box.clientWidth >= box.scrollWidth - 1;
      // The shade covers the scrolling box only, not what the table puts beneath it (a pager).
      const top = box.getBoundingClientRect().top - fallback.getBoundingClientRect().top;
      fallback.style.setProperty('--scroll-shade-top', `${top}px`);
      fallback.style.setProperty('--scroll-shade-height', `${box.clientHeight}px`);
      setOverflow((previous) =>
        previous.overflowing === overflowing && previous.atEnd === atEnd
          ? previous
          : { overflowing, atEnd },
      );
    };
    const sync = () => {
      // The box that scrolls: the table's own when it does (a table with `scroll.x`), else this
      // wrapper (an antd table without it lays out wider than its column instead).
      const inner = fallback.querySelector<HTMLElement>('.ant-table-content, [data-scroll-box]');
      const overflows = (element: HTMLElement) => element.scrollWidth > element.clientWidth + 1;
      const next = inner && (overflows(inner) || !overflows(fallback)) ? inner : fallback;
      if (next !== box) {
        ATTRIBUTES.forEach((name) => box?.removeAttribute(name));
        box?.removeEventListener('scroll', measure);
        box = next;
        box.addEventListener('scroll', measure, { passive: true });
        resize?.disconnect();
        resize?.observe(box);
      }
      if (box.scrollWidth > box.clientWidth + 1) {
        box.setAttribute('tabindex', '0');
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', label);
      } else ATTRIBUTES.forEach((name) => box!.removeAttribute(name));
      measure();
    };
    // A phone turned sideways, or the page's column changing, can make it fit or overflow.
    if (typeof ResizeObserver === 'function') resize = new ResizeObserver(sync);
    // The table's box appears and its rows change after this renders (loading, paging).
    const mutations = new MutationObserver(sync);
    mutations.observe(fallback, { childList: true, subtree: true });
    sync();
    return () => {
      mutations.disconnect();
      resize?.disconnect();
      box?.removeEventListener('scroll', measure);
    };
  }, [label]);

  return (
    <div ref={wrapper} className={styles.region}>
      {overflow.overflowing && (
        // The region's name and role already tell a screen reader it scrolls.
        <p className={styles.hint} aria-hidden>
          左右滑动查看
        </p>
      )}
      <div
        ref={frame}
        className={classNames(
          styles.frame,
          overflow.overflowing && !overflow.atEnd && styles.moreRight,
        )}
      >
        {children}
      </div>
    </div>
  );
}
