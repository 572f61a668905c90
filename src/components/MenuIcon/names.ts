/**
 * The icon names menuData may give an entry, lowercased and without antd's `Outlined` suffix
 * (`safetyCertificate` and `SafetyCertificateOutlined` both read as `safetycertificate`).
 */
export const MENU_ICON_NAMES = [
  'appstore',
  'audit',
  'bank',
  'control',
  'dashboard',
  'filesearch',
  'home',
  'idcard',
  'notification',
  'read',
  'safetycertificate',
  'search',
  'setting',
  'shop',
  'star',
  'team',
  'user',
] as const;

export type MenuIconName = (typeof MENU_ICON_NAMES)[number];

/** The menu icon a menuData name stands for, or undefined for a name the menu has no icon of. */
export function menuIconName(name?: string): MenuIconName | undefined {
  const key = name?.toLowerCase().replace(/outlined$/, '');
  return MENU_ICON_NAMES.find((known) => known === key);
}
