import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import classNames from 'classnames';
import styles from './index.less';

interface LazyOnViewProps {
  children: ReactNode;
  /** Shown (and sized) until the box comes near the viewport, e.g. a skeleton of the final size. */
  fallback?: ReactNode;
  /** Height kept while waiting, so nothing below moves when the content arrives. */
  minHeight?: CSSProperties['minHeight'];
  /** How far outside the viewport loading starts (IntersectionObserver's rootMargin). */
  rootMargin?: string;
  className?: string;
  /**
   * Sections below a phone's first screen, in a flex column: laid out as that column's items, a
   * screen tall until they come (the footer stays below the fold meanwhile), and mounted once
   * their top reaches the viewport. Their requests and render then stay out of the first view's
   * start-up (docs/performance.md §4).
   */
  belowFold?: boolean;
}

/**
 * Renders its children only once its box comes near the viewport. Parts below the fold whose code
 * is heavy (charts, the loan estimator's form controls) then stay out of a page's first load; the
 * box keeps their size meanwhile. They mount as a transition, which React renders in slices rather
 * than one long task. Without IntersectionObserver (old browsers, jsdom) it renders at once.
 */
export default function LazyOnView({
  children,
  fallback = null,
  minHeight,
  belowFold = false,
  rootMargin = belowFold ? '0px' : '200px 0px',
  className,
}: LazyOnViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !box.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return (
    <div
      ref={box}
      className={classNames(
        belowFold && styles.belowFold,
        belowFold && !near && styles.waiting,
        className,
      )}
      style={minHeight === undefined ? undefined : { minHeight }}
    >
      {near ? children : fallback}
    </div>
  );
}
