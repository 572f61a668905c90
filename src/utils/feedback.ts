/**
 * Toasts and notifications through antd, loaded the first time one is shown: most page views
 * never need them, and antd's message + notification stack weighs ~10 KB gzipped in the entry.
 */
export interface Feedback {
  success: (text: string) => void;
  warning: (text: string) => void;
  error: (text: string) => void;
  notify: (title: string, description: string) => void;
}

function report(text: string) {
  return () => console.error(text);
}

export const feedback: Feedback = {
  success: (text) => {
    import('antd/es/message').then(({ default: message }) => message.success(text), report(text));
  },
  warning: (text) => {
    import('antd/es/message').then(({ default: message }) => message.warning(text), report(text));
  },
  error: (text) => {
    import('antd/es/message').then(({ default: message }) => message.error(text), report(text));
  },
  notify: (title, description) => {
    import('antd/es/notification').then(
      ({ default: notification }) => notification.open({ message: title, description }),
      report(`${title}: ${description}`),
    );
  },
};
