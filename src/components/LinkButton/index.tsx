import { history } from '@umijs/max';
import { Button, type ButtonProps } from 'antd';
import { BASE_PATH } from '../../constants';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'htmlType'> & {
  /** An app path, as for Link: `/gxq/operations/list`. */
  to: string;
};

/** A click that the browser would follow in the same tab (not a new tab or window, no download). */
export function isPlainClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link that looks like a button: one <a>, so one tab stop and one thing for a screen reader to
 * announce (a Button wrapped in a Link is a link holding a button — two stops for one action). It
 * opens in a new tab like any link and otherwise navigates inside the app.
 */
export default function LinkButton({ to, onClick, ...props }: LinkButtonProps) {
  return (
    <Button
      {...props}
      href={`${BASE_PATH}${to}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        history.push(to);
      }}
    />
  );
}
