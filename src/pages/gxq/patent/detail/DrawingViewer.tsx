import {
  CloseOutlined,
  LeftOutlined,
  RightOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { drawingName, noSignsText } from './drawingText';
import styles from './DrawingViewer.less';
import { nextZoom, swipeStep, ZOOM_STEPS } from './viewerControls';

const FOCUSABLE = 'button:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

export interface DrawingViewerProps {
  figures: API.PatentDrawing[];
  kind?: API.PatentDrawings['kind'];
  /** The figure shown (0-based). */
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * One drawing at a time in a modal dialog: zoom in, out and back, previous and next (buttons,
 * ← →, a swipe), Escape or 关闭 to close; focus stays inside and goes back to what opened it.
 * Its reference signs are listed beside the image (under it on phones).
 */
export default function DrawingViewer({
  figures,
  kind,
  index,
  onIndex,
  onClose,
}: DrawingViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<{ width: number; height: number }>();
  const touch = useRef<{ x: number; y: number }>(undefined);
  const [zoom, setZoom] = useState(1);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();
  const figure = figures[index];
  const name = drawingName(figure);

  useEffect(() => {
    const element = dialog.current!;
    const opener = document.activeElement as HTMLElement | null;
    // showModal makes the page behind inert; an older browser (or jsdom) shows it plainly.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // The browser's own Escape (the dialog's cancel) closes through the page's state.
    const cancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    element.addEventListener('cancel', cancel);
    return () => {
      element.removeEventListener('cancel', cancel);
      if (element.open && typeof element.close === 'function') element.close();
      opener?.focus();
    };
    // Opened once; closing unmounts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The room the image has, so that at 100% a drawing fits it whole, whatever its shape.
  useEffect(() => {
    const measure = () => {
      const element = stage.current;
      if (element) setRoom({ width: element.clientWidth - 24, height: element.clientHeight - 24 });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  const fitted =
    room && room.width > 0 && room.height > 0
      ? Math.min(room.width / figure.width, room.height / figure.height) * figure.width
      : undefined;

  // Another figure starts at its whole size.
  useEffect(() => {
    setZoom(1);
    setState('loading');
  }, [index]);

  const go = (step: number) => {
    const next = index + step;
    if (next >= 0 && next < figures.length) onIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      Escape: onClose,
      '+': () => setZoom((z) => nextZoom(z, 1)),
      '=': () => setZoom((z) => nextZoom(z, 1)),
      '-': () => setZoom((z) => nextZoom(z, -1)),
      '0': () => setZoom(1),
    };
    if (event.key === 'Tab') {
      // Keep Tab inside the dialog, round from the last control to the first and back.
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
      return;
    }
    const action = keys[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  return (
    // Keys act on the whole dialog; each control is a button of its own as well.
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} aria-live="polite">
            {name}
            <span className={styles.count}>
              （{index + 1} / {figures.length}）
            </span>
          </h2>
          <button
            type="button"
            className={styles.icon}
            onClick={onClose}
            aria-label="关闭"
            data-autofocus
          >
            <CloseOutlined />
          </button>
        </header>
        <div className={styles.toolbar} role="toolbar" aria-label="附图操作">
          <button type="button" onClick={() => go(-1)} disabled={index === 0} aria-label="上一幅">
            <LeftOutlined /> <span>上一幅</span>
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            disabled={index === figures.length - 1}
            aria-label="下一幅"
          >
            <span>下一幅</span> <RightOutlined />
          </button>
          <span className={styles.gap} />
          <button
            type="button"
            onClick={() => setZoom((z) => nextZoom(z, -1))}
            disabled={zoom === ZOOM_STEPS[0]}
            aria-label="缩小"
          >
            <ZoomOutOutlined />
          </button>
          <output className={styles.zoom} aria-label="缩放比例">
            {Math.round(zoom * 100)}%
          </output>
          <button
            type="button"
            onClick={() => setZoom((z) => nextZoom(z, 1))}
            disabled={zoom === ZOOM_STEPS[ZOOM_STEPS.length - 1]}
            aria-label="放大"
          >
            <ZoomInOutlined />
          </button>
          <button type="button" onClick={() => setZoom(1)} disabled={zoom === 1} aria-label="还原">
            <UndoOutlined /> <span>还原</span>
          </button>
        </div>
        <div className={styles.body}>
          <div
            ref={stage}
            className={styles.stage}
            onTouchStart={(event) => {
              const t = event.touches[0];
              touch.current = { x: t.clientX, y: t.clientY };
            }}
            onTouchEnd={(event) => {
              const start = touch.current;
              const t = event.changedTouches[0];
              touch.current = undefined;
              // A swipe turns the page only at whole size: zoomed in, a drag scrolls the image.
              const step =
                start && zoom <= 1 ? swipeStep(t.clientX - start.x, t.clientY - start.y) : 0;
              if (step) go(step);
            }}
          >
            {state === 'failed' ? (
              <div className={styles.message} role="alert">
                <span>{figure.label}加载失败，请检查网络后重试。</span>
                <button
                  type="button"
                  className={styles.retry}
                  onClick={() => {
                    setState('loading');
                    setAttempt((n) => n + 1);
                  }}
                >
                  重试
                </button>
              </div>
            ) : (
              <>
                {state === 'loading' && (
                  <div className={styles.message} role="status">
                    正在加载{figure.label}…
                  </div>
                )}
                <img
                  key={`${figure.url}-${attempt}`}
                  src={figure.url}
                  alt={name}
                  width={figure.width}
                  height={figure.height}
                  style={{ width: fitted ? Math.round(fitted * zoom) : `${zoom * 100}%` }}
                  onLoad={() => setState('loaded')}
                  onError={() => setState('failed')}
                />
              </>
            )}
          </div>
          <aside className={styles.signs} aria-label={`${figure.label}的附图标记`}>
            <h3>附图标记</h3>
            {figure.signs.length ? (
              <dl>
                {figure.signs.map((sign) => (
                  <div key={sign.sign}>
                    <dt>{sign.sign}</dt>
                    <dd>{sign.name}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p>{noSignsText(kind)}</p>
            )}
          </aside>
        </div>
      </div>
    </dialog>
  );
}
