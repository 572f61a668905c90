import type { IApi } from '@umijs/max';

/**
 * Umi writes `<html>` without a language; screen readers then guess it and read Chinese with an
 * English voice (WCAG 3.1.1). The page is Chinese throughout.
 */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('html').attr('lang', 'zh-CN');
    return $;
  });
};
