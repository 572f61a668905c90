import type { ModalFuncProps } from 'antd';

/**
 * Asks one of the page's questions (leaving unsaved, reloading over a conflict). They are rare:
 * antd's Modal (~10 KB gzipped) loads when one is asked, not with the form.
 */
export const ask = (props: ModalFuncProps) =>
  import(/* webpackChunkName: "admin-news-confirm" */ './confirm').then((module) =>
    module.default(props),
  );
