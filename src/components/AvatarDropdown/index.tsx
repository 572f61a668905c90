import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useRef, useState } from 'react';
import defaultAvatar from '../../assets/default-avatar.svg';
import styles from './index.less';
import { avatarMenuItems, type AvatarMenuKey } from './menuItems';

export interface AvatarDropdownProps {
  user: API.CurrentUser;
  /** Show 个人中心 / 个人设置 (the shell's `avatarMenu` setting). */
  menu: boolean;
  onAction: (key: AvatarMenuKey) => void;
  /** Replies not read yet: a count on the avatar. */
  unread?: number;
}

const ICONS: Record<AvatarMenuKey, React.ReactNode> = {
  center: <UserOutlined />,
  settings: <SettingOutlined />,
  logout: <LogoutOutlined />,
};

/** The header's avatar and the user's name (the account when unnamed), opening the account menu. */
export default function AvatarDropdown({ user, menu, onAction, unread = 0 }: AvatarDropdownProps) {
  const entries = avatarMenuItems(menu);
  const items: MenuProps['items'] = entries.flatMap((entry) => {
    const item = { key: entry.key, icon: ICONS[entry.key], label: entry.label };
    return entry.key === 'logout' && entries.length > 1
      ? [{ type: 'divider' as const }, item]
      : [item];
  });
  const [open, setOpen] = useState(false);
  // A mouse opens the menu by hovering, so the click that follows must not close it again; a press
  // on the avatar only ever opens it (leaving it, Escape or a press elsewhere closes it).
  const pressing = useRef(false);
  return (
    <Dropdown
      menu={{
        items,
        onClick: ({ key }) => {
          setOpen(false);
          onAction(key as AvatarMenuKey);
        },
      }}
      open={open}
      onOpenChange={(next) => {
        if (next || !pressing.current) setOpen(next);
      }}
      classNames={{ root: styles.dropdown }}
      // Inside the header, not the page: the header stays put while the page scrolls, so the menu
      // must move with it. Drawn in <body>, it slid with the page until re-aligned a moment later,
      // and a press landing in that moment went to whatever was under the old place.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      placement="bottomRight"
      trigger={['hover', 'click']}
      autoFocus
    >
      <span
        className={styles.trigger}
        role="button"
        tabIndex={0}
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerDown={() => {
          pressing.current = true;
        }}
        onClick={() => {
          // Runs after the dropdown's own click handling: the press is over.
          pressing.current = false;
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          setOpen(true);
        }}
        aria-label={`账户菜单：${user.account}${unread ? `（${unread} 条未读消息）` : ''}`}
      >
        <Badge count={unread} size="small" title={`${unread} 条未读消息`}>
          <Avatar size="small" src={user.headerUrl || defaultAvatar} alt={user.account} />
        </Badge>
        <span className={styles.name}>{user.name || user.account}</span>
      </span>
    </Dropdown>
  );
}
