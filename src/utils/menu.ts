import {
  AppstoreOutlined,
  BankOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  HomeOutlined,
  IdcardOutlined,
  NotificationOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { createElement, type ReactNode } from 'react';

const ICONS: Record<string, typeof UserOutlined> = {
  appstore: AppstoreOutlined,
  bank: BankOutlined,
  dashboard: DashboardOutlined,
  filesearch: FileSearchOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  notification: NotificationOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  team: TeamOutlined,
  user: UserOutlined,
};

export interface ProMenuItem {
  path: string;
  name: string;
  icon?: ReactNode;
  children?: ProMenuItem[];
}

/** The user's menuData as ProLayout menu items; icon names become icons, unknown names none. */
export function toProMenu(menu: API.MenuItem[] = []): ProMenuItem[] {
  return menu
    .filter((item) => typeof item?.path === 'string' && typeof item?.name === 'string')
    .map((item) => {
      const Icon = item.icon ? ICONS[item.icon.toLowerCase().replace(/outlined$/, '')] : undefined;
      return {
        path: item.path,
        name: item.name,
        icon: Icon ? createElement(Icon) : undefined,
        children: item.children?.length ? toProMenu(item.children) : undefined,
      };
    });
}
