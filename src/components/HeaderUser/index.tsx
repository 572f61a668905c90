import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { AvatarDropdownProps } from '../AvatarDropdown';
import styles from './index.less';

// Visitors never open the account menu: its dropdown code loads only for signed-in users.
export const AvatarDropdown = lazy(
  () => import(/* webpackChunkName: "avatar-dropdown" */ '../AvatarDropdown'),
);

export interface HeaderUserProps extends Omit<AvatarDropdownProps, 'user'> {
  user?: API.CurrentUser;
  /** True while the user info (re)loads: a small spinner holds the place. */
  loading?: boolean;
  /** What a visitor sees instead of the avatar (login / register links). */
  guest: React.ReactNode;
}

export default function HeaderUser({ user, loading, guest, ...dropdown }: HeaderUserProps) {
  let content: React.ReactNode;
  if (loading) content = <Spin size="small" aria-label="正在加载用户信息" />;
  else if (user?.account)
    content = (
      <Suspense fallback={<Spin size="small" />}>
        <AvatarDropdown user={user} {...dropdown} />
      </Suspense>
    );
  else content = guest;
  return (
    <div className={styles.area} data-testid="header-user">
      {content}
    </div>
  );
}
