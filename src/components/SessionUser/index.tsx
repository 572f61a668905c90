import { history, useModel } from '@umijs/max';
import useSession from '../../hooks/useSession';
import useSessionEndListener from '../../hooks/useSessionEndListener';
import { AVATAR_MENU_PATHS } from '../AvatarDropdown/menuItems';
import HeaderUser from '../HeaderUser';

interface SessionUserProps {
  /** Show 个人中心 / 个人设置 in the dropdown. */
  menu: boolean;
  guest: React.ReactNode;
}

/** The header's user area bound to the session: spinner while loading, avatar menu, or guest links. */
export default function SessionUser({ menu, guest }: SessionUserProps) {
  const { initialState, loading } = useModel('@@initialState');
  const { logout } = useSession();
  const unread = useModel('unread');
  // Mounted once in each frame's header: the place that shows who is signed in.
  useSessionEndListener();
  return (
    <HeaderUser
      user={initialState?.currentUser}
      loading={loading}
      menu={menu}
      guest={guest}
      unread={unread.count}
      onAction={(key) => (key === 'logout' ? logout() : history.push(AVATAR_MENU_PATHS[key]))}
    />
  );
}
