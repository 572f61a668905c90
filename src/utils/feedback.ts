/**
 * Toasts and notifications through antd, loaded the first time one is shown: most page views
 * never need them, and antd's message + notification stack weighs ~10 KB gzipped in the entry.
 *
 * A failure is reported once: each toast is keyed by its kind and text, so the same message from
 * six calls that failed together updates the one toast already open instead of stacking six.
 */
export interface Feedback {
  success: (text: string) => void;
  warning: (text: string) => void;
  error: (text: string) => void;
  notify: (title: string, description: string) => void;
}

type MessageKind = 'success' | 'warning' | 'error';

function report(text: string) {
  return () => console.error(text);
}

function toast(type: MessageKind, text: string) {
  import(/* webpackChunkName: "antd-message" */ 'antd/es/message').then(
    ({ default: message }) => message.open({ type, content: text, key: `${type}:${text}` }),
    report(text),
  );
}

export const feedback: Feedback = {
  success: (text) => toast('success', text),
  warning: (text) => toast('warning', text),
  error: (text) => toast('error', text),
  notify: (title, description) => {
    import(/* webpackChunkName: "antd-notification" */ 'antd/es/notification').then(
      ({ default: notification }) =>
        notification.open({ key: `${title}:${description}`, title, description }),
      report(`${title}: ${description}`),
    );
  },
};
