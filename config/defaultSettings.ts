import type { ProLayoutProps } from '@ant-design/pro-components';
import { HEADER_USER_AREA_HEIGHT, SIDER_WIDTH, SITE_NAME } from '../src/constants';

export type ShellSettings = Omit<ProLayoutProps, 'rightContentRender'> & {
  /** Show 个人中心 / 个人设置 in the avatar dropdown (logout is always there). */
  avatarMenu: boolean;
};

/** ProLayout settings of the back-office shell. */
const defaultSettings: ShellSettings = {
  // The portal's own name: the user centre and the back office are parts of the one portal.
  title: SITE_NAME,
  navTheme: 'light',
  layout: 'mix',
  contentWidth: 'Fluid',
  fixedHeader: true,
  fixSiderbar: true,
  colorPrimary: '#1e4fa3',
  siderWidth: SIDER_WIDTH,
  splitMenus: false,
  avatarMenu: true,
  token: {
    header: { heightLayoutHeader: HEADER_USER_AREA_HEIGHT },
  },
};

export default defaultSettings;
