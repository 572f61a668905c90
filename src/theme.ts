import type { ThemeConfig } from 'antd';

/** The portal's primary, deep blue: antd's seed and the base of the portal's own blues. */
export const colorPrimary = '#1e4fa3';

/**
 * A palette's 7th step (a preset tag's text) under both of antd's names for it. antd 6 writes
 * `green7` and the older `green-7` to the same CSS variable, `--ant-green-7`, the older last: a
 * theme that sets only `green7` sees its colour in JS and antd's default on the page.
 */
function paletteSeventhSteps<K extends string>(colours: Record<K, string>) {
  return Object.fromEntries(
    Object.entries<string>(colours).flatMap(([name, colour]) => [
      [`${name}7`, colour],
      [`${name}-7`, colour],
    ]),
  );
}

/**
 * The portal's own colours, for what antd has no token: the blues around the primary, the cool
 * greys of panels, rules and running text, the dark footer band, the logo's accents and the chart
 * series. Style modules read them as `@portal-<name>` (config/lessTheme.ts), code imports them.
 * Shades that differed by a level or two were merged: #1f2a3d into ink, #eaf1fb into mistBlue,
 * #e3e8f0 and #e3e7ed into slate200, #eef2f8 and #f0f2f5 into slate150.
 */
export const portalColors = {
  white: '#fff',
  // Blues around the primary: gradient stops of the banners and the logo, link hover, focus rings.
  navy: '#102f66',
  deepBlue: '#163d80',
  brightBlue: '#2f6fd6',
  focusBlue: '#5b8ad8',
  // Pale blues behind chosen or highlighted items.
  paleBlue: '#e6f0ff',
  paleBlueBorder: '#b3cdf5',
  mistBlue: '#e8f0fc',
  frostBlue: '#f5f8fd',
  blueHairline: '#e5ecf7',
  // Cool greys: light panels and rules, then text (each text grey is 4.5:1 or more on the panels).
  slate50: '#f7f9fc',
  slate100: '#f5f7fa',
  slate150: '#f0f3f8',
  slate200: '#e5e9f0',
  slate550: '#5f6d82',
  slate600: '#5c6b80',
  slate800: '#3d4a5c',
  inkSoft: '#2b3545',
  ink: '#1f2d3d',
  // The footer's dark band, and the navy antd's layout shades with.
  nightBand: '#0f1d35',
  shadowNavy: '#001529',
  // The green-black shade antd gives a switch's handle.
  handleShadow: 'rgba(0, 35, 11, 0.2)',
  // Warm accents: prices, warning text, a document's red, the skip link's ring, the logo's spark.
  brick: '#c4330a',
  brickRed: '#c0392b',
  ochre: '#9a5200',
  amber: '#ffbf47',
  sunflower: '#f5c542',
} as const;

/**
 * The portal's one theme (docs/architecture.md §6): deep blue primary, antd greys, radius 6.
 * Text contrast is WCAG 2.1 AA (4.5:1) from here rather than page by page: antd's tertiary text
 * (descriptions, help, empty states) and placeholders are darkened, and the preset tag colours the
 * portal uses print their text in the palette's 8th step, since the 7th is only ~3.4:1 on the tag's
 * own tint. Status tags (success: 有效) print theirs in colorSuccess, so it is that same green.
 * tests/a11y checks every route with axe.
 */
/**
 * The class that carries the theme's CSS variables. `<html>` has it too (config/plugins/htmlRoot.ts):
 * antd's prebuilt stylesheet styles plain links with `var(--ant-color-link)`, which outside an antd
 * component would have no value.
 */
export const themeClassName = 'ipr-theme';

export const theme: ThemeConfig = {
  // antd's styles come from its prebuilt stylesheet (src/antd.css), not generated at run time:
  // docs/performance.md §4 has the measurement.
  zeroRuntime: true,
  cssVar: { key: themeClassName },
  token: {
    colorPrimary,
    colorInfo: colorPrimary,
    colorLink: colorPrimary,
    colorLinkHover: portalColors.brightBlue,
    colorError: '#d4252b',
    colorSuccess: '#237804',
    // Kept at antd's light tint: derived from the darker seed they turn grey.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    ...paletteSeventhSteps({
      green: '#237804',
      orange: '#ad4e00',
      gold: '#874d00',
      volcano: '#ad2102',
      cyan: '#006d75',
    }),
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
};

/** The charts' series colours, in the order series take them (G2's categorical palette). */
export const chartSeriesColors = [
  '#1783FF',
  '#00C9C9',
  '#F0884D',
  '#D580FF',
  '#7863FF',
  '#60C42D',
  '#BD8F24',
  '#FF80CA',
  '#2491B3',
  '#17C76F',
] as const;
