export type AvatarMenuKey = 'center' | 'settings' | 'logout';

export interface AvatarMenuItem {
  key: AvatarMenuKey;
  label: string;
}

/** 个人中心 and 个人设置 only when the menu option is on; 退出登录 always. */
export function avatarMenuItems(showAccountPages: boolean): AvatarMenuItem[] {
  const accountPages: AvatarMenuItem[] = showAccountPages
    ? [
        { key: 'center', label: '个人中心' },
        { key: 'settings', label: '个人设置' },
      ]
    : [];
  return [...accountPages, { key: 'logout', label: '退出登录' }];
}

export const AVATAR_MENU_PATHS: Record<Exclude<AvatarMenuKey, 'logout'>, string> = {
  center: '/account/center',
  settings: '/account/settings',
};
