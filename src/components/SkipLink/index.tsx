import styles from './index.less';

/** The id of each frame's content: the portal's <main>, the shell's content, a bare page's <main>. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first thing a keyboard reaches on every page (WCAG 2.4.1): it is shown when focused and moves
 * focus past the header and menus to the content. The router owns the URL, so instead of following
 * the fragment it focuses the target itself.
 */
export default function SkipLink() {
  return (
    <a
      className={styles.skipLink}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const target = document.getElementById(MAIN_CONTENT_ID);
        if (!target) return;
        event.preventDefault();
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
    >
      跳到主要内容
    </a>
  );
}
