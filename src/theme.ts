import type { ThemeConfig } from 'antd';

/**
 * The portal's one theme (docs/architecture.md §6): deep blue primary, antd greys, radius 6.
 * Text contrast is WCAG 2.1 AA (4.5:1) from here rather than page by page: antd's tertiary text
 * (descriptions, help, empty states) and placeholders are darkened, and the preset tag colours the
 * portal uses print their text in the palette's 8th step, since the 7th is only ~3.4:1 on the tag's
 * own tint. Status tags (success: 有效) print theirs in colorSuccess, so it is that same green.
 * tests/a11y checks every route with axe.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1e4fa3',
    colorInfo: '#1e4fa3',
    colorLink: '#1e4fa3',
    colorError: '#d4252b',
    colorSuccess: '#237804',
    // Kept at antd's light tint: derived from the darker seed they turn grey.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    green7: '#237804',
    orange7: '#ad4e00',
    gold7: '#874d00',
    volcano7: '#ad2102',
    cyan7: '#006d75',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
};
