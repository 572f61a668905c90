import styles from './index.less';

/** The page's main landmark: the portal frame's <main>, or the shell's content (antd Content). */
export function findMain(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>('main, [role="main"]');
}

/**
 * The first thing a keyboard reaches on every page (WCAG 2.4.1): it is shown when focused and moves
 * focus past the header and menus to the main content. The router owns the URL, so instead of
 * following `#main` it focuses the landmark itself.
 */
export default function SkipLink() {
  return (
    <a
      className={styles.skipLink}
      href="#main"
      onClick={(event) => {
        const main = findMain();
        if (!main) return;
        event.preventDefault();
        if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
    >
      跳到主要内容
    </a>
  );
}
