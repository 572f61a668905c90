import { useEffect, useRef, type ReactNode } from 'react';
import styles from './index.less';

interface ScrollRegionProps {
  /** What the box holds, e.g. 质押融资登记表: read out when it takes focus. */
  label: string;
  children: ReactNode;
}

const ATTRIBUTES = ['tabindex', 'role', 'aria-label'];

/**
 * A table wider than a phone scrolls inside its own box, never the page (DESIGN §6). While it
 * overflows, that box is a named region in the tab order, so the arrow keys scroll it. An antd
 * table with `scroll.x` already scrolls in its `.ant-table-content` (where its fixed columns stick),
 * so that box is the one marked, as is DataTable's own box (`data-scroll-box`); anything else
 * scrolls in this wrapper.
 */
export default function ScrollRegion({ label, children }: ScrollRegionProps) {
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = wrapper.current;
    if (!root) return undefined;
    let box: HTMLElement | undefined;
    let resize: ResizeObserver | undefined;
    const sync = () => {
      const next =
        root!.querySelector<HTMLElement>('.ant-table-content, [data-scroll-box]') ?? root!;
      if (next !== box) {
        ATTRIBUTES.forEach((name) => box?.removeAttribute(name));
        box = next;
        resize?.disconnect();
        resize?.observe(box);
      }
      if (box.scrollWidth > box.clientWidth + 1) {
        box.setAttribute('tabindex', '0');
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', label);
      } else ATTRIBUTES.forEach((name) => box!.removeAttribute(name));
    };
    // A phone turned sideways, or the page's column changing, can make it fit or overflow.
    if (typeof ResizeObserver === 'function') resize = new ResizeObserver(sync);
    // The table's box appears and its rows change after this renders (loading, paging).
    const mutations = new MutationObserver(sync);
    mutations.observe(root, { childList: true, subtree: true });
    sync();
    return () => {
      mutations.disconnect();
      resize?.disconnect();
    };
  }, [label]);

  return (
    <div ref={wrapper} className={styles.region}>
      {children}
    </div>
  );
}
