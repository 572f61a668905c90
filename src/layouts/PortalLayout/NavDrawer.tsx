import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import styles from './index.less';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The module navigation on narrow screens. */
export default function NavDrawer({ open, onClose, children }: NavDrawerProps) {
  return (
    <Drawer title="栏目导航" placement="right" size={280} open={open} onClose={onClose}>
      <nav className={styles.drawerNav} aria-label="栏目导航">
        {children}
      </nav>
    </Drawer>
  );
}
