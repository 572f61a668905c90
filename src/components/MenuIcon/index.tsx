import { lazy, Suspense } from 'react';
import styles from './index.less';
import type { MenuIconName } from './names';

// Only the shell's side menu draws these; loaded with it, they stay out of the portal's entry chunk
// (the menu is built by the runtime layout config in app.tsx, which the entry carries).
export const NamedIcon = lazy(() => import(/* webpackChunkName: "shell-menu-icons" */ './icons'));

/** A side-menu entry's icon; until its chunk arrives, an empty box of the icon's size holds its place. */
export default function MenuIcon({ name }: { name: MenuIconName }) {
  return (
    <Suspense fallback={<span className={`anticon ${styles.placeholder}`} aria-hidden="true" />}>
      <NamedIcon name={name} />
    </Suspense>
  );
}
