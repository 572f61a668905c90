import type { IApi } from '@umijs/max';
import { themeClassName } from '../../src/theme';

/**
 * The root element's attributes. Umi writes `<html>` without a language; screen readers then guess
 * it and read Chinese with an English voice (WCAG 3.1.1). The theme's class puts antd's CSS
 * variables in scope of the whole page, plain elements included (src/theme.ts).
 */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('html').attr('lang', 'zh-CN').addClass(themeClassName);
    return $;
  });
};
