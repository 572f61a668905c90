import type { ProLayoutProps } from '@ant-design/pro-components';
import { HEADER_USER_AREA_HEIGHT, SIDER_WIDTH } from '../src/constants';

export type ShellSettings = Omit<ProLayoutProps, 'rightContentRender'> & {
  /** Show 个人中心 / 个人设置 in the avatar dropdown (logout is always there). */
  avatarMenu: boolean;
};

/** ProLayout settings of the back-office shell. */
const defaultSettings: ShellSettings = {
  title: '知识产权服务平台',
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
