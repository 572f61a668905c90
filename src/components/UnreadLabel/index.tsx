import type { MenuDataItem } from '@ant-design/pro-components';
import { Link, useModel } from '@umijs/max';
import { Badge } from 'antd';
import type { ReactNode } from 'react';
import styles from './index.less';

/** The menu entry that carries the count of replies the user has not read yet. */
export const MESSAGES_PATH = '/account/messages';

/** A menu entry's label with the count of unread replies beside it. */
export default function UnreadLabel({ children }: { children: ReactNode }) {
  const { count } = useModel('unread');
  return (
    <span className={styles.label}>
      {children}
      <Badge count={count} size="small" title={`${count} 条未读消息`} />
    </span>
  );
}

/** The shell's side-menu items: a link to the page, with the unread count on 我的留言与咨询. */
export function renderMenuItem(item: MenuDataItem & { isUrl?: boolean }, dom: ReactNode) {
  const label = item.path === MESSAGES_PATH ? <UnreadLabel>{dom}</UnreadLabel> : dom;
  if (item.isUrl || item.children || !item.path) return label;
  return <Link to={item.path}>{label}</Link>;
}
