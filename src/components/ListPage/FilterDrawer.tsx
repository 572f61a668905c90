import { CloseOutlined, FilterOutlined } from '@ant-design/icons';
import classNames from 'classnames';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import useMediaQuery, { PHONE_QUERY } from '../../hooks/useMediaQuery';
import styles from './FilterDrawer.less';

/** Below this width (docs/architecture.md §6) a list's filters fold into the drawer, under the results' way. */

const FOCUSABLE =
  'button:not(:disabled), select:not(:disabled), input:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

interface FilterDrawerProps {
  /** How many filters are set: shown on the button, so a folded filter is never a hidden one. */
  count: number;
  /** Clears the filters the drawer holds (not the keyword or the sort). */
  onClear: () => void;
  /** The desktop's filter bar class: the controls (and `extra`) render in it exactly as before. */
  className?: string;
  /** The phone bar's class (beside the 筛选 button), when the page needs other spacing. */
  barClassName?: string;
  /** Kept in sight beside the button on phones, e.g. the sort or 保存筛选; after the filters on a desktop. */
  extra?: ReactNode;
  /** The filter controls; as a function it learns whether they are in the drawer. */
  children: ReactNode | ((inDrawer: boolean) => ReactNode);
}

/** The phone's 筛选 button, and the sheet it opens. */
function PhoneFilters({
  count,
  onClear,
  barClassName,
  extra,
  children,
}: Omit<FilterDrawerProps, 'children' | 'className'> & { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // showModal makes the page behind inert and gives Escape; an older browser shows it plainly.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', 'plain');
      element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      opener.current?.focus();
    }
  }, [open]);

  // Escape (the dialog's cancel) and any other way the browser closes it bring the state along.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const onClose = () => {
      setOpen(false);
      opener.current?.focus();
    };
    element.addEventListener('close', onClose);
    return () => element.removeEventListener('close', onClose);
  }, []);

  const label = count > 0 ? `筛选，已选 ${count} 项` : '筛选';
  return (
    <>
      <div className={classNames(styles.bar, barClassName)}>
        <button
          ref={opener}
          type="button"
          className={classNames(styles.opener, count > 0 && styles.active)}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <FilterOutlined aria-hidden />
          筛选{count > 0 && ` (${count})`}
        </button>
        {extra}
      </div>
      {/* A click on the dialog itself is on its backdrop: the sheet fills the dialog's box. */}
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-labelledby={titleId}
        aria-modal="true"
        onClick={(event) => event.target === event.currentTarget && close()}
        onKeyDown={(event) => {
          // Without showModal (older browsers) Escape is ours to handle.
          if (event.key === 'Escape' && typeof dialog.current?.showModal !== 'function') close();
        }}
      >
        <div className={styles.sheet}>
          <div className={styles.head}>
            <h2 id={titleId}>筛选</h2>
            <button type="button" className={styles.close} aria-label="关闭筛选" onClick={close}>
              <CloseOutlined aria-hidden />
            </button>
          </div>
          <div className={styles.content}>{children}</div>
          <div className={styles.foot}>
            <button type="button" className={styles.clear} disabled={count === 0} onClick={onClear}>
              清除
            </button>
            <button type="button" className={styles.done} onClick={close}>
              查看结果
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}

/**
 * A list page's filters: inline on a desktop; on a phone the results come first and the filters
 * wait behind 「筛选 (n)」 in a bottom sheet. The sheet is a native modal `<dialog>` — focus kept
 * inside, Escape closes it, the page behind is inert — a fraction of antd Drawer's weight on the
 * public pages. The controls are the same ones, so every change still goes to the URL at once.
 */
export default function FilterDrawer({
  count,
  onClear,
  className,
  barClassName,
  extra,
  children,
}: FilterDrawerProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const controls = (inDrawer: boolean) =>
    typeof children === 'function' ? children(inDrawer) : children;

  if (!phone)
    return className ? (
      <div className={className}>
        {controls(false)}
        {extra}
      </div>
    ) : (
      <>
        {controls(false)}
        {extra}
      </>
    );
  return (
    <PhoneFilters count={count} onClear={onClear} barClassName={barClassName} extra={extra}>
      {controls(true)}
    </PhoneFilters>
  );
}
