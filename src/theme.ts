import type { ThemeConfig } from 'antd';

/** The portal's one theme (DESIGN §6): deep blue primary, antd greys, radius 6. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1e4fa3',
    colorInfo: '#1e4fa3',
    colorLink: '#1e4fa3',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
};
