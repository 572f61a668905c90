// The Less variables every style module reads (docs/architecture.md §6), made at build time from
// the one theme (src/theme.ts): antd's design tokens computed from its ThemeConfig, named as antd
// names them (@colorPrimary, @colorText, @colorBorderSecondary, @geekblue1 …), and the portal's
// own colours as @portal-<name>. Nothing of this runs in the browser.
import antdTheme from 'antd/lib/theme';
import { portalColors, theme } from '../src/theme';

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([^)]*\))$/i;
// antd also lists its palette as blue-1 …; the camel-case names (blue1) are enough.
const TOKEN_NAME = /^[a-z][a-zA-Z0-9]*$/;

function channels(colour: string): number[] {
  const hex = colour.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)).concat(1);
  }
  return colour
    .replace(/^rgba?\(|\)$/g, '')
    .split(',')
    .map(Number)
    .concat(1)
    .slice(0, 4);
}

/** A translucent colour as the solid one it shows on `background` (how antd's Table fills its header). */
function laidOn(colour: string, background: string): string {
  const [red, green, blue, alpha] = channels(colour);
  const under = channels(background);
  const mixed = [red, green, blue].map((value, index) =>
    Math.round(value * alpha + under[index] * (1 - alpha)),
  );
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

export function lessThemeVariables(): Record<string, string> {
  const tokens = antdTheme.getDesignToken(theme);
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens)) {
    if (!TOKEN_NAME.test(name) || typeof value !== 'string' || !COLOUR.test(value.trim())) continue;
    variables[name] = value;
    // A translucent fill also as a solid (@colorFillAlterSolid): a box over a banner or a sticky
    // cell must not let what is beneath show through.
    if (channels(value)[3] < 1) variables[`${name}Solid`] = laidOn(value, tokens.colorBgContainer);
  }
  for (const [name, value] of Object.entries(portalColors)) variables[`portal-${name}`] = value;
  return variables;
}
